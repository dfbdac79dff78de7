import { Hono } from 'hono';
import { MAX_ACTIVE_SHARE_LINKS } from '../../../domain/share-links.js';
import { apiError } from '../../http/errors.js';
import type { RouteDeps } from '../route-deps.js';
import { requireSession, type SessionEnv } from '../../http/session.js';
import { validate } from '../../http/validate.js';
import { createShareBody, shareIdParam } from './contract.js';
import * as queries from './queries.js';
import { hashLinkToken, newLinkToken } from '../../data/link-tokens.js';

const NOT_FOUND = 'There is no such share link.';

/**
 * /api/shares: the signed-in athlete's share links. A new link's token is in the answer that makes it, once; the
 * server keeps only its SHA-256, so it can never show it again.
 */
export function shareRoutes({ database: { db }, auth }: RouteDeps) {
  return new Hono<SessionEnv>()
    .use(requireSession(auth, db))
    .get('/', async (c) => {
      const links = await queries.shareLinksOf(db, c.get('user').id);
      return c.json({ links });
    })
    .post('/', validate('json', createShareBody), async (c) => {
      const token = newLinkToken();
      const link = await queries.createShareLink(
        db,
        c.get('user').id,
        c.req.valid('json'),
        hashLinkToken(token),
        new Date(),
      );
      if (!link) {
        return apiError(
          c,
          422,
          'TOO_MANY_SHARE_LINKS',
          `You have ${MAX_ACTIVE_SHARE_LINKS} active share links, the most one account can have. Revoke one you no longer need to make another.`,
        );
      }
      return c.json({ link, token }, 201);
    })
    .post('/:id/revoke', validate('param', shareIdParam), async (c) => {
      const link = await queries.revokeShareLink(db, c.get('user').id, c.req.valid('param').id, new Date());
      return link ? c.json({ link }) : apiError(c, 404, 'NOT_FOUND', NOT_FOUND);
    })
    .delete('/:id', validate('param', shareIdParam), async (c) => {
      const deleted = await queries.deleteShareLink(db, c.get('user').id, c.req.valid('param').id);
      return deleted ? c.json({ deleted: true }) : apiError(c, 404, 'NOT_FOUND', NOT_FOUND);
    });
}
