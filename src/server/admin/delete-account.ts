import type { BetterAuthOptions } from 'better-auth';
import { createAuth } from '../auth.js';
import type { DatabaseHandle } from '../db/connect.js';
import { passOnTeamsOf } from '../data/teams.js';

/**
 * Deletes the account with this email and everything in it as the app's own deletion does: better-auth's
 * delete-user deletes the user (with its sessions and password) and then its sessions, and the journal,
 * question sets and journal revision go with the user row through their foreign keys. Here those same
 * calls run in one transaction. Answers the account's id and how many entries went with it, or null
 * when there is no such account.
 */
export async function deleteAccount(
  handle: DatabaseHandle,
  options: BetterAuthOptions,
  email: string,
): Promise<{ userId: string; entries: number } | null> {
  return handle.db.transaction().execute(async (trx) => {
    // better-auth's own code, on this transaction: its requests run each statement on its own.
    const { internalAdapter } = await (
      await createAuth({ ...options, database: { db: trx, type: handle.dialect } })
    ).$context;
    const found = await internalAdapter.findUserByEmail(email);
    if (!found) return null;
    const userId = found.user.id;
    const { count } = await trx
      .selectFrom('journal_entries')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    // As delete-user's beforeDelete (auth.ts) does: the account's teams pass on, or go, first.
    await passOnTeamsOf(trx, userId);
    await internalAdapter.deleteUser(userId);
    await internalAdapter.deleteUserSessions(userId);
    return { userId, entries: Number(count) };
  });
}
