import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** The one shape of every error the API returns (a 422 also names the fields at fault). */
export interface ApiErrorBody {
  error: { code: string; message: string; fields?: string[] };
}

/** Answers with `{ error: { code, message } }` and the given status. */
export function apiError<S extends ContentfulStatusCode>(c: Context, status: S, code: string, message: string) {
  return c.json({ error: { code, message } } satisfies ApiErrorBody, status);
}

/** 422: a value refused, "email: Email is not set up on this server", naming the fields at fault. */
export function validationFailed(c: Context, message: string, fields: string[]) {
  return c.json({ error: { code: 'VALIDATION_FAILED', message, fields } } satisfies ApiErrorBody, 422);
}

/** 401: no session, or a session whose account is gone. */
export function notSignedIn(c: Context) {
  return apiError(c, 401, 'UNAUTHORIZED', 'You need to be signed in.');
}

/** The error code for a status when nothing more specific is known. */
export function codeForStatus(status: number): string {
  return (
    (
      {
        400: 'BAD_REQUEST',
        401: 'UNAUTHORIZED',
        403: 'FORBIDDEN',
        404: 'NOT_FOUND',
        405: 'METHOD_NOT_ALLOWED',
        409: 'CONFLICT',
        413: 'PAYLOAD_TOO_LARGE',
        415: 'UNSUPPORTED_MEDIA_TYPE',
        422: 'VALIDATION_FAILED',
        429: 'RATE_LIMITED',
        500: 'INTERNAL',
        503: 'SERVICE_UNAVAILABLE',
      } as Record<number, string>
    )[status] ?? 'ERROR'
  );
}
