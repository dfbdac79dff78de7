import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JournalEntry } from '../../../domain/entry-content.js';
import { tableRowsOf } from '../../test-support/db-state.js';
import { startTestServer, type TestBrowser, type TestServer, signedInBrowser } from '../../test-support/test-server.js';

/** A word only the first athlete's entries contain: no answer to anyone else may carry it. */
const MARKER = 'owner-only-7c1f';

const DAY = '2026-05-14';
const NEXT_DAY = '2026-05-15';
const MONTH = '2026-05';

/** The first athlete's entries, one of each kind the matrix attacks, all carrying the marker. */
const OWNER_ENTRIES = {
  game: {
    type: 'Game',
    day: DAY,
    content: { opposingTeam: `Rovers ${MARKER}`, pregame: { controlFactors: MARKER }, postgame: { rating: 8 } },
  },
  training: { type: 'Training', day: DAY, content: { answers: { t1: MARKER }, rating: 6, notes: MARKER } },
  food: { type: 'Food', day: DAY, content: { mealType: 'Lunch', timeOfDay: '12:00', foodItems: MARKER } },
  lift: { type: 'Lift', day: NEXT_DAY, content: { answers: { l1: MARKER }, rating: 9 } },
  health: {
    type: 'Health',
    day: NEXT_DAY,
    content: { problem: 'injury', area: 'hamstring', side: 'left', pain: 6, status: 'modified', notes: MARKER },
  },
} as const;
type OwnerEntryName = keyof typeof OWNER_ENTRIES;

/** Content valid for each type, as an intruder would send it. */
const VALID_CONTENT: Record<string, Record<string, unknown>> = {
  Game: { postgame: { rating: 1 } },
  Training: { answers: {}, rating: 1 },
  Food: { mealType: 'Dinner', timeOfDay: '20:00', foodItems: 'Stolen' },
  Lift: { answers: {}, rating: 1 },
  Health: { problem: 'illness', status: 'available' },
};

describe("one athlete's entries, seen from another account", () => {
  let app: TestServer;
  let owner: TestBrowser;
  let ownerId: string;
  const ids = {} as Record<OwnerEntryName, string>;
  let before: Snapshot;

  beforeAll(async () => {
    app = await startTestServer({ rateLimit: 'off' });
    owner = await signedInBrowser(app);
    ownerId = (await owner.session())!.user.id;
    for (const [name, entry] of Object.entries(OWNER_ENTRIES)) {
      const id = randomUUID();
      const response = await owner.request('/api/entries', { method: 'POST', json: { id, ...entry } });
      expect(response.status).toBe(201);
      ids[name as OwnerEntryName] = id;
    }
    before = await ownerSnapshot();
  });
  afterAll(() => app?.cleanup());

  interface Snapshot {
    /** Path -> the owner's full answer text. */
    answers: Record<string, string>;
    /** The owner's rows, straight from the table. */
    rows: unknown[];
  }

  /** Everything the owner can read about their entries, as exact answer text, plus their stored rows. */
  async function ownerSnapshot(): Promise<Snapshot> {
    const paths = [
      ...Object.values(ids).map((id) => `/api/entries/${id}`),
      `/api/entries/day/${DAY}`,
      `/api/entries/day/${NEXT_DAY}`,
      `/api/entries/month/${MONTH}`,
      '/api/entries/history?limit=100',
      '/api/entries/history?type=Game',
    ];
    const answers: Record<string, string> = {};
    for (const path of paths) {
      const response = await owner.request(path);
      answers[path] = await response.text();
      expect(response.status, `${path}: ${answers[path]}`).toBe(200);
    }
    return { answers, rows: await tableRowsOf(app.server.database.db, 'journal_entries', ownerId) };
  }

  /** A second athlete with an entry of their own on the owner's day and a Game on another day. */
  async function intruder(): Promise<{ browser: TestBrowser; own: JournalEntry[] }> {
    const browser = await signedInBrowser(app);
    const own: JournalEntry[] = [];
    for (const entry of [
      { type: 'Training', day: DAY, content: { answers: { t1: 'Mine' }, rating: 2 } },
      { type: 'Game', day: '2026-05-20', content: { postgame: { rating: 4 } } },
    ]) {
      const response = await browser.request('/api/entries', { method: 'POST', json: { id: randomUUID(), ...entry } });
      expect(response.status).toBe(201);
      own.push(((await response.json()) as { entry: JournalEntry }).entry);
    }
    return { browser, own };
  }

  /** The answer's status and text, after checking that it gives nothing of the owner's away. */
  async function attempt(response: Response): Promise<{ status: number; text: string }> {
    const text = await response.text();
    expect(text).not.toContain(MARKER);
    for (const id of Object.values(ids)) expect(text).not.toContain(id);
    return { status: response.status, text };
  }

  it('starts from a snapshot with all five of the owner entries in it', () => {
    expect(before.rows).toHaveLength(5);
    expect(before.answers['/api/entries/history?limit=100']).toContain(MARKER);
  });

  it.each(Object.keys(OWNER_ENTRIES) as OwnerEntryName[])(
    "answers every read, edit and delete of the owner's %s entry with 404, changing nothing",
    async (name) => {
      const { browser } = await intruder();
      const id = ids[name];
      const type = OWNER_ENTRIES[name].type;
      const path = `/api/entries/${id}`;

      const answers = [
        await attempt(await browser.request(path)),
        await attempt(await browser.request(path, { method: 'PUT', json: { content: VALID_CONTENT[type] } })),
        await attempt(
          await browser.request(path, { method: 'PUT', json: { content: VALID_CONTENT[type], version: 1 } }),
        ),
        // Content invalid for the owner's type must not get a 422: that would confirm the entry exists.
        await attempt(await browser.request(path, { method: 'PUT', json: { content: { mealType: 'Nope' } } })),
        await attempt(await browser.request(path, { method: 'DELETE' })),
        await attempt(await browser.request(`/api/entries/${id.toUpperCase()}`, { method: 'DELETE' })),
      ];

      expect(answers.map((answer) => answer.status)).toEqual([404, 404, 404, 404, 404, 404]);
      expect(new Set(answers.map((answer) => answer.text)).size).toBe(1);
      expect(await ownerSnapshot()).toEqual(before);
    },
  );

  it("answers an intruder's day, month and history with their own entries only", async () => {
    const { browser, own } = await intruder();
    const [practice, game] = own;

    const day = await attempt(await browser.request(`/api/entries/day/${DAY}`));
    const nextDay = await attempt(await browser.request(`/api/entries/day/${NEXT_DAY}`));
    const month = await attempt(await browser.request(`/api/entries/month/${MONTH}`));
    const history = await attempt(await browser.request('/api/entries/history?limit=100'));
    const foodHistory = await attempt(await browser.request('/api/entries/history?type=Food'));
    const healthHistory = await attempt(await browser.request('/api/entries/history?type=Health'));

    expect(JSON.parse(day.text)).toEqual({ entries: [practice] });
    expect(JSON.parse(nextDay.text)).toEqual({ entries: [] });
    expect(JSON.parse(month.text)).toEqual({
      month: MONTH,
      start: '2026-04-26',
      end: '2026-06-06',
      days: [
        { day: DAY, entryCount: 1, averageRating: 2 },
        { day: '2026-05-20', entryCount: 1, averageRating: 4 },
      ],
    });
    expect(JSON.parse(history.text)).toEqual({ entries: [game, practice], nextCursor: null, total: 2 });
    expect(JSON.parse(foodHistory.text)).toEqual({ entries: [], nextCursor: null, total: 0 });
    expect(JSON.parse(healthHistory.text)).toEqual({ entries: [], nextCursor: null, total: 0 });
    expect(await ownerSnapshot()).toEqual(before);
  });

  it("limits an intruder's deletes by type and by timestamp to their own entries", async () => {
    const { browser, own } = await intruder();
    const remove = async (query: string) => {
      const answer = await attempt(await browser.request(`/api/entries?${query}`, { method: 'DELETE' }));
      expect(answer.status, answer.text).toBe(200);
      return JSON.parse(answer.text) as { deleted: number };
    };

    expect(await remove('type=Food')).toEqual({ deleted: 0 });
    expect(await remove('type=Health')).toEqual({ deleted: 0 });
    expect(await remove('type=Lift')).toEqual({ deleted: 0 });
    expect(await remove(`type=Lift&timestamp=${NEXT_DAY}T12:00:00.000Z`)).toEqual({ deleted: 0 });
    expect(await remove(`timestamp=${NEXT_DAY}T12:00:00.000Z`)).toEqual({ deleted: 0 });
    expect(await remove(`type=Game&timestamp=${DAY}T12:00:00.000Z`)).toEqual({ deleted: 0 });
    expect(await remove(`timestamp=${DAY}T12:00:00.000Z`)).toEqual({ deleted: 1 });
    expect(await remove('type=Game')).toEqual({ deleted: 1 });

    for (const entry of own) expect((await browser.request(`/api/entries/${entry.id}`)).status).toBe(404);
    expect(await ownerSnapshot()).toEqual(before);
  });

  it("refuses an intruder's create with the owner's entry id (409), keeping the owner's entry", async () => {
    const { browser } = await intruder();

    for (const id of [ids.training, ids.training.toUpperCase()]) {
      const response = await browser.request('/api/entries', {
        method: 'POST',
        json: { id, type: 'Training', day: DAY, content: VALID_CONTENT.Training },
      });
      const answer = await attempt(response);
      expect(answer.status, answer.text).toBe(409);
      expect((JSON.parse(answer.text) as { error: { code: string } }).error.code).toBe('ID_TAKEN');
    }

    const history = await attempt(await browser.request('/api/entries/history?limit=100'));
    expect((JSON.parse(history.text) as { entries: JournalEntry[] }).entries).toHaveLength(2);
    expect(await ownerSnapshot()).toEqual(before);
  });

  it('gives a signed-out browser nothing of the owner either', async () => {
    const stranger = app.browser();
    const answers = [
      await attempt(await stranger.request(`/api/entries/${ids.game}`)),
      await attempt(await stranger.request(`/api/entries/day/${DAY}`)),
      await attempt(await stranger.request(`/api/entries/month/${MONTH}`)),
      await attempt(await stranger.request('/api/entries/history')),
      await attempt(await stranger.request(`/api/entries/${ids.game}`, { method: 'DELETE' })),
      await attempt(await stranger.request(`/api/entries?timestamp=${DAY}T12:00:00.000Z`, { method: 'DELETE' })),
    ];

    expect(answers.map((answer) => answer.status)).toEqual([401, 401, 401, 401, 401, 401]);
    expect(await ownerSnapshot()).toEqual(before);
  });
});
