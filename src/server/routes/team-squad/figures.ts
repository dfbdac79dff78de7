import type { Day } from '../../../domain/dates.js';
import { squadFigures, squadWindow, type SquadFigures } from '../../../domain/teams/squad.js';
import { staffView } from '../../../domain/teams/staff-view.js';
import type { Db } from '../../db/connect.js';
import { lastEntryDays, squadEntries, type SquadAthlete } from './queries.js';

/**
 * The squad figures of some of a team's athletes on `today`, computed afresh, by member id: their entries of the
 * squad's window in one query, the days of their newest entries in another, each entry seen through the athlete's
 * scope. (The squad route calls it for the athletes whose figures it has not kept; the benchmark times it.)
 */
export async function freshSquadFigures(
  db: Db,
  teamId: string,
  athletes: readonly SquadAthlete[],
  today: Day,
): Promise<Map<string, SquadFigures>> {
  if (athletes.length === 0) return new Map();
  const userIds = athletes.map((athlete) => athlete.userId);
  const [entries, lastDays] = await Promise.all([
    squadEntries(db, teamId, userIds, squadWindow(today)),
    lastEntryDays(db, teamId, userIds, today),
  ]);
  return new Map(
    athletes.map((athlete) => {
      const seen = (entries.get(athlete.userId) ?? []).map((entry) => staffView(entry, athlete.scope));
      return [athlete.memberId, squadFigures(seen, today, lastDays.get(athlete.userId) ?? null)];
    }),
  );
}
