import type { Db } from '../db/connect.js';

// The comments of an entry just deleted, kept a day for its Undo (decision 043, migration 015). Undo of a delete is
// a create of the same entry (the web's `restoreOf`); without this the delete's cascade would take the entry's
// threads for good, staff's words included, which the athlete could never write back.

/** How long a deleted entry's comments wait for its Undo: the toast's seconds, or a device's sync after a night. */
export const HELD_FOR_MS = 24 * 60 * 60 * 1000;

const COMMENT_COLUMNS = [
  'id',
  'entry_id',
  'athlete_id',
  'team_id',
  'team_name',
  'author_id',
  'author_role',
  'author_name',
  'body',
  'created_at',
  'edited_at',
] as const;

const heldSince = (now: string) => new Date(Date.parse(now) - HELD_FOR_MS).toISOString();

/** Keeps the comments of one entry, with their notification's claim, before the entry's delete takes them. */
export async function holdComments(trx: Db, athleteId: string, entryId: string, now: string): Promise<void> {
  await trx
    .insertInto('held_entry_comments')
    .columns([...COMMENT_COLUMNS, 'claimed_at', 'sent_at', 'outcome', 'held_at'])
    .expression((eb) =>
      eb
        .selectFrom('entry_comments as c')
        .leftJoin('comment_notifications as n', 'n.comment_id', 'c.id')
        .select(COMMENT_COLUMNS.map((column) => `c.${column}` as const))
        .select(['n.claimed_at', 'n.sent_at', 'n.outcome', eb.val(now).as('held_at')])
        .where('c.athlete_id', '=', athleteId)
        .where('c.entry_id', '=', entryId),
    )
    .execute();
}

/**
 * The entry is back (Undo): its comments held less than a day come back with it, their claims too (a notification
 * once sent is not sent again; one never claimed is the sweep's, as any other). Whatever was held for it is gone after.
 */
export async function restoreHeldComments(trx: Db, athleteId: string, entryId: string, now: string): Promise<void> {
  const held = trx
    .selectFrom('held_entry_comments')
    .where('athlete_id', '=', athleteId)
    .where('entry_id', '=', entryId)
    .where('held_at', '>=', heldSince(now));
  await trx
    .insertInto('entry_comments')
    .columns([...COMMENT_COLUMNS])
    .expression(held.select([...COMMENT_COLUMNS]))
    .onConflict((conflict) => conflict.column('id').doNothing())
    .execute();
  await trx
    .insertInto('comment_notifications')
    .columns(['comment_id', 'claimed_at', 'sent_at', 'outcome'])
    .expression(
      held
        .where('claimed_at', 'is not', null)
        .select(['id', 'claimed_at', 'sent_at', 'outcome'])
        .$narrowType<{ claimed_at: string }>(),
    )
    .onConflict((conflict) => conflict.column('comment_id').doNothing())
    .execute();
  await forgetHeldComments(trx, athleteId, entryId);
}

/** A new entry under a deleted one's id that is not its Undo: what was held for that id will never come back. */
export async function forgetHeldComments(trx: Db, athleteId: string, entryId: string): Promise<void> {
  await trx
    .deleteFrom('held_entry_comments')
    .where('athlete_id', '=', athleteId)
    .where('entry_id', '=', entryId)
    .execute();
}

/** Deletes the comments held longer than a day (the scheduler's wake): their entry's Undo is over. */
export async function sweepHeldComments(db: Db, now: Date): Promise<number> {
  const result = await db
    .deleteFrom('held_entry_comments')
    .where('held_at', '<', heldSince(now.toISOString()))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
