import { sql } from 'kysely';
import type { EntryType } from '../../domain/entry-types.js';
import type { Db } from '../db/connect.js';
import { readJsonColumn } from '../db/json-column.js';

// The claims of staff comments' notifications (comment_notifications, decision 043): claimed once before a send,
// as reminders are (decision 026).

/**
 * Claims a staff comment's notification: true when this call made the claim, false when it was made before (by this
 * server or another) or there is no such staff comment (deleted already). Only the claimant sends.
 */
export async function claimCommentNotification(db: Db, commentId: string, now: Date): Promise<boolean> {
  const claimedAt = now.toISOString();
  const inserted = await db
    .insertInto('comment_notifications')
    .columns(['comment_id', 'claimed_at'])
    .expression(
      db
        .selectFrom('entry_comments')
        .select(['id', sql<string>`cast(${claimedAt} as text)`.as('claimed_at')])
        .where('id', '=', commentId)
        .where('author_role', '=', 'staff'),
    )
    .onConflict((conflict) => conflict.column('comment_id').doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** A staff comment to tell its athlete of, with what the message names of its entry; null when it is gone. */
export interface CommentToSend {
  id: string;
  athleteId: string;
  authorName: string;
  body: string;
  entry: { type: EntryType; day: string; content: unknown };
}

export async function commentToSend(db: Db, commentId: string): Promise<CommentToSend | null> {
  const row = await db
    .selectFrom('entry_comments as c')
    .innerJoin('journal_entries as e', 'e.id', 'c.entry_id')
    .select(['c.id', 'c.athlete_id', 'c.author_name', 'c.body', 'e.type', 'e.day', 'e.content'])
    .where('c.id', '=', commentId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    id: row.id,
    athleteId: row.athlete_id,
    authorName: row.author_name,
    body: row.body,
    entry: { type: row.type as EntryType, day: row.day, content: readJsonColumn(row.content) },
  };
}

/**
 * Whether the athlete's emails may carry a comment: unless they used an unsubscribe link and have not turned
 * reminder emails on again since (the link's promise: no more emails from us).
 */
export async function commentEmailsWanted(db: Db, athleteId: string, emailsOn: boolean): Promise<boolean> {
  if (emailsOn) return true;
  const row = await db
    .selectFrom('reminder_settings')
    .select('unsubscribe_spent_through')
    .where('user_id', '=', athleteId)
    .executeTakeFirst();
  return (row?.unsubscribe_spent_through ?? null) === null;
}

/** Notes what became of a claimed notification. */
export async function recordCommentOutcome(db: Db, commentId: string, outcome: string, now: Date): Promise<void> {
  await db
    .updateTable('comment_notifications')
    .set({ sent_at: now.toISOString(), outcome })
    .where('comment_id', '=', commentId)
    .execute();
}

/**
 * Up to `limit` staff comments written from `from` to `to` whose notification nobody claimed (the server that took
 * the comment stopped before sending), oldest first: a range of the created_at index.
 */
export async function unclaimedStaffComments(db: Db, from: Date, to: Date, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('entry_comments as c')
    .leftJoin('comment_notifications as n', 'n.comment_id', 'c.id')
    .select('c.id')
    .where('c.created_at', '>=', from.toISOString())
    .where('c.created_at', '<=', to.toISOString())
    .where('c.author_role', '=', 'staff')
    .where('n.comment_id', 'is', null)
    .orderBy('c.created_at')
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}
