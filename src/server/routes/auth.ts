import { Hono } from 'hono';
import { z } from 'zod';
import type { Auth } from '../auth.js';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../auth.js';
import type { Db } from '../db/connect.js';
import type { Config } from '../env.js';
import { CLIENT_IP_HEADER, clientAddress } from '../http/client-ip.js';
import { codeForStatus, type ApiErrorBody } from '../http/errors.js';
import { describeIssues, NUL_MESSAGE, nulPath } from '../http/validate.js';
import { signInLimit, type SignInLimit } from '../sign-in-limit.js';

// Clearer words than the library's for what an athlete can fix.
const MESSAGES: Record<string, string> = {
  PASSWORD_TOO_SHORT: `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`,
  PASSWORD_TOO_LONG: `Password must be at most ${PASSWORD_MAX_LENGTH} characters.`,
  INVALID_EMAIL_OR_PASSWORD: 'Invalid email or password.',
  INVALID_EMAIL: 'Enter a valid email address.',
  EMAIL_NOT_VERIFIED: 'Please verify your email before signing in. Check your inbox for the link.',
  INVALID_PASSWORD: 'Your current password is not correct.',
  PASSWORD_REQUIRED: 'Enter your password to delete your account.',
  INVALID_CALLBACK_URL: 'This link is broken: its callbackURL must be a path such as /signin.',
};

// better-auth answers these two with a 500 (a database bind error, `new URL` throwing) instead of
// refusing them, so they are checked here first. Found by security/bad-input.test.ts.
const updateUserBody = z
  .object({
    name: z.string('Name must be text').trim().min(1, 'Enter a name').max(100, 'Keep the name under 100 characters'),
    image: z.string('Image must be a URL').max(2048).nullable(),
  })
  .partial()
  .strict();
const callbackUrl = z.union([z.string().regex(/^\/(?!\/)/), z.url({ protocol: /^https?$/ })]);

// Sign-in with other sites (OAuth) is not configured; its endpoints would only echo input back, into
// redirect headers (a 200 kB `code` made a header no client reads).
const SOCIAL_SIGN_IN = /\/(sign-in\/social|link-social|callback\/.*)$/;

export interface AuthRouteDeps {
  auth: Auth;
  config: Pick<Config, 'TRUSTED_PROXIES' | 'AUTH_RATE_LIMIT'>;
  db: Db;
}

/**
 * Serves better-auth under /api/auth with our client address, our error shape, a password on every
 * account deletion and a per-account limit on sign-in (better-auth limits per address).
 */
export function authRoutes({ auth, config, db }: AuthRouteDeps) {
  const accountLimit = config.AUTH_RATE_LIMIT === 'on' ? signInLimit(db) : null;
  return new Hono().on(['GET', 'POST'], '/*', async (c) => {
    const headers = new Headers(c.req.raw.headers);
    headers.set(CLIENT_IP_HEADER, clientAddress(c, config.TRUSTED_PROXIES));
    if (SOCIAL_SIGN_IN.test(c.req.path)) {
      return errorResponse(404, 'NOT_FOUND', 'Touchline accounts sign in with email and password only.');
    }
    const callback = c.req.query('callbackURL');
    if (callback !== undefined && !callbackUrl.safeParse(callback).success) {
      return errorResponse(400, 'INVALID_CALLBACK_URL', MESSAGES.INVALID_CALLBACK_URL!);
    }
    if (nulPath({ path: c.req.path, query: c.req.queries() }) !== null) {
      return errorResponse(400, 'VALIDATION_FAILED', NUL_MESSAGE);
    }
    if (c.req.method !== 'POST') return respond(auth, new Request(c.req.raw, { headers }));
    const body = await c.req.text();
    if (nulPath(parseJson(body)) !== null) return errorResponse(400, 'VALIDATION_FAILED', NUL_MESSAGE);
    const request = new Request(c.req.raw.url, { method: 'POST', headers, body });
    if (c.req.path.endsWith('/delete-user') && !hasPassword(body)) {
      return errorResponse(400, 'PASSWORD_REQUIRED', MESSAGES.PASSWORD_REQUIRED!);
    }
    if (c.req.path.endsWith('/update-user')) {
      const parsed = updateUserBody.safeParse(parseJson(body));
      if (!parsed.success) return errorResponse(422, 'VALIDATION_FAILED', describeIssues(parsed.error).message);
    }
    if (c.req.path.endsWith('/sign-in/email') && accountLimit) return limitedSignIn(auth, accountLimit, request, body);
    return respond(auth, request);
  });
}

async function respond(auth: Auth, request: Request): Promise<Response> {
  const response = await auth.handler(request);
  // Redirects (email links) pass as they are; only errors take our shape.
  return response.status < 400 ? response : reshapeError(response);
}

/** A sign-in counted against its account: refused while the account's window is full. */
async function limitedSignIn(auth: Auth, limit: SignInLimit, request: Request, body: string): Promise<Response> {
  const email = field(body, 'email');
  if (typeof email !== 'string' || email === '') return respond(auth, request);
  const verdict = await limit.take(email);
  if (!verdict.allowed) return tooManyAttempts(verdict.retryAfterSeconds);
  const response = await respond(auth, request);
  if (response.ok) await limit.clear(email);
  else if (response.status !== 401) await limit.giveBack(email);
  return response;
}

/**
 * better-auth deletes an account without a password when the session is less than a day old; we
 * always ask for it, so a borrowed or stolen session cannot delete the account and its journal.
 */
function hasPassword(body: string): boolean {
  const password = field(body, 'password');
  return typeof password === 'string' && password.length > 0;
}

/** A top-level field of a JSON object body, or undefined when the body is not one. */
function field(body: string, name: string): unknown {
  const parsed = parseJson(body);
  return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>)[name] : undefined;
}

function parseJson(body: string): unknown {
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return undefined;
  }
}

/** 429 with Retry-After and a message that says how long to wait. */
function tooManyAttempts(retryAfterSeconds: number): Response {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  const wait = minutes <= 1 ? 'a minute' : `${minutes} minutes`;
  return errorResponse(429, 'TOO_MANY_ATTEMPTS', `Too many attempts. Try again in ${wait}.`, {
    'retry-after': String(retryAfterSeconds),
  });
}

async function reshapeError(response: Response): Promise<Response> {
  if (response.status === 429) {
    const seconds = Number(response.headers.get('x-retry-after'));
    return tooManyAttempts(Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : 60);
  }
  const body = (await response.json().catch(() => ({}))) as { code?: string; message?: string };
  const code = body.code ?? codeForStatus(response.status);
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  return errorResponse(response.status, code, MESSAGES[code] ?? body.message ?? 'Something went wrong.', headers);
}

/** Our error shape, keeping the given headers (a cookie better-auth clears, Retry-After). */
function errorResponse(
  status: number,
  code: string,
  message: string,
  init?: Headers | Record<string, string>,
): Response {
  const headers = new Headers(init);
  headers.set('content-type', 'application/json');
  return new Response(JSON.stringify({ error: { code, message } } satisfies ApiErrorBody), { status, headers });
}
