import { Hono } from 'hono';
import { ACCESS_TOKEN_PREFIX, MAX_ACCESS_TOKENS } from '../../../domain/access-tokens.js';
import { hashLinkToken, newLinkToken } from '../../data/link-tokens.js';
import { apiError } from '../../http/errors.js';
import { forgetAccessToken, requireSession, type SessionEnv } from '../../http/session.js';
import { validate } from '../../http/validate.js';
import type { RouteDeps } from '../route-deps.js';
import { accessTokenIdParam, createAccessTokenBody } from './contract.js';
import * as queries from './queries.js';

/**
 * /api/account/tokens: the signed-in athlete's personal access tokens (decision 050), managed with the session only
 * (app.ts refuses a token here). A new token is in the answer that makes it, once; the server keeps only its SHA-256.
 */
export function accessTokenRoutes({ database: { db }, auth }: RouteDeps) {
  return new Hono<SessionEnv>()
    .use(requireSession(auth, db))
    .get('/', async (c) => {
      const tokens = await queries.accessTokensOf(db, c.get('user').id);
      return c.json({ tokens });
    })
    .post('/', validate('json', createAccessTokenBody), async (c) => {
      const token = `${ACCESS_TOKEN_PREFIX}${newLinkToken()}`;
      const summary = await queries.createAccessToken(
        db,
        c.get('user').id,
        c.req.valid('json'),
        hashLinkToken(token),
        new Date(),
      );
      if (!summary) {
        return apiError(
          c,
          422,
          'TOO_MANY_ACCESS_TOKENS',
          `You have ${MAX_ACCESS_TOKENS} access tokens, the most one account can have. Revoke one you no longer need to make another.`,
        );
      }
      return c.json({ token: summary, secret: token }, 201);
    })
    .delete('/:id', validate('param', accessTokenIdParam), async (c) => {
      const { id } = c.req.valid('param');
      const deleted = await queries.deleteAccessToken(db, c.get('user').id, id);
      if (!deleted) return apiError(c, 404, 'NOT_FOUND', 'There is no such access token.');
      forgetAccessToken(auth, id);
      return c.json({ deleted: true });
    });
}
