import { randomUUID } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/connect.js';
import { raiseJournalRevision } from '../../db/journal-revision.js';
import type { EntryCommentsTable } from '../../db/schema.js';
import type { TeamMember } from '../../data/team-members.js';

type Row = Selectable<EntryCommentsTable>;

/**
 * A staff member's comment on an athlete's entry, and the athlete's journal revision raised with it, in one
 * transaction: null when the entry is not the athlete's (or is gone), or the team is.
 */
export async function createStaffComment(
  db: Db,
  {
    staff,
    athlete,
    entryId,
    body,
    now,
  }: { staff: TeamMember; athlete: TeamMember; entryId: string; body: string; now: string },
): Promise<Row | null> {
  return db.transaction().execute(async (trx) => {
    const [entry, team] = await Promise.all([
      trx
        .selectFrom('journal_entries')
        .select('id')
        .where('id', '=', entryId)
        .where('user_id', '=', athlete.userId)
        .executeTakeFirst(),
      trx.selectFrom('teams').select('name').where('id', '=', staff.teamId).executeTakeFirst(),
    ]);
    if (!entry || !team) return null;
    const row: Row = {
      id: randomUUID(),
      entry_id: entryId,
      athlete_id: athlete.userId,
      team_id: staff.teamId,
      team_name: team.name,
      author_id: staff.userId,
      author_role: 'staff',
      author_name: staff.displayName,
      body,
      created_at: now,
      edited_at: null,
    };
    await trx.insertInto('entry_comments').values(row).execute();
    await raiseJournalRevision(trx, athlete.userId);
    return row;
  });
}

/**
 * The staff member's own comment in this team's thread, while its athlete is still an athlete of the team: what a
 * staff member may edit or delete. One read, in the transaction of the change.
 */
function ownStaffComment(db: Db, staff: TeamMember, commentId: string) {
  return db
    .selectFrom('entry_comments as c')
    .selectAll('c')
    .where('c.id', '=', commentId)
    .where('c.team_id', '=', staff.teamId)
    .where('c.author_id', '=', staff.userId)
    .where('c.author_role', '=', 'staff')
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('team_members as m')
          .select('m.id')
          .whereRef('m.user_id', '=', 'c.athlete_id')
          .where('m.team_id', '=', staff.teamId)
          .where('m.role', '=', 'athlete'),
      ),
    )
    .executeTakeFirst();
}

/** Edits the staff member's own comment (see ownStaffComment): the comment as it now is, or null. */
export async function editStaffComment(
  db: Db,
  staff: TeamMember,
  commentId: string,
  body: string,
  now: string,
): Promise<Row | null> {
  return db.transaction().execute(async (trx) => {
    const comment = await ownStaffComment(trx, staff, commentId);
    if (!comment) return null;
    await trx.updateTable('entry_comments').set({ body, edited_at: now }).where('id', '=', commentId).execute();
    await raiseJournalRevision(trx, comment.athlete_id);
    return { ...comment, body, edited_at: now };
  });
}

/** Deletes the staff member's own comment (see ownStaffComment): false when there is none to delete. */
export async function deleteStaffComment(db: Db, staff: TeamMember, commentId: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const comment = await ownStaffComment(trx, staff, commentId);
    if (!comment) return false;
    await trx.deleteFrom('entry_comments').where('id', '=', commentId).execute();
    await raiseJournalRevision(trx, comment.athlete_id);
    return true;
  });
}
