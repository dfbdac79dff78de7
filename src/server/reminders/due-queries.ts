import type { DueOccasion } from '../../domain/reminders/next-due.js';
import type { Db } from '../db/connect.js';

/** A reminder whose time has come: the schedule row as read. */
export interface DueReminder {
  userId: string;
  kind: string;
  day: string;
  dueAt: string;
}

/** A reminder's claim: whose, which and for which day. */
export type SentReminder = Pick<DueReminder, 'userId' | 'kind' | 'day'>;

/** Up to `limit` reminders due at `now`, the longest-waiting first: one range of the next_due_at index. */
export async function dueReminders(db: Db, now: Date, limit: number): Promise<DueReminder[]> {
  const rows = await db
    .selectFrom('reminder_schedule')
    .select(['user_id', 'kind', 'day', 'next_due_at'])
    .where('next_due_at', '<=', now.toISOString())
    .orderBy('next_due_at')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ userId: row.user_id, kind: row.kind, day: row.day, dueAt: row.next_due_at }));
}

/**
 * Moves a reminder on to its next occasion (or off the schedule: null), unless its row changed since it was read
 * (new settings, or another server moved it first): then that change stands.
 */
export async function moveOn(db: Db, due: DueReminder, next: DueOccasion | null): Promise<void> {
  if (next === null) {
    await db
      .deleteFrom('reminder_schedule')
      .where('user_id', '=', due.userId)
      .where('kind', '=', due.kind)
      .where('next_due_at', '=', due.dueAt)
      .execute();
    return;
  }
  await db
    .updateTable('reminder_schedule')
    .set({ day: next.day, next_due_at: next.at.toISOString() })
    .where('user_id', '=', due.userId)
    .where('kind', '=', due.kind)
    .where('next_due_at', '=', due.dueAt)
    .execute();
}

/**
 * Claims a reminder (athlete, kind, day) and moves it on, in one transaction: true when this call made the claim,
 * false when it was claimed before (by this server earlier, or by another). Only a claimant sends, after the commit:
 * a crash after it loses that reminder, and nothing can send it twice (docs/decisions/026).
 */
export async function claimAndMoveOn(db: Db, due: DueReminder, next: DueOccasion | null, now: Date): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const claimed = await claimReminder(trx, due, now);
    await moveOn(trx, due, next);
    return claimed;
  });
}

/**
 * Claims the reminder (athlete, kind, day): true when this call made the claim. A team's check-in request claims the
 * athlete's own check-in reminder of the day this way, so one nudge a day goes between them (decision 044).
 */
export async function claimReminder(db: Db, claim: SentReminder, now: Date): Promise<boolean> {
  const inserted = await db
    .insertInto('reminder_sends')
    .values({ user_id: claim.userId, kind: claim.kind, day: claim.day, claimed_at: now.toISOString() })
    .onConflict((conflict) => conflict.columns(['user_id', 'kind', 'day']).doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** Forgets the claims of days before `day` (yyyy-MM-dd): how many it forgot. */
export async function forgetClaimsBefore(db: Db, day: string): Promise<number> {
  const result = await db.deleteFrom('reminder_sends').where('day', '<', day).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Notes what became of a claimed reminder once its sends are done. */
export async function recordOutcome(db: Db, due: SentReminder, outcome: string, now: Date): Promise<void> {
  await db
    .updateTable('reminder_sends')
    .set({ sent_at: now.toISOString(), outcome })
    .where('user_id', '=', due.userId)
    .where('kind', '=', due.kind)
    .where('day', '=', due.day)
    .execute();
}

/** An athlete's devices with their keys, and their email address. */
export async function recipientOf(db: Db, userId: string) {
  const [devices, user] = await Promise.all([
    db
      .selectFrom('push_subscriptions')
      .select(['id', 'endpoint', 'p256dh', 'auth'])
      .where('user_id', '=', userId)
      .execute(),
    db.selectFrom('user').select('email').where('id', '=', userId).executeTakeFirst(),
  ]);
  return { devices, email: user?.email ?? null };
}

/** Deletes a device its push service says is gone (404 or 410), unless the browser has subscribed again since. */
export async function deleteGoneDevice(db: Db, id: string, endpoint: string): Promise<void> {
  await db.deleteFrom('push_subscriptions').where('id', '=', id).where('endpoint', '=', endpoint).execute();
}
