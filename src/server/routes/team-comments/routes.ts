import { Hono, type Context } from 'hono';
import { toEntryComment } from '../../data/comments.js';
import { athleteMemberOf } from '../../data/team-members.js';
import { afterAnswer } from '../../http/after-answer.js';
import { apiError } from '../../http/errors.js';
import { requireSession } from '../../http/session.js';
import { noSuchTeam, teamMembership, type TeamEnv } from '../../http/team-membership.js';
import { validate } from '../../http/validate.js';
import type { RouteDeps } from '../route-deps.js';
import { entryCommentsParam, staffCommentBody, teamCommentParam, type StaffCommentAnswer } from './contract.js';
import * as queries from './queries.js';

const noSuchAthlete = (c: Context) => apiError(c, 404, 'NOT_FOUND', 'No such athlete');
const noSuchEntry = (c: Context) => apiError(c, 404, 'NOT_FOUND', 'No such entry');
const noSuchComment = (c: Context) => apiError(c, 404, 'NOT_FOUND', 'No such comment');

/**
 * /api/teams/:teamId/.../comments: a team's staff commenting on their athletes' entries (decision 043). Membership is
 * read from the database on every request (teamMembership 'staff'), and the athlete's on every write: a staff member
 * removed, or an athlete who left, ends the thread for that team at once, on every server. A new comment's
 * notification goes after the answer (the athlete's devices, or email), claimed once.
 */
export function teamCommentRoutes({ database: { db }, auth, commentNotifier }: RouteDeps) {
  const session = requireSession(auth, db);
  const staff = teamMembership(db, 'staff');
  const now = () => new Date().toISOString();

  return new Hono<TeamEnv>()
    .post(
      '/:teamId/athletes/:memberId/entries/:entryId/comments',
      session,
      validate('param', entryCommentsParam, noSuchTeam),
      staff,
      validate('json', staffCommentBody),
      async (c) => {
        const { memberId, entryId } = c.req.valid('param');
        const me = c.get('member');
        const athlete = await athleteMemberOf(db, me.teamId, memberId);
        if (!athlete) return noSuchAthlete(c);
        const row = await queries.createStaffComment(db, {
          staff: me,
          athlete,
          entryId,
          body: c.req.valid('json').body,
          now: now(),
        });
        if (!row) return noSuchEntry(c);
        afterAnswer(c, () => commentNotifier.notify(row.id));
        return c.json({ comment: toEntryComment(row, me.userId) } satisfies StaffCommentAnswer, 201);
      },
    )
    .patch(
      '/:teamId/comments/:commentId',
      session,
      validate('param', teamCommentParam, noSuchTeam),
      staff,
      validate('json', staffCommentBody),
      async (c) => {
        const me = c.get('member');
        const row = await queries.editStaffComment(
          db,
          me,
          c.req.valid('param').commentId,
          c.req.valid('json').body,
          now(),
        );
        if (!row) return noSuchComment(c);
        return c.json({ comment: toEntryComment(row, me.userId) } satisfies StaffCommentAnswer, 200);
      },
    )
    .delete(
      '/:teamId/comments/:commentId',
      session,
      validate('param', teamCommentParam, noSuchTeam),
      staff,
      async (c) => {
        const deleted = await queries.deleteStaffComment(db, c.get('member'), c.req.valid('param').commentId);
        return deleted ? c.body(null, 204) : noSuchComment(c);
      },
    );
}
