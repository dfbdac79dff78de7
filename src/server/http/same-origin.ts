import type { MiddlewareHandler } from 'hono';
import { apiError } from './errors.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing API requests from other sites: the Origin must be ours and a body must be
 * JSON (a form post from a foreign page can carry neither).
 */
export function requireSameOrigin(allowedOrigins: readonly string[]): MiddlewareHandler {
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const origin = c.req.header('origin');
    if (!origin || !allowedOrigins.includes(origin)) {
      return apiError(c, 403, 'FORBIDDEN_ORIGIN', 'This request must come from the Touchline app.');
    }
    const hasBody = c.req.header('transfer-encoding') !== undefined || Number(c.req.header('content-length') ?? 0) > 0;
    const type = c.req.header('content-type') ?? '';
    if (hasBody && !type.startsWith('application/json')) {
      return apiError(c, 415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the request body as JSON.');
    }
    return next();
  };
}
