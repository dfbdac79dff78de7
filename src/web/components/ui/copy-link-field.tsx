import { Button } from './button';
import { showToast } from './toast';

/**
 * A link shown this once (the server keeps only its hash): the link in a read-only field that selects itself, Copy
 * Link, and Done. The caller says above it what the link is and that it will not be shown again.
 */
export function CopyLinkField({ label, url, onDone }: { label: string; url: string; onDone: () => void }) {
  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      showToast('success', 'Link copied.');
    } catch {
      showToast('error', 'Could not copy. Select the link and copy it yourself.');
    }
  }

  return (
    <>
      <label className="flex flex-col gap-1.5 text-sm font-semibold text-ink-soft">
        {label}
        <input
          readOnly
          value={url}
          onFocus={(event) => event.target.select()}
          className="min-h-12 rounded-xl border border-field-line bg-surface px-4 text-base text-ink"
        />
      </label>
      <div className="flex gap-3">
        <Button onClick={() => void copy()}>Copy Link</Button>
        <Button variant="secondary" onClick={onDone}>
          Done
        </Button>
      </div>
    </>
  );
}
