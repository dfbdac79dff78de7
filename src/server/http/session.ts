import type { MiddlewareHandler } from 'hono';
import type { Auth } from '../auth.js';
import { apiError } from './errors.js';

/** The signed-in athlete, as the API routes see them. */
export interface SessionUser {
  id: string;
  email: string;
}

export type SessionEnv = { Variables: { user: SessionUser } };

/** Lets a request through only with a valid session, and exposes its user as `c.var.user`. */
export function requireSession(auth: Auth): MiddlewareHandler<SessionEnv> {
  return async (c, next) => {
    const session = await auth.api.getSession({ headers: c.req.raw.headers });
    if (!session) return apiError(c, 401, 'UNAUTHORIZED', 'You need to be signed in.');
    c.set('user', { id: session.user.id, email: session.user.email });
    return next();
  };
}
