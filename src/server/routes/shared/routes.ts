import { Hono, type Context } from 'hono';
import { sharedInsightDays, sharedInsightSummaries } from '../../../domain/insights/shared-summaries.js';
import { SHARED_PAGE_SIZE, sharedContent, shareStatus } from '../../../domain/share-links.js';
import { entriesBetween, entriesPage } from '../../data/entries.js';
import { hashLinkToken } from '../../data/link-tokens.js';
import { limitByAddress } from '../../http/address-limit.js';
import { apiError } from '../../http/errors.js';
import { SHARED_HEADERS } from '../../http/shared-headers.js';
import { validate } from '../../http/validate.js';
import { encodeCursor } from '../../http/page-cursor.js';
import { serverDay } from '../insights/contract.js';
import { sharedPageQuery, sharedTokenParam } from './contract.js';
import * as queries from './queries.js';
import type { RouteDeps } from '../route-deps.js';

/**
 * Lookups one client address may make in a minute, on each server: a reader pages freely; a guesser of 256-bit tokens
 * gets nowhere either way, and a flood of lookups is held back.
 */
export const SHARED_LOOKUP_LIMIT = { attempts: 60, windowSeconds: 60 } as const;

/** The one answer for a revoked, expired, unknown or malformed token: nothing says which. */
const notActive = (c: Context) => apiError(c, 404, 'NOT_FOUND', 'This link is not active');

/**
 * /api/shared/:token: the part of a journal a share link shows, to anyone holding the link, without an account.
 * Read-only; entries outside the link's days and types never leave the database, and without answers and notes only
 * their figures are in the answer.
 */
export function sharedJournalRoutes({ database: { db }, config }: RouteDeps) {
  return new Hono()
    .use(async (c, next) => {
      await next();
      for (const [name, value] of Object.entries(SHARED_HEADERS)) c.header(name, value);
    })
    .use(limitByAddress(SHARED_LOOKUP_LIMIT, config.TRUSTED_PROXIES))
    .get('/:token', validate('query', sharedPageQuery), validate('param', sharedTokenParam, notActive), async (c) => {
      const now = new Date();
      const link = await queries.shareLinkByTokenHash(db, hashLinkToken(c.req.valid('param').token));
      if (!link || shareStatus(link, now) !== 'active') return notActive(c);
      const { cursor } = c.req.valid('query');
      const page = await entriesPage(db, link.userId, {
        types: link.types,
        from: link.from,
        to: link.to,
        limit: SHARED_PAGE_SIZE,
        after: cursor,
      });
      // The first page also carries the Insights summaries of the link's days and kinds.
      let summaries: string[] | undefined;
      if (!cursor) {
        await queries.recordShareView(db, link.id, now);
        const today = serverDay(now);
        const days = sharedInsightDays(link, today);
        summaries = sharedInsightSummaries(link, await entriesBetween(db, link.userId, days.from, days.to), today);
      }
      return c.json({
        share: {
          displayName: link.displayName,
          from: link.from,
          to: link.to,
          types: link.types,
          includeNotes: link.includeNotes,
          expiresAt: link.expiresAt,
        },
        entries: page.entries.map((entry) => ({
          type: entry.type,
          day: entry.day,
          content: sharedContent(entry.type, entry.content, link.includeNotes),
        })),
        nextCursor: page.next ? encodeCursor(page.next) : null,
        ...(summaries ? { summaries } : {}),
      });
    });
}
