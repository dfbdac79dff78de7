import type { Day } from '../dates.js';
import type { EntryType } from '../entry-types.js';
import { matchesAllTerms, searchIndexText } from './match.js';
import type { SearchTerm } from './query.js';
import { searchableFields } from './searchable-fields.js';
import { searchSnippet, type Snippet } from './snippet.js';
import { matchLine } from '../match-record.js';

/** What a search is narrowed to: one entry type, and days from and to (inclusive). */
export interface SearchFilters {
  type?: EntryType;
  from?: Day;
  to?: Day;
}

/** One entry found: its day, type and the matching text to show. */
export interface SearchResult {
  id: string;
  type: EntryType;
  day: Day;
  createdAt: string;
  snippet: Snippet | null;
  /** A game's match record as its card reads it ("Won 2-1 · 63 min"); null for none. */
  matchLine: string | null;
}

/** The parts of an entry search reads. */
export interface SearchableEntry {
  id: string;
  type: EntryType;
  day: Day;
  createdAt: string;
  content: unknown;
}

/** The folded text an entry is found by (what the databases index): its searchable fields, each on its own lines. */
export function entryIndexText(entry: Pick<SearchableEntry, 'type' | 'content'>): string {
  return searchIndexText(searchableFields(entry.type, entry.content));
}

/** A found entry as a result: the snippet of its best matching field. */
export function searchResult(entry: SearchableEntry, terms: readonly SearchTerm[]): SearchResult {
  const snippet = searchSnippet(searchableFields(entry.type, entry.content), terms);
  const { id, type, day, createdAt } = entry;
  return { id, type, day, createdAt, snippet, matchLine: matchLine(entry) };
}

/** Whether an entry passes the type and date filters. */
export function passesFilters(entry: Pick<SearchableEntry, 'type' | 'day'>, filters: SearchFilters): boolean {
  return (
    (filters.type === undefined || entry.type === filters.type) &&
    (filters.from === undefined || entry.day >= filters.from) &&
    (filters.to === undefined || entry.day <= filters.to)
  );
}

/** Newest first, as the server lists results: by day, then creation, then id (all descending). */
export function compareResults(a: SearchableEntry, b: SearchableEntry): number {
  if (a.day !== b.day) return a.day < b.day ? 1 : -1;
  if (a.createdAt !== b.createdAt) return a.createdAt < b.createdAt ? 1 : -1;
  return a.id < b.id ? 1 : a.id > b.id ? -1 : 0;
}

/** Every entry matching all terms and the filters, newest first: search over the entries a device holds. */
export function searchEntries(
  entries: readonly SearchableEntry[],
  terms: readonly SearchTerm[],
  filters: SearchFilters = {},
): SearchResult[] {
  return entries
    .filter((entry) => passesFilters(entry, filters) && matchesAllTerms(entryIndexText(entry), terms))
    .sort(compareResults)
    .map((entry) => searchResult(entry, terms));
}
