import { foldText } from './fold.js';

/** How long a search may be, and how many words it may hold. */
export const SEARCH_LIMITS = { queryChars: 200, terms: 10 } as const satisfies Record<string, number>;

/** Terms shorter than this (in characters) match only at the start of a word: "pb" finds "PB", not "upbeat". */
export const SUBSTRING_MIN_CHARS = 3;

/** One word of a search, folded; every term of a search must match. */
export interface SearchTerm {
  text: string;
  /** True for a term of 1-2 characters: it matches a whole word or the start of one, not inside a word. */
  wordStart: boolean;
}

/** The number of characters (code points, as the databases count them) in a text. */
export function characterCount(text: string): number {
  let count = 0;
  for (const _ of text) count += 1;
  return count;
}

/**
 * The terms of a search: split at white space, folded (case and accents do not matter), each once. Every character
 * stays literal: quotes, `%`, `_`, `*`, `-`, AND, brackets and emoji are text to find, never syntax.
 */
export function parseSearchQuery(query: string): SearchTerm[] {
  const words = foldText(query).split(/\s+/u).filter(Boolean);
  return [...new Set(words)].map((text) => ({ text, wordStart: characterCount(text) < SUBSTRING_MIN_CHARS }));
}
