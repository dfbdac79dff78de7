import type { Db } from '../../db/connect.js';
import { allEntries } from '../../data/entries.js';
import { readSets } from '../../data/question-sets.js';
import type { AccountExport } from './contract.js';

/** Everything stored of this user, read in one transaction so entries and sets agree; null if no such user. */
export async function exportAccount(db: Db, userId: string, exportedAt: string): Promise<AccountExport | null> {
  return db.transaction().execute(async (trx) => {
    const user = await trx
      .selectFrom('user')
      .select(['email', 'createdAt'])
      .where('id', '=', userId)
      .executeTakeFirst();
    if (!user) return null;
    return {
      exportedAt,
      account: { email: user.email, createdAt: new Date(user.createdAt).toISOString() },
      entries: await allEntries(trx, userId),
      questionSets: await readSets(trx, userId),
    };
  });
}
