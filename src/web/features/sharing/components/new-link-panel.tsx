import { useEffect, useRef } from 'react';
import { CopyLinkField } from '../../../components/ui/copy-link-field';
import { shareUrl } from '../api';

/** The link just made, shown this once with Copy: the server keeps only its hash and cannot show it again. */
export function NewLinkPanel({ name, token, onDone }: { name: string; token: string; onDone: () => void }) {
  const url = shareUrl(token);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);

  return (
    <section
      aria-labelledby="new-link"
      className="flex flex-col gap-3 rounded-card border border-brand bg-brand-soft p-4"
    >
      <h2 id="new-link" ref={headingRef} tabIndex={-1} className="text-lg font-bold text-ink">
        Link for {name}
      </h2>
      <p className="text-base text-ink">Copy it now: this is the only time it is shown.</p>
      <CopyLinkField label="Link" value={url} onDone={onDone} />
    </section>
  );
}
