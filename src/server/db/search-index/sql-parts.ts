import { sql, type RawBuilder } from 'kysely';
import type { SearchFilters } from '../../../domain/search/search-entries.js';
import type { PageCursor } from '../../http/page-cursor.js';

/** The filters as `and ...` conditions on a table (or alias) with type, day, created_at and entry_id columns. */
export function filterConditions(filters: SearchFilters, table: string): RawBuilder<unknown> {
  const column = (name: string) => sql.ref(`${table}.${name}`);
  const parts: RawBuilder<unknown>[] = [];
  if (filters.type !== undefined) parts.push(sql` and ${column('type')} = ${filters.type}`);
  if (filters.from !== undefined) parts.push(sql` and ${column('day')} >= ${filters.from}`);
  if (filters.to !== undefined) parts.push(sql` and ${column('day')} <= ${filters.to}`);
  return sql.join(parts, sql``);
}

/** `where` entries come after the cursor in newest-first order, or nothing without one. */
export function afterCursor(after: PageCursor | undefined): RawBuilder<unknown> {
  return after ? sql`where (day, created_at, entry_id) < (${after.day}, ${after.createdAt}, ${after.id})` : sql``;
}

/** Newest first: by day, then creation, then id. */
export const NEWEST_FIRST = sql`order by day desc, created_at desc, entry_id desc`;
