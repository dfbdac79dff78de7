import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

// The one thing each token allows: turning that athlete's reminder emails off, or one staff member's squad report
// emails of one team off. Naming the purpose in the signed part keeps a token made for anything else with the same
// key from ever passing for one of these.
const PURPOSE = 'reminder-email-off';
const REPORT_PURPOSE = 'report-email-off';
const MAX_TOKEN_CHARS = 400;
/** How long a link works after its email was sent. */
export const LINK_LIFETIME_MS = 90 * 24 * 60 * 60_000;
/** Servers sharing one database may disagree about the time by this much: a link a little from the future is fine. */
const CLOCK_SKEW_MS = 5 * 60_000;

/** The key that signs unsubscribe links, derived from the auth secret (so servers sharing one agree on it). */
export function unsubscribeKey(authSecret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', authSecret, 'touchline', 'reminder email unsubscribe token', 32));
}

const signature = (key: Buffer, payload: string) => createHmac('sha256', key).update(payload).digest();

/**
 * A token naming the athlete, the purpose and when its email was sent, signed. It ends 90 days after that, and once
 * used (the database keeps when the newest link used was sent: see turnEmailOffByLink).
 */
export function signUnsubscribeToken(key: Buffer, userId: string, sentAt = new Date()): string {
  return signed(key, { u: userId, p: PURPOSE, t: sentAt.getTime() });
}

/** A token that turns the squad report's email of team `teamId` off for staff member `userId` (one-click only). */
export function signReportUnsubscribeToken(key: Buffer, userId: string, teamId: string, sentAt = new Date()): string {
  return signed(key, { u: userId, p: REPORT_PURPOSE, team: teamId, t: sentAt.getTime() });
}

function signed(key: Buffer, claims: object): string {
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${payload}.${signature(key, payload).toString('base64url')}`;
}

/**
 * What a token is: valid (its athlete and when it was sent), expired (signed, but sent more than 90 days ago, or
 * before tokens said when: those never ended), or invalid (anything else). Whether that account still exists and
 * whether the link was used are the caller's to check.
 */
export type UnsubscribeLink =
  | {
      result: 'valid';
      userId: string;
      sentAt: Date;
      /** Set: a squad report's link, of this team. */ teamId: string | null;
    }
  | { result: 'expired' }
  | { result: 'invalid' };

export function verifyUnsubscribeToken(key: Buffer, token: unknown, now = new Date()): UnsubscribeLink {
  const invalid = { result: 'invalid' } as const;
  if (typeof token !== 'string' || token.length > MAX_TOKEN_CHARS) return invalid;
  const [, payload, sent] = /^([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]{43})$/.exec(token) ?? [];
  if (payload === undefined || sent === undefined) return invalid;
  // Compared as text: decoding would ignore the last character's 2 spare bits, letting 4 spellings of one signature in.
  const given = Buffer.from(sent);
  const expected = Buffer.from(signature(key, payload).toString('base64url'));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return invalid;
  let claims: { u?: unknown; p?: unknown; t?: unknown; team?: unknown };
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as typeof claims;
  } catch {
    return invalid;
  }
  const teamId =
    claims.p === REPORT_PURPOSE && typeof claims.team === 'string' && claims.team.length > 0 ? claims.team : null;
  if ((claims.p !== PURPOSE && teamId === null) || typeof claims.u !== 'string' || claims.u.length === 0)
    return invalid;
  if (claims.t === undefined) return { result: 'expired' };
  if (typeof claims.t !== 'number' || !Number.isSafeInteger(claims.t)) return invalid;
  if (claims.t > now.getTime() + CLOCK_SKEW_MS) return invalid;
  if (now.getTime() - claims.t > LINK_LIFETIME_MS) return { result: 'expired' };
  return { result: 'valid', userId: claims.u, sentAt: new Date(claims.t), teamId };
}
