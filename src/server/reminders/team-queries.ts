import type { DueOccasion } from '../../domain/reminders/next-due.js';
import type { Db } from '../db/connect.js';

// The team's scheduled sends (decision 044): the squad report to staff and the check-in request to athletes, read
// and claimed as due-queries.ts reads and claims an athlete's reminders (decision 026).

/** A team's report or request whose time has come: the schedule row as read. */
export interface DueTeamSend {
  teamId: string;
  kind: string;
  day: string;
  dueAt: string;
}

/** Up to `limit` team sends due at `now`, the longest-waiting first: one range of the next_due_at index. */
export async function dueTeamSends(db: Db, now: Date, limit: number): Promise<DueTeamSend[]> {
  const rows = await db
    .selectFrom('team_schedule')
    .select(['team_id', 'kind', 'day', 'next_due_at'])
    .where('next_due_at', '<=', now.toISOString())
    .orderBy('next_due_at')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ teamId: row.team_id, kind: row.kind, day: row.day, dueAt: row.next_due_at }));
}

/**
 * Moves a team's send on to its next occasion (or off the schedule: null), unless its row changed since it was read
 * (new settings, or another server moved it first): then that change stands.
 */
export async function moveTeamSendOn(db: Db, due: DueTeamSend, next: DueOccasion | null): Promise<void> {
  if (next === null) {
    await db
      .deleteFrom('team_schedule')
      .where('team_id', '=', due.teamId)
      .where('kind', '=', due.kind)
      .where('next_due_at', '=', due.dueAt)
      .execute();
    return;
  }
  await db
    .updateTable('team_schedule')
    .set({ day: next.day, next_due_at: next.at.toISOString() })
    .where('team_id', '=', due.teamId)
    .where('kind', '=', due.kind)
    .where('next_due_at', '=', due.dueAt)
    .execute();
}

/** The team's name, or null once it is gone. */
export async function teamNameOf(db: Db, teamId: string): Promise<string | null> {
  const row = await db.selectFrom('teams').select('name').where('id', '=', teamId).executeTakeFirst();
  return row?.name ?? null;
}

/** The team's staff who turned the squad report on, and whether each chose email too. */
export async function reportReaders(db: Db, teamId: string): Promise<{ userId: string; email: boolean }[]> {
  const rows = await db
    .selectFrom('team_members')
    .select(['user_id', 'report_email'])
    .where('team_id', '=', teamId)
    .where('role', '=', 'staff')
    .where('report_enabled', '=', 1)
    .orderBy('joined_at')
    .execute();
  return rows.map((row) => ({ userId: row.user_id, email: Number(row.report_email) === 1 }));
}

/** The team's athletes who let its check-in requests reach them. */
export async function requestedAthletes(db: Db, teamId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('team_members')
    .select('user_id')
    .where('team_id', '=', teamId)
    .where('role', '=', 'athlete')
    .where('checkin_request_on', '=', 1)
    .orderBy('joined_at')
    .execute();
  return rows.map((row) => row.user_id);
}

/** The check-ins of `day` of the athletes among `userIds` (one query): whose check-in already exists. */
export async function checkInsOfDay(db: Db, userIds: readonly string[], day: string) {
  if (userIds.length === 0) return [];
  const rows = await db
    .selectFrom('journal_entries')
    .select(['user_id', 'id', 'type', 'day', 'content', 'created_at'])
    .where('user_id', 'in', userIds)
    .where('day', '=', day)
    .where('type', '=', 'Wellness')
    .execute();
  return rows.map((row) => ({
    userId: row.user_id,
    entry: { id: row.id, type: 'Wellness' as const, day: row.day, content: row.content, createdAt: row.created_at },
  }));
}

/**
 * Claims a staff member's squad report of the team on `day`: true when this call made the claim, false when it was
 * claimed before (by this server earlier, or by another). Only a claimant sends, after the insert.
 */
export async function claimReport(db: Db, teamId: string, userId: string, day: string, now: Date): Promise<boolean> {
  const inserted = await db
    .insertInto('team_report_sends')
    .values({ team_id: teamId, user_id: userId, day, claimed_at: now.toISOString() })
    .onConflict((conflict) => conflict.columns(['team_id', 'user_id', 'day']).doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** Notes what became of a claimed squad report once its sends are done. */
export async function recordReportOutcome(
  db: Db,
  claim: { teamId: string; userId: string; day: string },
  outcome: string,
  now: Date,
): Promise<void> {
  await db
    .updateTable('team_report_sends')
    .set({ sent_at: now.toISOString(), outcome })
    .where('team_id', '=', claim.teamId)
    .where('user_id', '=', claim.userId)
    .where('day', '=', claim.day)
    .execute();
}

/** Forgets the squad report claims of days before `day` (yyyy-MM-dd): how many it forgot. */
export async function forgetReportClaimsBefore(db: Db, day: string): Promise<number> {
  const result = await db.deleteFrom('team_report_sends').where('day', '<', day).executeTakeFirst();
  return Number(result.numDeletedRows);
}
