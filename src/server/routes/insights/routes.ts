import { Hono } from 'hono';
import type { Insights } from '../../../domain/insights/contract.js';
import { computeInsights } from '../../../domain/insights/insights.js';
import { insightsWindow } from '../../../domain/insights/weeks.js';
import { journalRevision } from '../../db/journal-revision.js';
import type { RouteDeps } from '../route-deps.js';
import { requireSession, type SessionEnv } from '../../http/session.js';
import { validate } from '../../http/validate.js';
import { AnswerCache } from '../../answer-cache.js';
import { insightsQuery, serverDay } from './contract.js';
import { entriesBetween, healthEntriesUpTo, journaledDays as journaledDaysOf } from '../../data/entries.js';

/** Answers kept (a year's is about 6 KB as JSON): every period of the athletes using the app in the same hour. */
const CACHED_ANSWERS = 2000;

/** /api/insights: what the signed-in athlete's own journal says, one period per request. */
export function insightRoutes({ database: { db }, auth }: RouteDeps) {
  const cache = new AnswerCache<Insights>(CACHED_ANSWERS);
  return new Hono<SessionEnv>().use(requireSession(auth, db)).get('/', validate('query', insightsQuery), async (c) => {
    const { period, today = serverDay(new Date()) } = c.req.valid('query');
    const userId = c.get('user').id;
    // The revision first, then the entries: a change made in between is then read under the older revision, never
    // the reverse (each change raises the revision in its own transaction).
    const key = `${userId} ${period} ${today} ${await journalRevision(db, userId)}`;
    let insights = cache.get(key);
    if (insights === undefined) {
      const { from, to } = insightsWindow(period, today);
      const [entries, journaledDays, health] = await Promise.all([
        entriesBetween(db, userId, from, to),
        journaledDaysOf(db, userId, today),
        healthEntriesUpTo(db, userId, today),
      ]);
      insights = computeInsights({ period, today, entries, journaledDays, health });
      cache.set(key, insights);
    }
    return c.json({ insights });
  });
}
