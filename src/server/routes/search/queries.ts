import type { EntryType } from '../../../domain/entry-types.js';
import { matchesAllTerms } from '../../../domain/search/match.js';
import type { SearchTerm } from '../../../domain/search/query.js';
import { searchResult, type SearchFilters, type SearchResult } from '../../../domain/search/search-entries.js';
import type { Db } from '../../db/connect.js';
import { readJsonColumn } from '../../db/json-column.js';
import { searchIndexOf, type FoundEntry } from '../../db/search-index/index.js';
import type { PageCursor } from '../../http/page-cursor.js';

export interface SearchRequest {
  terms: readonly SearchTerm[];
  filters: SearchFilters;
  after?: PageCursor;
  limit: number;
}

/** Whether an entry comes after the cursor, newest first (ids and ISO times compare as text). */
function comesAfter(entry: FoundEntry, after: PageCursor): boolean {
  if (entry.day !== after.day) return entry.day < after.day;
  if (entry.createdAt !== after.createdAt) return entry.createdAt < after.createdAt;
  return entry.id < after.id;
}

/**
 * One more than a page of found entries (newest first, after the cursor), and how many match in all. Terms of 3
 * characters or more are the index's to match, exactly; with a shorter term (a word start) among them, the index
 * narrows by the others and the domain's rule checks every candidate.
 */
async function findEntries(db: Db, userId: string, request: SearchRequest) {
  const { terms, filters, after, limit } = request;
  const index = searchIndexOf(db);
  const substrings = terms.filter((term) => !term.wordStart).map((term) => term.text);
  if (substrings.length === terms.length) {
    const { found, total } = await index.page(db, userId, { substrings, filters, after, limit: limit + 1 });
    // A page past the last match counts nothing; the count is the first page's.
    if (found.length > 0 || after === undefined) return { found, total };
    return { found, total: (await index.page(db, userId, { substrings, filters, limit: 1 })).total };
  }
  const matching = (await index.candidates(db, userId, { substrings, filters })).filter((candidate) =>
    matchesAllTerms(candidate.text, terms),
  );
  const found = (after ? matching.filter((entry) => comesAfter(entry, after)) : matching).slice(0, limit + 1);
  return { found, total: matching.length };
}

/** The user's entries with these ids, by id. */
async function entriesById(db: Db, userId: string, ids: readonly string[]) {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('journal_entries')
    .select(['id', 'type', 'day', 'created_at', 'content'])
    .where('user_id', '=', userId)
    .where('id', 'in', ids)
    .execute();
  return new Map(
    rows.map((row) => [
      row.id,
      {
        id: row.id,
        type: row.type as EntryType,
        day: row.day,
        createdAt: row.created_at,
        content: readJsonColumn(row.content),
      },
    ]),
  );
}

/** A page of the athlete's entries matching every term and the filters, newest first, each with its snippet. */
export async function searchPage(
  db: Db,
  userId: string,
  request: SearchRequest,
): Promise<{ results: SearchResult[]; next: PageCursor | null; total: number }> {
  const { found, total } = await findEntries(db, userId, request);
  const page = found.slice(0, request.limit);
  const entries = await entriesById(
    db,
    userId,
    page.map((entry) => entry.id),
  );
  const results = page.flatMap((entry) => {
    const stored = entries.get(entry.id);
    return stored ? [searchResult(stored, request.terms)] : [];
  });
  const last = page[page.length - 1];
  const next = found.length > request.limit && last ? { day: last.day, createdAt: last.createdAt, id: last.id } : null;
  return { results, next, total };
}
