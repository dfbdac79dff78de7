import { Hono } from 'hono';
import type { RouteDeps } from '../route-deps.js';

/** GET /api/config: the settings the web app needs before sign-in (nothing secret). */
export function publicConfigRoutes({ config }: RouteDeps) {
  return new Hono().get('/', (c) =>
    c.json({ careUrl: config.CARE_URL ?? null, emailVerification: Boolean(config.SMTP_URL) }),
  );
}
