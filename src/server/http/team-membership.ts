import type { Context, MiddlewareHandler } from 'hono';
import { z } from 'zod';
import type { Db } from '../db/connect.js';
import { membershipOf, type TeamMember } from '../data/team-members.js';
import { apiError } from './errors.js';
import type { SessionEnv } from './session.js';
import { checkValue } from './validate.js';

/** A team route's variables: the signed-in account, and its membership of the path's team. */
export type TeamEnv = { Variables: SessionEnv['Variables'] & { member: TeamMember } };

/** The one answer of every team route to a team the caller is not in (or not staff of), or that does not exist. */
export const noSuchTeam = (c: Context) => apiError(c, 404, 'NOT_FOUND', 'No such team');

const teamId = z.string().min(1).max(100);

/**
 * Lets a request on `/:teamId/...` through only for a member of that team (`staff`: a staff member), read from the
 * database on every request, never cached: a leave or a removal ends access at once, on every server. Everyone else,
 * an athlete on a staff route included, gets the same 404, before their body is even read. After requireSession.
 */
export function teamMembership(db: Db, need: 'member' | 'staff' = 'member'): MiddlewareHandler<TeamEnv> {
  return async (c, next) => {
    const id = c.req.param('teamId');
    if (id === undefined || !checkValue(teamId, id).success) return noSuchTeam(c);
    const member = await membershipOf(db, id, c.get('user').id);
    if (!member || (need === 'staff' && member.role !== 'staff')) return noSuchTeam(c);
    c.set('member', member);
    await next();
  };
}
