import { useEffect, useRef } from 'react';
import { CopyLinkField } from '../../../components/ui/copy-link-field';

/** The token just made, shown this once with Copy: the server keeps only its hash and cannot show it again. */
export function NewTokenPanel({ name, secret, onDone }: { name: string; secret: string; onDone: () => void }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);

  return (
    <section
      aria-labelledby="new-token"
      className="flex flex-col gap-3 rounded-card border border-brand bg-brand-soft p-4"
    >
      <h2 id="new-token" ref={headingRef} tabIndex={-1} className="text-lg font-bold break-words text-ink">
        Token for {name}
      </h2>
      <p className="text-base text-ink">Copy it now: this is the only time it is shown. Keep it like a password.</p>
      <CopyLinkField label="Token" value={secret} kind="Token" onDone={onDone} />
    </section>
  );
}
