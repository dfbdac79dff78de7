import { Hono } from 'hono';
import type { RouteDeps } from '../route-deps.js';
import { requireSession, type SessionEnv } from '../../http/session.js';
import { validate } from '../../http/validate.js';
import { insightsQuery, serverDay } from './contract.js';
import { insightsReader } from './read-insights.js';

/** /api/insights: what the signed-in athlete's own journal says, one period per request. */
export function insightRoutes({ database: { db }, auth }: RouteDeps) {
  const readInsights = insightsReader(db);
  return new Hono<SessionEnv>().use(requireSession(auth, db)).get('/', validate('query', insightsQuery), async (c) => {
    const { period, today = serverDay(new Date()) } = c.req.valid('query');
    return c.json({ insights: await readInsights(c.get('user').id, period, today) });
  });
}
