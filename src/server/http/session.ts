import { hash } from 'node:crypto';
import type { HttpBindings } from '@hono/node-server';
import type { Context, MiddlewareHandler } from 'hono';
import type { Auth } from '../auth.js';
import type { Db } from '../db/connect.js';
import { AccessTokenChecks, bearerCredential } from './access-token-auth.js';
import { notSignedIn } from './errors.js';
import { describedAsSignedIn } from './openapi.js';

/** The signed-in athlete, as the API routes see them. */
export interface SessionUser {
  id: string;
  email: string;
}

export type SessionEnv = { Variables: { user: SessionUser } };

/** How long better-auth's full check of a cookie (signature, session, user) is reused. */
const FULL_CHECK_TTL_MS = 60_000;
/**
 * How long a look at the session's row is trusted: a session signed out, revoked or expired anywhere
 * (any process, any device) stops working within this time.
 */
const ROW_CHECK_TTL_MS = 1000;
const MAX_CACHED_SESSIONS = 10_000;

interface CheckedSession {
  user: SessionUser;
  /** The session's token (the cookie's value without its signature), to look its row up again. */
  token: string;
  /** When the session itself expires (wall-clock ms). */
  expiresAt: number;
  /** Wall-clock ms until which the full check is reused. */
  fullCheckUntil: number;
  /** Wall-clock ms until which the last look at the session's row is trusted. */
  rowCheckUntil: number;
}

/**
 * Sessions better-auth has fully checked, keyed by a hash of the request's whole Cookie header: the
 * same header always meant the same answer, and no cookie is kept in memory as it was sent. Failed
 * checks are never kept.
 */
class CheckedSessions {
  private readonly entries = new Map<string, CheckedSession>();

  get(key: string, now: number): CheckedSession | undefined {
    const entry = this.entries.get(key);
    if (entry && entry.fullCheckUntil > now) return entry;
    this.entries.delete(key);
    return undefined;
  }

  set(key: string, entry: CheckedSession): void {
    // Bounded: a flood of distinct cookies pushes out the oldest entries (a Map keeps insertion order).
    if (this.entries.size >= MAX_CACHED_SESSIONS) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, entry);
  }

  delete(key: string): void {
    this.entries.delete(key);
  }

  deleteUser(userId: string): void {
    for (const [key, entry] of this.entries) if (entry.user.id === userId) this.entries.delete(key);
  }
}

// One cache per auth instance (per server), so two servers in one test process stay independent.
const caches = new WeakMap<Auth, CheckedSessions>();
const tokenCaches = new WeakMap<Auth, AccessTokenChecks>();

function cacheFor(auth: Auth): CheckedSessions {
  let cache = caches.get(auth);
  if (!cache) caches.set(auth, (cache = new CheckedSessions()));
  return cache;
}

function tokensFor(auth: Auth, db: Db): AccessTokenChecks {
  let tokens = tokenCaches.get(auth);
  if (!tokens) tokenCaches.set(auth, (tokens = new AccessTokenChecks(db)));
  return tokens;
}

/**
 * Forgets this server's checks of a user's sessions (the account was just deleted), so none of its
 * requests gets through in the second a row check is trusted. Other servers on the same database stop
 * within that second; a write that reaches the database meanwhile finds no account (app.ts: 401).
 */
export function forgetSessionsOf(auth: Auth, userId: string): void {
  caches.get(auth)?.deleteUser(userId);
  tokenCaches.get(auth)?.forgetUser(userId);
}

/** Forgets this server's check of an access token (just revoked): other servers stop taking it within a second. */
export function forgetAccessToken(auth: Auth, tokenId: string): void {
  tokenCaches.get(auth)?.forgetToken(tokenId);
}

/**
 * The session row's expiry (wall-clock ms), or null once the row is gone: one read of the unique
 * token index, straight through Kysely (better-auth's adapter costs more than the query itself).
 */
async function sessionRowExpiry(db: Db, token: string): Promise<number | null> {
  const row = await db.selectFrom('session').select('expiresAt').where('token', '=', token).executeTakeFirst();
  return row ? new Date(row.expiresAt).getTime() : null;
}

/**
 * The request's Cookie header. Served by Node, it is read from Node's own parsed headers: the fetch
 * Request's `headers` would be built in full (every header converted and checked) for this one value.
 */
function cookieHeader(c: Context): string | undefined {
  const incoming = (c.env as Partial<HttpBindings> | undefined)?.incoming;
  return incoming ? incoming.headers.cookie : c.req.header('cookie');
}

/**
 * Who the request's session cookie signs in, or null: better-auth checks a cookie fully the first time and every
 * minute; in between, the session's row is re-read when the last look is a second old, and the session's own expiry is
 * checked on every request.
 */
async function cookieSessionUser(c: Context, cache: CheckedSessions, auth: Auth, db: Db): Promise<SessionUser | null> {
  const cookie = cookieHeader(c);
  if (!cookie) return null;
  const key = hash('sha256', cookie, 'base64url');
  const now = Date.now();
  const checked = cache.get(key, now);
  if (checked) {
    if (checked.rowCheckUntil <= now) {
      const expiresAt = await sessionRowExpiry(db, checked.token);
      checked.expiresAt = expiresAt ?? 0;
      checked.rowCheckUntil = now + ROW_CHECK_TTL_MS;
    }
    if (checked.expiresAt > now) return checked.user;
    cache.delete(key);
    return null;
  }
  const session = await auth.api.getSession({ headers: c.req.raw.headers });
  if (!session) return null;
  const user = { id: session.user.id, email: session.user.email };
  cache.set(key, {
    user,
    token: session.session.token,
    expiresAt: new Date(session.session.expiresAt).getTime(),
    fullCheckUntil: now + FULL_CHECK_TTL_MS,
    rowCheckUntil: now + ROW_CHECK_TTL_MS,
  });
  return user;
}

/** Who a page's visit is signed in as by its session cookie (never by a token), or null. */
export const pageSessionUser = (c: Context, auth: Auth, db: Db) => cookieSessionUser(c, cacheFor(auth), auth, db);

/**
 * Lets a request through only with a valid session or access token, and exposes its user as `c.var.user`: the one
 * place that decides who a request is. `Authorization: Bearer tl_...` makes it a token's request, its cookie unread
 * (access-token-auth.ts: scope, rate limit, revocation). Otherwise its session cookie (`cookieSessionUser`).
 */
export function requireSession(auth: Auth, db: Db): MiddlewareHandler<SessionEnv> {
  const cache = cacheFor(auth);
  const tokens = tokensFor(auth, db);
  const middleware: MiddlewareHandler<SessionEnv> = async (c, next) => {
    // Mounted routes may stack (/api/account/tokens under /api/account): the first check decides.
    if (c.var.user) return next();
    const bearer = bearerCredential(c);
    if (bearer !== undefined) {
      const verdict = await tokens.check(c, bearer);
      if (verdict.refusal) return verdict.refusal;
      c.set('user', verdict.user);
      return next();
    }
    const user = await cookieSessionUser(c, cache, auth, db);
    if (!user) return notSignedIn(c);
    c.set('user', user);
    return next();
  };
  return describedAsSignedIn(middleware);
}
