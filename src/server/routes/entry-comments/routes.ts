import { Hono, type Context } from 'hono';
import { toEntryComment } from '../../data/comments.js';
import { apiError } from '../../http/errors.js';
import { requireSession, type SessionEnv } from '../../http/session.js';
import { validate } from '../../http/validate.js';
import type { RouteDeps } from '../route-deps.js';
import { commentParam, editBody, entryParam, replyBody, type CommentAnswer } from './contract.js';
import * as queries from './queries.js';

const noSuchEntry = (c: Context) => apiError(c, 404, 'NOT_FOUND', 'No such entry');
const noSuchThread = (c: Context) => apiError(c, 404, 'NOT_FOUND', 'No such thread');
const noSuchComment = (c: Context) => apiError(c, 404, 'NOT_FOUND', 'No such comment');

/**
 * /api/entries/:entryId/comments: the athlete's side of the threads on their own entries (decision 043): a reply to a
 * team's thread, an edit of their own reply, the deletion of any comment (their journal, their choice).
 */
export function entryCommentRoutes({ database: { db }, auth }: RouteDeps) {
  // Each route carries the session check itself: a `use` here would run for every route mounted at /api/entries.
  const session = requireSession(auth, db);
  const now = () => new Date().toISOString();
  return new Hono<SessionEnv>()
    .post(
      '/:entryId/comments',
      session,
      validate('param', entryParam, noSuchEntry),
      validate('json', replyBody),
      async (c) => {
        const userId = c.get('user').id;
        const written = await queries.createReply(db, userId, c.req.valid('param').entryId, c.req.valid('json'), now());
        switch (written.result) {
          case 'no-entry':
            return noSuchEntry(c);
          case 'no-thread':
            return noSuchThread(c);
          case 'id-taken':
            return apiError(c, 409, 'ID_TAKEN', 'This comment id is already in use. Try sending again.');
          default:
            return c.json(
              { comment: toEntryComment(written.comment, userId) } satisfies CommentAnswer,
              written.result === 'created' ? 201 : 200,
            );
        }
      },
    )
    .patch(
      '/:entryId/comments/:commentId',
      session,
      validate('param', commentParam, noSuchComment),
      validate('json', editBody),
      async (c) => {
        const userId = c.get('user').id;
        const { entryId, commentId } = c.req.valid('param');
        const row = await queries.editReply(db, userId, entryId, commentId, c.req.valid('json').body, now());
        if (!row) return noSuchComment(c);
        return c.json({ comment: toEntryComment(row, userId) } satisfies CommentAnswer, 200);
      },
    )
    .delete('/:entryId/comments/:commentId', session, validate('param', commentParam, noSuchComment), async (c) => {
      const { entryId, commentId } = c.req.valid('param');
      const deleted = await queries.deleteComment(db, c.get('user').id, entryId, commentId);
      return deleted ? c.body(null, 204) : noSuchComment(c);
    });
}
