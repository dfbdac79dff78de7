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
  access_tokens: 'user_id',
  entry_search: 'user_id',
  reminder_settings: 'user_id',
  reminder_schedule: 'user_id',
  push_subscriptions: 'user_id',
  reminder_sends: 'user_id',
  team_members: 'user_id',
  team_report_sends: 'user_id',
  entry_comments: 'athlete_id',
  held_entry_comments: 'athlete_id',
} as const;

/** Tables of teams, which belong to no one account: counted, and read per team. */
const TEAM_TABLES = ['teams', 'team_invites', 'team_schedule'] as const;

export type UserTable = keyof typeof USER_TABLES;

/** Every stored row of one user, table by table, in a stable order: compare two for "nothing changed". */
export async function userRows(db: Db, userId: string): Promise<Record<UserTable, unknown[]>> {
  // Side by side: on PostgreSQL each read is a round trip, and the fuzzer takes two of these per request.
  const tables = Object.keys(USER_TABLES) as UserTable[];
  const rows = await Promise.all(tables.map((table) => tableRowsOf(db, table, userId)));
  return Object.fromEntries(tables.map((table, index) => [table, rows[index]!])) as Record<UserTable, unknown[]>;
}

/** The stored rows of one user in one table, in a stable order. */
export async function tableRowsOf(db: Db, table: UserTable, userId: string): Promise<Record<string, unknown>[]> {
  const result = await sql<Record<string, unknown>>`
    select * from ${sql.table(table)} where ${sql.ref(USER_TABLES[table])} = ${userId}
  `.execute(db);
  return sortedRows(result.rows);
}

type CountedTable = UserTable | (typeof TEAM_TABLES)[number] | 'verification';

/** How many rows each table holds, over all users (for writes that would create a user or a team). */
export async function tableCounts(db: Db): Promise<Record<CountedTable, number>> {
  const tables = [...Object.keys(USER_TABLES), ...TEAM_TABLES, 'verification'] as CountedTable[];
  // One statement, one round trip: a count per table, each a column named by its table.
  const counts = sql.join(tables.map((table) => sql`(select count(*) from ${sql.table(table)}) as ${sql.ref(table)}`));
  const { rows } = await sql<Record<CountedTable, number | string>>`select ${counts}`.execute(db);
  return Object.fromEntries(
    tables.map((table) => {
      const count = Number(rows[0]![table]);
      // A count that is not one would compare equal to itself before and after, whatever was written.
      if (!Number.isInteger(count)) throw new Error(`No count of ${table}: ${String(rows[0]![table])}`);
      return [table, count];
    }),
  ) as Record<CountedTable, number>;
}

/** Every stored row of one team: the team, its members and its invites, in a stable order. */
export async function teamRows(
  db: Db,
  teamId: string,
): Promise<Record<'teams' | 'team_members' | 'team_invites' | 'team_schedule', unknown[]>> {
  const [teams, members, invites, schedule] = await Promise.all([
    db.selectFrom('teams').selectAll().where('id', '=', teamId).execute(),
    db.selectFrom('team_members').selectAll().where('team_id', '=', teamId).execute(),
    db.selectFrom('team_invites').selectAll().where('team_id', '=', teamId).execute(),
    db.selectFrom('team_schedule').selectAll().where('team_id', '=', teamId).execute(),
  ]);
  return {
    teams: sortedRows(teams),
    team_members: sortedRows(members),
    team_invites: sortedRows(invites),
    team_schedule: sortedRows(schedule),
  };
}

/** Rows in a stable order (by their JSON, made once a row): two reads of the same rows compare equal. */
function sortedRows(rows: Record<string, unknown>[]): Record<string, unknown>[] {
  return rows
    .map(normalize)
    .map((row) => ({ row, key: JSON.stringify(row) }))
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
    .map(({ row }) => row);
}

/** A row with its Dates (PostgreSQL's timestamps) as ISO text, so rows compare as plain values. */
function normalize(row: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(row).map(([key, value]) => [key, value instanceof Date ? value.toISOString() : value]),
  );
}
