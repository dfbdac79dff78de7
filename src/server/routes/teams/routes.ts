import { Hono, type Context } from 'hono';
import { MAX_OWNED_TEAMS, type TeamRole } from '../../../domain/teams/teams.js';
import { publicBaseUrl } from '../../auth.js';
import type { Config } from '../../env.js';
import { hashLinkToken, newLinkToken } from '../../data/link-tokens.js';
import { membersOf } from '../../data/team-members.js';
import { apiError, validationFailed } from '../../http/errors.js';
import { requireSession } from '../../http/session.js';
import { noSuchTeam, teamMembership, type TeamEnv } from '../../http/team-membership.js';
import { validate } from '../../http/validate.js';
import type { RouteDeps } from '../route-deps.js';
import {
  inviteBody,
  inviteParam,
  memberParam,
  membershipBody,
  teamNameBody,
  teamParam,
  type TeamDetail,
} from './contract.js';
import * as queries from './queries.js';

const ownerOnly = (c: Context) => apiError(c, 403, 'FORBIDDEN', "Only the team's owner can do this");
const ownerStays = (c: Context) =>
  apiError(c, 409, 'CONFLICT', "The team's owner cannot leave it or be removed. Delete the team instead.");

/**
 * The address a new invite opens at: PUBLIC_URL, or, without it, the origin the request came from (one of this
 * server's own: the same-origin check let it through), as the web app builds share links.
 */
function joinUrl(c: Context, config: Config, token: string): string {
  const origin = c.req.header('origin');
  const base = config.PUBLIC_URL ?? (origin && config.publicOrigins.includes(origin) ? origin : publicBaseUrl(config));
  return `${base.replace(/\/+$/, '')}/join/${token}`;
}

/**
 * /api/teams: the caller's teams, and each team's admin (decision 042). Every route under /:teamId reads the caller's
 * membership from the database first; a team they are not in, or a staff route asked by an athlete, is a 404.
 * Owner-only actions asked by other staff are a 403. (The squad routes, routes/team-squad/, are mounted here too.)
 */
export function teamRoutes({ database: { db }, auth, config }: RouteDeps) {
  const member = teamMembership(db);
  const staff = teamMembership(db, 'staff');
  return new Hono<TeamEnv>()
    .use(requireSession(auth, db))
    .get('/', async (c) => c.json({ teams: await queries.teamsOf(db, c.get('user').id) }))
    .post('/', validate('json', teamNameBody), async (c) => {
      const team = await queries.createTeam(db, c.get('user').id, c.req.valid('json').name, new Date());
      if (!team) {
        return apiError(
          c,
          422,
          'TOO_MANY_TEAMS',
          `You own ${MAX_OWNED_TEAMS} teams, the most one account can own. Delete one you no longer need to make another.`,
        );
      }
      return c.json({ team }, 201);
    })
    .get('/:teamId', validate('param', teamParam, noSuchTeam), member, async (c) => {
      const me = c.get('member');
      const team = await queries.teamById(db, me.teamId);
      if (!team) return noSuchTeam(c);
      const staffMembers = await membersOf(db, me.teamId, 'staff');
      const invites =
        me.role === 'staff'
          ? (await queries.activeInvites(db, me.teamId, new Date())).filter(
              (invite) => invite.role === 'athlete' || me.isOwner,
            )
          : [];
      const detail: TeamDetail = {
        team,
        me: {
          memberId: me.id,
          role: me.role,
          isOwner: me.isOwner,
          displayName: me.displayName,
          scope: me.scope,
        },
        staff: staffMembers.map((one) => ({ memberId: one.id, name: one.displayName, isOwner: one.isOwner })),
        invites,
      };
      return c.json(detail);
    })
    .patch('/:teamId', validate('param', teamParam, noSuchTeam), staff, validate('json', teamNameBody), async (c) => {
      const me = c.get('member');
      if (!me.isOwner) return ownerOnly(c);
      const { name } = c.req.valid('json');
      await queries.renameTeam(db, me.teamId, name);
      return c.json({ team: { id: me.teamId, name } });
    })
    .delete('/:teamId', validate('param', teamParam, noSuchTeam), staff, async (c) => {
      const me = c.get('member');
      if (!me.isOwner) return ownerOnly(c);
      await queries.deleteTeam(db, me.teamId);
      return c.body(null, 204);
    })
    .post(
      '/:teamId/invites',
      validate('param', teamParam, noSuchTeam),
      staff,
      validate('json', inviteBody),
      async (c) => {
        const me = c.get('member');
        const { role } = c.req.valid('json');
        if (!mayManageInvite(me.isOwner, role)) return ownerOnly(c);
        const token = newLinkToken();
        const expiresAt = await queries.createInvite(db, me.teamId, role, hashLinkToken(token), new Date());
        if (!expiresAt) return noSuchTeam(c);
        return c.json({ url: joinUrl(c, config, token), expiresAt }, 201);
      },
    )
    .delete('/:teamId/invites/:role', validate('param', inviteParam, noSuchTeam), staff, async (c) => {
      const me = c.get('member');
      const { role } = c.req.valid('param');
      if (!mayManageInvite(me.isOwner, role)) return ownerOnly(c);
      await queries.revokeInvite(db, me.teamId, role, new Date());
      return c.body(null, 204);
    })
    .patch(
      '/:teamId/membership',
      validate('param', teamParam, noSuchTeam),
      member,
      validate('json', membershipBody),
      async (c) => {
        const me = c.get('member');
        const change = c.req.valid('json');
        if (me.role === 'staff' && change.scope !== undefined) {
          return validationFailed(c, 'scope: Staff members have no scope: it is what an athlete lets staff see', [
            'scope',
          ]);
        }
        if (me.role === 'staff' && change.checkInRequest !== undefined) {
          return validationFailed(c, "checkInRequest: Check-in requests are the team's to athletes, not to staff", [
            'checkInRequest',
          ]);
        }
        const updated = await queries.updateMembership(db, me, change);
        return c.json({
          member: {
            memberId: updated.id,
            displayName: updated.displayName,
            scope: updated.scope,
            checkInRequest: updated.role === 'athlete' ? updated.checkInRequest : null,
          },
        });
      },
    )
    .delete('/:teamId/membership', validate('param', teamParam, noSuchTeam), member, async (c) => {
      const me = c.get('member');
      if (me.isOwner) return ownerStays(c);
      await queries.removeMember(db, me.teamId, me.id);
      return c.body(null, 204);
    })
    .delete('/:teamId/members/:memberId', validate('param', memberParam, noSuchTeam), staff, async (c) => {
      const me = c.get('member');
      const target = await queries.memberOfTeam(db, me.teamId, c.req.valid('param').memberId);
      if (!target) return apiError(c, 404, 'NOT_FOUND', 'There is no such member in this team');
      if (target.isOwner) return ownerStays(c);
      if (target.role === 'staff' && !me.isOwner) return ownerOnly(c);
      await queries.removeMember(db, me.teamId, target.id);
      return c.body(null, 204);
    });
}

/** Any staff member manages the athletes' invite link; only the owner the staff link. */
const mayManageInvite = (isOwner: boolean, role: TeamRole) => role === 'athlete' || isOwner;
