import { nextDue } from '../../domain/reminders/next-due.js';
import {
  readTeamSettings,
  TEAM_SEND_KINDS,
  teamSendTime,
  type TeamSettings,
} from '../../domain/teams/team-settings.js';
import type { Db } from '../db/connect.js';

// A team's report and check-in request settings, as the settings route writes them and the squad, the reminders
// screen and the scheduler read them (decision 044).

/** A team's settings; the defaults for a team whose staff never saved any (or one that does not exist). */
export async function teamSettingsOf(db: Db, teamId: string): Promise<TeamSettings> {
  const row = await db.selectFrom('teams').select('settings').where('id', '=', teamId).executeTakeFirst();
  return readTeamSettings(row?.settings);
}

/**
 * Saves a team's settings and its schedule with them, in one transaction: the report and the request each get their
 * next occasion after `now` when the team sends them, none otherwise. A report or request already claimed for a day
 * is never sent again for it, so moving a time later on a day it was sent is safe.
 */
export async function saveTeamSettings(db: Db, teamId: string, settings: TeamSettings, now: Date): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('teams')
      .set({ settings: JSON.stringify(settings) })
      .where('id', '=', teamId)
      .execute();
    await trx.deleteFrom('team_schedule').where('team_id', '=', teamId).execute();
    const rows = TEAM_SEND_KINDS.flatMap((kind) => {
      const when = teamSendTime(settings, kind);
      const next = when && nextDue(when.time, when.zone, now, when.weekdays);
      return next ? [{ team_id: teamId, kind, day: next.day, next_due_at: next.at.toISOString() }] : [];
    });
    if (rows.length > 0) await trx.insertInto('team_schedule').values(rows).execute();
  });
}

/** A team's check-in request as the athlete's reminders screen shows it: "Requested by {teamName}". */
export interface TeamRequest {
  teamId: string;
  teamName: string;
  byTime: string;
  weekdays: number[];
  /** The athlete's own switch: whether this team's requests reach them. */
  on: boolean;
}

/** Every team of the athlete's (as an athlete) that asks for check-ins, by name. */
export async function teamRequestsOf(db: Db, userId: string): Promise<TeamRequest[]> {
  const rows = await db
    .selectFrom('team_members as m')
    .innerJoin('teams as t', 't.id', 'm.team_id')
    .select(['t.id', 't.name', 't.settings', 'm.checkin_request_on'])
    .where('m.user_id', '=', userId)
    .where('m.role', '=', 'athlete')
    .where('t.settings', 'is not', null)
    .orderBy('t.name')
    .orderBy('t.id')
    .execute();
  return rows.flatMap((row) => {
    const settings = readTeamSettings(row.settings);
    if (teamSendTime(settings, 'checkInRequest') === null) return [];
    const { byTime, weekdays } = settings.checkInRequest;
    return [{ teamId: row.id, teamName: row.name, byTime, weekdays, on: Number(row.checkin_request_on) === 1 }];
  });
}
