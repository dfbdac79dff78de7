import { Hono } from 'hono';
import type { RouteDeps } from '../route-deps.js';

/**
 * GET /api/config: the settings the web app needs before sign-in (nothing secret): whether there is a single sign-on
 * button and what it says, and whether the password form is shown.
 */
export function publicConfigRoutes({ config }: RouteDeps) {
  return new Hono().get('/', (c) =>
    c.json({
      careUrl: config.CARE_URL ?? null,
      emailVerification: Boolean(config.SMTP_URL),
      signOn: config.oidc ? { name: config.oidc.name } : null,
      passwordSignIn: config.PASSWORD_SIGN_IN === 'on',
    }),
  );
}
