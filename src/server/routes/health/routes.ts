import { Hono } from 'hono';
import type { RouteDeps } from '../route-deps.js';

/** GET /api/health: whether the server can reach its database. */
export function healthRoutes({ database }: RouteDeps) {
  return new Hono().get('/', async (c) => {
    const reachable = await database.isReachable();
    return c.json(
      { status: reachable ? 'ok' : 'degraded', database: reachable ? 'reachable' : 'unreachable' },
      reachable ? 200 : 503,
    );
  });
}
