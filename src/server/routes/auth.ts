import { Hono } from 'hono';
import type { Auth } from '../auth.js';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../auth.js';
import { CLIENT_IP_HEADER, clientAddress } from '../http/client-ip.js';
import { apiError, codeForStatus, type ApiErrorBody } from '../http/errors.js';

// Clearer words than the library's for what an athlete can fix.
const MESSAGES: Record<string, string> = {
  PASSWORD_TOO_SHORT: `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`,
  PASSWORD_TOO_LONG: `Password must be at most ${PASSWORD_MAX_LENGTH} characters.`,
  INVALID_EMAIL_OR_PASSWORD: 'Invalid email or password.',
  INVALID_EMAIL: 'Enter a valid email address.',
  EMAIL_NOT_VERIFIED: 'Please verify your email before signing in. Check your inbox for the link.',
  INVALID_PASSWORD: 'Your current password is not correct.',
  PASSWORD_REQUIRED: 'Enter your password to delete your account.',
};

/** Serves better-auth under /api/auth with our client address and our error shape. */
export function authRoutes(auth: Auth, trustedProxies: readonly string[]) {
  return new Hono().on(['GET', 'POST'], '/*', async (c) => {
    const headers = new Headers(c.req.raw.headers);
    headers.set(CLIENT_IP_HEADER, clientAddress(c, trustedProxies));
    if (c.req.method === 'POST' && c.req.path.endsWith('/delete-user')) {
      const body = await c.req.text();
      if (!hasPassword(body)) return apiError(c, 400, 'PASSWORD_REQUIRED', MESSAGES.PASSWORD_REQUIRED!);
      return respond(auth, new Request(c.req.raw.url, { method: 'POST', headers, body }));
    }
    return respond(auth, new Request(c.req.raw, { headers }));
  });
}

async function respond(auth: Auth, request: Request): Promise<Response> {
  const response = await auth.handler(request);
  return response.ok ? response : reshapeError(response);
}

/**
 * better-auth deletes an account without a password when the session is less than a day old; we
 * always ask for it, so a borrowed or stolen session cannot delete the account and its journal.
 */
function hasPassword(body: string): boolean {
  try {
    const password = (JSON.parse(body) as { password?: unknown } | null)?.password;
    return typeof password === 'string' && password.length > 0;
  } catch {
    return false;
  }
}

async function reshapeError(response: Response): Promise<Response> {
  const body = (await response.json().catch(() => ({}))) as { code?: string; message?: string };
  const code = body.code ?? codeForStatus(response.status);
  const message =
    MESSAGES[code] ??
    (response.status === 429 ? 'Too many attempts. Please wait a minute and try again.' : body.message) ??
    'Something went wrong.';
  const headers = new Headers(response.headers);
  headers.set('content-type', 'application/json');
  headers.delete('content-length');
  return new Response(JSON.stringify({ error: { code, message } } satisfies ApiErrorBody), {
    status: response.status,
    headers,
  });
}
