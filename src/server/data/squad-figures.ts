import type { Day } from '../../domain/dates.js';
import type { EntryType } from '../../domain/entry-types.js';
import type { InsightEntry } from '../../domain/insights/insights.js';
import { squadFigures, squadWindow, type SquadFigures } from '../../domain/teams/squad.js';
import { staffView } from '../../domain/teams/staff-view.js';
import type { TeamScope } from '../../domain/teams/teams.js';
import type { Db } from '../db/connect.js';
import { readJsonColumn } from '../db/json-column.js';

// A team's squad figures as the squad page shows them and the squad report sends them: one way of reading and
// computing them for both (decision 042, "The squad's figures"; decision 044).

/** An athlete of the squad, with their journal's revision (0 before their first entry): what their figures are of. */
export interface SquadAthlete {
  memberId: string;
  userId: string;
  name: string;
  scope: TeamScope;
  revision: number;
}

/** The team's athletes with their journal revisions: one read, by the team's (team_id, user_id) index. */
export async function squadAthletes(db: Db, teamId: string): Promise<SquadAthlete[]> {
  const rows = await db
    .selectFrom('team_members as m')
    .leftJoin('journal_revisions as r', 'r.user_id', 'm.user_id')
    .select(['m.id', 'm.user_id', 'm.display_name', 'm.scope', 'r.revision'])
    .where('m.team_id', '=', teamId)
    .where('m.role', '=', 'athlete')
    .execute();
  return rows.map((row) => ({
    memberId: row.id,
    userId: row.user_id,
    name: row.display_name,
    // An athlete's row always has a scope; without one, the narrower.
    scope: row.scope ?? 'figures',
    revision: Number(row.revision ?? 0),
  }));
}

/**
 * The entries from `from` (when given) to `to` of the team's athletes among `userIds`, of one `type` when given, by
 * athlete: one query, the team's members joined to their entries, each athlete's days one range of the (user_id, day,
 * created_at, id) index, or of the (user_id, type, day, ...) one for a type.
 */
export async function squadEntries(
  db: Db,
  teamId: string,
  userIds: readonly string[],
  { from, to, type }: { from?: Day; to: Day; type?: EntryType },
): Promise<Map<string, InsightEntry[]>> {
  let query = db
    .selectFrom('team_members as m')
    .innerJoin('journal_entries as e', 'e.user_id', 'm.user_id')
    .select(['e.user_id', 'e.id', 'e.type', 'e.day', 'e.created_at', 'e.content'])
    .where('m.team_id', '=', teamId)
    .where('m.role', '=', 'athlete')
    .where('m.user_id', 'in', userIds)
    .where('e.day', '<=', to);
  if (from !== undefined) query = query.where('e.day', '>=', from);
  if (type !== undefined) query = query.where('e.type', '=', type);
  return byAthlete(await query.execute());
}

type EntryRow = { user_id: string; id: string; type: string; day: string; created_at: string; content: unknown };

/** Rows of entries as InsightEntry lists, by athlete. */
function byAthlete(rows: readonly EntryRow[]): Map<string, InsightEntry[]> {
  const entries = new Map<string, InsightEntry[]>();
  for (const row of rows) {
    const entry = {
      id: row.id,
      type: row.type,
      day: row.day,
      createdAt: row.created_at,
      content: readJsonColumn(row.content),
    };
    const list = entries.get(row.user_id);
    if (list) list.push(entry);
    else entries.set(row.user_id, [entry]);
  }
  return entries;
}

/**
 * The day of the newest entry up to `to` of each of the team's athletes among `userIds` (none without one): each a
 * step to the end of the athlete's range of the (user_id, day, ...) index, however long their journal.
 */
export async function lastEntryDays(
  db: Db,
  teamId: string,
  userIds: readonly string[],
  to: Day,
): Promise<Map<string, Day>> {
  const rows = await db
    .selectFrom('team_members as m')
    .select((eb) => [
      'm.user_id',
      eb
        .selectFrom('journal_entries as e')
        .select((inner) => inner.fn.max('e.day').as('day'))
        .whereRef('e.user_id', '=', 'm.user_id')
        .where('e.day', '<=', to)
        .as('last_day'),
    ])
    .where('m.team_id', '=', teamId)
    .where('m.role', '=', 'athlete')
    .where('m.user_id', 'in', userIds)
    .execute();
  return new Map(rows.flatMap((row) => (row.last_day ? [[row.user_id, row.last_day] as const] : [])));
}

/**
 * The squad figures of some of a team's athletes on `today`, computed afresh, by member id: their entries of the
 * squad's window in one query, the days of their newest entries in another, their Health entries in a third, each
 * entry seen through the athlete's scope. (The squad route calls it for the athletes whose figures it has not kept; the benchmark times it.)
 */
export async function freshSquadFigures(
  db: Db,
  teamId: string,
  athletes: readonly SquadAthlete[],
  today: Day,
): Promise<Map<string, SquadFigures>> {
  if (athletes.length === 0) return new Map();
  const userIds = athletes.map((athlete) => athlete.userId);
  const [entries, lastDays, health] = await Promise.all([
    squadEntries(db, teamId, userIds, squadWindow(today)),
    lastEntryDays(db, teamId, userIds, today),
    // Of any age: the latest says their availability, the run before it since when (an athlete writes few).
    squadEntries(db, teamId, userIds, { to: today, type: 'Health' }),
  ]);
  return new Map(
    athletes.map((athlete) => {
      const seen = (list: Map<string, InsightEntry[]>) =>
        (list.get(athlete.userId) ?? []).map((entry) => staffView(entry, athlete.scope));
      return [athlete.memberId, squadFigures(seen(entries), today, lastDays.get(athlete.userId) ?? null, seen(health))];
    }),
  );
}
