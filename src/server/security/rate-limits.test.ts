import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { SIGN_IN_ACCOUNT_LIMIT } from '../sign-in-limit.js';
import { rawRequest, type RawResponse } from '../test-support/raw-http.js';
import {
  startTestServer,
  uniqueEmail,
  serverForSuite,
  serversOnOneStore,
  usingPostgres,
  type TestServer,
} from '../test-support/test-server.js';

const PASSWORD = 'limit-password-1';
const IP_LIMIT = 10; // sign-in attempts a minute from one address (auth.ts)

/** Loopback addresses, one per simulated client: every 127.x.y.z reaches the server on Linux. */
let nextAddress = 2;
const freshAddress = () => `127.0.${Math.floor(nextAddress / 250)}.${(nextAddress++ % 250) + 1}`;

function postFrom(
  app: TestServer,
  address: string,
  path: string,
  json: unknown,
  cookie?: string,
): Promise<RawResponse> {
  return rawRequest(`${app.url}${path}`, {
    method: 'POST',
    headers: { origin: app.url, 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(json),
    localAddress: address,
  });
}

function signInFrom(app: TestServer, address: string, email: string, password: string): Promise<RawResponse> {
  return postFrom(app, address, '/api/auth/sign-in/email', { email, password });
}

/** A new account, signed up from an address of its own (sign-up is limited per address too). */
async function signUp(app: TestServer, label: string): Promise<string> {
  const email = uniqueEmail(label);
  const response = await postFrom(app, freshAddress(), '/api/auth/sign-up/email', {
    name: 'A',
    email,
    password: PASSWORD,
  });
  expect(response.status).toBe(200);
  return email;
}

/** Moves every clock in this process (the server's too) forward; frozen there until the test ends. */
function advanceClock(seconds: number): void {
  const now = Date.now();
  if (!vi.isFakeTimers()) vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(now + seconds * 1000);
}

function expectTooMany(response: RawResponse, wait: RegExp): number {
  expect(response.status).toBe(429);
  const body = JSON.parse(response.body) as { error: { code: string; message: string } };
  expect(body.error.code).toBe('TOO_MANY_ATTEMPTS');
  expect(body.error.message).toMatch(wait);
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  return retryAfter;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('sign-in limits', () => {
  const app = serverForSuite({ rateLimit: 'on' });

  const athlete = () => signUp(app, 'limits');

  describe('per client address', () => {
    it('answers the 11th attempt in a minute with 429 and Retry-After, whatever address headers say', async () => {
      const address = freshAddress();
      for (let attempt = 1; attempt <= IP_LIMIT; attempt++) {
        // A new email each time, so the per-account limit stays out of the way.
        expect((await signInFrom(app, address, uniqueEmail(), 'wrong-password')).status).toBe(401);
      }

      const retryAfter = expectTooMany(
        await signInFrom(app, address, uniqueEmail(), 'wrong-password'),
        /^Too many attempts\. Try again in a minute\.$/,
      );
      expect(retryAfter).toBeLessThanOrEqual(60);
      for (const header of ['x-forwarded-for', 'x-touchline-client-ip', 'x-real-ip']) {
        const forged = await rawRequest(`${app.url}/api/auth/sign-in/email`, {
          method: 'POST',
          headers: { origin: app.url, 'content-type': 'application/json', [header]: '203.0.113.7' },
          body: JSON.stringify({ email: uniqueEmail(), password: 'wrong-password' }),
          localAddress: address,
        });
        expect(forged.status, header).toBe(429);
      }
      // Another address still gets through, so a forged header would have counted as a new client.
      expect((await signInFrom(app, freshAddress(), uniqueEmail(), 'wrong-password')).status).toBe(401);
    });

    it('lets the address in again once its minute is over', async () => {
      const address = freshAddress();
      const email = await athlete();
      for (let attempt = 1; attempt <= IP_LIMIT; attempt++) await signInFrom(app, address, uniqueEmail(), 'wrong');
      expectTooMany(await signInFrom(app, address, email, PASSWORD), /a minute/);

      advanceClock(61);

      expect((await signInFrom(app, address, email, PASSWORD)).status).toBe(200);
    });
  });

  describe('per account', () => {
    const { attempts, windowSeconds } = SIGN_IN_ACCOUNT_LIMIT;

    it(`refuses the ${attempts + 1}th attempt in ${windowSeconds / 60} minutes from any address, the right password too`, async () => {
      const email = await athlete();
      for (let attempt = 1; attempt <= attempts; attempt++) {
        expect((await signInFrom(app, freshAddress(), email, 'wrong-password')).status).toBe(401);
      }

      const wrong = await signInFrom(app, freshAddress(), email, 'wrong-password');
      const right = await signInFrom(app, freshAddress(), email, PASSWORD);

      const retryAfter = expectTooMany(wrong, /^Too many attempts\. Try again in 15 minutes\.$/);
      expect(retryAfter).toBeGreaterThan(windowSeconds - 60);
      expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
      // The right password gets the same answer: the limit is no oracle for a correct guess.
      expectTooMany(right, /15 minutes/);
      expect(right.headers['set-cookie']).toBeUndefined();
      // Other accounts are not slowed down.
      const other = await athlete();
      expect((await signInFrom(app, freshAddress(), other, PASSWORD)).status).toBe(200);
    });

    it('treats an email without an account exactly like one with an account', async () => {
      const known = await athlete();
      const unknown = uniqueEmail('nobody');
      const statuses = async (email: string) => {
        const seen: number[] = [];
        for (let attempt = 0; attempt <= attempts; attempt++) {
          seen.push((await signInFrom(app, freshAddress(), email, 'wrong-password')).status);
        }
        return seen;
      };

      const knownStatuses = await statuses(known);
      const unknownStatuses = await statuses(unknown);

      expect(knownStatuses).toEqual([...Array<number>(attempts).fill(401), 429]);
      expect(unknownStatuses).toEqual(knownStatuses);
    });

    it('lets the owner sign in once the window is over, never locking them out for good', async () => {
      const email = await athlete();
      for (let attempt = 0; attempt <= attempts; attempt++) await signInFrom(app, freshAddress(), email, 'wrong');
      expectTooMany(await signInFrom(app, freshAddress(), email, PASSWORD), /15 minutes/);

      advanceClock(windowSeconds - 30);
      expectTooMany(
        await signInFrom(app, freshAddress(), email, PASSWORD),
        /^Too many attempts\. Try again in a minute\.$/,
      );
      advanceClock(31);

      expect((await signInFrom(app, freshAddress(), email, PASSWORD)).status).toBe(200);
    });

    it('starts the count afresh after a successful sign-in', async () => {
      const email = await athlete();
      for (let attempt = 1; attempt < attempts; attempt++) await signInFrom(app, freshAddress(), email, 'wrong');
      expect((await signInFrom(app, freshAddress(), email, PASSWORD)).status).toBe(200);

      for (let attempt = 1; attempt < attempts; attempt++) {
        expect((await signInFrom(app, freshAddress(), email, 'wrong')).status).toBe(401);
      }
      expect((await signInFrom(app, freshAddress(), email, PASSWORD)).status).toBe(200);
    });

    it('does not count a request refused before the password was checked', async () => {
      const email = await athlete();
      const address = freshAddress();
      // The per-address limit refuses these; the account keeps its attempts.
      for (let attempt = 1; attempt <= IP_LIMIT; attempt++) await signInFrom(app, address, uniqueEmail(), 'wrong');
      for (let attempt = 1; attempt <= attempts + 2; attempt++) {
        expect((await signInFrom(app, address, email, 'wrong')).status).toBe(429);
      }

      expect((await signInFrom(app, freshAddress(), email, PASSWORD)).status).toBe(200);
    });
  });
});

describe('password checks of a signed-in session (a stolen cookie)', () => {
  const { attempts } = SIGN_IN_ACCOUNT_LIMIT;
  const app = serverForSuite({ rateLimit: 'on' });

  /** A new account and the Cookie header of a session of it. */
  async function signedIn(): Promise<{ email: string; cookie: string }> {
    const email = await signUp(app, 'stolen');
    const response = await signInFrom(app, freshAddress(), email, PASSWORD);
    expect(response.status).toBe(200);
    const cookie = (response.headers['set-cookie'] ?? []).map((line) => line.split(';')[0]).join('; ');
    return { email, cookie };
  }

  const changePassword = (cookie: string, currentPassword: string) =>
    postFrom(app, freshAddress(), '/api/auth/change-password', { currentPassword, newPassword: 'a-new-one-2' }, cookie);
  const deleteUser = (cookie: string, password: string) =>
    postFrom(app, freshAddress(), '/api/auth/delete-user', { password }, cookie);

  it.each([
    ['change-password', changePassword],
    ['delete-user', deleteUser],
  ])(
    `%s: ${attempts} wrong guesses from any addresses use up the account's sign-in attempts`,
    async (_route, guess) => {
      const { email, cookie } = await signedIn();
      for (let attempt = 1; attempt <= attempts; attempt++) {
        const wrong = await guess(cookie, 'wrong-password');
        expect(wrong.status).toBe(400);
        expect(JSON.parse(wrong.body)).toMatchObject({ error: { code: 'INVALID_PASSWORD' } });
      }

      // The right password gets the same 429 as a wrong one, on every route that checks it.
      expectTooMany(await guess(cookie, PASSWORD), /15 minutes/);
      expectTooMany(await changePassword(cookie, PASSWORD), /15 minutes/);
      expectTooMany(await deleteUser(cookie, PASSWORD), /15 minutes/);
      expectTooMany(await signInFrom(app, freshAddress(), email, PASSWORD), /15 minutes/);
      // Nothing changed: the account is there and its password is the old one.
      const user = await app.server.database.db.selectFrom('user').select('id').where('email', '=', email).execute();
      expect(user).toHaveLength(1);
    },
  );

  it('counts sign-in and signed-in guesses together, and the right password starts the count afresh', async () => {
    const { email, cookie } = await signedIn();
    for (let attempt = 1; attempt < attempts; attempt++) {
      const guess = attempt % 2 === 0 ? deleteUser(cookie, 'wrong') : signInFrom(app, freshAddress(), email, 'wrong');
      expect((await guess).status).toBeGreaterThanOrEqual(400);
    }
    expect((await changePassword(cookie, PASSWORD)).status).toBe(200);
    for (let attempt = 1; attempt < attempts; attempt++) {
      expect((await signInFrom(app, freshAddress(), email, 'wrong')).status).toBe(401);
    }
    expect((await signInFrom(app, freshAddress(), email, 'a-new-one-2')).status).toBe(200);
  });

  it('does not count an answer that was not about the password', async () => {
    const { email, cookie } = await signedIn();
    for (let attempt = 1; attempt <= attempts + 2; attempt++) {
      // A new password too short is refused after the current one checked out: no guess was wrong.
      const response = await postFrom(
        app,
        freshAddress(),
        '/api/auth/change-password',
        { currentPassword: PASSWORD, newPassword: 'short' },
        cookie,
      );
      expect(JSON.parse(response.body)).toMatchObject({ error: { code: 'PASSWORD_TOO_SHORT' } });
    }
    expect((await signInFrom(app, freshAddress(), email, PASSWORD)).status).toBe(200);
  });

  it('does not serve verify-password, which would answer a guess with true or false', async () => {
    const { cookie } = await signedIn();
    for (const password of [PASSWORD, 'wrong-password']) {
      const response = await postFrom(app, freshAddress(), '/api/auth/verify-password', { password }, cookie);
      expect(response.status).toBe(404);
      expect(response.body).not.toContain('status');
    }
  });
});

describe('sign-in limits kept in the database', () => {
  const store = serversOnOneStore({ rateLimit: 'on' });

  it(
    usingPostgres ? 'are shared by a second server on the same database' : 'hold across a restart on the same DATA_DIR',
    async () => {
      const first = await store.first();
      const email = await signUp(first, 'shared');
      const address = freshAddress();
      for (let attempt = 1; attempt <= SIGN_IN_ACCOUNT_LIMIT.attempts; attempt++) {
        expect((await signInFrom(first, freshAddress(), email, 'wrong')).status).toBe(401);
      }
      for (let attempt = 1; attempt <= IP_LIMIT; attempt++) {
        expect((await signInFrom(first, address, uniqueEmail(), 'wrong')).status).toBe(401);
      }

      const second = await store.next(first);

      expectTooMany(await signInFrom(second, freshAddress(), email, PASSWORD), /15 minutes/);
      expectTooMany(await signInFrom(second, address, uniqueEmail(), 'wrong'), /a minute/);
    },
  );

  it('are off with AUTH_RATE_LIMIT=off, for test rigs', async () => {
    const app = await startTestServer({ rateLimit: 'off' });
    onTestFinished(() => app.cleanup());
    const email = await signUp(app, 'unlimited');
    const address = freshAddress();

    for (let attempt = 1; attempt <= IP_LIMIT + 2; attempt++) {
      expect((await signInFrom(app, address, email, 'wrong')).status).toBe(401);
    }
    expect((await signInFrom(app, address, email, PASSWORD)).status).toBe(200);
  });
});
