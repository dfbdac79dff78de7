import type { Selectable } from 'kysely';
import type { Db } from '../../db/connect.js';
import { raiseJournalRevision } from '../../db/journal-revision.js';
import type { EntryCommentsTable } from '../../db/schema.js';

type Row = Selectable<EntryCommentsTable>;

/** What became of a reply: written, the same reply sent before, or why it was not written. */
export type ReplyResult =
  { result: 'created' | 'replayed'; comment: Row } | { result: 'no-entry' | 'no-thread' | 'id-taken' };

/** Whether `row` is this very reply, written before (a replayed offline send). */
function sameReply(row: Row, athleteId: string, entryId: string, reply: { teamId: string; body: string }): boolean {
  return (
    row.athlete_id === athleteId &&
    row.author_id === athleteId &&
    row.author_role === 'athlete' &&
    row.entry_id === entryId &&
    row.team_id === reply.teamId &&
    row.body === reply.body
  );
}

/**
 * The athlete's reply on their own entry, in a team's thread: only to a thread there is (a staff comment of that team
 * on the entry) while they are still an athlete of the team. The same reply again (its id) is the one written
 * before, whatever happened since. The journal's revision is raised with it, in one transaction.
 */
export async function createReply(
  db: Db,
  athleteId: string,
  entryId: string,
  reply: { id: string; teamId: string; body: string },
  now: string,
): Promise<ReplyResult> {
  return db.transaction().execute(async (trx): Promise<ReplyResult> => {
    const entry = await trx
      .selectFrom('journal_entries')
      .select('id')
      .where('id', '=', entryId)
      .where('user_id', '=', athleteId)
      .executeTakeFirst();
    if (!entry) return { result: 'no-entry' };
    const sentBefore = await trx.selectFrom('entry_comments').selectAll().where('id', '=', reply.id).executeTakeFirst();
    if (sentBefore) {
      return sameReply(sentBefore, athleteId, entryId, reply)
        ? { result: 'replayed', comment: sentBefore }
        : { result: 'id-taken' };
    }
    const thread = await trx
      .selectFrom('team_members as m')
      .innerJoin('teams as t', 't.id', 'm.team_id')
      .select(['m.display_name', 't.name'])
      .where('m.team_id', '=', reply.teamId)
      .where('m.user_id', '=', athleteId)
      .where('m.role', '=', 'athlete')
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom('entry_comments as c')
            .select('c.id')
            .where('c.entry_id', '=', entryId)
            .where('c.team_id', '=', reply.teamId)
            .where('c.author_role', '=', 'staff'),
        ),
      )
      .executeTakeFirst();
    if (!thread) return { result: 'no-thread' };
    const row: Row = {
      id: reply.id,
      entry_id: entryId,
      athlete_id: athleteId,
      team_id: reply.teamId,
      team_name: thread.name,
      author_id: athleteId,
      author_role: 'athlete',
      author_name: thread.display_name,
      body: reply.body,
      created_at: now,
      edited_at: null,
    };
    // Two sends of one reply at once: the second waits for the first's row, then writes nothing.
    const inserted = await trx
      .insertInto('entry_comments')
      .values(row)
      .onConflict((conflict) => conflict.column('id').doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) {
      const stored = await trx.selectFrom('entry_comments').selectAll().where('id', '=', reply.id).executeTakeFirst();
      return stored && sameReply(stored, athleteId, entryId, reply)
        ? { result: 'replayed', comment: stored }
        : { result: 'id-taken' };
    }
    await raiseJournalRevision(trx, athleteId);
    return { result: 'created', comment: row };
  });
}

/** Edits the athlete's own reply on their entry: the reply as it now is, or null when there is no such reply. */
export async function editReply(
  db: Db,
  athleteId: string,
  entryId: string,
  commentId: string,
  body: string,
  now: string,
): Promise<Row | null> {
  return db.transaction().execute(async (trx) => {
    const reply = await trx
      .selectFrom('entry_comments')
      .selectAll()
      .where('id', '=', commentId)
      .where('entry_id', '=', entryId)
      .where('athlete_id', '=', athleteId)
      .where('author_id', '=', athleteId)
      .where('author_role', '=', 'athlete')
      .executeTakeFirst();
    if (!reply) return null;
    await trx.updateTable('entry_comments').set({ body, edited_at: now }).where('id', '=', commentId).execute();
    await raiseJournalRevision(trx, athleteId);
    return { ...reply, body, edited_at: now };
  });
}

/** Deletes any comment on the athlete's own entry (staff's too: it is their journal); false when there is none. */
export async function deleteComment(db: Db, athleteId: string, entryId: string, commentId: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const deleted = await trx
      .deleteFrom('entry_comments')
      .where('id', '=', commentId)
      .where('entry_id', '=', entryId)
      .where('athlete_id', '=', athleteId)
      .executeTakeFirst();
    if (Number(deleted.numDeletedRows) === 0) return false;
    await raiseJournalRevision(trx, athleteId);
    return true;
  });
}
