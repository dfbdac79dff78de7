import { sql } from 'kysely';
import type { Db } from '../db/connect.js';

/** The tables that hold an athlete's account and journal, with the column naming their owner. */
const USER_TABLES = {
  user: 'id',
  account: 'userId',
  session: 'userId',
  journal_entries: 'user_id',
  question_sets: 'user_id',
  journal_revisions: 'user_id',
  share_links: 'user_id',
  entry_search: 'user_id',
  reminder_settings: 'user_id',
  reminder_schedule: 'user_id',
  push_subscriptions: 'user_id',
  reminder_sends: 'user_id',
  team_members: 'user_id',
  entry_comments: 'athlete_id',
} as const;

/** Tables of teams, which belong to no one account: counted, and read per team. */
const TEAM_TABLES = ['teams', 'team_invites'] as const;

export type UserTable = keyof typeof USER_TABLES;

/** Every stored row of one user, table by table, in a stable order: compare two for "nothing changed". */
export async function userRows(db: Db, userId: string): Promise<Record<UserTable, unknown[]>> {
  const rows = {} as Record<UserTable, unknown[]>;
  for (const table of Object.keys(USER_TABLES) as UserTable[]) rows[table] = await tableRowsOf(db, table, userId);
  return rows;
}

/** The stored rows of one user in one table, in a stable order. */
export async function tableRowsOf(db: Db, table: UserTable, userId: string): Promise<Record<string, unknown>[]> {
  const result = await sql<Record<string, unknown>>`
    select * from ${sql.table(table)} where ${sql.ref(USER_TABLES[table])} = ${userId}
  `.execute(db);
  return result.rows.map(normalize).sort((a, b) => (JSON.stringify(a) < JSON.stringify(b) ? -1 : 1));
}

type CountedTable = UserTable | (typeof TEAM_TABLES)[number] | 'verification';

/** How many rows each table holds, over all users (for writes that would create a user or a team). */
export async function tableCounts(db: Db): Promise<Record<CountedTable, number>> {
  const counts = {} as Record<CountedTable, number>;
  for (const table of [...Object.keys(USER_TABLES), ...TEAM_TABLES, 'verification'] as CountedTable[]) {
    const { rows } = await sql<{ count: number | string }>`select count(*) as count from ${sql.table(table)}`.execute(
      db,
    );
    counts[table] = Number(rows[0]!.count);
  }
  return counts;
}

/** Every stored row of one team: the team, its members and its invites, in a stable order. */
export async function teamRows(
  db: Db,
  teamId: string,
): Promise<Record<'teams' | 'team_members' | 'team_invites', unknown[]>> {
  const sorted = (rows: Record<string, unknown>[]) =>
    rows.map(normalize).sort((a, b) => (JSON.stringify(a) < JSON.stringify(b) ? -1 : 1));
  return {
    teams: sorted(await db.selectFrom('teams').selectAll().where('id', '=', teamId).execute()),
    team_members: sorted(await db.selectFrom('team_members').selectAll().where('team_id', '=', teamId).execute()),
    team_invites: sorted(await db.selectFrom('team_invites').selectAll().where('team_id', '=', teamId).execute()),
  };
}

/** A row with its Dates (PostgreSQL's timestamps) as ISO text, so rows compare as plain values. */
function normalize(row: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(row).map(([key, value]) => [key, value instanceof Date ? value.toISOString() : value]),
  );
}
