import type { Selectable } from 'kysely';
import type { TeamRole, TeamScope } from '../../domain/teams/teams.js';
import type { Db } from '../db/connect.js';
import type { TeamMembersTable } from '../db/schema.js';

// Who is in a team, as the team routes (/api/teams, /api/join) and the squad routes read it. Read from the database on
// every request, never cached: a leave or a removal on one server ends access on every server at once.

/** One account's place in one team. */
export interface TeamMember {
  id: string;
  teamId: string;
  userId: string;
  role: TeamRole;
  isOwner: boolean;
  /** The name staff see. */
  displayName: string;
  /** An athlete's scope; null for staff. */
  scope: TeamScope | null;
  joinedAt: string;
  /** A staff member's squad report: whether they get it, and by email too. */
  report: { enabled: boolean; email: boolean };
  /** Whether an athlete lets the team's check-in requests reach them. */
  checkInRequest: boolean;
}

export function toTeamMember(row: Selectable<TeamMembersTable>): TeamMember {
  return {
    id: row.id,
    teamId: row.team_id,
    userId: row.user_id,
    role: row.role,
    isOwner: Number(row.is_owner) === 1,
    displayName: row.display_name,
    scope: row.scope,
    joinedAt: row.joined_at,
    report: { enabled: Number(row.report_enabled) === 1, email: Number(row.report_email) === 1 },
    checkInRequest: Number(row.checkin_request_on) === 1,
  };
}

/** The account's membership of the team, or null when it is not in it (or the team does not exist). */
export async function membershipOf(db: Db, teamId: string, userId: string): Promise<TeamMember | null> {
  const row = await db
    .selectFrom('team_members')
    .selectAll()
    .where('team_id', '=', teamId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row ? toTeamMember(row) : null;
}

/** The team's members of one role, by name. */
export async function membersOf(db: Db, teamId: string, role: TeamRole): Promise<TeamMember[]> {
  const rows = await db
    .selectFrom('team_members')
    .selectAll()
    .where('team_id', '=', teamId)
    .where('role', '=', role)
    .orderBy('display_name')
    .orderBy('id')
    .execute();
  return rows.map(toTeamMember);
}

/**
 * The athlete of the team with member id `memberId`, or null (a staff member's id, or another team's): whom a staff
 * route of that team may read or comment on.
 */
export async function athleteMemberOf(db: Db, teamId: string, memberId: string): Promise<TeamMember | null> {
  const row = await db
    .selectFrom('team_members')
    .selectAll()
    .where('id', '=', memberId)
    .where('team_id', '=', teamId)
    .where('role', '=', 'athlete')
    .executeTakeFirst();
  return row ? toTeamMember(row) : null;
}

/** Whether the account is an athlete of any team: only then can staff comment on its entries. */
export async function isAthleteOfATeam(db: Db, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('team_members')
    .select('id')
    .where('user_id', '=', userId)
    .where('role', '=', 'athlete')
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
