import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tableCounts, userRows } from '../../test-support/db-state.js';
import { freshDatabase } from '../../test-support/fresh-database.js';
import { startTestServer, uniqueEmail, type TestBrowser, type TestServer } from '../../test-support/test-server.js';

const PASSWORD = 'import-pass-123';
const NOT_AN_EXPORT = {
  error: {
    code: 'NOT_AN_EXPORT',
    message:
      'This file is not one Touchline can import: a Touchline export (the JSON file from Profile -> Export my data), a ' +
      "Daylio CSV, Strava's activities.csv or a Day One export (the .zip or its JSON).",
  },
};

interface Summary {
  imported: number;
  alreadyHere: number;
  refusedCount: number;
  refused: { position: number; entry: string; reason: string }[];
  questionSets: string[];
}
interface ExportFile {
  exportedAt: string;
  entries: { id: string; type: string; day: string; content: unknown; createdAt: string }[];
  questionSets: Record<string, { items: unknown[] }>;
}

const liftItems = [{ id: 'mine', text: 'Did I warm up?', enabled: true, isCustom: true, type: 'text' }];

describe('POST /api/account/import', () => {
  let app: TestServer;
  let owner: Athlete;
  let file: ExportFile;

  interface Athlete {
    browser: TestBrowser;
    userId: string;
  }

  async function athlete(on: TestServer = app): Promise<Athlete> {
    const browser = on.browser();
    const email = uniqueEmail('import');
    expect((await browser.signUp(email, PASSWORD)).status).toBe(200);
    expect((await browser.signIn(email, PASSWORD)).status).toBe(200);
    return { browser, userId: (await browser.session())!.user.id };
  }

  async function importInto(into: Athlete, body: unknown): Promise<{ status: number; body: unknown }> {
    const response = await into.browser.request('/api/account/import', {
      method: 'POST',
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
    return { status: response.status, body: await response.json() };
  }

  const entriesOf = async (who: Athlete) =>
    ((await (await who.browser.request('/api/account/export')).json()) as ExportFile).entries;

  beforeAll(async () => {
    app = await startTestServer();
    owner = await athlete();
    for (const entry of [
      { type: 'Training', day: '2026-03-02', content: { answers: { t1: 'Sharp' }, rating: 7, effort: 5, minutes: 40 } },
      { type: 'Wellness', day: '2026-03-03', content: { fatigue: 4, sleep: 2, soreness: 3, stress: 5, mood: 4 } },
      { type: 'Game', day: '2026-03-04', content: { opposingTeam: 'Rovers', pregame: {}, postgame: { rating: 8 } } },
    ]) {
      expect((await owner.browser.request('/api/entries', { json: { id: randomUUID(), ...entry } })).status).toBe(201);
    }
    const saved = await owner.browser.request('/api/question-sets/lift', { method: 'PUT', json: { items: liftItems } });
    expect(saved.status).toBe(200);
    file = (await (await owner.browser.request('/api/account/export')).json()) as ExportFile;
    expect(file.entries).toHaveLength(3);
  });
  afterAll(() => app?.cleanup());

  it("gives another server's account the same journal, and a second import adds nothing", async () => {
    // Another server on a database of its own (PostgreSQL: a new database): the owner's account is not there.
    const database = await freshDatabase();
    const other = await startTestServer({ dataDir: database.dataDir, databaseUrl: database.databaseUrl });
    try {
      const fresh = await athlete(other);
      const first = await importInto(fresh, file);
      expect(first).toEqual({
        status: 200,
        body: { summary: { imported: 3, alreadyHere: 0, refusedCount: 0, refused: [], questionSets: ['lift'] } },
      });
      const strip = (entries: ExportFile['entries']) =>
        entries.map(({ id, type, day, content, createdAt }) => ({ id, type, day, content, createdAt }));
      expect(strip(await entriesOf(fresh))).toEqual(strip(file.entries));
      const sets = (await (await fresh.browser.request('/api/question-sets/lift')).json()) as {
        set: { items: unknown };
      };
      expect(sets.set.items).toEqual(liftItems);
      // The day's insights count the imported entries (the journal revision moved with the import).
      const insights = (await (await fresh.browser.request('/api/insights?period=1y')).json()) as {
        insights: { hasEntries: boolean };
      };
      expect(insights.insights.hasEntries).toBe(true);

      const second = await importInto(fresh, file);
      expect(second.body).toEqual({
        summary: { imported: 0, alreadyHere: 3, refusedCount: 0, refused: [], questionSets: [] },
      });
      expect(await entriesOf(fresh)).toHaveLength(3);
    } finally {
      await other.cleanup();
      await database.remove();
    }
  });

  it("refuses entries whose ids another account holds without saying whose, and changes nothing: not that account's entries, not this account's question sets", async () => {
    const intruder = await athlete();
    const mine = [{ id: 'own', text: 'My own question', enabled: true, isCustom: true, type: 'text' }];
    const saved = await intruder.browser.request('/api/question-sets/training', {
      method: 'PUT',
      json: { items: mine },
    });
    expect(saved.status).toBe(200);
    const ownerBefore = await userRows(app.server.database.db, owner.userId);
    const intruderBefore = await userRows(app.server.database.db, intruder.userId);
    const tampered = {
      ...file,
      entries: file.entries.map((entry) => ({
        ...entry,
        content: { ...(entry.content as object), notes: 'overwritten' },
      })),
    };
    // The file's lift set is newer than the account's (never saved): an import that took anything would take it.
    expect(file.questionSets.lift!.items).toEqual(liftItems);

    const answer = await importInto(intruder, tampered);

    const inUse = 'Its id is already in use';
    expect(answer).toEqual({
      status: 200,
      body: {
        summary: {
          imported: 0,
          alreadyHere: 0,
          refusedCount: 3,
          refused: [
            { position: 1, entry: 'Training, 2026-03-02', reason: inUse },
            { position: 2, entry: 'Wellness check-in, 2026-03-03', reason: inUse },
            { position: 3, entry: 'Game, 2026-03-04', reason: inUse },
          ],
          questionSets: [],
        },
      },
    });
    expect(JSON.stringify(answer.body)).not.toMatch(/account|belong|owner|someone|another/i);
    expect(await userRows(app.server.database.db, owner.userId)).toEqual(ownerBefore);
    expect(await userRows(app.server.database.db, intruder.userId)).toEqual(intruderBefore);
  });

  it('changes nothing when every entry of the file is refused, whatever the reasons', async () => {
    const into = await athlete();
    const before = await userRows(app.server.database.db, into.userId);
    const answer = await importInto(into, {
      ...file,
      entries: [
        { id: randomUUID(), type: 'Training', day: '2026-04-02', content: { answers: {}, rating: 11 } },
        file.entries[0], // another account's id
      ],
    });
    const summary = (answer.body as { summary: Summary }).summary;
    expect([summary.imported, summary.alreadyHere, summary.refusedCount]).toEqual([0, 0, 2]);
    expect(summary.questionSets).toEqual([]);
    expect(await userRows(app.server.database.db, into.userId)).toEqual(before);
  });

  it("imports the rest of a file some of whose ids another account holds, and takes the file's question sets", async () => {
    const into = await athlete();
    const own = { id: randomUUID(), type: 'Lift', day: '2026-04-01', content: { answers: {}, rating: 6 } };
    const answer = await importInto(into, { ...file, entries: [file.entries[0], own] });
    const summary = (answer.body as { summary: Summary }).summary;
    expect([summary.imported, summary.alreadyHere, summary.refusedCount]).toEqual([1, 0, 1]);
    expect(summary.questionSets).toEqual(['lift']);
    expect((await entriesOf(into)).map((entry) => entry.id)).toEqual([own.id]);
  });

  it('checks every entry as a new one: the bad ones are refused with why, the rest imported', async () => {
    const into = await athlete();
    const good = { id: randomUUID(), type: 'Lift', day: '2026-04-01', content: { answers: {}, rating: 6 } };
    const answer = await importInto(into, {
      ...file,
      questionSets: {},
      entries: [
        good,
        { id: randomUUID(), type: 'Training', day: '2026-04-02', content: { answers: {}, rating: 11 } },
        { id: randomUUID(), type: 'Sleep', day: '2026-04-03', content: {} },
        { id: randomUUID(), type: 'Food', day: '2026-02-30', content: { mealType: 'Lunch' } },
        { id: randomUUID(), type: 'Training', day: '2026-04-04', content: { answers: {}, notes: 'a\u0000b' } },
        'not an entry',
        good,
      ],
    });
    expect(answer.status).toBe(200);
    const summary = (answer.body as { summary: Summary }).summary;
    expect([summary.imported, summary.alreadyHere, summary.refusedCount]).toEqual([1, 1, 5]);
    expect(summary.refused.map(({ position, entry }) => `${position} ${entry}`)).toEqual([
      '2 Training, 2026-04-02',
      '3 Unknown type, 2026-04-03',
      '4 Food, 2026-02-30',
      '5 Training, 2026-04-04',
      '6 not an entry',
    ]);
    expect(summary.refused[0]!.reason).toMatch(/^content\.rating: /);
    expect(summary.refused[3]!.reason).toBe('content.notes: Text cannot contain the NUL character (U+0000).');
    expect((await entriesOf(into)).map((entry) => entry.id)).toEqual([good.id]);
  });

  it("imports an injury's Health entry as exported, and refuses an illness with a body area, naming the field", async () => {
    const into = await athlete();
    const injury = {
      id: randomUUID(),
      type: 'Health',
      day: '2026-04-05',
      content: { problem: 'injury', area: 'knee', side: 'right', pain: 5, status: 'modified', notes: 'Twisted it' },
    };
    const answer = await importInto(into, {
      ...file,
      questionSets: {},
      entries: [
        injury,
        {
          id: randomUUID(),
          type: 'Health',
          day: '2026-04-06',
          content: { problem: 'illness', area: 'knee', status: 'modified' },
        },
      ],
    });
    const summary = (answer.body as { summary: Summary }).summary;
    expect([summary.imported, summary.refusedCount]).toEqual([1, 1]);
    expect(summary.refused.map(({ entry, reason }) => `${entry}: ${reason}`)).toEqual([
      'Injury or illness, 2026-04-06: content.area: An illness has no body area: only an injury does',
    ]);
    expect((await entriesOf(into)).map(({ type, day, content }) => ({ type, day, content }))).toEqual([
      { type: injury.type, day: injury.day, content: injury.content },
    ]);
  });

  it('never echoes the file back: a refusal names the entry and the field, a quoted key cut to 80 characters', async () => {
    const into = await athlete();
    const key = 'k'.repeat(19_000_000);
    const answer = await importInto(into, {
      ...file,
      questionSets: {},
      entries: [
        { id: randomUUID(), type: 'Lift', day: '2026-04-01', content: { answers: {}, rating: 6 } },
        { id: randomUUID(), type: 'Training', day: '2026-04-02', content: { answers: { [key]: 'x' }, rating: 5 } },
      ],
    });
    expect(answer.status).toBe(200);
    const summary = (answer.body as { summary: Summary }).summary;
    expect(summary.refused).toEqual([
      {
        position: 2,
        entry: 'Training, 2026-04-02',
        reason: `content.answers.${'k'.repeat(80)}…: Keys are 500 characters at most`,
      },
    ]);
    expect(JSON.stringify(answer.body).length).toBeLessThan(1000);
  });

  it("keeps a question set the account saved after the file was exported, and skips the file's defaults", async () => {
    const into = await athlete();
    const mine = [{ id: 'own', text: 'My own question', enabled: true, isCustom: true, type: 'text' }];
    expect(
      (await into.browser.request('/api/question-sets/lift', { method: 'PUT', json: { items: mine } })).status,
    ).toBe(200);
    const answer = await importInto(into, { ...file, entries: [] });
    expect((answer.body as { summary: Summary }).summary.questionSets).toEqual([]);
    const lift = (await (await into.browser.request('/api/question-sets/lift')).json()) as { set: { items: unknown } };
    expect(lift.set.items).toEqual(mine);

    // Exported before the account's save, the file's set is older; exported after, it is taken.
    const later = { ...file, entries: [], exportedAt: new Date(Date.now() + 60_000).toISOString() };
    expect(((await importInto(into, later)).body as { summary: Summary }).summary.questionSets).toEqual(['lift']);
  });

  it.each([
    ['an empty object', {}],
    ['a list', []],
    ['text', '"hello"'],
    ['broken JSON', '{"exportedAt":'],
    ['entries that are not a list', { exportedAt: new Date().toISOString(), account: {}, entries: {} }],
    ['no date', { account: {}, entries: [] }],
  ])('refuses %s as not an export, and writes nothing', async (_name, body) => {
    const into = await athlete();
    const before = await tableCounts(app.server.database.db);
    expect(await importInto(into, body)).toEqual({ status: 422, body: NOT_AN_EXPORT });
    expect(await tableCounts(app.server.database.db)).toEqual(before);
  });

  it('refuses a file over 20 MB, and writes nothing', async () => {
    const into = await athlete();
    const before = await tableCounts(app.server.database.db);
    const padding = 'x'.repeat(20 * 1024 * 1024);
    const answer = await importInto(into, { ...file, padding });
    expect(answer).toEqual({
      status: 413,
      body: { error: { code: 'PAYLOAD_TOO_LARGE', message: 'The file is larger than 20 MB.' } },
    });
    expect(await tableCounts(app.server.database.db)).toEqual(before);
    // Other writes keep their 1 MiB limit.
    const big = await into.browser.request('/api/entries', {
      body: JSON.stringify({ padding: 'x'.repeat(1_100_000) }),
    });
    expect(big.status).toBe(413);
  });

  it.each([
    ['more entries than an export of 20 MB holds', 250_001, '0'],
    ['more values than an export of 20 MB holds', 6_000_000, '{}'],
  ])('refuses a file of %s before reading it further, and writes nothing', async (_name, count, item) => {
    const into = await athlete();
    const before = await tableCounts(app.server.database.db);
    const body = `{"exportedAt":"2026-01-01T00:00:00Z","account":{},"entries":[${`${item},`.repeat(count - 1)}${item}]}`;
    const started = performance.now();
    expect(await importInto(into, body)).toEqual({
      status: 413,
      body: {
        error: {
          code: 'PAYLOAD_TOO_LARGE',
          message: 'This file holds more than an export can (at most 250,000 entries).',
        },
      },
    });
    // 20 MB of `{},` took the worker's memory for 10 s and more, and could end the server's process.
    expect(performance.now() - started).toBeLessThan(5000);
    expect(await tableCounts(app.server.database.db)).toEqual(before);
  });

  it('needs a session', async () => {
    const answer = await app.browser().request('/api/account/import', { method: 'POST', body: JSON.stringify(file) });
    expect(answer.status).toBe(401);
  });
});
