import type { Db } from '../../db/connect.js';
import { toTeamMember, type TeamMember } from '../../data/team-members.js';

/** A team's name, or null when there is no such team. */
export async function teamName(db: Db, teamId: string): Promise<string | null> {
  const row = await db.selectFrom('teams').select('name').where('id', '=', teamId).executeTakeFirst();
  return row?.name ?? null;
}

/** The athlete of the team with member id `memberId`, or null (a staff member's id, or another team's). */
export async function athleteOfTeam(db: Db, teamId: string, memberId: string): Promise<TeamMember | null> {
  const row = await db
    .selectFrom('team_members')
    .selectAll()
    .where('id', '=', memberId)
    .where('team_id', '=', teamId)
    .where('role', '=', 'athlete')
    .executeTakeFirst();
  return row ? toTeamMember(row) : null;
}
