import { useEffect, useRef } from 'react';
import { Button } from '../../../components/ui/button';
import { showToast } from '../../../components/ui/toast';
import { shareUrl } from '../api';

/** The link just made, shown this once with Copy: the server keeps only its hash and cannot show it again. */
export function NewLinkPanel({ name, token, onDone }: { name: string; token: string; onDone: () => void }) {
  const url = shareUrl(token);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      showToast('success', 'Link copied.');
    } catch {
      showToast('error', 'Could not copy. Select the link and copy it yourself.');
    }
  }

  return (
    <section
      aria-labelledby="new-link"
      className="flex flex-col gap-3 rounded-card border border-brand bg-brand-soft p-4"
    >
      <h2 id="new-link" ref={headingRef} tabIndex={-1} className="text-lg font-bold text-ink">
        Link for {name}
      </h2>
      <p className="text-base text-ink">Copy it now: this is the only time it is shown.</p>
      <label className="flex flex-col gap-1.5 text-sm font-semibold text-ink-soft">
        Link
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
    </section>
  );
}
