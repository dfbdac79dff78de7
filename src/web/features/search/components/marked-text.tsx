import type { TextRange } from '../../../../domain/search/match';

/**
 * Text with its matches marked: the athlete's words as text nodes and `<mark>` elements, built from ranges, so
 * nothing they wrote is ever read as HTML.
 */
export function MarkedText({ text, marks }: { text: string; marks: readonly TextRange[] }) {
  const parts: { text: string; marked: boolean }[] = [];
  let at = 0;
  for (const [start, end] of marks) {
    if (start > at) parts.push({ text: text.slice(at, start), marked: false });
    parts.push({ text: text.slice(start, end), marked: true });
    at = end;
  }
  if (at < text.length) parts.push({ text: text.slice(at), marked: false });
  return (
    <>
      {parts.map((part, index) =>
        part.marked ? (
          <mark key={index} className="rounded-sm bg-highlight text-ink">
            {part.text}
          </mark>
        ) : (
          part.text
        ),
      )}
    </>
  );
}
