import { randomUUID } from 'node:crypto';
import { MAX_OWNED_TEAMS, teamInviteExpiry, type TeamRole } from '../../../domain/teams/teams.js';
import { dialectOf, type Db } from '../../db/connect.js';
import { accountStaffName, lockTeam } from '../../data/teams.js';
import { toTeamMember, type TeamMember } from '../../data/team-members.js';
import type { TeamListItem } from './contract.js';

/** The caller's teams, by name, each with its count of athletes. */
export async function teamsOf(db: Db, userId: string): Promise<TeamListItem[]> {
  const rows = await db
    .selectFrom('team_members as me')
    .innerJoin('teams', 'teams.id', 'me.team_id')
    .select((eb) => [
      'teams.id',
      'teams.name',
      'me.role',
      'me.is_owner',
      'me.display_name',
      'me.scope',
      eb
        .selectFrom('team_members as athlete')
        .select((inner) => inner.fn.countAll<number | string>().as('count'))
        .whereRef('athlete.team_id', '=', 'me.team_id')
        .where('athlete.role', '=', 'athlete')
        .as('athlete_count'),
    ])
    .where('me.user_id', '=', userId)
    .orderBy('teams.name')
    .orderBy('teams.id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    role: row.role,
    isOwner: Number(row.is_owner) === 1,
    displayName: row.display_name,
    scope: row.scope,
    athleteCount: Number(row.athlete_count ?? 0),
  }));
}

/**
 * Makes a team owned by the account (a staff member, its owner), or null when it already owns MAX_OWNED_TEAMS.
 * Counted and stored in one transaction holding the account's row (PostgreSQL; SQLite writes one at a time), so
 * parallel requests cannot pass the limit together.
 */
export async function createTeam(db: Db, userId: string, name: string, now: Date): Promise<TeamListItem | null> {
  return db.transaction().execute(async (trx) => {
    if (dialectOf(trx) === 'postgres') {
      await trx.selectFrom('user').select('id').where('id', '=', userId).forUpdate().execute();
    }
    const owned = await trx
      .selectFrom('team_members')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where('user_id', '=', userId)
      .where('is_owner', '=', 1)
      .executeTakeFirstOrThrow();
    if (Number(owned.count) >= MAX_OWNED_TEAMS) return null;
    const team = { id: randomUUID(), name, created_at: now.toISOString() };
    const displayName = await accountStaffName(trx, userId);
    await trx.insertInto('teams').values(team).execute();
    await trx
      .insertInto('team_members')
      .values({
        id: randomUUID(),
        team_id: team.id,
        user_id: userId,
        role: 'staff',
        is_owner: 1,
        display_name: displayName,
        scope: null,
        joined_at: team.created_at,
      })
      .execute();
    return { id: team.id, name, role: 'staff', isOwner: true, displayName, scope: null, athleteCount: 0 };
  });
}

export async function teamById(db: Db, teamId: string): Promise<{ id: string; name: string } | null> {
  return (await db.selectFrom('teams').select(['id', 'name']).where('id', '=', teamId).executeTakeFirst()) ?? null;
}

export async function renameTeam(db: Db, teamId: string, name: string): Promise<void> {
  await db.updateTable('teams').set({ name }).where('id', '=', teamId).execute();
}

/** Deletes a team; its memberships and invites go with it (foreign keys). */
export async function deleteTeam(db: Db, teamId: string): Promise<void> {
  await db.deleteFrom('teams').where('id', '=', teamId).execute();
}

/** The team's invites that still open, oldest role first: never their tokens (only hashes are stored). */
export async function activeInvites(
  db: Db,
  teamId: string,
  now: Date,
): Promise<{ role: TeamRole; expiresAt: string }[]> {
  const rows = await db
    .selectFrom('team_invites')
    .select(['role', 'expires_at'])
    .where('team_id', '=', teamId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now.toISOString())
    .orderBy('role')
    .execute();
  return rows.map((row) => ({ role: row.role, expiresAt: row.expires_at }));
}

/** Ends the team's active invite of a role, if there is one. */
export async function revokeInvite(db: Db, teamId: string, role: TeamRole, now: Date): Promise<void> {
  await db
    .updateTable('team_invites')
    .set({ revoked_at: now.toISOString() })
    .where('team_id', '=', teamId)
    .where('role', '=', role)
    .where('revoked_at', 'is', null)
    .execute();
}

/**
 * Stores a new invite of a role under its token's SHA-256, ending the team's previous one of that role, in one
 * transaction holding the team's row: two made at once leave one active. Its expiry, or null when the team is gone.
 */
export async function createInvite(
  db: Db,
  teamId: string,
  role: TeamRole,
  tokenHash: string,
  now: Date,
): Promise<string | null> {
  return db.transaction().execute(async (trx) => {
    if (!(await lockTeam(trx, teamId))) return null;
    await revokeInvite(trx, teamId, role, now);
    const expiresAt = teamInviteExpiry(now).toISOString();
    await trx
      .insertInto('team_invites')
      .values({
        id: randomUUID(),
        team_id: teamId,
        role,
        token_hash: tokenHash,
        created_at: now.toISOString(),
        expires_at: expiresAt,
        revoked_at: null,
      })
      .execute();
    return expiresAt;
  });
}

/** Changes the caller's own scope and/or name in a team. */
export async function updateMembership(
  db: Db,
  member: TeamMember,
  change: { scope?: TeamMember['scope']; displayName?: string; checkInRequest?: boolean },
): Promise<TeamMember> {
  const scope = change.scope ?? member.scope;
  const displayName = change.displayName ?? member.displayName;
  const checkInRequest = change.checkInRequest ?? member.checkInRequest;
  await db
    .updateTable('team_members')
    .set({ scope, display_name: displayName, checkin_request_on: checkInRequest ? 1 : 0 })
    .where('id', '=', member.id)
    .execute();
  return { ...member, scope, displayName, checkInRequest };
}

/** A member of this team by id, or null (an id of another team's member is none). */
export async function memberOfTeam(db: Db, teamId: string, memberId: string): Promise<TeamMember | null> {
  const row = await db
    .selectFrom('team_members')
    .selectAll()
    .where('id', '=', memberId)
    .where('team_id', '=', teamId)
    .executeTakeFirst();
  return row ? toTeamMember(row) : null;
}

/**
 * Ends a membership that is not the owner's (a leave or a removal), holding the team's row so that an owner's
 * hand-over never picks a member on their way out. False when there was no such member (or it is the owner).
 */
export async function removeMember(db: Db, teamId: string, memberId: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    await lockTeam(trx, teamId);
    const result = await trx
      .deleteFrom('team_members')
      .where('id', '=', memberId)
      .where('team_id', '=', teamId)
      .where('is_owner', '=', 0)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  });
}
