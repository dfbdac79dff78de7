import { dialectOf, type Db } from '../connect.js';
import type { SearchIndex } from './contract.js';
import { postgresSearchIndex } from './postgres.js';
import { sqliteSearchIndex } from './sqlite.js';

export type { FoundEntry, IndexedEntry, IndexQuery, SearchIndex } from './contract.js';

/** The search index of the database `db` (or a transaction of it) talks to. */
export function searchIndexOf(db: Db): SearchIndex {
  return dialectOf(db) === 'postgres' ? postgresSearchIndex : sqliteSearchIndex;
}

/** Indexes every entry afresh: after writing entries without the app's queries (a bulk load), and in migrations. */
export function rebuildSearchIndex(db: Db): Promise<number> {
  return searchIndexOf(db).rebuild(db);
}
