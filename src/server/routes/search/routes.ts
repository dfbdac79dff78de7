import { Hono } from 'hono';
import { parseSearchQuery } from '../../../domain/search/query.js';
import type { Auth } from '../../auth.js';
import type { Db } from '../../db/connect.js';
import { encodeCursor } from '../../http/page-cursor.js';
import { requireSession, type SessionEnv } from '../../http/session.js';
import { validate } from '../../http/validate.js';
import { searchQuery } from './contract.js';
import { searchPage } from './queries.js';

/** /api/search: the signed-in athlete's own entries matching a search, a page at a time. */
export function searchRoutes(db: Db, auth: Auth) {
  return new Hono<SessionEnv>().use(requireSession(auth, db)).get('/', validate('query', searchQuery), async (c) => {
    const { q, type, from, to, cursor, limit } = c.req.valid('query');
    const page = await searchPage(db, c.get('user').id, {
      terms: parseSearchQuery(q),
      filters: { type, from, to },
      after: cursor,
      limit,
    });
    return c.json({ results: page.results, nextCursor: page.next ? encodeCursor(page.next) : null, total: page.total });
  });
}
