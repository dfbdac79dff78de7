import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newEntrySchema } from '../../../domain/entry-content-schema.js';
import type { EntryType } from '../../../domain/entry-types.js';
import { parseSearchQuery } from '../../../domain/search/query.js';
import { searchEntries, type SearchFilters, type SearchResult } from '../../../domain/search/search-entries.js';
import { searchIndexOf } from '../../db/search-index/index.js';
import { createEntry, deleteEntry } from '../entries/queries.js';
import { startTestServer, type TestBrowser, type TestServer, signedInBrowser } from '../../test-support/test-server.js';

/**
 * Search over HTTP on a real database: the same fixture gives the same result sets on SQLite and on PostgreSQL (this
 * file runs on both: `test:api` and `test:api:pg`), written here by hand and equal to the domain's own search of the
 * fixture (what the browser does offline). Another athlete's entries never match; changes show at once.
 */

interface SearchAnswer {
  results: SearchResult[];
  nextCursor: string | null;
  total: number;
}

interface Fixture {
  key: string;
  type: EntryType;
  day: string;
  content: Record<string, unknown>;
}

const FIXTURE: Fixture[] = [
  {
    key: 'training',
    type: 'Training',
    day: '2026-03-01',
    content: {
      answers: { t1: 'Hamstring felt tight after sprints' },
      questionTexts: { t1: 'How focused was I during practice today?' },
      notes: 'Très bien',
    },
  },
  {
    key: 'wellness',
    type: 'Wellness',
    day: '2026-03-03',
    content: { fatigue: 3, sleep: 4, soreness: 2, stress: 3, mood: 4, notes: 'Hamstring sore, stretched 20 min' },
  },
  {
    key: 'pregame',
    type: 'Game',
    day: '2026-03-05',
    content: {
      opposingTeam: 'Riverside',
      pregame: { controlFactors: 'My effort and 100% focus' },
      customPregameAnswers: { 'What is my cue word?': 'Reset' },
    },
  },
  {
    key: 'final',
    type: 'Game',
    day: '2026-03-06',
    content: {
      opposingTeam: 'Riverside',
      postgame: { rating: 8, feelingsAboutPlay: 'We won the final!', notes: 'PB on sprints' },
    },
  },
  {
    key: 'dinner',
    type: 'Food',
    day: '2026-03-06',
    content: {
      mealType: 'Dinner',
      timeOfDay: '19:00',
      foodItems: 'Pasta_with "pesto" * 2',
      feelingNotes: 'Full, NEAR(sleep) AND calm',
    },
  },
  {
    key: 'imagery',
    type: 'Imagery',
    day: '2026-03-07',
    content: {
      selectedPrompts: ['See yourself receive the ball, beat a defender and score.'],
      notes: '膝盖疼 試合の前に緊張した 💪',
    },
  },
  {
    key: 'lift',
    type: 'Lift',
    day: '2026-03-08',
    content: {
      answers: { custom: 'Legs heavy [again]' },
      questionTexts: { custom: 'How did the bar feel?' },
      notes: "didn't warm up -- cool-down skipped",
    },
  },
  { key: 'rehab', type: 'Rehab', day: '2026-02-20', content: { answers: { r1: 'Felt upbeat' }, notes: 'ok' } },
];

/** Searches and what they find, newest first (by day; entries of one day by creation: `final` before `dinner`). */
const CASES: [query: string, filters: SearchFilters, expected: string[]][] = [
  ['hamstring', {}, ['wellness', 'training']],
  ['HAMSTRING', {}, ['wellness', 'training']],
  ['string', {}, ['wellness', 'training']],
  ['tight hamstring', {}, ['training']],
  ['hamstring riverside', {}, []],
  ['tres', {}, ['training']],
  ['très', {}, ['training']],
  ['focused', {}, ['training']],
  ['cue word', {}, ['pregame']],
  ['riverside', {}, ['final', 'pregame']],
  ['riverside final', {}, ['final']],
  ['sprints', {}, ['final', 'training']],
  ['pb', {}, ['final']],
  ['up', {}, ['lift', 'rehab']],
  ['a', {}, ['lift', 'imagery', 'dinner', 'pregame', 'training', 'rehab']],
  ['a ball', {}, ['imagery']],
  ['100%', {}, ['pregame']],
  ['%', {}, ['pregame']],
  ['_with', {}, ['dinner']],
  ['"pesto"', {}, ['dinner']],
  ['*', {}, ['dinner']],
  ['NEAR(sleep)', {}, ['dinner']],
  ['AND', {}, ['imagery', 'dinner', 'pregame']],
  ['[again]', {}, ['lift']],
  ['--', {}, ['lift']],
  ['cool-down', {}, ['lift']],
  ["didn't", {}, ['lift']],
  ['膝盖', {}, ['imagery']],
  ['緊張', {}, ['imagery']],
  ['試合の前', {}, ['imagery']],
  ['💪', {}, ['imagery']],
  ["' OR 1=1 --", {}, []],
  ['zzz', {}, []],
  ['hamstring', { type: 'Wellness' }, ['wellness']],
  ['riverside', { from: '2026-03-06' }, ['final']],
  ['riverside', { to: '2026-03-05' }, ['pregame']],
  ['riverside', { from: '2026-03-06', to: '2026-03-06' }, ['final']],
  ['a', { type: 'Game', to: '2026-03-05' }, ['pregame']],
];

const PASSWORD = 'search-pass-1';

describe('search API', () => {
  let app: TestServer;
  let athlete: TestBrowser;
  let other: TestBrowser;
  /** Fixture key -> the athlete's entry id. */
  const ids = new Map<string, string>();
  const keyOf = (id: string) => [...ids].find(([, entryId]) => entryId === id)?.[0] ?? `unknown ${id}`;

  async function create(browser: TestBrowser, type: EntryType, day: string, content: object): Promise<string> {
    const id = randomUUID();
    const response = await browser.request('/api/entries', { method: 'POST', json: { id, type, day, content } });
    expect(response.status, await response.clone().text()).toBe(201);
    return id;
  }

  function searchPath(query: string, filters: SearchFilters & { cursor?: string; limit?: number } = {}): string {
    const params = new URLSearchParams({ q: query });
    for (const [key, value] of Object.entries(filters)) params.set(key, String(value));
    return `/api/search?${params}`;
  }

  async function search(browser: TestBrowser, query: string, filters: Parameters<typeof searchPath>[1] = {}) {
    const response = await browser.request(searchPath(query, filters));
    const text = await response.text();
    expect(response.status, text).toBe(200);
    return JSON.parse(text) as SearchAnswer;
  }

  beforeAll(async () => {
    app = await startTestServer({ rateLimit: 'off' });
    athlete = await signedInBrowser(app, { password: PASSWORD });
    other = await signedInBrowser(app, { password: PASSWORD });
    for (const entry of FIXTURE) {
      ids.set(entry.key, await create(athlete, entry.type, entry.day, entry.content));
      // The other athlete writes the same words on the same days: none of it may ever show.
      await create(other, entry.type, entry.day, entry.content);
    }
  });
  afterAll(() => app?.cleanup());

  it.each(CASES)('%j with %j finds %j', async (query, filters, expected) => {
    const answer = await search(athlete, query, filters);
    expect(answer.results.map((result) => keyOf(result.id))).toEqual(expected);
    expect(answer.total).toBe(expected.length);
    expect(answer.nextCursor).toBeNull();
  });

  it("finds what the domain's own search finds in the same entries, for every case", async () => {
    const entries = FIXTURE.map((entry) => ({
      id: ids.get(entry.key)!,
      type: entry.type,
      day: entry.day,
      createdAt: '', // the server's ordering of one day is checked by the cases above
      content: entry.content,
    }));
    for (const [query, filters] of CASES) {
      const local = searchEntries(entries, parseSearchQuery(query), filters).map((result) => result.id);
      const served = (await search(athlete, query, filters)).results.map((result) => result.id);
      expect(new Set(served), query).toEqual(new Set(local));
    }
  });

  it('answers each result with its day, type and the matching text, marked', async () => {
    const { results } = await search(athlete, 'riverside final');
    expect(results).toEqual([
      {
        id: ids.get('final'),
        type: 'Game',
        day: '2026-03-06',
        createdAt: expect.any(String),
        snippet: { label: 'Opponent', labelMarks: [], text: 'Riverside', marks: [[0, 9]] },
        matchLine: null,
        // Each result carries its entry's comments (decision 043): none here.
        comments: [],
      },
    ]);
    const [focused] = (await search(athlete, 'focused tight')).results;
    expect(focused?.snippet).toEqual({
      label: 'How focused was I during practice today?',
      labelMarks: [[4, 11]],
      text: 'Hamstring felt tight after sprints',
      marks: [[15, 20]],
    });
  });

  it.each([
    ['a', 6],
    ['AND', 3],
  ])('pages %j by the cursor, newest first, with the count of all on each page', async (query, count) => {
    const seen: string[] = [];
    let cursor: string | undefined;
    for (let pages = 0; pages < 10; pages++) {
      const answer = await search(athlete, query, { limit: 2, ...(cursor ? { cursor } : {}) });
      expect(answer.total).toBe(count);
      seen.push(...answer.results.map((result) => keyOf(result.id)));
      if (answer.nextCursor === null) break;
      cursor = answer.nextCursor;
    }
    expect(seen).toEqual(CASES.find(([q, filters]) => q === query && Object.keys(filters).length === 0)![2]);
  });

  it("never finds another athlete's entries", async () => {
    const theirs = await search(other, 'hamstring');
    expect(theirs.total).toBe(2);
    const mine = new Set(ids.values());
    expect(theirs.results.every((result) => !mine.has(result.id))).toBe(true);
    const stranger = await signedInBrowser(app, { password: PASSWORD });
    for (const [query, filters] of CASES) {
      expect(await search(stranger, query, filters)).toEqual({ results: [], nextCursor: null, total: 0 });
    }
  });

  it('shows a new entry, an edit and a delete in results at once', async () => {
    const browser = await signedInBrowser(app, { password: PASSWORD });
    const id = await create(browser, 'Training', '2026-04-01', { answers: {}, notes: 'Calf cramp' });
    expect((await search(browser, 'cramp')).results.map((result) => result.id)).toEqual([id]);

    const updated = await browser.request(`/api/entries/${id}`, {
      method: 'PUT',
      json: { content: { answers: {}, notes: 'Calf fine' }, version: 1 },
    });
    expect(updated.status).toBe(200);
    expect((await search(browser, 'cramp')).total).toBe(0);
    expect((await search(browser, 'fine')).results.map((result) => result.id)).toEqual([id]);

    expect((await browser.request(`/api/entries/${id}`, { method: 'DELETE' })).status).toBe(200);
    expect((await search(browser, 'fine')).total).toBe(0);
    expect((await search(browser, 'calf')).total).toBe(0);
  });

  it('shows a change another server made, which only the database knows of', async () => {
    const browser = await signedInBrowser(app, { password: PASSWORD });
    const first = await create(browser, 'Training', '2026-04-06', { answers: {}, notes: 'Shin splints' });
    expect((await search(browser, 'shin')).results.map((result) => result.id)).toEqual([first]);
    // Another server on the same PostgreSQL writes through the same queries; this server's kept pages never hear.
    const { user } = (await browser.session())!;
    const { db } = app.server.database;
    const entry = { id: randomUUID(), type: 'Rehab', day: '2026-04-07', content: { answers: {}, notes: 'Shin taped' } };
    const at = new Date().toISOString();
    await createEntry(db, user.id, newEntrySchema.parse(entry), { createdAt: at, now: at });
    expect((await search(browser, 'shin')).results.map((result) => result.id)).toEqual([entry.id, first]);
    expect(await deleteEntry(db, user.id, first, new Date().toISOString())).toBe(true);
    expect((await search(browser, 'shin')).results.map((result) => result.id)).toEqual([entry.id]);
  });

  it('answers a page asked again as it did, and the next page after it', async () => {
    const browser = await signedInBrowser(app, { password: PASSWORD });
    const made = [];
    for (const day of ['2026-05-01', '2026-05-02', '2026-05-03']) {
      made.unshift(await create(browser, 'Lift', day, { answers: {}, notes: 'Deadlift triple' }));
    }
    const first = await search(browser, 'deadlift', { limit: 2 });
    expect(await search(browser, 'deadlift', { limit: 2 })).toEqual(first);
    expect([first.results.map((result) => result.id), first.total]).toEqual([made.slice(0, 2), 3]);
    const next = await search(browser, 'deadlift', { limit: 2, cursor: first.nextCursor! });
    expect([next.results.map((result) => result.id), next.total, next.nextCursor]).toEqual([[made[2]], 3, null]);
    expect((await search(browser, 'deadlift', { type: 'Rehab' })).total).toBe(0);
    expect((await search(browser, 'deadlift', { limit: 2 })).results.map((result) => result.id)).toEqual(
      made.slice(0, 2),
    );
  });

  it('finds an imported journal at once, newest first by its own days', async () => {
    const browser = await signedInBrowser(app, { password: PASSWORD });
    const imported = [
      {
        id: randomUUID(),
        type: 'Training',
        day: '2025-05-01',
        content: { answers: {}, notes: 'Imported calf strain' },
      },
      { id: randomUUID(), type: 'Lift', day: '2025-05-03', content: { answers: {}, notes: 'Imported squat PB' } },
    ];
    const file = { exportedAt: '2025-06-01T00:00:00.000Z', account: {}, entries: imported };
    expect((await search(browser, 'imported')).total).toBe(0);
    const response = await browser.request('/api/account/import', { method: 'POST', body: JSON.stringify(file) });
    expect(response.status, await response.clone().text()).toBe(200);
    expect((await search(browser, 'imported')).results.map((result) => result.id)).toEqual([
      imported[1]!.id,
      imported[0]!.id,
    ]);
    expect((await search(browser, 'pb')).results.map((result) => result.id)).toEqual([imported[1]!.id]);
  });

  it('indexes a batch of entries (an import writes them so) afresh when they were indexed before', async () => {
    const browser = await signedInBrowser(app, { password: PASSWORD });
    const userId = (await browser.session())!.user.id;
    const entries = ['Batched ankle', 'Batched wrist'].map((notes, index) => ({
      id: randomUUID(),
      type: 'Training' as const,
      day: `2026-04-0${index + 1}`,
      createdAt: new Date().toISOString(),
      content: { answers: {}, notes },
    }));
    for (const entry of entries) {
      expect((await browser.request('/api/entries', { json: entry })).status).toBe(201);
    }
    const { db } = app.server.database;
    await searchIndexOf(db).putMany(db, userId, [
      { ...entries[0]!, content: { answers: {}, notes: 'Rebatched knee' } },
    ]);
    expect((await search(browser, 'batched')).results.map((result) => result.id)).toEqual([
      entries[1]!.id,
      entries[0]!.id,
    ]);
    expect((await search(browser, 'ankle')).total).toBe(0);
    expect((await search(browser, 'knee')).results.map((result) => result.id)).toEqual([entries[0]!.id]);
  });

  it('indexes an entry once however often its create is replayed', async () => {
    const browser = await signedInBrowser(app, { password: PASSWORD });
    const entry = { id: randomUUID(), type: 'Rehab', day: '2026-04-02', content: { answers: { r1: 'Replayed' } } };
    expect((await browser.request('/api/entries', { method: 'POST', json: entry })).status).toBe(201);
    expect((await browser.request('/api/entries', { method: 'POST', json: entry })).status).toBe(200);
    expect((await search(browser, 'replayed')).total).toBe(1);
  });

  it('forgets entries deleted by type and by day, and every entry of a deleted account', async () => {
    const browser = await signedInBrowser(app, { password: PASSWORD });
    const marker = `gone${randomUUID().slice(0, 8)}`;
    await create(browser, 'Lift', '2026-04-03', { answers: {}, notes: `${marker} lift` });
    await create(browser, 'Food', '2026-04-04', { mealType: 'Lunch', timeOfDay: '12:00', foodItems: `${marker} rice` });
    await create(browser, 'Rehab', '2026-04-05', { answers: {}, notes: `${marker} rehab` });
    expect((await search(browser, marker)).total).toBe(3);
    expect((await browser.request('/api/entries?type=Lift', { method: 'DELETE' })).status).toBe(200);
    expect((await search(browser, marker)).total).toBe(2);
    const day = '/api/entries?timestamp=2026-04-04T12:00:00.000Z';
    expect((await browser.request(day, { method: 'DELETE' })).status).toBe(200);
    expect((await search(browser, marker)).total).toBe(1);

    const userId = (await browser.session())!.user.id;
    const deleted = await browser.request('/api/auth/delete-user', { json: { password: PASSWORD } });
    expect(deleted.status).toBe(200);
    const { db } = app.server.database;
    const rows = await sql<{
      count: number;
    }>`select count(*) as count from entry_search where user_id = ${userId}`.execute(db);
    expect(Number(rows.rows[0]!.count)).toBe(0);
    if (app.server.database.dialect === 'sqlite') {
      const texts = await sql<{ count: number }>`select count(*) as count from entry_search_text
        where entry_search_text match ${`"${marker}"`}`.execute(db);
      expect(Number(texts.rows[0]!.count)).toBe(0);
    }
  });

  it.each([
    ['', 'q', 'Type what to search for'],
    ['q=', 'q', 'Type what to search for'],
    ['q=%20%20', 'q', 'Type what to search for'],
    [`q=${'a'.repeat(201)}`, 'q', 'Keep a search under 200 characters'],
    [`q=${Array.from({ length: 11 }, (_, i) => `word${i}`).join('+')}`, 'q', 'Search for 10 words at most'],
    ['q=a&q=b', 'q', ''],
    ['q=%00', 'q', 'NUL'],
    ['q=ok&type=game', 'type', 'Type must be one of'],
    ['q=ok&from=2026-02-30', 'from', 'Invalid date'],
    ['q=ok&to=yesterday', 'to', 'Invalid date'],
    ['q=ok&from=2026-03-02&to=2026-03-01', 'to', 'The end date must be on or after the start date'],
    ['q=ok&cursor=nonsense', 'cursor', 'Invalid cursor'],
    ['q=ok&limit=51', 'limit', 'Limit must be at most 50'],
    ['q=ok&limit=0', 'limit', 'Limit must be at least 1'],
    ['q=ok&limit=x', 'limit', 'Limit must be a number'],
  ])('refuses ?%s with 422 naming %s', async (query, field, message) => {
    const response = await athlete.request(`/api/search?${query}`);
    const text = await response.text();
    expect(response.status, text).toBe(422);
    const { error } = JSON.parse(text) as { error: { code: string; message: string; fields: string[] } };
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.fields).toContain(field);
    expect(error.message).toContain(message);
    expect(text).not.toMatch(/at .*\.(ts|js):\d+/);
  });

  it('is only for a signed-in athlete', async () => {
    const response = await app.browser().request('/api/search?q=hamstring');
    expect(response.status).toBe(401);
  });
});
