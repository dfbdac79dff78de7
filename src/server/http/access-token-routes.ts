import type { MiddlewareHandler } from 'hono';
import { hasBearer } from './access-token-auth.js';
import { apiError } from './errors.js';

/**
 * Where an access token is refused whatever its scope: better-auth's routes (sign-in, the password, the email, the
 * account's deletion, sessions), the tokens themselves and share links. A leaked token must never take the account
 * over, make itself a successor or open the journal to someone else; these need the athlete, signed in.
 */
export const SESSION_ONLY = /^\/api\/(auth|account\/tokens|shares)(\/|$)/;

/** Answers 403 to a request with `Authorization: Bearer` on a route a token may not use, before any route reads it. */
export const refuseTokensOnSessionOnlyRoutes: MiddlewareHandler = async (c, next) => {
  if (!hasBearer(c) || !SESSION_ONLY.test(c.req.path)) return next();
  const message =
    'Access tokens cannot be used here: sign-in, the password, email, account deletion, access tokens and share links need you signed in to Touchline.';
  return apiError(c, 403, 'TOKEN_NOT_ALLOWED', message);
};
