import { sql } from 'kysely';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  passThroughProvider,
  startOidcProvider,
  type IdTokenFault,
  type TestOidcProvider,
} from '../test-support/oidc-provider.js';
import {
  freePort,
  signedInBrowser,
  startTestServer,
  TEST_PASSWORD,
  uniqueEmail,
  type TestBrowser,
  type TestServer,
} from '../test-support/test-server.js';

/** Touchline and a real OpenID provider on 127.0.0.1, each knowing the other's address. */
function serverWithProvider(options: { passwordSignIn?: 'on' | 'off' } = {}) {
  const rig = {} as { app: TestServer; provider: TestOidcProvider };
  beforeAll(async () => {
    const port = await freePort();
    rig.provider = await startOidcProvider({ redirectUri: `http://127.0.0.1:${port}/api/auth/callback/oidc` });
    rig.app = await startTestServer({ port, oidc: { ...rig.provider, name: 'Club ID' }, ...options });
  });
  afterAll(async () => {
    await rig.app?.cleanup();
    await rig.provider?.stop();
  });
  return rig;
}

/** A person the provider knows, with a new email unless given one. */
function personAt(provider: TestOidcProvider, { email = uniqueEmail('sso'), emailVerified = true } = {}) {
  const sub = `person-${randomUUID()}`;
  provider.accounts.set(sub, { sub, email, emailVerified, name: 'Ana Sso' });
  return { sub, email };
}

/** Presses "Sign in with ..." in `browser`: the provider's address to go to (and the state cookie set). */
async function startSignOn(browser: TestBrowser): Promise<string> {
  const response = await browser.request('/api/auth/sign-in/social', { json: { provider: 'oidc', callbackURL: '/' } });
  expect(response.status).toBe(200);
  const body = (await response.json()) as { url: string; redirect: boolean };
  expect(body.redirect).toBe(true);
  return body.url;
}

/** Touchline's answer to the browser coming back from the provider at `callback`. */
async function comeBack(browser: TestBrowser, callback: URL): Promise<{ status: number; location: URL }> {
  const response = await browser.request(`${callback.pathname}${callback.search}`, { redirect: 'manual' });
  await response.body?.cancel();
  return { status: response.status, location: new URL(response.headers.get('location') ?? '', browser.baseUrl) };
}

/** The whole sign-on in `browser` as `sub`: where Touchline sends the browser at the end. */
async function signOn(browser: TestBrowser, provider: TestOidcProvider, sub: string) {
  return comeBack(browser, await passThroughProvider(await startSignOn(browser), sub));
}

/** Expects a refused sign-on: back on the sign-in page with `error`, and no session. */
async function expectRefused(browser: TestBrowser, end: { status: number; location: URL }, error: string) {
  expect(end.status).toBe(302);
  expect(end.location.pathname).toBe('/signin');
  expect(end.location.searchParams.get('error')).toBe(error);
  expect(await browser.session()).toBeNull();
}

describe('single sign-on with an OpenID provider', () => {
  const rig = serverWithProvider();
  /** As a verification email's link (with SMTP_URL) or a password reset leaves an account. */
  const markEmailVerified = async (email: string) => {
    const { db, dialect } = rig.app.server.database;
    await sql`update "user" set "emailVerified" = ${dialect === 'postgres' ? true : 1} where email = ${email}`.execute(
      db,
    );
  };

  it('creates the account at the first sign-in and signs into the same one at the next', async () => {
    const { sub, email } = personAt(rig.provider);
    const first = rig.app.browser();

    const end = await signOn(first, rig.provider, sub);

    expect(end.status).toBe(302);
    expect(end.location.pathname).toBe('/');
    const session = await first.session();
    expect(session?.user.email).toBe(email);

    const second = rig.app.browser();
    await signOn(second, rig.provider, sub);
    expect((await second.session())?.user.id).toBe(session?.user.id);
    // The account can use the journal like any other.
    expect((await second.request('/api/entries/day/2026-03-05')).status).toBe(200);
  });

  it('links an existing account whose email was verified here when the provider says it is verified; the password still works', async () => {
    const email = uniqueEmail('linked');
    const withPassword = await signedInBrowser(rig.app, { email });
    await markEmailVerified(email);
    const { sub } = personAt(rig.provider, { email: email.toUpperCase() });
    const viaProvider = rig.app.browser();

    await signOn(viaProvider, rig.provider, sub);

    expect((await viaProvider.session())?.user.id).toBe((await withPassword.session())?.user.id);
    expect((await rig.app.browser().signIn(email, TEST_PASSWORD)).status).toBe(200);
  });

  it('deletes an account the provider made, without a password, within 5 minutes of signing in with the provider', async () => {
    const { sub } = personAt(rig.provider);
    const athlete = rig.app.browser();
    await signOn(athlete, rig.provider, sub);
    const userId = (await athlete.session())!.user.id;
    const { db } = rig.app.server.database;
    // Signed in 10 minutes ago: a borrowed phone, not the athlete just now.
    const earlier = new Date(Date.now() - 10 * 60_000);
    await sql`update "session" set "createdAt" = ${rig.app.server.database.dialect === 'postgres' ? earlier : earlier.toISOString()} where "userId" = ${userId}`.execute(
      db,
    );
    const stale = await athlete.request('/api/auth/delete-user', { json: {} });
    expect(stale.status).toBe(403);
    expect(await stale.json()).toEqual({
      error: {
        code: 'SIGN_IN_AGAIN',
        message: 'To delete your account, sign in with Club ID again, then delete it within 5 minutes.',
      },
    });

    await signOn(athlete, rig.provider, sub);
    const deleted = await athlete.request('/api/auth/delete-user', { json: {} });
    expect(deleted.status).toBe(200);
    expect(await athlete.session()).toBeNull();
    const left = await sql`select id from "user" where id = ${userId}`.execute(db);
    expect(left.rows).toEqual([]);
  });

  it('does not link an account whose own email was never verified: whoever signed up with the address keeps no way in', async () => {
    // Without SMTP_URL anyone may sign up with another's address; linking it would leave them a password to the
    // account its real owner then reaches through the provider.
    const email = uniqueEmail('squatted');
    const squatter = await signedInBrowser(rig.app, { email });
    const { sub } = personAt(rig.provider, { email });
    const owner = rig.app.browser();

    await expectRefused(owner, await signOn(owner, rig.provider, sub), 'account_not_linked');
    const accounts = (await (await squatter.request('/api/auth/list-accounts')).json()) as { providerId: string }[];
    expect(accounts.map((account) => account.providerId)).toEqual(['credential']);
  });

  it('does not link an existing account when the provider does not say the email is verified', async () => {
    const email = uniqueEmail('unverified');
    const owner = await signedInBrowser(rig.app, { email });
    const { sub } = personAt(rig.provider, { email, emailVerified: false });
    const stranger = rig.app.browser();

    await expectRefused(stranger, await signOn(stranger, rig.provider, sub), 'account_not_linked');
    const accounts = (await (await owner.request('/api/auth/list-accounts')).json()) as { providerId: string }[];
    expect(accounts.map((account) => account.providerId)).toEqual(['credential']);
  });

  it('refuses a callback whose state was changed, or that another browser carries', async () => {
    const { sub } = personAt(rig.provider);
    const browser = rig.app.browser();
    const callback = await passThroughProvider(await startSignOn(browser), sub);
    const forged = new URL(callback);
    forged.searchParams.set('state', randomUUID());

    await expectRefused(browser, await comeBack(browser, forged), 'state_mismatch');

    // A victim's browser sent to an attacker's callback (a login CSRF) has no state cookie of that sign-in.
    const victim = rig.app.browser();
    const carried = await comeBack(victim, callback);
    expect(carried.location.pathname).toBe('/signin');
    expect(carried.location.searchParams.get('error')).toMatch(/^state_/);
    expect(await victim.session()).toBeNull();
  });

  it.each<IdTokenFault>(['tampered', 'wrong-audience', 'expired', 'wrong-nonce'])(
    'refuses an ID token that is %s',
    async (fault) => {
      const { sub } = personAt(rig.provider);
      const browser = rig.app.browser();
      rig.provider.idTokenFault = fault;
      try {
        await expectRefused(browser, await signOn(browser, rig.provider, sub), 'unable_to_get_user_info');
      } finally {
        rig.provider.idTokenFault = 'none';
      }
    },
  );

  it('tells the web app the button to show, and that passwords are on', async () => {
    const config = (await (await rig.app.browser().request('/api/config')).json()) as Record<string, unknown>;

    expect(config).toMatchObject({ signOn: { name: 'Club ID' }, passwordSignIn: true });
  });

  it('refuses a sign-on with another provider, a foreign return address or a client-sent ID token', async () => {
    const browser = rig.app.browser();
    for (const json of [
      { provider: 'google', callbackURL: '/' },
      { provider: 'oidc', callbackURL: 'https://attacker.example/' },
      { provider: 'oidc', callbackURL: '/', errorCallbackURL: '//attacker.example/' },
      { provider: 'oidc', idToken: { token: 'x.y.z' } },
    ]) {
      const response = await browser.request('/api/auth/sign-in/social', { json });
      expect(response.status, JSON.stringify(json)).toBe(400);
      expect(((await response.json()) as { error: { message: string } }).error.message).not.toBe('');
    }
  });
});

describe('single sign-on while the provider is down', () => {
  it('starts, and answers a sign-on with a clear message (no 500), when the provider cannot be reached', async () => {
    const dead = `http://127.0.0.1:${await freePort()}`;
    const app = await startTestServer({ oidc: { issuer: dead, clientId: 'touchline', clientSecret: 'secret' } });
    try {
      const response = await app
        .browser()
        .request('/api/auth/sign-in/social', { json: { provider: 'oidc', callbackURL: '/' } });

      expect(response.status).toBe(503);
      const body = (await response.json()) as { error: { message: string } };
      expect(body.error.message).toBe('Single sign-on cannot be reached right now. Try again in a few minutes.');
      expect((await app.browser().request('/api/health')).status).toBe(200);
    } finally {
      await app.cleanup();
    }
  });

  describe('when it stops between the login and the way back', () => {
    const rig = serverWithProvider();

    it('sends the browser back to the sign-in page with the reason', async () => {
      const { sub } = personAt(rig.provider);
      const browser = rig.app.browser();
      const callback = await passThroughProvider(await startSignOn(browser), sub);
      await rig.provider.stop();

      await expectRefused(browser, await comeBack(browser, callback), 'invalid_code');
    });
  });
});

describe('PASSWORD_SIGN_IN=off', () => {
  const rig = serverWithProvider({ passwordSignIn: 'off' });

  it.each([
    ['/api/auth/sign-in/email', { email: 'ana@example.com', password: TEST_PASSWORD }],
    ['/api/auth/sign-up/email', { name: 'Ana', email: 'ana@example.com', password: TEST_PASSWORD }],
    ['/api/auth/request-password-reset', { email: 'ana@example.com' }],
    ['/api/auth/reset-password', { token: 'x', newPassword: TEST_PASSWORD }],
  ])('refuses %s with a 403 that says to use the provider', async (path, json) => {
    const response = await rig.app.browser().request(path, { json });

    expect(response.status).toBe(403);
    const body = (await response.json()) as { error: { code: string; message: string } };
    expect(body.error).toEqual({
      code: 'PASSWORD_SIGN_IN_OFF',
      message: 'This Touchline signs in with Club ID only.',
    });
  });

  it('still signs in with the provider, and tells the web app to hide the password form', async () => {
    const { sub, email } = personAt(rig.provider);
    const browser = rig.app.browser();

    await signOn(browser, rig.provider, sub);

    expect((await browser.session())?.user.email).toBe(email);
    const config = (await (await rig.app.browser().request('/api/config')).json()) as Record<string, unknown>;
    expect(config).toMatchObject({ signOn: { name: 'Club ID' }, passwordSignIn: false });
  });
});
