import { Button } from './button';
import { showToast } from './toast';

/**
 * A link (or an access token) shown this once (the server keeps only its hash): it in a read-only field that selects
 * itself, Copy Link (Copy Token), and Done. The caller says above it what it is and that it will not be shown again.
 */
export function CopyLinkField({
  label,
  value,
  onDone,
  kind = 'Link',
}: {
  label: string;
  value: string;
  onDone: () => void;
  kind?: 'Link' | 'Token';
}) {
  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      showToast('success', `${kind} copied.`);
    } catch {
      showToast('error', `Could not copy. Select the ${kind.toLowerCase()} and copy it yourself.`);
    }
  }

  return (
    <>
      <label className="flex flex-col gap-1.5 text-sm font-semibold text-ink-soft">
        {label}
        <input
          readOnly
          value={value}
          onFocus={(event) => event.target.select()}
          className="min-h-12 rounded-xl border border-field-line bg-surface px-4 text-base text-ink"
        />
      </label>
      <div className="flex gap-3">
        <Button onClick={() => void copy()}>Copy {kind}</Button>
        <Button variant="secondary" onClick={onDone}>
          Done
        </Button>
      </div>
    </>
  );
}
