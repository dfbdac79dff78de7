import { sql } from 'kysely';
import type { Db } from './connect.js';

/**
 * Raises an athlete's journal revision. Call it in the transaction that changes their entries: whoever reads the
 * revision first and the entries after then never keeps an older journal under a newer revision.
 */
export async function raiseJournalRevision(db: Db, userId: string): Promise<void> {
  await db
    .insertInto('journal_revisions')
    .values({ user_id: userId, revision: 1 })
    .onConflict((conflict) =>
      conflict.column('user_id').doUpdateSet({ revision: sql<number>`journal_revisions.revision + 1` }),
    )
    .execute();
}

/** An athlete's journal revision: 0 before their first change. */
export async function journalRevision(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom('journal_revisions')
    .select('revision')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(row?.revision ?? 0);
}
