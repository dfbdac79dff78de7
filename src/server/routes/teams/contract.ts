import { z } from 'zod';
import {
  MEMBER_NAME_MAX,
  TEAM_NAME_MAX,
  TEAM_ROLES,
  TEAM_SCOPES,
  type TeamRole,
  type TeamScope,
} from '../../../domain/teams/teams.js';

const TEAM_NAME_MESSAGE = `Give the team a name of 1 to ${TEAM_NAME_MAX} characters`;
const MEMBER_NAME_MESSAGE = `Give the name staff will see, 1 to ${MEMBER_NAME_MAX} characters`;

/** The name staff see of a member: 1 to 60 characters once trimmed (the join form and the membership's edit). */
export const memberName = z
  .string(MEMBER_NAME_MESSAGE)
  .trim()
  .min(1, MEMBER_NAME_MESSAGE)
  .max(MEMBER_NAME_MAX, MEMBER_NAME_MESSAGE);

/** What an athlete lets staff see. */
export const teamScope = z.enum(TEAM_SCOPES, 'Choose the scope: figures (figures only) or full (answers and notes)');

const teamRole = z.enum(TEAM_ROLES, 'Choose the role: staff or athlete');

/** POST /api/teams and PATCH /api/teams/:teamId: the team's name. */
export const teamNameBody = z.object({
  name: z.string(TEAM_NAME_MESSAGE).trim().min(1, TEAM_NAME_MESSAGE).max(TEAM_NAME_MAX, TEAM_NAME_MESSAGE),
});

/** POST /api/teams/:teamId/invites: which link to make anew. */
export const inviteBody = z.object({ role: teamRole });

/**
 * PATCH /api/teams/:teamId/membership: the caller's own scope and check-in request switch (athletes only) and the name
 * staff see.
 */
export const membershipBody = z
  .object({
    scope: teamScope.optional(),
    displayName: memberName.optional(),
    checkInRequest: z.boolean("Say whether the team's check-in requests reach you (true or false)").optional(),
  })
  .refine((body) => body.scope !== undefined || body.displayName !== undefined || body.checkInRequest !== undefined, {
    message: 'Give a scope, a display name or the check-in request switch to change',
  });

const id = z.string().min(1).max(100);
/** A team's id in the path; a malformed one names no team (404, as a team the caller is not in). */
export const teamParam = z.object({ teamId: id });
export const inviteParam = z.object({ teamId: id, role: teamRole });
export const memberParam = z.object({ teamId: id, memberId: id });

/** One of the caller's teams, as /teams and Profile list them. */
export interface TeamListItem {
  id: string;
  name: string;
  role: TeamRole;
  isOwner: boolean;
  /** The name staff see of the caller in this team. */
  displayName: string;
  scope: TeamScope | null;
  athleteCount: number;
}

/** A team as one of its members sees it. */
export interface TeamDetail {
  team: { id: string; name: string };
  me: { memberId: string; role: TeamRole; isOwner: boolean; displayName: string; scope: TeamScope | null };
  staff: { memberId: string; name: string; isOwner: boolean }[];
  /** The active invite links staff may manage (never a token): none for athletes, the staff link's for the owner. */
  invites: { role: TeamRole; expiresAt: string }[];
}
