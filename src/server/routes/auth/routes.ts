import { Hono, type Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Auth } from '../../auth.js';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../auth.js';
import type { Db } from '../../db/connect.js';
import { afterAnswer } from '../../http/after-answer.js';
import { CLIENT_IP_HEADER, clientAddress } from '../../http/client-ip.js';
import { apiError, codeForStatus, type ApiErrorBody } from '../../http/errors.js';
import { forgetSessionsOf } from '../../http/session.js';
import { checkValue, unstorableText } from '../../http/validate.js';
import { endResetLinks } from '../../reset-links.js';
import { RESET_ADDRESS_LIMIT, RESET_EMAIL_LIMIT, signInLimit, type SignInLimit } from '../../sign-in-limit.js';
import type { RouteDeps } from '../route-deps.js';
import { SIGN_ON_PROVIDER_ID } from '../../single-sign-on.js';
import { hasPassword } from './queries.js';
import { callbackUrl, deleteUserBody, resetRequestBody, signOnBody, signUpBody, updateUserBody } from './contract.js';

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
  INVALID_TOKEN: 'This link has expired. Ask for a new one.',
  RESET_PASSWORD_DISABLED:
    'This Touchline does not send email. The person who runs it can make you a reset link with `npm run admin -- reset-password`.',
};

/** better-auth's answer to a reset request, the same whether the email has an account or not. */
const RESET_REQUESTED = {
  status: true,
  message: 'If this email exists in our system, check your email for the reset link',
};

// Endpoints the app does not use, so not served: sign-in with other sites (OAuth) unless single sign-on is set, and
// then only with its one provider (the others would only echo input back into redirect headers: a 200 kB `code` made a
// header no client reads); linking a provider from a signed-in session; verify-password would answer a guess at a
// signed-in account's password.
const NOT_SERVED = /\/(sign-in\/social|link-social|callback\/.*|verify-password)$/;
const NOT_SERVED_WITH_SIGN_ON = new RegExp(`/(link-social|callback/(?!${SIGN_ON_PROVIDER_ID}$).*|verify-password)$`);

// With PASSWORD_SIGN_IN=off, everything that signs in with, makes or resets a password (change-password still checks
// the current one: an account linked from before keeps it until the person who runs Touchline deletes it).
const PASSWORD_ENDPOINTS = /\/(sign-in\/email|sign-up\/email|request-password-reset|reset-password(\/.*)?)$/;

/** How recent a sign-in with the provider must be to delete an account that has no password. */
const FRESH_SIGN_IN_MS = 5 * 60_000;

// Endpoints that check the signed-in account's password: each wrong guess counts against the account's
// sign-in limit, so a stolen session cannot guess the password any faster than signing in can.
const SESSION_PASSWORD_CHECKS = /\/(change-password|delete-user)$/;

/**
 * Serves better-auth under /api/auth with our client address, our error shape, a password on every
 * account deletion, other sessions ended on every password change, the account's reset links ended
 * when one is used, the password is changed or someone signs in with it, and a per-account limit on
 * every password check (better-auth limits per address).
 */
export function authRoutes({ auth, config, database: { db }, logger }: RouteDeps) {
  const accountLimit = config.AUTH_RATE_LIMIT === 'on' ? signInLimit(db) : null;
  const resetEmailLimit = config.AUTH_RATE_LIMIT === 'on' ? signInLimit(db, RESET_EMAIL_LIMIT) : null;
  const resetAddressLimit = config.AUTH_RATE_LIMIT === 'on' ? signInLimit(db, RESET_ADDRESS_LIMIT) : null;
  const signOn = config.oidc;
  const notServed = signOn ? NOT_SERVED_WITH_SIGN_ON : NOT_SERVED;
  return new Hono().on(['GET', 'POST'], '/*', async (c) => {
    const headers = new Headers(c.req.raw.headers);
    headers.set(CLIENT_IP_HEADER, clientAddress(c, config.TRUSTED_PROXIES));
    const path = c.req.path;
    if (notServed.test(path)) {
      return apiError(c, 404, 'NOT_FOUND', 'Touchline does not serve this; accounts sign in with email and password.');
    }
    if (signOn && config.PASSWORD_SIGN_IN === 'off' && PASSWORD_ENDPOINTS.test(path)) {
      return apiError(c, 403, 'PASSWORD_SIGN_IN_OFF', `This Touchline signs in with ${signOn.name} only.`);
    }
    const unstorableInUrl = unstorableText({ path, query: c.req.queries() });
    if (unstorableInUrl) return apiError(c, 400, 'VALIDATION_FAILED', unstorableInUrl.message);
    const callback = c.req.query('callbackURL');
    if (callback !== undefined && !checkValue(callbackUrl, callback).success) {
      return apiError(c, 400, 'INVALID_CALLBACK_URL', MESSAGES.INVALID_CALLBACK_URL!);
    }
    if (c.req.method !== 'POST') return respond(c, auth, new Request(c.req.raw, { headers }));

    const text = await c.req.text();
    const json = parseJson(text);
    const unstorable = unstorableText(json);
    if (unstorable) return apiError(c, 400, 'VALIDATION_FAILED', `${unstorable.field}: ${unstorable.message}`);
    const refusal = refuseBody(c, path, json);
    if (refusal) return refusal;
    const body = path.endsWith('/change-password') ? withOtherSessionsRevoked(json, text) : text;
    const request = new Request(c.req.raw.url, { method: 'POST', headers, body });
    if (path.endsWith('/sign-in/email')) {
      const email = field(json, 'email');
      const response =
        typeof email === 'string' && email !== ''
          ? await checkPassword(c, request, email)
          : await respond(c, auth, request);
      const userId = response.ok ? await signedInUserId(response) : null;
      if (userId) await endResetLinks(db, userId);
      return response;
    }
    if (signOn && path.endsWith('/sign-in/social')) return startSignOn(c, request, json, signOn.name);
    if (path.endsWith('/request-password-reset')) return requestPasswordReset(c, request, json, headers);
    if (path.endsWith('/reset-password')) return resetPassword(c, auth, db, request, json);
    if (!SESSION_PASSWORD_CHECKS.test(path)) return respond(c, auth, request);
    const signedIn = await auth.api.getSession({ headers });
    if (!signedIn) return respond(c, auth, request);
    const { user } = signedIn;
    if (path.endsWith('/delete-user') && !(await hasPassword(db, user.id))) {
      return deleteWithoutPassword(c, signedIn.session.createdAt, new Request(request, { body: '{}' }), user.id);
    }
    if (path.endsWith('/delete-user') && !checkValue(deleteUserBody, json).success) {
      return apiError(c, 400, 'PASSWORD_REQUIRED', MESSAGES.PASSWORD_REQUIRED!);
    }
    const response = await checkPassword(c, request, user.email);
    if (response.ok && path.endsWith('/delete-user')) forgetSessionsOf(auth, user.id);
    if (response.ok && path.endsWith('/change-password')) await endResetLinks(db, user.id);
    return response;
  });

  /**
   * Answers a reset request before anything about the email is looked up: within the limits, a well-formed email gets
   * the same answer at once whether it has an account or not, and the look-up, the link's token and the email follow
   * after the answer. (better-auth alone looks the account up and stores the token first: a known email answered
   * measurably later.) A malformed body, or a server that sends no email, gets better-auth's own refusal.
   */
  async function requestPasswordReset(
    c: Context,
    request: Request,
    json: unknown,
    headers: Headers,
  ): Promise<Response> {
    const email = field(json, 'email');
    const byAddress = resetAddressLimit ? await resetAddressLimit.take(headers.get(CLIENT_IP_HEADER) ?? '') : null;
    if (byAddress && !byAddress.allowed) return tooManyAttempts(c, byAddress.retryAfterSeconds);
    const byEmail = resetEmailLimit && typeof email === 'string' ? await resetEmailLimit.take(email) : null;
    if (byEmail && !byEmail.allowed) return tooManyAttempts(c, byEmail.retryAfterSeconds);
    const body = checkValue(resetRequestBody, json);
    const sends = Boolean((await auth.$context).options.emailAndPassword?.sendResetPassword);
    if (!body.success || !sends) return respond(c, auth, request);
    afterAnswer(c, () => {
      auth.api
        .requestPasswordReset({ body: { email: body.data.email } })
        .catch((error: unknown) => logger.error({ err: error }, 'could not make a password reset link'));
    });
    return Response.json(RESET_REQUESTED);
  }

  /**
   * Sends the browser to the provider, with the one provider and a path of ours to come back to. A provider that
   * cannot be reached (better-auth then has no provider by that name) is said in words, as a 503.
   */
  async function startSignOn(c: Context, request: Request, json: unknown, name: string): Promise<Response> {
    const body = checkValue(signOnBody, json);
    if (!body.success) return apiError(c, 400, 'VALIDATION_FAILED', body.message);
    const response = await auth.handler(request);
    if (response.status === 404) {
      await response.body?.cancel();
      return apiError(
        c,
        503,
        'SIGN_ON_UNAVAILABLE',
        `${name} cannot be reached right now. Try again in a few minutes.`,
      );
    }
    return response.status < 400 ? response : reshapeError(c, response);
  }

  /**
   * An account the provider made has no password to ask for (decision 005): a sign-in with the provider within the
   * last few minutes is the proof instead, as a bank asks to sign in again before closing an account.
   */
  async function deleteWithoutPassword(c: Context, signedInAt: Date, request: Request, userId: string) {
    if (Date.now() - new Date(signedInAt).getTime() > FRESH_SIGN_IN_MS) {
      const provider = signOn?.name ?? 'your provider';
      const message = `To delete your account, sign in with ${provider} again, then delete it within 5 minutes.`;
      return apiError(c, 403, 'SIGN_IN_AGAIN', message);
    }
    const response = await respond(c, auth, request);
    if (response.ok) forgetSessionsOf(auth, userId);
    return response;
  }

  function checkPassword(c: Context, request: Request, email: string): Promise<Response> {
    return accountLimit ? limitedPasswordCheck(c, auth, accountLimit, request, email) : respond(c, auth, request);
  }
}

/**
 * A password reset with a valid link also signs the athlete in on this device: better-auth ends every session of
 * the account and sets the password; we end the account's other reset links and then sign in with it. Following the
 * emailed link proves the address, so it counts as verified.
 */
async function resetPassword(c: Context, auth: Auth, db: Db, request: Request, json: unknown): Promise<Response> {
  const token = field(json, 'token');
  const newPassword = field(json, 'newPassword');
  const context = await auth.$context;
  const verification =
    typeof token === 'string' && token !== ''
      ? await context.internalAdapter.findVerificationValue(`reset-password:${token}`)
      : null;
  const response = await respond(c, auth, request);
  if (!response.ok || !verification || typeof newPassword !== 'string') return response;
  const user = await context.internalAdapter.findUserById(verification.value);
  if (!user) return response;
  forgetSessionsOf(auth, user.id);
  await endResetLinks(db, user.id);
  if (!user.emailVerified) await context.internalAdapter.updateUser(user.id, { emailVerified: true });
  const signedIn = await auth.api.signInEmail({
    body: { email: user.email, password: newPassword },
    headers: request.headers,
    asResponse: true,
  });
  const headers = new Headers({ 'content-type': 'application/json' });
  for (const cookie of signedIn.headers.getSetCookie()) headers.append('set-cookie', cookie);
  const signedInUser = signedIn.ok ? { id: user.id, email: user.email } : null;
  return new Response(JSON.stringify({ status: true, user: signedInUser }), { status: 200, headers });
}

/** The user id in a successful sign-in's answer, or null. */
async function signedInUserId(response: Response): Promise<string | null> {
  const body = (await response
    .clone()
    .json()
    .catch(() => null)) as { user?: { id?: unknown } } | null;
  return typeof body?.user?.id === 'string' ? body.user.id : null;
}

/** Our answer to a body better-auth would take but should not, or null when it may go on. */
function refuseBody(c: Context, path: string, json: unknown): Response | null {
  const schema = path.endsWith('/update-user') ? updateUserBody : path.endsWith('/sign-up/email') ? signUpBody : null;
  const checked = schema && checkValue(schema, json);
  if (checked && !checked.success) return apiError(c, 422, 'VALIDATION_FAILED', checked.message);
  return null;
}

/**
 * A password change always ends the account's other sessions, whatever the client asks: whoever
 * changes a password because it leaked wants every other device signed out. The body is rebuilt from
 * its two passwords (better-auth reads nothing else); one without them goes on as sent, to be refused.
 */
function withOtherSessionsRevoked(json: unknown, text: string): string {
  const currentPassword = field(json, 'currentPassword');
  const newPassword = field(json, 'newPassword');
  if (typeof currentPassword !== 'string' || typeof newPassword !== 'string') return text;
  return JSON.stringify({ currentPassword, newPassword, revokeOtherSessions: true });
}

async function respond(c: Context, auth: Auth, request: Request): Promise<Response> {
  const response = await auth.handler(request);
  // Redirects (email links) pass as they are; only errors take our shape.
  return response.status < 400 ? response : reshapeError(c, response);
}

/**
 * A check of an account's password (sign-in, password change, account deletion), counted against the
 * account: refused while the account's window is full. A right password clears the count; an answer
 * that was not about the password (a bad request, the per-address limit) gives its attempt back.
 */
async function limitedPasswordCheck(
  c: Context,
  auth: Auth,
  limit: SignInLimit,
  request: Request,
  email: string,
): Promise<Response> {
  const verdict = await limit.take(email);
  if (!verdict.allowed) return tooManyAttempts(c, verdict.retryAfterSeconds);
  const response = await respond(c, auth, request);
  if (response.ok) await limit.clear(email);
  else if (!(await isWrongPassword(response))) await limit.giveBack(email);
  return response;
}

/** Whether an answer says the password was wrong: 401 at sign-in, INVALID_PASSWORD for a signed-in check. */
async function isWrongPassword(response: Response): Promise<boolean> {
  if (response.status === 401) return true;
  const body = (await response
    .clone()
    .json()
    .catch(() => null)) as ApiErrorBody | null;
  return body?.error.code === 'INVALID_PASSWORD';
}

/** A top-level field of a JSON object, or undefined when the value is not one. */
function field(json: unknown, name: string): unknown {
  return json && typeof json === 'object' ? (json as Record<string, unknown>)[name] : undefined;
}

function parseJson(body: string): unknown {
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return undefined;
  }
}

/** 429 with Retry-After and a message that says how long to wait. */
function tooManyAttempts(c: Context, retryAfterSeconds: number): Response {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  const wait = minutes <= 1 ? 'a minute' : `${minutes} minutes`;
  const headers = { 'retry-after': String(retryAfterSeconds) };
  return apiError(c, 429, 'TOO_MANY_ATTEMPTS', `Too many attempts. Try again in ${wait}.`, { headers });
}

/** better-auth's refusal in our shape, with the headers it carried (a cookie it clears). */
async function reshapeError(c: Context, response: Response): Promise<Response> {
  if (response.status === 429) {
    const seconds = Number(response.headers.get('x-retry-after'));
    return tooManyAttempts(c, Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : 60);
  }
  const body = (await response.json().catch(() => ({}))) as { code?: string; message?: string };
  const code = body.code ?? codeForStatus(response.status);
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  headers.delete('content-type');
  const message = MESSAGES[code] ?? body.message ?? 'Something went wrong.';
  return apiError(c, response.status as ContentfulStatusCode, code, message, { headers });
}
