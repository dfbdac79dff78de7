import { setTimeout as pause } from 'node:timers/promises';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startTestServer,
  TestBrowser,
  type TestServer,
  serverForSuite,
  signedInBrowser,
} from '../test-support/test-server.js';

const DAY_PATH = '/api/entries/day/2025-03-01';
/** What the API promises: a session ended anywhere stops working everywhere within a second. */
const REVOCATION_DEADLINE_MS = 1000;

/** A second copy of a browser's cookies, as if the session had been copied to another device. */
function copyOf(browser: TestBrowser): TestBrowser {
  const copy = new TestBrowser(browser.baseUrl);
  for (const [name, value] of browser.cookies) copy.cookies.set(name, value);
  return copy;
}

/** Status of the day list for this browser, a second after its session ended. */
async function statusAfterDeadline(browser: TestBrowser): Promise<number> {
  await pause(REVOCATION_DEADLINE_MS);
  return (await browser.request(DAY_PATH)).status;
}

describe('the session check of the API routes', () => {
  const app = serverForSuite({ rateLimit: 'off' });

  it('answers from a recent check, and still refuses a request without a valid session', async () => {
    const browser = await signedInBrowser(app);
    const first = await browser.request(DAY_PATH);
    const second = await browser.request(DAY_PATH);
    expect([first.status, second.status]).toEqual([200, 200]);

    expect((await app.browser().request(DAY_PATH)).status).toBe(401);
    const forged = copyOf(browser);
    for (const name of forged.cookies.keys()) forged.cookies.set(name, 'forged.value');
    expect((await forged.request(DAY_PATH)).status).toBe(401);
  });

  it('stops a signed-out session within a second, also for a copy of its cookie', async () => {
    const browser = await signedInBrowser(app);
    const copy = copyOf(browser);
    expect((await copy.request(DAY_PATH)).status).toBe(200);

    expect((await browser.signOut()).status).toBe(200);

    expect(await statusAfterDeadline(copy)).toBe(401);
  });

  it('stops every session of an athlete within a second once they are revoked', async () => {
    const browser = await signedInBrowser(app);
    const copy = copyOf(browser);
    expect((await copy.request(DAY_PATH)).status).toBe(200);

    expect((await browser.request('/api/auth/revoke-sessions', { json: {} })).status).toBe(200);

    expect(await statusAfterDeadline(copy)).toBe(401);
  });

  it('stops a session within a second once it has expired in the database', async () => {
    const browser = await signedInBrowser(app);
    expect((await browser.request(DAY_PATH)).status).toBe(200);
    const { id } = (await browser.session())!.user;

    // better-auth keeps dates as ISO text on SQLite and as timestamps on PostgreSQL.
    const past = new Date(Date.now() - 60_000);
    const { database } = app.server;
    await sql`update ${sql.table('session')} set ${sql.ref('expiresAt')} = ${
      database.dialect === 'sqlite' ? past.toISOString() : past
    } where ${sql.ref('userId')} = ${id}`.execute(database.db);

    expect(await statusAfterDeadline(browser)).toBe(401);
  });
});

// Two server processes can share only PostgreSQL (SQLite's file is locked to one process), so this
// case belongs to the PostgreSQL run of the suite (npm run test:api:pg), which CI makes.
const describeWithSharedDatabase = process.env.DATABASE_URL ? describe : () => undefined;

describeWithSharedDatabase('the session check across two servers on one database', () => {
  let first: TestServer;
  let second: TestServer;
  beforeAll(async () => {
    first = await startTestServer({ rateLimit: 'off' });
    // The same DATA_DIR gives the second server the same auth secret, as two replicas would share.
    second = await startTestServer({ rateLimit: 'off', dataDir: first.dataDir });
  });
  afterAll(async () => {
    await second?.cleanup();
    await first?.cleanup();
  });

  it('stops a session signed out on one server within a second on the other', async () => {
    const browser = await signedInBrowser(first);
    const onSecond = new TestBrowser(second.url);
    for (const [name, value] of browser.cookies) onSecond.cookies.set(name, value);
    expect((await onSecond.request(DAY_PATH)).status).toBe(200);

    expect((await browser.signOut()).status).toBe(200);

    expect(await statusAfterDeadline(onSecond)).toBe(401);
  });
});
