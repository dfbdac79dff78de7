import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** The one shape of every error the API returns (a 422 also names the fields at fault). */
export interface ApiErrorBody {
  error: { code: string; message: string; fields?: string[] };
}

/**
 * The one builder of an error body. `fields` names the fields at fault of a 422; every other error carries a code and
 * a message only.
 */
export function errorBody(code: string, message: string, fields?: string[]): ApiErrorBody {
  return { error: fields ? { code, message, fields } : { code, message } };
}

/**
 * Answers with `{ error: { code, message } }` and the given status: every error answer of the API, ours and
 * better-auth's (`headers`: Retry-After, or what better-auth's answer carried, a cookie it clears).
 */
export function apiError<S extends ContentfulStatusCode>(
  c: Context,
  status: S,
  code: string,
  message: string,
  options: { fields?: string[]; headers?: Headers | Record<string, string> } = {},
) {
  return c.json(errorBody(code, message, options.fields), status, options.headers && headerRecord(options.headers));
}

/**
 * Headers as Hono's `c.json` takes them, each cookie kept. Given at the answer's making, not set on it afterwards:
 * @hono/node-server's Response forgets headers set after it was made once the answer is cloned (as the sign-in
 * limit's check of a refusal does).
 */
function headerRecord(init: Headers | Record<string, string>): Record<string, string | string[]> {
  const headers = new Headers(init);
  const record: Record<string, string | string[]> = Object.fromEntries(headers);
  const cookies = headers.getSetCookie();
  if (cookies.length > 0) record['set-cookie'] = cookies;
  return record;
}

/** 422: a value refused, "email: Email is not set up on this server", naming the fields at fault. */
export function validationFailed(c: Context, message: string, fields: string[]) {
  return apiError(c, 422, 'VALIDATION_FAILED', message, { fields });
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
        429: 'TOO_MANY_ATTEMPTS',
        500: 'INTERNAL',
        503: 'SERVICE_UNAVAILABLE',
      } as Record<number, string>
    )[status] ?? 'ERROR'
  );
}
