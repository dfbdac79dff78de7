import { useEffect, useId, useRef } from 'react';
import { CopyLinkField } from './copy-link-field';

/**
 * A secret just made (a share link, an access token), shown this once with Copy: the server keeps only its hash and
 * cannot show it again. Its heading takes the focus, so a screen reader hears what was made.
 */
export function ShownOncePanel({
  heading,
  note,
  kind,
  value,
  onDone,
}: {
  heading: string;
  /** Says it is shown only now, and how to keep it. */
  note: string;
  kind: 'Link' | 'Token';
  value: string;
  onDone: () => void;
}) {
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);

  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-card border border-brand bg-brand-soft p-4"
    >
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className="text-lg font-bold break-words text-ink">
        {heading}
      </h2>
      <p className="text-base text-ink">{note}</p>
      <CopyLinkField label={kind} value={value} kind={kind} onDone={onDone} />
    </section>
  );
}
