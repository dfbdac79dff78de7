import { describe, expect, it } from 'vitest';
import { uniqueEmail, type TestBrowser, serverForSuite } from '../test-support/test-server.js';

const PASSWORD = 'session-pass-1';
/** The alphabet better-auth draws session tokens from (a-z, A-Z, 0-9). */
const TOKEN_ALPHABET = 62;
const SIGN_INS = 20;

interface Cookie {
  name: string;
  value: string;
  /** Lower-cased attribute name -> value ('' for flags). */
  attributes: Map<string, string>;
}

function parseSetCookie(line: string): Cookie {
  const [pair = '', ...parts] = line.split(';').map((part) => part.trim());
  const eq = pair.indexOf('=');
  const attributes = new Map<string, string>();
  for (const part of parts) {
    const [key = '', ...value] = part.split('=');
    attributes.set(key.toLowerCase(), value.join('='));
  }
  return { name: pair.slice(0, eq), value: pair.slice(eq + 1), attributes };
}

async function signedInCookies(browser: TestBrowser, origin?: string): Promise<Cookie[]> {
  const email = uniqueEmail('cookies');
  const headers: Record<string, string> = origin ? { origin } : {};
  const signUp = { name: 'Test Athlete', email, password: PASSWORD };
  expect((await browser.request('/api/auth/sign-up/email', { json: signUp, headers })).status).toBe(200);
  const response = await browser.request('/api/auth/sign-in/email', { json: { email, password: PASSWORD }, headers });
  expect(response.status).toBe(200);
  return response.headers.getSetCookie().map(parseSetCookie);
}

describe('session cookies over http (PUBLIC_URL unset: this machine only)', () => {
  const app = serverForSuite();

  it('are HttpOnly, SameSite=Lax and Path=/, and not Secure (the server is reached over plain http)', async () => {
    const [session, ...others] = await signedInCookies(app.browser());

    expect(others).toEqual([]);
    expect(session!.name).toBe('touchline.session_token');
    expect(session!.attributes.has('httponly')).toBe(true);
    expect(session!.attributes.get('samesite')?.toLowerCase()).toBe('lax');
    expect(session!.attributes.get('path')).toBe('/');
    expect(session!.attributes.has('secure')).toBe(false);
    expect(session!.attributes.has('domain')).toBe(false);
  });

  it(`carry a random token of at least 128 bits: ${SIGN_INS} sign-ins, ${SIGN_INS} different 32-character tokens`, async () => {
    const tokens: string[] = [];
    for (let i = 0; i < SIGN_INS; i++) {
      const [session] = await signedInCookies(app.browser());
      // The cookie is the token and its HMAC signature; the token alone is what the database keys on.
      const [token, signature] = decodeURIComponent(session!.value).split('.');
      expect(signature).toMatch(/^[A-Za-z0-9+/=_-]{40,}$/);
      tokens.push(token!);
    }
    const stored = await app.server.database.db
      .withTables<{ session: { token: string } }>()
      .selectFrom('session')
      .select('token')
      .where('token', 'in', tokens)
      .execute();

    expect(stored).toHaveLength(SIGN_INS);
    expect(new Set(tokens).size).toBe(SIGN_INS);
    for (const token of tokens) expect(token).toMatch(/^[A-Za-z0-9]{32}$/);
    const bits = tokens[0]!.length * Math.log2(TOKEN_ALPHABET);
    expect(bits).toBeGreaterThanOrEqual(128);
    // The tokens use the whole alphabet (640 characters drawn: a narrower generator would show here).
    expect(new Set(tokens.join('')).size).toBeGreaterThan(55);
    console.info(`session token: ${tokens[0]!.length} characters of ${TOKEN_ALPHABET} = ${bits.toFixed(1)} bits`);
  });
});

describe('session cookies behind https (PUBLIC_URL=https://...)', () => {
  const publicUrl = 'https://touchline.example';
  const app = serverForSuite({ publicUrl });

  it('are Secure, __Host- prefixed (no Domain, Path=/), HttpOnly and SameSite=Lax, and sign the athlete in', async () => {
    const browser = app.browser();
    const [session, ...others] = await signedInCookies(browser, publicUrl);

    expect(others).toEqual([]);
    expect(session!.name).toBe('__Host-touchline.session_token');
    expect(session!.attributes.has('secure')).toBe(true);
    expect(session!.attributes.get('path')).toBe('/');
    expect(session!.attributes.has('domain')).toBe(false);
    expect(session!.attributes.has('httponly')).toBe(true);
    expect(session!.attributes.get('samesite')?.toLowerCase()).toBe('lax');
    const signedIn = await browser.request('/api/account/export');
    expect(signedIn.status).toBe(200);
  });

  it('come with Strict-Transport-Security on every response', async () => {
    for (const path of ['/api/health', '/api/no-such-route', '/api/entries/day/2026-05-14', '/signin']) {
      const response = await app.browser().request(path);
      expect(response.headers.get('strict-transport-security'), path).toMatch(/^max-age=(\d{8,})/);
      expect(
        Number(/max-age=(\d+)/.exec(response.headers.get('strict-transport-security')!)![1]),
      ).toBeGreaterThanOrEqual(180 * 24 * 3600);
    }
  });

  it('refuse a state change from the http origin of the same host', async () => {
    const response = await app.browser().request('/api/auth/sign-in/email', {
      json: { email: uniqueEmail(), password: PASSWORD },
      headers: { origin: 'http://touchline.example' },
    });
    expect(response.status).toBe(403);
  });
});

describe('without https', () => {
  const app = serverForSuite();

  it('sends no Strict-Transport-Security (it would pin a plain-http server to https)', async () => {
    const response = await app.browser().request('/api/health');
    expect(response.headers.get('strict-transport-security')).toBeNull();
  });
});
