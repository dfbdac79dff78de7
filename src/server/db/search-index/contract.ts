import type { Day } from '../../../domain/dates.js';
import type { EntryType } from '../../../domain/entry-types.js';
import type { SearchFilters } from '../../../domain/search/search-entries.js';
import type { PageCursor } from '../../http/page-cursor.js';
import type { Db } from '../connect.js';

/** An entry as the index takes it. */
export interface IndexedEntry {
  id: string;
  type: EntryType;
  day: Day;
  createdAt: string;
  content: unknown;
}

/** An entry the index found: what orders it. */
export interface FoundEntry {
  id: string;
  day: Day;
  createdAt: string;
}

/** What the index is asked: folded terms of 3 characters or more (all must match), the filters, a page. */
export interface IndexQuery {
  substrings: readonly string[];
  filters: SearchFilters;
}

/**
 * The search index of one database (docs/decisions/024). Both keep, for each entry, the folded text the domain's
 * `searchIndexText` makes, and find an exact substring of it: SQLite with FTS5 trigrams, PostgreSQL with pg_trgm.
 */
export interface SearchIndex {
  /** Indexes an entry, new or changed, in the caller's transaction. A deleted entry leaves with its row. */
  put(db: Db, userId: string, entry: IndexedEntry): Promise<void>;
  /** Indexes many new or changed entries of one athlete (an import's batch), in the caller's transaction. */
  putMany(db: Db, userId: string, entries: readonly IndexedEntry[]): Promise<void>;
  /**
   * A page of the athlete's entries containing every substring (at least one; each of 3 or more characters),
   * newest first, after `after`; and how many match in all.
   */
  page(
    db: Db,
    userId: string,
    query: IndexQuery & { after?: PageCursor; limit: number },
  ): Promise<{ found: FoundEntry[]; total: number }>;
  /** Every entry containing the substrings (all entries with none), newest first, with its folded text. */
  candidates(db: Db, userId: string, query: IndexQuery): Promise<(FoundEntry & { text: string })[]>;
  /** Indexes every entry afresh (a migration's backfill, or after a bulk load); returns how many. */
  rebuild(db: Db): Promise<number>;
}
