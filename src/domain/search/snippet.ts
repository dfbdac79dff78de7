import { foldText } from './fold.js';
import { termRanges, type TextRange } from './match.js';
import type { SearchTerm } from './query.js';
import type { SearchField } from './searchable-fields.js';

/** The part of an entry a result shows: one field, its matches marked. Plain text: never markup. */
export interface Snippet {
  label: string;
  /** Matches in the label (only a question's text is searched). */
  labelMarks: TextRange[];
  /** The field's text, cut around the first match when long ("…" where it was cut). */
  text: string;
  marks: TextRange[];
}

/** How much of a long field a result shows, and how much of it comes before the first match. */
export const SNIPPET_CHARS = 160;
const CONTEXT_BEFORE = 50;
const ELLIPSIS = '…';

/** Ranges sorted and merged where they overlap or touch. */
export function mergeRanges(ranges: readonly TextRange[]): TextRange[] {
  const sorted = [...ranges].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const merged: [number, number][] = [];
  for (const [start, end] of sorted) {
    const last = merged[merged.length - 1];
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else merged.push([start, end]);
  }
  return merged;
}

const isLowSurrogate = (text: string, index: number) => {
  const code = text.charCodeAt(index);
  return code >= 0xdc00 && code <= 0xdfff;
};

/** An index moved off the second half of a surrogate pair, so a cut never breaks a character. */
const wholeCharacterAt = (text: string, index: number) =>
  index > 0 && isLowSurrogate(text, index) ? index - 1 : index;

/** Where to cut a long text: about SNIPPET_CHARS around the first mark, at spaces where there are some near. */
function cutAround(text: string, firstMark: number): { start: number; end: number } {
  if (text.length <= SNIPPET_CHARS) return { start: 0, end: text.length };
  let start = Math.max(0, Math.min(firstMark - CONTEXT_BEFORE, text.length - SNIPPET_CHARS));
  if (start > 0) {
    const space = text.indexOf(' ', start);
    if (space >= 0 && space < firstMark && space - start < 20) start = space + 1;
  }
  let end = Math.min(text.length, start + SNIPPET_CHARS);
  if (end < text.length) {
    const space = text.lastIndexOf(' ', end);
    if (space > start && end - space < 20) end = space;
  }
  return { start: wholeCharacterAt(text, start), end: wholeCharacterAt(text, end) };
}

/** The text between two indexes with "…" where it was cut, and marks moved (and clipped) into it. */
function excerpt(text: string, marks: readonly TextRange[], start: number, end: number) {
  const offset = start > 0 ? ELLIPSIS.length - start : 0;
  const inside = marks
    .filter(([from, to]) => to > start && from < end)
    .map(([from, to]): TextRange => [Math.max(from, start) + offset, Math.min(to, end) + offset]);
  return {
    text: `${start > 0 ? ELLIPSIS : ''}${text.slice(start, end)}${end < text.length ? ELLIPSIS : ''}`,
    marks: inside,
  };
}

/** How many terms match a field, and where, in its label (when searched) and its text. */
function fieldMatches(field: SearchField, terms: readonly SearchTerm[]) {
  const label = field.labelSearched ? foldText(field.label) : '';
  const text = foldText(field.text);
  const labelMarks: TextRange[] = [];
  const marks: TextRange[] = [];
  let matched = 0;
  for (const term of terms) {
    const inLabel = termRanges(label, term);
    const inText = termRanges(text, term);
    if (inLabel.length > 0 || inText.length > 0) matched += 1;
    labelMarks.push(...inLabel);
    marks.push(...inText);
  }
  return { field, matched, labelMarks: mergeRanges(labelMarks), marks: mergeRanges(marks) };
}

/**
 * What a result shows of an entry: the field matching the most terms (the first such), with every match marked,
 * and a long text cut around its first match. Null for an entry with nothing to show.
 */
export function searchSnippet(fields: readonly SearchField[], terms: readonly SearchTerm[]): Snippet | null {
  let best: ReturnType<typeof fieldMatches> | null = null;
  for (const field of fields) {
    const candidate = fieldMatches(field, terms);
    if (best === null || candidate.matched > best.matched) best = candidate;
    if (best.matched === terms.length) break;
  }
  if (best === null) return null;
  const { text } = best.field;
  const { start, end } = cutAround(text, best.marks[0]?.[0] ?? 0);
  return { label: best.field.label, labelMarks: best.labelMarks, ...excerpt(text, best.marks, start, end) };
}
