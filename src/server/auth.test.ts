import { beforeAll, describe, expect, it } from 'vitest';
import { uniqueEmail, serverForSuite } from './test-support/test-server.js';

const SESSION_COOKIE = 'touchline.session_token';
const ARGON2ID_PREFIX = '$argon2id$v=19$m=19456,t=2,p=1$';

interface ErrorBody {
  error: { code: string; message: string };
}

describe('accounts', () => {
  const app = serverForSuite({ rateLimit: 'off' });

  /** The stored credential rows for an email, read straight from better-auth's tables. */
  function credentialRows(email: string) {
    return app.server.database.db
      .withTables<{ account: { userId: string; password: string | null } }>()
      .selectFrom('user')
      .innerJoin('account', 'account.userId', 'user.id')
      .select(['user.id', 'account.password'])
      .where('user.email', '=', email)
      .execute();
  }

  function userCount(email: string) {
    return app.server.database.db
      .selectFrom('user')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('email', '=', email)
      .executeTakeFirstOrThrow()
      .then((row) => Number(row.count));
  }

  it('signs an athlete up, without signing them in, and stores an argon2id hash at the ASVS parameters', async () => {
    const browser = app.browser();
    const email = uniqueEmail();
    const password = 'Pass1234'; // the shortest allowed

    const response = await browser.signUp(email, password);

    expect(response.status).toBe(200);
    const body = (await response.json()) as { user: { email: string } };
    expect(body.user.email).toBe(email);
    expect(await browser.session()).toBeNull();
    const rows = await credentialRows(email);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.password).toMatch(/^\$argon2id\$/);
    expect(rows[0]!.password!.startsWith(ARGON2ID_PREFIX)).toBe(true);
    expect(rows[0]!.password).not.toContain(password);
  });

  it('answers a duplicate sign-up like a new one but keeps the first account and its password', async () => {
    const email = uniqueEmail();
    const fresh = await app.browser().signUp(email, 'first-password');
    const duplicate = await app.browser().signUp(email, 'second-password');

    expect(fresh.status).toBe(200);
    expect(duplicate.status).toBe(fresh.status);
    const [freshBody, duplicateBody] = (await Promise.all([fresh.json(), duplicate.json()])) as {
      user: Record<string, unknown>;
    }[];
    expect(Object.keys(duplicateBody!.user).sort()).toEqual(Object.keys(freshBody!.user).sort());
    expect(await userCount(email)).toBe(1);
    expect((await app.browser().signIn(email, 'first-password')).status).toBe(200);
    expect((await app.browser().signIn(email, 'second-password')).status).toBe(401);
  });

  it.each([
    ['a 200,000-character name', 'n'.repeat(200_000), () => uniqueEmail()],
    ['a 101-character name', 'n'.repeat(101), () => uniqueEmail()],
    ['an empty name', '', () => uniqueEmail()],
    ['a name of spaces', '   ', () => uniqueEmail()],
    ['a name that is not text', 42, () => uniqueEmail()],
    ['a 100,011-character email', 'Athlete', () => `${'e'.repeat(100_000)}@example.com`],
    ['a 255-character email', 'Athlete', () => `${'e'.repeat(243)}@example.com`],
  ])('refuses %s at sign-up, as update-user would, and creates no account', async (_case, name, emailOf) => {
    const email = emailOf();
    const response = await app.browser().request('/api/auth/sign-up/email', {
      json: { name, email, password: 'sign-up-password-1' },
    });

    expect(response.status).toBe(422);
    const body = (await response.json()) as ErrorBody;
    expect(body.error.code).toBe('VALIDATION_FAILED');
    expect(body.error.message).toMatch(/name|email/i);
    expect(await userCount(email)).toBe(0);
  });

  it('accepts a 100-character name and a 254-character email', async () => {
    const email = `${'e'.repeat(242)}@example.com`;
    expect(email).toHaveLength(254);
    const response = await app.browser().request('/api/auth/sign-up/email', {
      json: { name: 'n'.repeat(100), email, password: 'sign-up-password-1' },
    });

    expect(response.status).toBe(200);
    expect(await userCount(email)).toBe(1);
  });

  it.each([
    [7, 'PASSWORD_TOO_SHORT'],
    [129, 'PASSWORD_TOO_LONG'],
  ])('refuses a %i-character password with %s and creates no account', async (length, code) => {
    const email = uniqueEmail();
    const response = await app.browser().signUp(email, 'x'.repeat(length));

    expect(response.status).toBe(400);
    const body = (await response.json()) as ErrorBody;
    expect(body.error.code).toBe(code);
    expect(body.error.message).toMatch(/\w/);
    expect(await userCount(email)).toBe(0);
  });

  it('accepts a 128-character password and checks every character of it', async () => {
    const email = uniqueEmail();
    const password = 'p'.repeat(127) + 'A';
    const almost = 'p'.repeat(127) + 'B';

    expect((await app.browser().signUp(email, password)).status).toBe(200);
    expect((await app.browser().signIn(email, password)).status).toBe(200);
    expect((await app.browser().signIn(email, almost)).status).toBe(401);
  });

  it('answers a wrong password and an unknown email alike', async () => {
    const email = uniqueEmail();
    await app.browser().signUp(email, 'correct-password');

    const wrongPassword = await app.browser().signIn(email, 'wrong-password');
    const unknownEmail = await app.browser().signIn(uniqueEmail(), 'correct-password');

    expect(wrongPassword.status).toBe(401);
    expect(unknownEmail.status).toBe(wrongPassword.status);
    expect(await unknownEmail.json()).toEqual(await wrongPassword.json());
    expect(wrongPassword.headers.getSetCookie()).toEqual([]);
  });

  describe('a signed-in browser', () => {
    const email = uniqueEmail();
    const password = 'session-password';
    beforeAll(async () => {
      expect((await app.browser().signUp(email, password)).status).toBe(200);
    });

    it('gets an HttpOnly, SameSite=Lax session cookie that get-session resolves to the athlete', async () => {
      const browser = app.browser();
      expect(await browser.session()).toBeNull();

      const response = await browser.signIn(email, password);

      expect(response.status).toBe(200);
      const cookie = response.headers.getSetCookie().find((line) => line.startsWith(`${SESSION_COOKIE}=`));
      expect(cookie).toBeDefined();
      const attributes = cookie!.split(';').map((part) => part.trim().toLowerCase());
      expect(attributes).toContain('httponly');
      expect(attributes).toContain('samesite=lax');
      expect(attributes).toContain('path=/');
      const session = await browser.session();
      expect(session?.user.email).toBe(email);
    });

    it('signs out server-side: the old cookie replayed afterwards has no session', async () => {
      const browser = app.browser();
      expect((await browser.signIn(email, password)).status).toBe(200);
      const stolen = browser.cookies.get(SESSION_COOKIE)!;
      const replay = app.browser();
      replay.cookies.set(SESSION_COOKIE, stolen);
      expect((await replay.session())?.user.email).toBe(email);

      const response = await browser.signOut();

      expect(response.status).toBe(200);
      expect(browser.cookies.has(SESSION_COOKIE)).toBe(false);
      expect(await browser.session()).toBeNull();
      expect(await replay.session()).toBeNull();
    });
  });
});
