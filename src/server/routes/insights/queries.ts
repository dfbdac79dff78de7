import type { Day } from '../../../domain/dates.js';
import type { InsightEntry } from '../../../domain/insights/insights.js';
import type { Db } from '../../db/connect.js';
import { readJsonColumn } from '../../db/json-column.js';

/** A user's entries from `from` to `to` (both included), with only what insights read. */
export async function entriesBetween(db: Db, userId: string, from: Day, to: Day): Promise<InsightEntry[]> {
  const rows = await db
    .selectFrom('journal_entries')
    .select(['id', 'type', 'day', 'created_at', 'content'])
    .where('user_id', '=', userId)
    .where('day', '>=', from)
    .where('day', '<=', to)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    type: row.type,
    day: row.day,
    createdAt: row.created_at,
    content: readJsonColumn(row.content),
  }));
}

/** Every day up to `to` on which a user has at least one entry, oldest first. */
export async function journaledDays(db: Db, userId: string, to: Day): Promise<Day[]> {
  const rows = await db
    .selectFrom('journal_entries')
    .select('day')
    .distinct()
    .where('user_id', '=', userId)
    .where('day', '<=', to)
    .orderBy('day')
    .execute();
  return rows.map((row) => row.day);
}
