import { MEMBER_NAME_MAX } from '../../domain/teams/teams.js';
import { dialectOf, type Db } from '../db/connect.js';

// What more than the team routes do to teams: hold one still while its members change, and pass on an owner's teams
// when their account is deleted (better-auth's delete-user, the admin command).

/**
 * Holds the team's row until the transaction ends (PostgreSQL; SQLite runs one write transaction at a time), so that
 * changes to its members (a join against the member limit, a leave, a removal, a hand-over) happen one after another.
 * False when there is no such team.
 */
export async function lockTeam(trx: Db, teamId: string): Promise<boolean> {
  const query = trx.selectFrom('teams').select('id').where('id', '=', teamId);
  const row = await (dialectOf(trx) === 'postgres' ? query.forUpdate() : query).executeTakeFirst();
  return row !== undefined;
}

/**
 * Before an account is deleted: each team it owns passes to its longest-serving other staff member (the earliest
 * joined_at), or is deleted, with its memberships and invites, when it has no other staff. Its own memberships go
 * with the account's row (a foreign key). Runs in the caller's transaction, or in one of its own.
 */
export async function passOnTeamsOf(db: Db, userId: string): Promise<void> {
  const work = async (trx: Db) => {
    const owned = await trx
      .selectFrom('team_members')
      .select('team_id')
      .where('user_id', '=', userId)
      .where('is_owner', '=', 1)
      .execute();
    for (const { team_id: teamId } of owned) {
      await lockTeam(trx, teamId);
      const heir = await trx
        .selectFrom('team_members')
        .select('id')
        .where('team_id', '=', teamId)
        .where('role', '=', 'staff')
        .where('user_id', '!=', userId)
        .orderBy('joined_at')
        .orderBy('id')
        .executeTakeFirst();
      if (!heir) {
        await trx.deleteFrom('teams').where('id', '=', teamId).execute();
        continue;
      }
      await trx
        .updateTable('team_members')
        .set({ is_owner: 0 })
        .where('team_id', '=', teamId)
        .where('user_id', '=', userId)
        .execute();
      await trx.updateTable('team_members').set({ is_owner: 1 }).where('id', '=', heir.id).execute();
    }
  };
  await (db.isTransaction ? work(db) : db.transaction().execute(work));
}

/** The name a new staff member shows by: their account's name, cut to a member name's length. */
export async function accountStaffName(db: Db, userId: string): Promise<string> {
  const row = await db.selectFrom('user').select('name').where('id', '=', userId).executeTakeFirst();
  const name = [...(row?.name ?? '').trim()].slice(0, MEMBER_NAME_MAX).join('').trim();
  return name === '' ? 'Staff' : name;
}
