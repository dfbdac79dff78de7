import { sql } from 'kysely';
import type { DatabaseHandle, Db } from '../db/connect.js';
import type { AccountSummary, DatabaseStats } from './protocol.js';

const isoTime = (value: Date | string) => new Date(value).toISOString();

/** Every account (or the one with `email`) with its entry count and newest session, oldest account first. */
export async function listAccounts(db: Db, email?: string): Promise<AccountSummary[]> {
  // One statement, so each row's counts are of one moment.
  let query = db
    .selectFrom('user')
    .select((eb) => [
      'user.email',
      'user.createdAt',
      eb
        .selectFrom('journal_entries')
        .select((sub) => sub.fn.countAll<number | string>().as('count'))
        .whereRef('journal_entries.user_id', '=', 'user.id')
        .as('entries'),
      eb
        .selectFrom('session')
        .select((sub) => sub.fn.max('session.createdAt').as('latest'))
        .whereRef('session.userId', '=', 'user.id')
        .as('lastSignInAt'),
    ])
    .orderBy('user.createdAt')
    .orderBy('user.email');
  if (email !== undefined) query = query.where('user.email', '=', email);
  const rows = await query.execute();
  return rows.map((row) => ({
    email: row.email,
    createdAt: isoTime(row.createdAt),
    entries: Number(row.entries),
    lastSignInAt: row.lastSignInAt === null ? null : isoTime(row.lastSignInAt),
  }));
}

/** The account with this email (lower case), or null. */
export async function findAccount(db: Db, email: string): Promise<AccountSummary | null> {
  return (await listAccounts(db, email))[0] ?? null;
}

/** How many accounts and entries the database holds, and its size, read in one statement. */
export async function databaseStats(handle: DatabaseHandle): Promise<DatabaseStats> {
  const size =
    handle.dialect === 'sqlite'
      ? sql<number>`(select page_count * page_size from pragma_page_count(), pragma_page_size())`
      : sql<number>`pg_database_size(current_database())`;
  const row = await handle.db
    .selectNoFrom((eb) => [
      eb
        .selectFrom('user')
        .select((sub) => sub.fn.countAll<number | string>().as('count'))
        .as('accounts'),
      eb
        .selectFrom('journal_entries')
        .select((sub) => sub.fn.countAll<number | string>().as('count'))
        .as('entries'),
      size.as('bytes'),
    ])
    .executeTakeFirstOrThrow();
  return {
    dialect: handle.dialect,
    accounts: Number(row.accounts),
    entries: Number(row.entries),
    bytes: Number(row.bytes),
  };
}
