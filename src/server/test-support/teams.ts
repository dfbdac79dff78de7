import { randomUUID } from 'node:crypto';
import type { TeamRole, TeamScope } from '../../domain/teams/teams.js';
import type { Db } from '../db/connect.js';

// Teams and their members written straight into the database, as the join routes would leave them: tests of what
// members read (the squad) stand on their own, whatever the team and join routes do.

/** A new team named `name`; its id. */
export async function seedTeam(db: Db, name = 'Harbour FC'): Promise<string> {
  const id = randomUUID();
  await db.insertInto('teams').values({ id, name, created_at: new Date().toISOString() }).execute();
  return id;
}

/**
 * The account `userId` in team `teamId`: staff (the owner when `isOwner`), or an athlete with the name staff see and
 * a scope (figures only unless given). Its member id.
 */
export async function seedMember(
  db: Db,
  teamId: string,
  userId: string,
  member: { role: TeamRole; displayName?: string; scope?: TeamScope; isOwner?: boolean },
): Promise<string> {
  const id = randomUUID();
  await db
    .insertInto('team_members')
    .values({
      id,
      team_id: teamId,
      user_id: userId,
      role: member.role,
      is_owner: member.isOwner ? 1 : 0,
      display_name: member.displayName ?? (member.role === 'staff' ? 'Coach' : 'Athlete'),
      scope: member.role === 'athlete' ? (member.scope ?? 'figures') : null,
      joined_at: new Date().toISOString(),
    })
    .execute();
  return id;
}
