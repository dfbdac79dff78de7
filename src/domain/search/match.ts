import { foldText } from './fold.js';
import type { SearchTerm } from './query.js';
import type { SearchField } from './searchable-fields.js';

/** A stretch of text, from `start` up to (not including) `end`, in UTF-16 code units. */
export type TextRange = readonly [start: number, end: number];

const LETTER_OR_DIGIT = /[\p{L}\p{N}\p{M}]/u;
/** Scripts written without spaces between words: each of their characters starts a word. */
const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}]/u;

/** True when a character continues the word before it: a letter, digit or mark of a script that spaces its words. */
function continuesWord(char: string): boolean {
  return LETTER_OR_DIGIT.test(char) && !UNSPACED.test(char);
}

/** The character (code point) that ends just before `index`, or '' at the start. */
function characterBefore(text: string, index: number): string {
  if (index === 0) return '';
  const low = text.charCodeAt(index - 1);
  const isLowSurrogate = low >= 0xdc00 && low <= 0xdfff;
  return text.slice(isLowSurrogate && index >= 2 ? index - 2 : index - 1, index);
}

/** Whether a word-start term found at `index` begins a word there (or begins with a character that is no letter). */
function startsWordAt(text: string, index: number, term: string): boolean {
  const first = String.fromCodePoint(term.codePointAt(0)!);
  return !continuesWord(first) || !continuesWord(characterBefore(text, index));
}

/** Every place a term matches in folded text, in order, as ranges (overlapping ones too). */
export function termRanges(folded: string, term: SearchTerm): TextRange[] {
  const ranges: TextRange[] = [];
  for (let at = folded.indexOf(term.text); at >= 0; at = folded.indexOf(term.text, at + 1)) {
    if (!term.wordStart || startsWordAt(folded, at, term.text)) ranges.push([at, at + term.text.length]);
  }
  return ranges;
}

/** Whether a term matches anywhere in folded text. */
export function termMatches(folded: string, term: SearchTerm): boolean {
  if (!term.wordStart) return folded.includes(term.text);
  for (let at = folded.indexOf(term.text); at >= 0; at = folded.indexOf(term.text, at + 1)) {
    if (startsWordAt(folded, at, term.text)) return true;
  }
  return false;
}

/**
 * The text an entry is found by, folded: each searched question and answer on a line of its own. The databases
 * index exactly this text, so a term (which never holds white space) matches it where it matches a field.
 */
export function searchIndexText(fields: readonly SearchField[]): string {
  return fields.map((field) => foldText(field.labelSearched ? `${field.label}\n${field.text}` : field.text)).join('\n');
}

/** Whether every term matches the folded text: the rule of search, on the server and on the device alike. */
export function matchesAllTerms(folded: string, terms: readonly SearchTerm[]): boolean {
  return terms.length > 0 && terms.every((term) => termMatches(folded, term));
}
