import type { HttpBindings } from '@hono/node-server';
import type { Context } from 'hono';
import { ACCESS_TOKEN_PATTERN, type AccessTokenScope } from '../../domain/access-tokens.js';
import { markTokenUsed, tokenByHash } from '../data/access-tokens.js';
import { hashLinkToken } from '../data/link-tokens.js';
import type { Db } from '../db/connect.js';
import { addressLimit } from './address-limit.js';
import { apiError } from './errors.js';

/** What a token may do in a minute: a script syncing a watch asks far less; a runaway loop is stopped. */
export const TOKEN_RATE_LIMIT = { attempts: 300, windowSeconds: 60 };
/** A token's row is looked at again after this long: a revoked token stops working within it on every server. */
const ROW_CHECK_TTL_MS = 1000;
/** last_used_at is written at most this often: no write per request. */
const LAST_USED_EVERY_MS = 60_000;
const MAX_CACHED_TOKENS = 10_000;
const READ_METHODS = new Set(['GET', 'HEAD']);

interface CheckedToken {
  id: string;
  userId: string;
  email: string;
  scope: AccessTokenScope;
  /** Wall-clock ms until which the last look at the row is trusted. */
  rowCheckUntil: number;
  /** When last_used_at was last seen or written (wall-clock ms), 0 when never. */
  lastUsedAt: number;
}

/**
 * The request's Authorization header. Served by Node, it is read from Node's own parsed headers, as the cookie is
 * (session.ts): every API request asks, and the fetch Request's `headers` would be built in full for this one value.
 */
function authorizationHeader(c: Context): string | undefined {
  const incoming = (c.env as Partial<HttpBindings> | undefined)?.incoming;
  return incoming ? incoming.headers.authorization : c.req.header('authorization');
}

/**
 * The request's bearer credential (what follows `Bearer `, '' when nothing does), or undefined without one: then the
 * cookie decides. Another scheme is not ours: a proxy's Basic sign-in in front of the app sends one on every request.
 */
export function bearerCredential(c: Context): string | undefined {
  const header = authorizationHeader(c);
  if (header === undefined || !/^Bearer(?:[ \t]|$)/i.test(header)) return undefined;
  return header.slice('Bearer'.length).trim();
}

/** Whether the request carries `Authorization: Bearer ...`: it is then a token's request, never a cookie's. */
export function hasBearer(c: Context): boolean {
  return bearerCredential(c) !== undefined;
}

export type TokenVerdict =
  { user: { id: string; email: string }; refusal?: undefined } | { user?: undefined; refusal: Response };

/**
 * The tokens one server has checked, keyed by their hash (the token itself is never kept), and each token's count of
 * requests this minute.
 */
export class AccessTokenChecks {
  private readonly checked = new Map<string, CheckedToken>();
  private readonly limit = addressLimit(TOKEN_RATE_LIMIT);

  constructor(private readonly db: Db) {}

  /** Who the token is, or the answer that refuses it: 401 unknown or revoked, 403 a Read token writing, 429. */
  async check(c: Context, token: string): Promise<TokenVerdict> {
    if (!ACCESS_TOKEN_PATTERN.test(token)) return { refusal: unknownToken(c) };
    const key = hashLinkToken(token);
    const now = Date.now();
    const entry = await this.lookUp(key, now);
    if (!entry) return { refusal: unknownToken(c) };
    const verdict = this.limit.take(entry.id, now);
    if (!verdict.allowed) {
      return {
        refusal: apiError(c, 429, 'TOO_MANY_ATTEMPTS', 'Too many requests with this token. Try again in a minute.', {
          headers: { 'Retry-After': String(verdict.retryAfterSeconds) },
        }),
      };
    }
    if (entry.scope === 'read' && !READ_METHODS.has(c.req.method)) {
      const message = 'This access token can only read. Make a "Read and write" token to change the journal.';
      return { refusal: apiError(c, 403, 'READ_ONLY_TOKEN', message) };
    }
    return { user: { id: entry.userId, email: entry.email } };
  }

  /** Forgets a token at once (revoked here); other servers stop taking it within a second. */
  forgetToken(id: string): void {
    for (const [key, entry] of this.checked) if (entry.id === id) this.checked.delete(key);
  }

  /** Forgets every token of an account (deleted here). */
  forgetUser(userId: string): void {
    for (const [key, entry] of this.checked) if (entry.userId === userId) this.checked.delete(key);
  }

  private async lookUp(key: string, now: number): Promise<CheckedToken | undefined> {
    const cached = this.checked.get(key);
    if (cached && cached.rowCheckUntil > now) return cached;
    const row = await tokenByHash(this.db, key);
    if (!row) {
      this.checked.delete(key);
      return undefined;
    }
    const entry: CheckedToken = {
      id: row.id,
      userId: row.user_id,
      email: row.email,
      scope: row.scope as AccessTokenScope,
      rowCheckUntil: now + ROW_CHECK_TTL_MS,
      lastUsedAt: Math.max(cached?.lastUsedAt ?? 0, row.last_used_at ? Date.parse(row.last_used_at) : 0),
    };
    if (now - entry.lastUsedAt >= LAST_USED_EVERY_MS) {
      entry.lastUsedAt = now;
      await markTokenUsed(this.db, row.id, new Date(now));
    }
    // Bounded: a flood of distinct tokens pushes out the oldest entries (a Map keeps insertion order).
    this.checked.delete(key);
    if (this.checked.size >= MAX_CACHED_TOKENS) this.checked.delete(this.checked.keys().next().value!);
    this.checked.set(key, entry);
    return entry;
  }
}

function unknownToken(c: Context): Response {
  const message = 'This access token is not valid: it was revoked, or never existed. Make a new one in Profile.';
  return apiError(c, 401, 'INVALID_TOKEN', message);
}
