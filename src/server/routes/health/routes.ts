import { Hono } from 'hono';
import { isReady } from '../../db/readiness.js';
import type { RouteDeps } from '../route-deps.js';

/**
 * The checks an orchestrator and a load balancer ask, without sign-in. GET /api/health: whether the database is
 * reachable (kept for what already polls it). /live: the process answers, so restart it only when this fails.
 * /ready: the database answers and holds this server's schema, so send it traffic; 503 otherwise, saying no more.
 */
export function healthRoutes({ database }: RouteDeps) {
  return new Hono()
    .get('/', async (c) => {
      const reachable = await database.isReachable();
      return c.json(
        { status: reachable ? 'ok' : 'degraded', database: reachable ? 'reachable' : 'unreachable' },
        reachable ? 200 : 503,
      );
    })
    .get('/live', (c) => c.json({ status: 'live' }))
    .get('/ready', async (c) =>
      (await isReady(database)) ? c.json({ status: 'ready' }) : c.json({ status: 'not ready' }, 503),
    );
}
