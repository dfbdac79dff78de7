import { request } from 'node:http';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { exportText } from '../../../../scripts/lib/export-file.mjs';
import { advanceClock } from '../../test-support/clock.js';
import { startTestServer, uniqueEmail, type TestBrowser, type TestServer } from '../../test-support/test-server.js';
import { IMPORT_LIMIT } from './import-claims.js';

const PASSWORD = 'import-limit-pass-1';
const onPostgres = Boolean(process.env.DATABASE_URL);

interface Athlete {
  email: string;
  browser: TestBrowser;
  userId: string;
}

async function answerOf(response: Response) {
  return { status: response.status, retryAfter: response.headers.get('retry-after'), body: await response.json() };
}

describe('how often an account imports', () => {
  let app: TestServer;

  async function athlete(on: TestServer = app, email = uniqueEmail('import-limit')): Promise<Athlete> {
    const browser = on.browser();
    if (on === app) expect((await browser.signUp(email, PASSWORD)).status).toBe(200);
    expect((await browser.signIn(email, PASSWORD)).status).toBe(200);
    return { email, browser, userId: (await browser.session())!.user.id };
  }

  const importInto = async (who: Athlete, body = exportText(2)) =>
    answerOf(await who.browser.request('/api/account/import', { body }));

  /** Starts an import whose file arrives only when `finish` is called; resolves once its claim is taken. */
  async function importHeldOpen(who: Athlete) {
    const body = Buffer.from(exportText(50));
    const cookie = [...who.browser.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    let answered!: (answer: { status: number; body: string }) => void;
    const answer = new Promise<{ status: number; body: string }>((resolve) => (answered = resolve));
    const outgoing = request(`${app.url}/api/account/import`, {
      method: 'POST',
      headers: { origin: app.url, 'content-type': 'application/json', cookie, 'content-length': body.length },
    });
    outgoing.on('response', (response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => (text += chunk.toString()));
      response.on('end', () => answered({ status: response.statusCode ?? 0, body: text }));
    });
    outgoing.write(body.subarray(0, 1000));
    const db = app.server.database.db;
    const claimed = () =>
      db.selectFrom('import_claims').select('claim').where('user_id', '=', who.userId).executeTakeFirst();
    await vi.waitFor(async () => expect((await claimed())?.claim).toBeTruthy(), { timeout: 10_000, interval: 20 });
    return {
      finish: () => {
        outgoing.end(body.subarray(1000));
        return answer;
      },
    };
  }

  beforeAll(async () => {
    app = await startTestServer();
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  afterAll(() => app?.cleanup());

  it('runs one import at a time: a second one meanwhile gets 409, on any server, and the first still finishes', async () => {
    const importer = await athlete();
    const first = await importHeldOpen(importer);

    const running = {
      status: 409,
      retryAfter: null,
      body: {
        error: {
          code: 'IMPORT_RUNNING',
          message: 'An import into this account is still running. Wait for it to finish, then try again.',
        },
      },
    };
    expect(await importInto(importer)).toEqual(running);
    // Several servers on one PostgreSQL share the claim.
    if (onPostgres) {
      const other = await startTestServer();
      try {
        expect(await importInto(await athlete(other, importer.email))).toEqual(running);
      } finally {
        await other.cleanup();
      }
    }
    // Another athlete imports meanwhile.
    expect((await importInto(await athlete())).status).toBe(200);

    const finished = await first.finish();
    expect(finished.status).toBe(200);
    expect((JSON.parse(finished.body) as { summary: { imported: number } }).summary.imported).toBe(50);
    expect((await importInto(importer)).status).toBe(200);
  });

  it(`takes ${IMPORT_LIMIT.imports} imports an hour, a refused file among them; the next gets 429 with Retry-After until the hour ends`, async () => {
    const importer = await athlete();
    expect((await importInto(importer, '{"not":"an export"}')).status).toBe(422);
    for (let imported = 1; imported < IMPORT_LIMIT.imports; imported++) {
      expect((await importInto(importer)).status).toBe(200);
    }
    const limited = await importInto(importer);
    expect(limited).toEqual({
      status: 429,
      retryAfter: expect.stringMatching(/^\d+$/),
      body: {
        error: { code: 'TOO_MANY_ATTEMPTS', message: 'You can import 10 files an hour. Try again in 60 minutes.' },
      },
    });
    expect(Number(limited.retryAfter)).toBeGreaterThan(3590);
    expect(Number(limited.retryAfter)).toBeLessThanOrEqual(3600);
    // Other athletes are not held back.
    expect((await importInto(await athlete())).status).toBe(200);

    advanceClock(3600 - 30);
    expect((await importInto(importer)).body).toMatchObject({
      error: { message: 'You can import 10 files an hour. Try again in a minute.' },
    });
    advanceClock(30);
    expect((await importInto(importer)).status).toBe(200);
  });

  it('lets an import whose server stopped half-way hold the account back for 2 minutes at most', async () => {
    const importer = await athlete();
    // What a server killed during an import leaves: a claim nobody renews or releases.
    await app.server.database.db
      .insertInto('import_claims')
      .values({ user_id: importer.userId, claim: 'gone', renewed_at: Date.now(), window_start: Date.now(), started: 1 })
      .execute();
    expect((await importInto(importer)).status).toBe(409);
    advanceClock(119);
    expect((await importInto(importer)).status).toBe(409);
    advanceClock(2);
    expect((await importInto(importer)).status).toBe(200);
  });
});
