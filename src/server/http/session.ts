import { createHash } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { Auth } from '../auth.js';
import { apiError } from './errors.js';

/** The signed-in athlete, as the API routes see them. */
export interface SessionUser {
  id: string;
  email: string;
}

export type SessionEnv = { Variables: { user: SessionUser } };

/**
 * How long a checked session is trusted without asking the database again. A session signed out,
 * revoked or expired elsewhere (another process, another device) stops working within this time.
 */
const SESSION_CHECK_TTL_MS = 1000;
const MAX_CACHED_SESSIONS = 10_000;

interface CachedSession {
  user: SessionUser;
  /** Wall-clock ms: the TTL from when the lookup started, or the session's own expiry if sooner. */
  until: number;
}

/**
 * Valid sessions recently checked by better-auth, keyed by a hash of the request's whole Cookie
 * header: the same header always meant the same answer, so nothing the library checks is skipped,
 * and no token is kept in memory in the clear. Failed checks are never cached.
 */
class SessionCache {
  private readonly entries = new Map<string, CachedSession>();

  get(key: string, now: number): SessionUser | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.until > now) return entry.user;
    this.entries.delete(key);
    return undefined;
  }

  set(key: string, entry: CachedSession): void {
    // Bounded: a flood of distinct cookies pushes out the oldest entries (Map keeps insertion order).
    if (this.entries.size >= MAX_CACHED_SESSIONS) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, entry);
  }
}

// One cache per auth instance (per server), so two servers in one test process stay independent.
const caches = new WeakMap<Auth, SessionCache>();

function cacheFor(auth: Auth): SessionCache {
  let cache = caches.get(auth);
  if (!cache) caches.set(auth, (cache = new SessionCache()));
  return cache;
}

/** Lets a request through only with a valid session, and exposes its user as `c.var.user`. */
export function requireSession(auth: Auth): MiddlewareHandler<SessionEnv> {
  const cache = cacheFor(auth);
  return async (c, next) => {
    const cookie = c.req.header('cookie');
    if (!cookie) return apiError(c, 401, 'UNAUTHORIZED', 'You need to be signed in.');
    const key = createHash('sha256').update(cookie).digest('base64url');
    const started = Date.now();
    let user = cache.get(key, started);
    if (!user) {
      const session = await auth.api.getSession({ headers: c.req.raw.headers });
      if (!session) return apiError(c, 401, 'UNAUTHORIZED', 'You need to be signed in.');
      user = { id: session.user.id, email: session.user.email };
      const until = Math.min(started + SESSION_CHECK_TTL_MS, new Date(session.session.expiresAt).getTime());
      cache.set(key, { user, until });
    }
    c.set('user', user);
    return next();
  };
}
