import { randomUUID } from 'node:crypto';
import { setTimeout as pause } from 'node:timers/promises';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { JournalEntry } from '../../../domain/entry-content.js';
import type { DaySummary } from '../../../domain/rating.js';
import { MAX_BODY_BYTES } from '../../app.js';
import { rawRequest } from '../../test-support/raw-http.js';
import {
  type RequestOptions,
  type TestBrowser,
  serverForSuite,
  signedInBrowser,
} from '../../test-support/test-server.js';

interface ErrorBody {
  error: { code: string; message: string; fields?: string[] };
}

/** What a client sends to create an entry; loosely typed so that tests can send invalid ones too. */
interface Draft {
  id: string;
  type: string;
  day: string;
  content: Record<string, unknown>;
}

const draft = (type: string, day: string, content: Record<string, unknown>): Draft => ({
  id: randomUUID(),
  type,
  day,
  content,
});

const training = (day: string, rating?: number, extra: Record<string, unknown> = {}) =>
  draft('Training', day, {
    timeOfDay: 'Morning',
    answers: { t1: 'Kept my focus' },
    ...(rating === undefined ? {} : { rating }),
    ...extra,
  });
const lift = (day: string, rating?: number) => draft('Lift', day, { answers: { l1: 'Fired up' }, rating });
const food = (day: string, mealType = 'Lunch') =>
  draft('Food', day, { mealType, timeOfDay: '12:30', foodItems: 'Rice and chicken' });
const pregameOnly = (day: string) =>
  draft('Game', day, { opposingTeam: 'Rovers', pregame: { controlFactors: 'My effort' } });
const finishedGame = (day: string, rating: number) =>
  draft('Game', day, { opposingTeam: 'Rovers', pregame: { controlFactors: 'My effort' }, postgame: { rating } });

/** A day's entry timestamp as the activities page sends it. */
const noon = (day: string) => `${day}T12:00:00.000Z`;

/** Enough time between two creates that their creation times differ (they have millisecond precision). */
const tick = () => pause(5);

describe('journal entries API', () => {
  const app = serverForSuite({ rateLimit: 'off' });

  /** A new athlete, signed up and signed in. */

  /** The answer's JSON body, after checking its status (the body is shown when the status is wrong). */
  async function answer<T>(response: Response, status: number): Promise<T> {
    const text = await response.text();
    expect(response.status, text).toBe(status);
    return JSON.parse(text) as T;
  }

  /** Checks the one error shape of the API with this status and code, and returns the error. */
  async function refusal(response: Response, status: number, code: string): Promise<ErrorBody['error']> {
    const body = await answer<ErrorBody>(response, status);
    expect(body.error.code).toBe(code);
    expect(body.error.message).toMatch(/\w/);
    return body.error;
  }

  /** A 422 whose `fields` name `field`; returns the error. */
  async function invalid(response: Response, field: string): Promise<ErrorBody['error']> {
    const error = await refusal(response, 422, 'VALIDATION_FAILED');
    expect(error.fields).toContain(field);
    return error;
  }

  const post = (browser: TestBrowser, body: unknown) => browser.request('/api/entries', { method: 'POST', json: body });
  const put = (browser: TestBrowser, id: string, body: unknown) =>
    browser.request(`/api/entries/${id}`, { method: 'PUT', json: body });
  const remove = (browser: TestBrowser, path: string, init: RequestOptions = {}) =>
    browser.request(`/api/entries${path}`, { method: 'DELETE', ...init });

  async function create(browser: TestBrowser, entry: Draft): Promise<JournalEntry> {
    return (await answer<{ entry: JournalEntry }>(await post(browser, entry), 201)).entry;
  }

  /** Creates the entries one after another, with distinct creation times. */
  async function createAll(browser: TestBrowser, entries: Draft[]): Promise<JournalEntry[]> {
    const created: JournalEntry[] = [];
    for (const entry of entries) {
      created.push(await create(browser, entry));
      await tick();
    }
    return created;
  }

  async function read(browser: TestBrowser, id: string): Promise<JournalEntry | null> {
    const response = await browser.request(`/api/entries/${id}`);
    if (response.status === 404) return null;
    return (await answer<{ entry: JournalEntry }>(response, 200)).entry;
  }

  async function dayOf(browser: TestBrowser, day: string): Promise<JournalEntry[]> {
    return (await answer<{ entries: JournalEntry[] }>(await browser.request(`/api/entries/day/${day}`), 200)).entries;
  }

  interface HistoryPage {
    entries: JournalEntry[];
    nextCursor: string | null;
    total: number;
  }

  async function historyPage(browser: TestBrowser, query: string): Promise<HistoryPage> {
    return answer<HistoryPage>(await browser.request(`/api/entries/history?${query}`), 200);
  }

  /** All of a user's entries (at most 100), newest first. */
  async function everything(browser: TestBrowser): Promise<JournalEntry[]> {
    const page = await historyPage(browser, 'limit=100');
    expect(page.nextCursor).toBeNull();
    return page.entries;
  }

  /** Rows with this id in the table, whoever owns them: proof that nothing was written. */
  async function rowsWithId(id: string): Promise<number> {
    const rows = await app.server.database.db.selectFrom('journal_entries').select('id').where('id', '=', id).execute();
    return rows.length;
  }

  describe('signed out', () => {
    const id = randomUUID();
    it.each([
      ['GET', '/day/2026-03-05'],
      ['GET', '/month/2026-03'],
      ['GET', '/history'],
      ['GET', `/${id}`],
      ['POST', ''],
      ['PUT', `/${id}`],
      ['DELETE', `/${id}`],
      ['DELETE', '?type=Game'],
      ['DELETE', `?timestamp=${noon('2026-03-05')}`],
    ])('answers %s /api/entries%s with 401', async (method, path) => {
      const body = method === 'POST' || method === 'PUT' ? { ...training('2026-03-05', 7), id } : undefined;
      const response = await app.browser().request(`/api/entries${path}`, { method, json: body });

      await refusal(response, 401, 'UNAUTHORIZED');
      expect(await rowsWithId(id)).toBe(0);
    });

    it('answers with 401 after signing out, with the same browser that wrote entries', async () => {
      const browser = await signedInBrowser(app);
      const entry = await create(browser, training('2026-03-05', 7));
      expect((await browser.signOut()).status).toBe(200);

      await refusal(await browser.request(`/api/entries/${entry.id}`), 401, 'UNAUTHORIZED');
      await refusal(await remove(browser, `/${entry.id}`), 401, 'UNAUTHORIZED');
      expect(await rowsWithId(entry.id)).toBe(1);
    });
  });

  describe('POST /api/entries', () => {
    let athlete: TestBrowser;
    beforeAll(async () => {
      athlete = await signedInBrowser(app);
    });

    it('creates an entry (201) on its day at noon UTC, at version 1, and reads it back', async () => {
      const sent = training('2026-03-05', 8, { notes: 'Good session' });

      const response = await post(athlete, sent);

      const { entry } = await answer<{ entry: JournalEntry }>(response, 201);
      expect(entry).toEqual({
        id: sent.id,
        type: 'Training',
        day: '2026-03-05',
        timestamp: '2026-03-05T12:00:00.000Z',
        content: { timeOfDay: 'Morning', answers: { t1: 'Kept my focus' }, rating: 8, notes: 'Good session' },
        version: 1,
        createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
        updatedAt: entry.createdAt,
        // Every entry answered carries its comments (decision 043): none yet.
        comments: [],
      });
      expect(await read(athlete, sent.id)).toEqual(entry);
    });

    it.each([
      ['Game', finishedGame('2026-03-06', 7).content],
      ['Game', pregameOnly('2026-03-06').content],
      ['Game', { opposingTeam: 'Harbour', postgame: { rating: 6, externalFactors: [] } }], // its postgame alone
      ['Game', { notes: 'Watch their left winger' }], // OTHER NOTES only
      ['Training', { answers: {} }],
      ['Rehab', { answers: { r1: 'Less pain today' } }],
      ['Lift', { answers: { l1: 'Ready' }, rating: 4 }],
      ['Imagery', { selectedPrompts: ['Receiving and scoring'], rating: 9 }],
      ['Food', { mealType: 'Dinner', timeOfDay: '19:00', foodItems: 'Pasta', feelingNotes: 'Full' }],
    ])('creates a %s entry', async (type, content) => {
      const sent = draft(type, '2026-03-06', content);

      const entry = await create(athlete, sent);

      expect(entry).toMatchObject({ id: sent.id, type, day: '2026-03-06', version: 1 });
      expect(entry.content).toMatchObject(content);
      expect(await read(athlete, sent.id)).toEqual(entry);
    });

    it('stores content as the schemas normalise it: trimmed, blank text dropped, defaults filled', async () => {
      const game = await create(
        athlete,
        draft('Game', '2026-03-07', {
          opposingTeam: '  Rovers ',
          timeOfDay: '   ',
          postgame: { rating: 6, externalFactors: ['Referee', 'Referee', 'Opponent'] },
        }),
      );
      const snack = await create(
        athlete,
        draft('Food', '2026-03-07', { mealType: 'Snack', timeOfDay: ' 4pm ', foodItems: 'Apple', feelingNotes: 'Hmm' }),
      );
      const imagery = await create(athlete, draft('Imagery', '2026-03-07', {}));

      expect(game.content).toEqual({
        opposingTeam: 'Rovers',
        postgame: { rating: 6, externalFactors: ['Referee', 'Opponent'] },
      });
      expect(snack.content).toEqual({ mealType: 'Snack', timeOfDay: '4pm', foodItems: 'Apple', feelingNotes: '' });
      expect(imagery.content).toEqual({ selectedPrompts: [] });
      expect(await read(athlete, game.id)).toEqual(game);
    });

    it('accepts text of exactly 5,000 characters', async () => {
      const entry = await create(athlete, training('2026-03-08', 5, { notes: 'n'.repeat(5000) }));
      expect((await read(athlete, entry.id))?.content).toMatchObject({ notes: 'n'.repeat(5000) });
    });

    describe('is idempotent', () => {
      it('answers the same id again with 200 and the stored entry, without a second row', async () => {
        const sent = training('2026-03-09', 6);
        const first = await create(athlete, sent);

        const again = await post(athlete, { ...sent, content: { ...sent.content, rating: 2 }, day: '2026-03-10' });

        expect((await answer<{ entry: JournalEntry }>(again, 200)).entry).toEqual(first);
        expect(await read(athlete, sent.id)).toEqual(first);
        expect(await rowsWithId(sent.id)).toBe(1);
        expect(await dayOf(athlete, '2026-03-10')).toEqual([]);
      });

      it('matches a retry that spells the id in capitals', async () => {
        const sent = training('2026-03-09', 6);
        const first = await create(athlete, sent);

        const again = await post(athlete, { ...sent, id: sent.id.toUpperCase() });

        expect((await answer<{ entry: JournalEntry }>(again, 200)).entry).toEqual(first);
        expect(await rowsWithId(sent.id)).toBe(1);
      });

      it('makes one entry of two simultaneous creates with one id: one 201, one 200', async () => {
        const sent = food('2026-03-11');

        const responses = await Promise.all([post(athlete, sent), post(athlete, sent)]);

        expect(responses.map((response) => response.status).sort()).toEqual([200, 201]);
        const [a, b] = await Promise.all(responses.map((r) => r.json() as Promise<{ entry: JournalEntry }>));
        expect(a!.entry).toEqual(b!.entry);
        expect(await rowsWithId(sent.id)).toBe(1);
      });
    });

    describe('refuses a bad body and writes nothing', () => {
      let refuser: TestBrowser;
      let kept: JournalEntry;
      beforeAll(async () => {
        refuser = await signedInBrowser(app);
        kept = await create(refuser, training('2026-03-05', 7));
      });

      const bigAnswers = Object.fromEntries(Array.from({ length: 14 }, (_, i) => [`q${i}`, 'x'.repeat(5000)]));
      const lunch = (content: Record<string, unknown>) =>
        draft('Food', '2026-03-05', { mealType: 'Lunch', ...content });

      it.each([
        ['Food without a time of day', 'content.timeOfDay', lunch({ foodItems: 'Soup' })],
        ['Food with a blank time of day', 'content.timeOfDay', lunch({ timeOfDay: '  ', foodItems: 'Soup' })],
        ['Food without food items', 'content.foodItems', lunch({ timeOfDay: '12:00' })],
        [
          'Food of an unknown meal',
          'content.mealType',
          lunch({ mealType: 'Brunch', timeOfDay: '12:00', foodItems: 'Eggs' }),
        ],
        ['rating 11', 'content.rating', training('2026-03-05', 11)],
        ['rating 0', 'content.rating', training('2026-03-05', 0)],
        ['rating 7.5', 'content.rating', training('2026-03-05', 7.5)],
        ['rating "8"', 'content.rating', training('2026-03-05', undefined, { rating: '8' })],
        ['a postgame without rating', 'content.postgame.rating', draft('Game', '2026-03-05', { postgame: {} })],
        [
          'an unknown external factor',
          'content.postgame.externalFactors.0',
          draft('Game', '2026-03-05', { postgame: { rating: 5, externalFactors: ['Weather'] } }),
        ],
        ['an unknown type', 'type', draft('Practice', '2026-03-05', { answers: {} })],
        ['a lowercase type', 'type', draft('training', '2026-03-05', { answers: {} })],
        ['day 2026-02-30', 'day', training('2026-02-30', 5)],
        ['day 2026-3-5', 'day', training('2026-3-5', 5)],
        ['a timestamp as the day', 'day', training('2026-03-05T12:00:00.000Z', 5)],
        ['notes of 5,001 characters', 'content.notes', training('2026-03-05', 5, { notes: 'n'.repeat(5001) })],
        [
          'a time of day over 100 characters',
          'content.timeOfDay',
          training('2026-03-05', 5, { timeOfDay: 't'.repeat(101) }),
        ],
        ['content over 64 KiB', 'content', training('2026-03-05', 5, { answers: bigAnswers })],
        ['content that is a string', 'content', { ...training('2026-03-05', 5), content: 'great' as never }],
      ])('%s: 422 naming %s', async (_label, field, entry) => {
        await invalid(await post(refuser, entry), field);

        expect(await rowsWithId(entry.id)).toBe(0);
        expect(await everything(refuser)).toEqual([kept]);
      });

      it('refuses an id that is not a UUID, naming id', async () => {
        const entry = { ...training('2026-03-05', 5), id: 'entry-1' };

        await invalid(await post(refuser, entry), 'id');

        expect(await rowsWithId('entry-1')).toBe(0);
        expect(await everything(refuser)).toEqual([kept]);
      });

      it('names the field in the message too', async () => {
        const error = await invalid(
          await post(refuser, draft('Food', '2026-03-05', { mealType: 'Lunch', foodItems: 'Soup' })),
          'content.timeOfDay',
        );
        expect(error.message).toBe('content.timeOfDay: Please enter the time of day');
      });

      it('refuses malformed JSON with 400', async () => {
        const entry = training('2026-03-05', 5);
        const response = await refuser.request('/api/entries', { body: JSON.stringify(entry).slice(0, -2) });

        await refusal(response, 400, 'BAD_REQUEST');
        expect(await rowsWithId(entry.id)).toBe(0);
        expect(await everything(refuser)).toEqual([kept]);
      });

      it.each(['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x'])(
        'refuses a body sent as %s with 415',
        async (contentType) => {
          const entry = training('2026-03-05', 5);
          const response = await refuser.request('/api/entries', {
            body: JSON.stringify(entry),
            headers: { 'content-type': contentType },
          });

          await refusal(response, 415, 'UNSUPPORTED_MEDIA_TYPE');
          expect(await rowsWithId(entry.id)).toBe(0);
        },
      );

      it('refuses a request from a foreign Origin with 403', async () => {
        const entry = training('2026-03-05', 5);
        const response = await refuser.request('/api/entries', {
          json: entry,
          headers: { origin: 'https://evil.example' },
        });

        await refusal(response, 403, 'FORBIDDEN_ORIGIN');
        expect(await rowsWithId(entry.id)).toBe(0);
      });

      it('refuses a request without an Origin with 403', async () => {
        const entry = training('2026-03-05', 5);
        const response = await rawRequest(`${app.url}/api/entries`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie: cookieHeader(refuser) },
          body: JSON.stringify(entry),
        });

        expect(response.status).toBe(403);
        expect((JSON.parse(response.body) as ErrorBody).error.code).toBe('FORBIDDEN_ORIGIN');
        expect(await rowsWithId(entry.id)).toBe(0);
      });

      it('refuses a body over 1 MiB with 413', async () => {
        const entry = training('2026-03-05', 5, { notes: 'n'.repeat(MAX_BODY_BYTES) });
        const response = await rawRequest(`${app.url}/api/entries`, {
          method: 'POST',
          headers: { origin: app.url, 'content-type': 'application/json', cookie: cookieHeader(refuser) },
          body: JSON.stringify(entry),
        });

        expect(response.status).toBe(413);
        expect(await rowsWithId(entry.id)).toBe(0);
        expect(await everything(refuser)).toEqual([kept]);
      });
    });
  });

  function cookieHeader(browser: TestBrowser): string {
    return [...browser.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  describe('GET /api/entries/:id', () => {
    it('answers an unknown id with 404', async () => {
      const athlete = await signedInBrowser(app);
      await refusal(await athlete.request(`/api/entries/${randomUUID()}`), 404, 'NOT_FOUND');
      await refusal(await athlete.request('/api/entries/not-a-uuid'), 404, 'NOT_FOUND');
    });

    it('refuses an id over 100 characters with 422 naming id', async () => {
      const athlete = await signedInBrowser(app);
      await invalid(await athlete.request(`/api/entries/${'a'.repeat(101)}`), 'id');
    });
  });

  describe('GET /api/entries/day/:day', () => {
    it("lists the day's entries, newest first, and nothing of other days", async () => {
      const athlete = await signedInBrowser(app);
      const [, first, second, third] = await createAll(athlete, [
        training('2026-03-04', 5),
        food('2026-03-05'),
        finishedGame('2026-03-05', 8),
        training('2026-03-05', 6),
        lift('2026-03-06', 7),
      ]);

      const entries = await dayOf(athlete, '2026-03-05');

      expect(entries).toEqual([third, second, first]);
    });

    it('answers a day without entries with an empty list', async () => {
      const athlete = await signedInBrowser(app);
      expect(await dayOf(athlete, '2024-02-29')).toEqual([]);
    });

    it.each(['2026-02-30', '2025-02-29', '2026-3-5', 'today', '2026-03-05T12:00:00.000Z'])(
      'refuses the day %s with 422 naming day',
      async (day) => {
        const athlete = await signedInBrowser(app);
        await invalid(await athlete.request(`/api/entries/day/${encodeURIComponent(day)}`), 'day');
      },
    );
  });

  describe('GET /api/entries/month/:month', () => {
    interface MonthSummary {
      month: string;
      start: string;
      end: string;
      days: DaySummary[];
    }

    async function monthOf(browser: TestBrowser, month: string): Promise<MonthSummary> {
      return answer<MonthSummary>(await browser.request(`/api/entries/month/${month}`), 200);
    }

    it('sums up each day of the grid (Sunday 29 March to Saturday 2 May for April 2026)', async () => {
      const athlete = await signedInBrowser(app);
      await createAll(athlete, [
        training('2025-04-05', 9), // a year before: excluded
        training('2026-03-28', 10), // the Saturday before the grid: excluded
        training('2026-03-29', 3), // the grid's first day, in March
        training('2026-04-05', 8),
        lift('2026-04-05', 5),
        finishedGame('2026-04-06', 7), // only a postgame rating
        food('2026-04-07'), // no rating at all
        pregameOnly('2026-04-08'), // in progress: no rating yet
        food('2026-04-08', 'Dinner'),
        draft('Rehab', '2026-04-09', { answers: { 'pain-rating': '4', r2: 'Better' } }), // rating from answers
        draft('Imagery', '2026-04-09', { selectedPrompts: ['pass'], rating: 8 }),
        training('2026-04-10', 6, { answers: { rating: '1' } }), // content.rating comes first
        food('2026-04-30'),
        training('2026-04-30', 2),
        lift('2026-05-02', 9), // the grid's last day, in May
        training('2026-05-03', 1), // the Sunday after the grid: excluded
      ]);

      const summary = await monthOf(athlete, '2026-04');

      expect(summary).toEqual({
        month: '2026-04',
        start: '2026-03-29',
        end: '2026-05-02',
        days: [
          { day: '2026-03-29', entryCount: 1, averageRating: 3 },
          { day: '2026-04-05', entryCount: 2, averageRating: 6.5 },
          { day: '2026-04-06', entryCount: 1, averageRating: 7 },
          { day: '2026-04-07', entryCount: 1, averageRating: null },
          { day: '2026-04-08', entryCount: 2, averageRating: null },
          { day: '2026-04-09', entryCount: 2, averageRating: 6 },
          { day: '2026-04-10', entryCount: 1, averageRating: 6 },
          { day: '2026-04-30', entryCount: 2, averageRating: 2 },
          { day: '2026-05-02', entryCount: 1, averageRating: 9 },
        ],
      });
    });

    it('follows edits and deletes: a finished game starts counting, a deleted entry stops', async () => {
      const athlete = await signedInBrowser(app);
      const game = await create(athlete, pregameOnly('2026-04-06'));
      const practice = await create(athlete, training('2026-04-06', 4));
      expect((await monthOf(athlete, '2026-04')).days).toEqual([
        { day: '2026-04-06', entryCount: 2, averageRating: 4 },
      ]);

      await answer(await put(athlete, game.id, { content: finishedGame('2026-04-06', 10).content }), 200);
      expect((await monthOf(athlete, '2026-04')).days).toEqual([
        { day: '2026-04-06', entryCount: 2, averageRating: 7 },
      ]);

      await answer(await remove(athlete, `/${practice.id}`), 200);
      expect((await monthOf(athlete, '2026-04')).days).toEqual([
        { day: '2026-04-06', entryCount: 1, averageRating: 10 },
      ]);
    });

    it('answers a month without entries with no days, but with its grid', async () => {
      const athlete = await signedInBrowser(app);
      expect(await monthOf(athlete, '2026-02')).toEqual({
        month: '2026-02',
        start: '2026-02-01',
        end: '2026-02-28',
        days: [],
      });
    });

    it.each(['2026-13', '2026-00', '2026-4', 'april', '2026-04-01'])(
      'refuses the month %s with 422 naming month',
      async (month) => {
        const athlete = await signedInBrowser(app);
        await invalid(await athlete.request(`/api/entries/month/${month}`), 'month');
      },
    );
  });

  describe('GET /api/entries/history', () => {
    let athlete: TestBrowser;
    let created: JournalEntry[];
    beforeAll(async () => {
      athlete = await signedInBrowser(app);
      created = await createAll(athlete, [
        training('2026-01-10', 5),
        food('2026-01-08'),
        finishedGame('2026-01-10', 7),
        lift('2026-01-12', 6),
        training('2026-01-08', 4),
        training('2026-01-10', 8),
        draft('Imagery', '2026-01-11', { rating: 9 }),
      ]);
    });

    /** Follows nextCursor from the first page to the last. */
    async function allPages(browser: TestBrowser, query: string): Promise<JournalEntry[][]> {
      const pages: JournalEntry[][] = [];
      let cursor: string | null = null;
      do {
        const page: HistoryPage = await historyPage(
          browser,
          cursor ? `${query}&cursor=${encodeURIComponent(cursor)}` : query,
        );
        pages.push(page.entries);
        cursor = page.nextCursor;
        expect(pages.length).toBeLessThan(20);
      } while (cursor);
      return pages;
    }

    it('lists newest day first and, within a day, newest created first', async () => {
      const [t10a, f08, g10, l12, t08, t10b, i11] = created;

      const entries = await everything(athlete);

      expect(entries).toEqual([l12, i11, t10b, g10, t10a, t08, f08]);
    });

    it('pages with limit and nextCursor, seeing every entry exactly once, in order', async () => {
      const pages = await allPages(athlete, 'limit=3');

      expect(pages.map((page) => page.length)).toEqual([3, 3, 1]);
      expect(pages.flat()).toEqual(await everything(athlete));
    });

    it('ends with nextCursor null when the last page is exactly full', async () => {
      const first = await historyPage(athlete, 'limit=7');
      expect(first.entries).toHaveLength(7);
      expect(first.nextCursor).toBeNull();
    });

    it('filters by type, page by page', async () => {
      const [t10a, , , , t08, t10b] = created;

      const pages = await allPages(athlete, 'type=Training&limit=2');

      expect(pages).toEqual([[t10b!, t10a!], [t08!]]);
    });

    it('keeps paging stable while new entries arrive', async () => {
      const browser = await signedInBrowser(app);
      const older = await createAll(browser, [
        training('2026-01-01', 1),
        training('2026-01-02', 2),
        food('2026-01-03'),
      ]);
      const first = await historyPage(browser, 'limit=2');
      expect(first.entries).toEqual([older[2], older[1]]);

      await create(browser, training('2026-01-04', 4));
      await create(browser, training('2026-01-02', 9));
      const second = await historyPage(browser, `limit=2&cursor=${first.nextCursor}`);

      expect(second).toEqual({ entries: [older[0]], nextCursor: null, total: 5 });
    });

    it('pages through entries created in the same millisecond without losing or repeating any', async () => {
      const browser = await signedInBrowser(app);
      const session = await browser.session();
      const createdAt = '2026-01-05T08:00:00.000Z';
      const ids = Array.from({ length: 5 }, () => randomUUID());
      await app.server.database.db
        .insertInto('journal_entries')
        .values(
          ids.map((id) => ({
            id,
            user_id: session!.user.id,
            type: 'Training',
            day: '2026-01-05',
            timestamp: noon('2026-01-05'),
            content: JSON.stringify({ answers: {}, rating: 5 }),
            created_at: createdAt,
            updated_at: createdAt,
          })),
        )
        .execute();

      const pages = await allPages(browser, 'limit=2');

      expect(pages.map((page) => page.length)).toEqual([2, 2, 1]);
      expect(pages.flat().map((entry) => entry.id)).toEqual((await everything(browser)).map((entry) => entry.id));
      expect(
        pages
          .flat()
          .map((entry) => entry.id)
          .sort(),
      ).toEqual([...ids].sort());
    });

    it('answers a user without entries with an empty page', async () => {
      const browser = await signedInBrowser(app);
      expect(await historyPage(browser, '')).toEqual({ entries: [], nextCursor: null, total: 0 });
    });

    it('answers with how many entries the athlete has in all, of the type asked or all, on every page', async () => {
      // Seeded above: 3 Training, 1 Food, 1 Game, 1 Lift, 1 Imagery.
      expect((await historyPage(athlete, 'limit=2')).total).toBe(7);
      expect((await historyPage(athlete, 'type=Training&limit=1')).total).toBe(3);
      const second = await historyPage(
        athlete,
        `type=Training&limit=1&cursor=${(await historyPage(athlete, 'type=Training&limit=1')).nextCursor}`,
      );
      expect(second.total).toBe(3);
      expect((await historyPage(athlete, 'type=Rehab')).total).toBe(0);
      // Another athlete's entries never count.
      expect((await historyPage(await signedInBrowser(app), 'type=Training')).total).toBe(0);
    });

    it.each([
      ['limit=0', 'limit'],
      ['limit=101', 'limit'],
      ['limit=abc', 'limit'],
      ['limit=2.5', 'limit'],
      ['type=Practice', 'type'],
      ['cursor=not-a-cursor', 'cursor'],
      [`cursor=${Buffer.from('{"day":"2026-02-30","createdAt":"x","id":"y"}').toString('base64url')}`, 'cursor'],
    ])('refuses %s with 422 naming %s', async (query, field) => {
      await invalid(await athlete.request(`/api/entries/history?${query}`), field);
    });
  });

  describe('effort, minutes and the game plan check', () => {
    let athlete: TestBrowser;
    beforeAll(async () => {
      athlete = await signedInBrowser(app);
    });

    it.each(['Training', 'Rehab', 'Lift'])('stores effort and minutes on %s and reads them back', async (type) => {
      const entry = await create(
        athlete,
        draft(type, '2026-04-01', { answers: {}, rating: 8, effort: 7, minutes: 60 }),
      );
      expect(entry.content).toMatchObject({ effort: 7, minutes: 60 });
      expect((await read(athlete, entry.id))?.content).toMatchObject({ effort: 7, minutes: 60 });
    });

    it("stores a game's effort, minutes and plan check in its postgame", async () => {
      const postgame = { rating: 6, externalFactors: [], effort: 9, minutes: 95, planAdherence: 'Partly' };
      const entry = await create(athlete, draft('Game', '2026-04-02', { opposingTeam: 'Rovers', postgame }));
      expect((await read(athlete, entry.id))?.content).toEqual({ opposingTeam: 'Rovers', postgame });
    });

    it('lets an edit add them to an older entry, and another take them away; the older entry was valid without', async () => {
      const older = await create(athlete, training('2026-04-03', 7));
      expect(older.content).not.toHaveProperty('effort');

      const added = await answer<{ entry: JournalEntry }>(
        await put(athlete, older.id, { content: { ...older.content, effort: 4, minutes: 45 }, version: 1 }),
        200,
      );
      expect(added.entry.content).toMatchObject({ effort: 4, minutes: 45 });
      const removed = await answer<{ entry: JournalEntry }>(
        await put(athlete, older.id, { content: older.content, version: 2 }),
        200,
      );
      expect(removed.entry.content).toEqual(older.content);
    });

    it.each([
      ['effort 11', { effort: 11 }, 'content.effort'],
      ['effort -1', { effort: -1 }, 'content.effort'],
      ['effort 6.5', { effort: 6.5 }, 'content.effort'],
      ['minutes 0', { minutes: 0 }, 'content.minutes'],
      ['minutes 601', { minutes: 601 }, 'content.minutes'],
      ['minutes 1.5', { minutes: 1.5 }, 'content.minutes'],
      ['minutes as letters', { minutes: 'sixty' }, 'content.minutes'],
    ])('refuses %s with 422 naming the field, on create and on edit, storing nothing', async (_case, extra, field) => {
      const id = randomUUID();
      const error = await invalid(await post(athlete, { ...training('2026-04-04', 5, extra), id }), field);
      expect(error.message).toMatch(/^content\.(effort|minutes): (Effort|Minutes) must be a whole number/);
      expect(await rowsWithId(id)).toBe(0);

      const stored = await create(athlete, training('2026-04-04', 5));
      await invalid(await put(athlete, stored.id, { content: { ...stored.content, ...extra }, version: 1 }), field);
      expect(await read(athlete, stored.id)).toEqual(stored);
    });

    it.each([
      ['an unknown plan answer', { planAdherence: 'Maybe' }, 'content.postgame.planAdherence'],
      ['postgame effort 11', { effort: 11 }, 'content.postgame.effort'],
      ['postgame minutes 0', { minutes: 0 }, 'content.postgame.minutes'],
    ])("refuses %s in a game's postgame with 422 naming the field", async (_case, extra, field) => {
      const id = randomUUID();
      const body = { ...draft('Game', '2026-04-05', { postgame: { rating: 5, ...extra } }), id };
      await invalid(await post(athlete, body), field);
      expect(await rowsWithId(id)).toBe(0);
    });
  });

  describe('the wellness check-in', () => {
    let athlete: TestBrowser;
    beforeAll(async () => {
      athlete = await signedInBrowser(app);
    });
    const items = { fatigue: 4, sleep: 4, soreness: 4, stress: 4, mood: 3 };

    it('stores the five items, hours slept and notes, and edits them', async () => {
      const entry = await create(athlete, draft('Wellness', '2026-05-01', { ...items, sleepHours: 7.5, notes: 'ok' }));
      expect(entry).toMatchObject({ type: 'Wellness', day: '2026-05-01', version: 1 });
      expect(entry.content).toEqual({ ...items, sleepHours: 7.5, notes: 'ok' });

      const edited = await answer<{ entry: JournalEntry }>(
        await put(athlete, entry.id, { content: { ...items, mood: 5 }, version: 1 }),
        200,
      );
      expect(edited.entry.content).toEqual({ ...items, mood: 5 });
      expect(edited.entry.version).toBe(2);
    });

    it.each([
      ['an item missing', { fatigue: 4, sleep: 4, soreness: 4, stress: 4 }, 'content.mood'],
      ['an item out of range', { ...items, stress: 6 }, 'content.stress'],
      ['an item not whole', { ...items, sleep: 3.5 }, 'content.sleep'],
      ['hours not in halves', { ...items, sleepHours: 7.25 }, 'content.sleepHours'],
      ['more than 24 hours', { ...items, sleepHours: 25 }, 'content.sleepHours'],
    ])('refuses %s with 422 naming the field, storing nothing', async (_case, content, field) => {
      const id = randomUUID();
      await invalid(await post(athlete, { ...draft('Wellness', '2026-05-02', content), id }), field);
      expect(await rowsWithId(id)).toBe(0);
    });

    it("counts on the calendar as an entry without a rating: a day with only a check-in is one such entry, and another day's average ignores it", async () => {
      const browser = await signedInBrowser(app);
      const alone = await create(browser, draft('Wellness', '2026-05-04', items));
      await create(browser, draft('Wellness', '2026-05-05', { ...items, fatigue: 1 }));
      await create(browser, training('2026-05-05', 8));
      const month = async () =>
        (await answer<{ days: unknown[] }>(await browser.request('/api/entries/month/2026-05'), 200)).days;
      expect(await month()).toEqual([
        { day: '2026-05-04', entryCount: 1, averageRating: null },
        { day: '2026-05-05', entryCount: 2, averageRating: 8 },
      ]);

      await answer(await remove(browser, `/${alone.id}`), 200);
      expect(await month()).toEqual([{ day: '2026-05-05', entryCount: 2, averageRating: 8 }]);
    });
  });

  describe('PUT /api/entries/:id', () => {
    let athlete: TestBrowser;
    beforeAll(async () => {
      athlete = await signedInBrowser(app);
    });

    it('replaces the content, bumps the version and keeps type, day and creation time', async () => {
      const entry = await create(athlete, training('2026-03-05', 5));
      await tick();

      const response = await put(athlete, entry.id, {
        content: { timeOfDay: ' Evening ', answers: { t1: 'Sharper' }, rating: 9 },
        type: 'Food',
        day: '2026-03-06',
      });

      const { entry: updated } = await answer<{ entry: JournalEntry }>(response, 200);
      expect(updated).toEqual({
        ...entry,
        content: { timeOfDay: 'Evening', answers: { t1: 'Sharper' }, rating: 9 },
        version: 2,
        updatedAt: expect.any(String),
      });
      expect(updated.updatedAt > entry.updatedAt).toBe(true);
      expect(await read(athlete, entry.id)).toEqual(updated);
    });

    it('accepts an edit made from the current version', async () => {
      const entry = await create(athlete, food('2026-03-05'));
      const content = { ...entry.content, foodItems: 'Soup' };

      const first = await answer<{ entry: JournalEntry }>(await put(athlete, entry.id, { content, version: 1 }), 200);
      const second = await answer<{ entry: JournalEntry }>(await put(athlete, entry.id, { content, version: 2 }), 200);

      expect(first.entry.version).toBe(2);
      expect(second.entry.version).toBe(3);
    });

    it('answers an edit made from an older version with 409 and the current entry, changing nothing', async () => {
      const entry = await create(athlete, training('2026-03-05', 5));
      const current = (
        await answer<{ entry: JournalEntry }>(
          await put(athlete, entry.id, { content: { answers: {}, rating: 6 }, version: 1 }),
          200,
        )
      ).entry;

      const response = await put(athlete, entry.id, { content: { answers: {}, rating: 1 }, version: 1 });

      const body = await answer<ErrorBody & { entry: JournalEntry }>(response, 409);
      expect(body.error.code).toBe('CONFLICT');
      expect(body.entry).toEqual(current);
      expect(await read(athlete, entry.id)).toEqual(current);
    });

    it('lets an edit without a version win over whatever is stored', async () => {
      const entry = await create(athlete, training('2026-03-05', 5));
      await answer(await put(athlete, entry.id, { content: { answers: {}, rating: 6 } }), 200);

      const { entry: updated } = await answer<{ entry: JournalEntry }>(
        await put(athlete, entry.id, { content: { answers: {}, rating: 7 } }),
        200,
      );

      expect(updated).toMatchObject({ version: 3, content: { rating: 7 } });
    });

    it('answers an unknown id with 404', async () => {
      await refusal(await put(athlete, randomUUID(), { content: { answers: {} } }), 404, 'NOT_FOUND');
    });

    describe('refuses a bad edit and changes nothing', () => {
      let foodEntry: JournalEntry;
      let trainingEntry: JournalEntry;
      beforeAll(async () => {
        foodEntry = await create(athlete, food('2026-03-05'));
        trainingEntry = await create(athlete, training('2026-03-05', 5));
      });

      const bigAnswers = Object.fromEntries(Array.from({ length: 14 }, (_, i) => [`q${i}`, 'x'.repeat(5000)]));

      it.each([
        ['Food', 'content.timeOfDay', { content: { mealType: 'Lunch', foodItems: 'Soup' } }],
        ['Food', 'content.mealType', { content: { answers: {}, rating: 5 } }],
        ['Training', 'content.rating', { content: { answers: {}, rating: 11 } }],
        ['Training', 'content.notes', { content: { answers: {}, notes: 'n'.repeat(5001) } }],
        ['Training', 'content.answers.t1', { content: { answers: { t1: 5 } } }],
        ['Training', 'content', { content: { answers: bigAnswers } }],
        ['Training', 'content', { content: 'better' }],
        ['Training', 'content', { content: ['better'] }],
        ['Training', 'content', {}],
        ['Training', 'version', { content: { answers: {} }, version: 0 }],
        ['Training', 'version', { content: { answers: {} }, version: '1' }],
      ])('a %s entry: 422 naming %s', async (type, field, body) => {
        const entry = type === 'Food' ? foodEntry : trainingEntry;

        await invalid(await put(athlete, entry.id, body), field);

        expect(await read(athlete, entry.id)).toEqual(entry);
      });

      it('checks content against the stored type and names the field in the message', async () => {
        const error = await invalid(
          await put(athlete, foodEntry.id, { content: { mealType: 'Lunch', foodItems: 'Soup' } }),
          'content.timeOfDay',
        );
        expect(error.message).toBe('content.timeOfDay: Please enter the time of day');
      });

      it('names content itself when the whole content is too large, as create does', async () => {
        const error = await invalid(
          await put(athlete, trainingEntry.id, { content: { answers: bigAnswers } }),
          'content',
        );
        expect(error.fields).toEqual(['content']);
        expect(error.message).toBe('content: This entry is too large to save (64 KiB at most)');
        expect(await read(athlete, trainingEntry.id)).toEqual(trainingEntry);
      });

      it('refuses malformed JSON with 400', async () => {
        const response = await athlete.request(`/api/entries/${trainingEntry.id}`, {
          method: 'PUT',
          body: '{"content": {"answers": {}',
        });

        await refusal(response, 400, 'BAD_REQUEST');
        expect(await read(athlete, trainingEntry.id)).toEqual(trainingEntry);
      });

      it('refuses a body that is not JSON with 415', async () => {
        const response = await athlete.request(`/api/entries/${trainingEntry.id}`, {
          method: 'PUT',
          body: JSON.stringify({ content: { answers: {}, rating: 1 } }),
          headers: { 'content-type': 'text/plain' },
        });

        await refusal(response, 415, 'UNSUPPORTED_MEDIA_TYPE');
        expect(await read(athlete, trainingEntry.id)).toEqual(trainingEntry);
      });

      it('refuses a foreign Origin with 403', async () => {
        const response = await athlete.request(`/api/entries/${trainingEntry.id}`, {
          method: 'PUT',
          json: { content: { answers: {}, rating: 1 } },
          headers: { origin: 'https://evil.example' },
        });

        await refusal(response, 403, 'FORBIDDEN_ORIGIN');
        expect(await read(athlete, trainingEntry.id)).toEqual(trainingEntry);
      });
    });
  });

  describe('DELETE /api/entries/:id', () => {
    it('deletes one entry of the signed-in athlete and leaves the others', async () => {
      const athlete = await signedInBrowser(app);
      const [gone, kept] = await createAll(athlete, [training('2026-03-05', 5), training('2026-03-05', 6)]);

      expect(await answer(await remove(athlete, `/${gone!.id}`), 200)).toEqual({ deleted: 1 });

      expect(await read(athlete, gone!.id)).toBeNull();
      expect(await everything(athlete)).toEqual([kept]);
      await refusal(await remove(athlete, `/${gone!.id}`), 404, 'NOT_FOUND');
    });

    it('answers an unknown id with 404 and an over-long one with 422', async () => {
      const athlete = await signedInBrowser(app);
      await refusal(await remove(athlete, `/${randomUUID()}`), 404, 'NOT_FOUND');
      await invalid(await remove(athlete, `/${'a'.repeat(101)}`), 'id');
    });

    it('refuses a foreign Origin with 403 and deletes nothing', async () => {
      const athlete = await signedInBrowser(app);
      const entry = await create(athlete, training('2026-03-05', 5));

      const response = await remove(athlete, `/${entry.id}`, { headers: { origin: 'https://evil.example' } });

      await refusal(response, 403, 'FORBIDDEN_ORIGIN');
      expect(await read(athlete, entry.id)).toEqual(entry);
    });
  });

  describe('undo of a delete: POST /api/entries with `restore`', () => {
    let athlete: TestBrowser;
    beforeAll(async () => {
      athlete = await signedInBrowser(app);
    });

    /** The entry again, as Undo sends it: its own id, type, day and content, and the time it was first created. */
    const restoreOf = (entry: JournalEntry, createdAt: unknown) => ({
      id: entry.id,
      type: entry.type,
      day: entry.day,
      content: entry.content,
      restore: { createdAt },
    });

    /** Deletes the entry, then brings it back with `createdAt` as its restored time; answers the stored entry. */
    async function deleteThenRestore(entry: JournalEntry, createdAt: string): Promise<JournalEntry> {
      await answer(await remove(athlete, `/${entry.id}`), 200);
      return (await answer<{ entry: JournalEntry }>(await post(athlete, restoreOf(entry, createdAt)), 201)).entry;
    }

    it('brings a deleted entry back at its own creation time, so it is back in its place in the day and history', async () => {
      const day = '2026-06-01';
      const [first, middle, last] = await createAll(athlete, [
        lift(day, 5),
        training(day, 7),
        draft('Rehab', day, { answers: { r1: 'Easy' } }),
      ]);
      const before = await dayOf(athlete, day);
      expect(before.map((entry) => entry.id)).toEqual([last!.id, middle!.id, first!.id]);

      await tick();
      const restored = await deleteThenRestore(middle!, middle!.createdAt);

      expect(restored).toMatchObject({ id: middle!.id, content: middle!.content, createdAt: middle!.createdAt });
      expect((await dayOf(athlete, day)).map((entry) => entry.id)).toEqual(before.map((entry) => entry.id));
      const history = (await historyPage(athlete, 'limit=100')).entries.filter((entry) => entry.day === day);
      expect(history.map((entry) => entry.id)).toEqual(before.map((entry) => entry.id));
    });

    it('takes the time as the server writes times, and a time after now as now', async () => {
      const earlier = await deleteThenRestore(await create(athlete, training('2026-06-02', 6)), '2026-06-02T07:30:00Z');
      expect(earlier.createdAt).toBe('2026-06-02T07:30:00.000Z');

      const ahead = await deleteThenRestore(
        await create(athlete, training('2026-06-03', 6)),
        '2999-01-01T00:00:00.000Z',
      );
      expect(Date.parse(ahead.createdAt)).toBeLessThanOrEqual(Date.now());
      expect(Date.now() - Date.parse(ahead.createdAt)).toBeLessThan(60_000);
    });

    it("never restores over another athlete's entry: 409, and that entry keeps its time", async () => {
      const owner = await signedInBrowser(app);
      const owned = await create(owner, training('2026-06-06', 6));
      const restore = restoreOf({ ...owned, createdAt: '2026-01-01T00:00:00.000Z' }, '2026-01-01T00:00:00.000Z');
      await refusal(await post(athlete, restore), 409, 'ID_TAKEN');
      expect(await read(owner, owned.id)).toEqual(owned);
    });

    it('never takes a creation time on an ordinary create', async () => {
      const sent = { ...training('2026-06-04', 6), createdAt: '2020-01-01T00:00:00.000Z' };
      const entry = await create(athlete, sent);
      expect(entry.createdAt).not.toBe('2020-01-01T00:00:00.000Z');
      expect(Date.now() - Date.parse(entry.createdAt)).toBeLessThan(60_000);
    });

    it.each([
      ['not a time', 'yesterday'],
      ['a day that does not exist', '2026-02-30T10:00:00.000Z'],
      ['a time with an offset', '2026-03-05T10:00:00+01:00'],
      ['a number', 1_772_700_000_000],
      ['no time', null],
      ['an over-long text', `2026-03-05T10:00:00.${'0'.repeat(500)}Z`],
    ])('refuses a restore with %s with 422 naming restore.createdAt, storing nothing', async (_case, createdAt) => {
      const id = randomUUID();
      const body = { ...training('2026-06-05', 6), id, restore: { createdAt } };
      await invalid(await post(athlete, body), 'restore.createdAt');
      expect(await rowsWithId(id)).toBe(0);
    });
  });

  describe('DELETE /api/entries?type=&timestamp=', () => {
    let athlete: TestBrowser;
    let entries: Record<string, JournalEntry>;
    beforeEach(async () => {
      athlete = await signedInBrowser(app);
      const [foodA, foodB, gameA, trainingA, trainingB, gameB] = await createAll(athlete, [
        food('2026-06-10'),
        food('2026-06-11'),
        finishedGame('2026-06-10', 7),
        training('2026-06-10', 6),
        training('2026-06-11', 6),
        finishedGame('2026-06-11', 3),
      ]);
      entries = {
        foodA: foodA!,
        foodB: foodB!,
        gameA: gameA!,
        trainingA: trainingA!,
        trainingB: trainingB!,
        gameB: gameB!,
      };
    });

    const remaining = async () => (await everything(athlete)).map((entry) => entry.id).sort();
    const idsOf = (...names: string[]) => names.map((name) => entries[name]!.id).sort();

    it('deletes every entry of a type, on every day', async () => {
      expect(await answer(await remove(athlete, '?type=Food'), 200)).toEqual({ deleted: 2 });
      expect(await remaining()).toEqual(idsOf('gameA', 'trainingA', 'trainingB', 'gameB'));
    });

    it('deletes every entry of a day, given its noon timestamp', async () => {
      expect(await answer(await remove(athlete, `?timestamp=${noon('2026-06-10')}`), 200)).toEqual({ deleted: 3 });
      expect(await remaining()).toEqual(idsOf('foodB', 'trainingB', 'gameB'));
    });

    it('accepts the noon timestamp without milliseconds', async () => {
      expect(await answer(await remove(athlete, '?timestamp=2026-06-11T12:00:00Z'), 200)).toEqual({ deleted: 3 });
      expect(await remaining()).toEqual(idsOf('foodA', 'gameA', 'trainingA'));
    });

    it('deletes the entries of one type on one day, given both', async () => {
      const response = await remove(athlete, `?type=Game&timestamp=${encodeURIComponent(noon('2026-06-11'))}`);
      expect(await answer(response, 200)).toEqual({ deleted: 1 });
      expect(await remaining()).toEqual(idsOf('foodA', 'foodB', 'gameA', 'trainingA', 'trainingB'));
    });

    it('answers a filter that matches nothing with deleted 0', async () => {
      expect(await answer(await remove(athlete, '?type=Rehab'), 200)).toEqual({ deleted: 0 });
      expect(await answer(await remove(athlete, `?timestamp=${noon('2026-06-12')}`), 200)).toEqual({ deleted: 0 });
      expect(await remaining()).toHaveLength(6);
    });

    it('refuses a delete without type or timestamp with 422, deleting nothing', async () => {
      await refusal(await remove(athlete, ''), 422, 'VALIDATION_FAILED');
      expect(await remaining()).toHaveLength(6);
    });

    it.each([
      ['?type=', 'type'],
      ['?type=Practice', 'type'],
      ['?type=food', 'type'],
      ['?timestamp=2026-06-10', 'timestamp'],
      ['?timestamp=2026-06-10T00:00:00.000Z', 'timestamp'],
      ['?timestamp=2026-06-10T12:00:00.000%2B02:00', 'timestamp'],
      ['?timestamp=2026-02-30T12:00:00.000Z', 'timestamp'],
      ['?type=Game&timestamp=yesterday', 'timestamp'],
    ])('refuses DELETE /api/entries%s with 422 naming %s, deleting nothing', async (query, field) => {
      await invalid(await remove(athlete, query), field);
      expect(await remaining()).toHaveLength(6);
    });

    it('refuses a foreign Origin with 403, deleting nothing', async () => {
      const response = await remove(athlete, '?type=Food', { headers: { origin: 'https://evil.example' } });

      await refusal(response, 403, 'FORBIDDEN_ORIGIN');
      expect(await remaining()).toHaveLength(6);
    });
  });
});
