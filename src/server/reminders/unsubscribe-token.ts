import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

// The one thing these tokens allow: turning that athlete's reminder emails off. Naming the purpose in the signed part
// keeps a token made for anything else with the same key from ever passing for one of these.
const PURPOSE = 'reminder-email-off';
const MAX_TOKEN_CHARS = 400;

/** The key that signs unsubscribe links, derived from the auth secret (so servers sharing one agree on it). */
export function unsubscribeKey(authSecret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', authSecret, 'touchline', 'reminder email unsubscribe token', 32));
}

const signature = (key: Buffer, payload: string) => createHmac('sha256', key).update(payload).digest();

/** A token naming the athlete and the purpose, signed: it needs no stored state to check. */
export function signUnsubscribeToken(key: Buffer, userId: string): string {
  const payload = Buffer.from(JSON.stringify({ u: userId, p: PURPOSE })).toString('base64url');
  return `${payload}.${signature(key, payload).toString('base64url')}`;
}

/**
 * The athlete a token names, when its signature and purpose are right; null for anything else. Whether that account
 * still exists is the caller's to check (a token must not outlive the account).
 */
export function verifyUnsubscribeToken(key: Buffer, token: unknown): string | null {
  if (typeof token !== 'string' || token.length > MAX_TOKEN_CHARS) return null;
  const match = /^([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const [, payload, sent] = match as unknown as [string, string, string];
  const given = Buffer.from(sent, 'base64url');
  const expected = signature(key, payload);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { u?: unknown; p?: unknown };
    return claims.p === PURPOSE && typeof claims.u === 'string' && claims.u.length > 0 ? claims.u : null;
  } catch {
    return null;
  }
}
