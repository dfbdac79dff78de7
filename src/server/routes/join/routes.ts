import { Hono, type Context } from 'hono';
import { DEFAULT_TEAM_SCOPE, MAX_TEAM_MEMBERS, MEMBER_NAME_MAX } from '../../../domain/teams/teams.js';
import { hashLinkToken } from '../../data/link-tokens.js';
import { membersOf } from '../../data/team-members.js';
import { accountStaffName } from '../../data/teams.js';
import { limitByAddress } from '../../http/address-limit.js';
import { apiError, validationFailed } from '../../http/errors.js';
import { requireSession, type SessionEnv } from '../../http/session.js';
import { validate } from '../../http/validate.js';
import type { RouteDeps } from '../route-deps.js';
import { joinBody, joinTokenParam } from './contract.js';
import * as queries from './queries.js';

/** Invite lookups (a preview or a join) one client address may make in a minute, on each server: as share links'. */
export const JOIN_LOOKUP_LIMIT = { attempts: 60, windowSeconds: 60 } as const;

/** The one answer for an unknown, revoked, expired or malformed invite: nothing says which. */
const notActive = (c: Context) => apiError(c, 404, 'NOT_FOUND', 'This invite is not active');

/**
 * /api/join/:token: an invite link's preview (public: the team's name, its staff's names, the role; never an email)
 * and the join itself (signed in). Both limited per client address. Every answer on these paths is never cached, and
 * their address (which holds the token) never sent on as a referrer: app.ts gives them SHARED_HEADERS, so that a
 * refusal before these routes (a body over the limit) carries them too.
 */
export function joinRoutes({ database: { db }, auth, config }: RouteDeps) {
  return new Hono<SessionEnv>()
    .use(limitByAddress(JOIN_LOOKUP_LIMIT, config.TRUSTED_PROXIES))
    .get('/:token', validate('param', joinTokenParam, notActive), async (c) => {
      const invite = await queries.activeInviteByTokenHash(db, hashLinkToken(c.req.valid('param').token), new Date());
      if (!invite) return notActive(c);
      const staff = await membersOf(db, invite.teamId, 'staff');
      return c.json({
        team: { name: invite.teamName },
        staff: staff.map((member) => member.displayName),
        role: invite.role,
      });
    })
    .post(
      '/:token',
      requireSession(auth, db),
      validate('param', joinTokenParam, notActive),
      validate('json', joinBody),
      async (c) => {
        const invite = await queries.activeInviteByTokenHash(db, hashLinkToken(c.req.valid('param').token), new Date());
        if (!invite) return notActive(c);
        const userId = c.get('user').id;
        const body = c.req.valid('json');
        let displayName = body.displayName;
        if (invite.role === 'athlete' && displayName === undefined) {
          return validationFailed(c, `displayName: Give the name staff will see, 1 to ${MEMBER_NAME_MAX} characters`, [
            'displayName',
          ]);
        }
        displayName ??= await accountStaffName(db, userId);
        const scope = invite.role === 'athlete' ? (body.scope ?? DEFAULT_TEAM_SCOPE) : null;
        const result = await queries.joinTeam(db, invite, { userId, displayName, scope }, new Date());
        if ('memberId' in result) return c.json({ teamId: invite.teamId, memberId: result.memberId }, 201);
        if (result.refused === 'already-in') {
          return apiError(c, 409, 'CONFLICT', `You are already in ${invite.teamName}`);
        }
        if (result.refused === 'full') {
          return apiError(
            c,
            409,
            'TEAM_FULL',
            `${invite.teamName} has ${MAX_TEAM_MEMBERS} members, the most a team can have. Ask its staff to make room.`,
          );
        }
        return notActive(c);
      },
    );
}
