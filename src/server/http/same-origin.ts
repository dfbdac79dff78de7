import type { MiddlewareHandler } from 'hono';
import { hasBearer } from './access-token-auth.js';
import { apiError } from './errors.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** application/json and its `+json` kinds, as Hono's validator and better-auth read a body (RFC 8259, RFC 6839). */
const JSON_MEDIA_TYPE = /^application\/([\w.-]+\+)?json$/;

/** A file sent as its bytes: like JSON, not a type a cross-site form or a no-cors fetch may send (CORS safelist). */
const BYTES_MEDIA_TYPE = 'application/octet-stream';

const mediaTypeOf = (contentType: string) => contentType.split(';', 1)[0]!.trim().toLowerCase();

/**
 * Whether a Content-Type names JSON. A media type's type, subtype and parameter names are case-insensitive
 * (RFC 9110 8.3.1), so APPLICATION/JSON is JSON; the media type is what comes before the first `;`. None of the types
 * a cross-site form or a no-cors fetch may send (text/plain, urlencoded, multipart, in any case) is JSON.
 */
export function isJsonContentType(contentType: string): boolean {
  return JSON_MEDIA_TYPE.test(mediaTypeOf(contentType));
}

/**
 * Refuses state-changing API requests from other sites: the Origin must be ours and a body must be
 * JSON, or on `bytesPaths` (a file upload) JSON or application/octet-stream (a form post from a foreign page can
 * carry neither). A request with an access token (`Authorization: Bearer`)
 * needs no Origin: a browser never adds that header by itself, and a foreign page cannot send it without a CORS
 * preflight that this server never allows, so only a holder of the token can make one (its cookie is not read).
 */
export function requireSameOrigin(
  allowedOrigins: readonly string[],
  bytesPaths: ReadonlySet<string> = new Set(),
): MiddlewareHandler {
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const origin = c.req.header('origin');
    if (!hasBearer(c) && (!origin || !allowedOrigins.includes(origin))) {
      return apiError(c, 403, 'FORBIDDEN_ORIGIN', 'This request must come from the Touchline app.');
    }
    const hasBody = c.req.header('transfer-encoding') !== undefined || Number(c.req.header('content-length') ?? 0) > 0;
    const contentType = c.req.header('content-type') ?? '';
    const bytesAllowed = bytesPaths.has(c.req.path) && mediaTypeOf(contentType) === BYTES_MEDIA_TYPE;
    if (hasBody && !isJsonContentType(contentType) && !bytesAllowed) {
      return apiError(c, 415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the request body as JSON.');
    }
    return next();
  };
}
