import type { Day } from '../../../domain/dates.js';
import type { Db } from '../../db/connect.js';

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
