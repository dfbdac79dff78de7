import { Hono, type TypedResponse } from 'hono';
import type { WithComments } from '../../../domain/comments.js';
import { parseSearchQuery } from '../../../domain/search/query.js';
import type { SearchResult } from '../../../domain/search/search-entries.js';
import { AnswerCache } from '../../answer-cache.js';
import { withComments } from '../../data/comments.js';
import { journalRevision } from '../../db/journal-revision.js';
import { encodeCursor } from '../../http/page-cursor.js';
import type { RouteDeps } from '../route-deps.js';
import { requireSession, type SessionEnv } from '../../http/session.js';
import { validate } from '../../http/validate.js';
import { searchQuery } from './contract.js';
import { searchPage } from './queries.js';

/**
 * Pages kept, as the UTF-8 JSON sent, up to this many bytes (a page of 50 results is about 19 KB): the searches
 * athletes go back to (Back from a result, a reload, the next page) in the hour the app is used.
 */
const CACHED_BYTES = 8 * 1024 * 1024;

const utf8 = new TextEncoder();

/** A page of results (each entry's comments with it), the cursor of the next page, and how many entries match in all. */
interface SearchAnswer {
  results: WithComments<SearchResult>[];
  nextCursor: string | null;
  total: number;
}

/** /api/search: the signed-in athlete's own entries matching a search, a page at a time. */
export function searchRoutes({ database: { db }, auth }: RouteDeps) {
  const cache = new AnswerCache<Uint8Array<ArrayBuffer>>(CACHED_BYTES, (page) => page.byteLength);
  return new Hono<SessionEnv>().use(requireSession(auth, db)).get('/', validate('query', searchQuery), async (c) => {
    const { q, type, from, to, cursor, limit } = c.req.valid('query');
    const userId = c.get('user').id;
    const terms = parseSearchQuery(q);
    // The revision first, then the entries (as insights): a page is never kept under a newer journal than it read. A
    // comment written or deleted raises the revision too, so a kept page's comments are never stale.
    const revision = await journalRevision(db, userId);
    const key = JSON.stringify([userId, revision, terms, type, from, to, cursor, limit]);
    let body = cache.get(key);
    if (body === undefined) {
      const page = await searchPage(db, userId, { terms, filters: { type, from, to }, after: cursor, limit });
      const answer: SearchAnswer = {
        results: await withComments(db, userId, page.results),
        nextCursor: page.next ? encodeCursor(page.next) : null,
        total: page.total,
      };
      body = utf8.encode(JSON.stringify(answer));
      cache.set(key, body);
    }
    // Kept as the JSON sent; typed as `c.json` would type it, for the browser's client.
    return c.body(body, 200, { 'content-type': 'application/json' }) as unknown as TypedResponse<
      SearchAnswer,
      200,
      'json'
    >;
  });
}
