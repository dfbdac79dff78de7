import { Hono } from 'hono';
import { computeInsights } from '../../../domain/insights/insights.js';
import { insightsWindow } from '../../../domain/insights/weeks.js';
import type { Auth } from '../../auth.js';
import type { Db } from '../../db/connect.js';
import { requireSession, type SessionEnv } from '../../http/session.js';
import { validate } from '../../http/validate.js';
import { insightsQuery, serverDay } from './contract.js';
import * as queries from './queries.js';

/** /api/insights: what the signed-in athlete's own journal says, one period per request. */
export function insightRoutes(db: Db, auth: Auth) {
  return new Hono<SessionEnv>().use(requireSession(auth, db)).get('/', validate('query', insightsQuery), async (c) => {
    const { period, today = serverDay(new Date()) } = c.req.valid('query');
    const userId = c.get('user').id;
    const { from, to } = insightsWindow(period, today);
    const [entries, journaledDays] = await Promise.all([
      queries.entriesBetween(db, userId, from, to),
      queries.journaledDays(db, userId, today),
    ]);
    return c.json({ insights: computeInsights({ period, today, entries, journaledDays }) });
  });
}
