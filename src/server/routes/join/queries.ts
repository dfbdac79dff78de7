import { randomUUID } from 'node:crypto';
import { MAX_TEAM_MEMBERS, type TeamRole, type TeamScope } from '../../../domain/teams/teams.js';
import type { Db } from '../../db/connect.js';
import { lockTeam } from '../../data/teams.js';

/** An invite that still opens: its team and role. */
export interface ActiveInvite {
  teamId: string;
  teamName: string;
  role: TeamRole;
}

/** The invite a token's hash opens, or null when it is unknown, revoked or expired (the caller cannot tell which). */
export async function activeInviteByTokenHash(db: Db, tokenHash: string, now: Date): Promise<ActiveInvite | null> {
  const row = await db
    .selectFrom('team_invites')
    .innerJoin('teams', 'teams.id', 'team_invites.team_id')
    .select(['team_invites.team_id', 'team_invites.role', 'teams.name'])
    .where('team_invites.token_hash', '=', tokenHash)
    .where('team_invites.revoked_at', 'is', null)
    .where('team_invites.expires_at', '>', now.toISOString())
    .executeTakeFirst();
  return row ? { teamId: row.team_id, teamName: row.name, role: row.role } : null;
}

export type JoinResult = { memberId: string } | { refused: 'already-in' | 'full' | 'gone' };

/**
 * Adds the account to the invite's team in its role, in one transaction holding the team's row: two joins at once
 * cannot pass the member limit together, and a team deleted meanwhile is not joined.
 */
export async function joinTeam(
  db: Db,
  invite: ActiveInvite,
  member: { userId: string; displayName: string; scope: TeamScope | null },
  now: Date,
): Promise<JoinResult> {
  return db.transaction().execute(async (trx): Promise<JoinResult> => {
    if (!(await lockTeam(trx, invite.teamId))) return { refused: 'gone' };
    const already = await trx
      .selectFrom('team_members')
      .select('id')
      .where('team_id', '=', invite.teamId)
      .where('user_id', '=', member.userId)
      .executeTakeFirst();
    if (already) return { refused: 'already-in' };
    const { count } = await trx
      .selectFrom('team_members')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where('team_id', '=', invite.teamId)
      .executeTakeFirstOrThrow();
    if (Number(count) >= MAX_TEAM_MEMBERS) return { refused: 'full' };
    const id = randomUUID();
    await trx
      .insertInto('team_members')
      .values({
        id,
        team_id: invite.teamId,
        user_id: member.userId,
        role: invite.role,
        is_owner: 0,
        display_name: member.displayName,
        scope: member.scope,
        joined_at: now.toISOString(),
      })
      .execute();
    return { memberId: id };
  });
}
