import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultQuestionText, defaultSet } from '../../../domain/question-sets.js';
import { startTestServer, type TestBrowser, type TestServer, signedInBrowser } from '../../test-support/test-server.js';

const HEADER =
  'Day,Type,Time,Rating,Effort,Minutes,Load,Stuck to the plan,Fatigue,Sleep quality,Muscle soreness,Stress,Mood,' +
  'Hours slept,Notes,Minutes played,Started,Score for,Score against,Problem,Body area,Side,Pain,Availability';

describe('GET /api/account/export/csv', () => {
  let app: TestServer;
  let athlete: TestBrowser;

  beforeAll(async () => {
    app = await startTestServer();
    athlete = await signedInBrowser(app);
    for (const entry of [
      {
        type: 'Training',
        day: '2026-03-02',
        content: { answers: { t1: '=cmd|calc' }, rating: 7, effort: 5, minutes: 40 },
      },
      { type: 'Training', day: '2026-02-27', content: { answers: { t1: 'Before' }, rating: 4 } },
      { type: 'Wellness', day: '2026-03-03', content: { fatigue: 4, sleep: 2, soreness: 3, stress: 5, mood: 4 } },
      {
        type: 'Food',
        day: '2026-03-04',
        content: { mealType: 'Dinner', timeOfDay: '7 PM', foodItems: 'Pasta, "fresh"' },
      },
    ]) {
      expect((await athlete.request('/api/entries', { json: { id: randomUUID(), ...entry } })).status).toBe(201);
    }
    // Another athlete's entry on the same days never shows.
    const other = await signedInBrowser(app);
    await other.request('/api/entries', {
      json: { id: randomUUID(), type: 'Training', day: '2026-03-02', content: { answers: { t1: 'Not yours' } } },
    });
  });
  afterAll(() => app?.cleanup());

  it('downloads the days and types asked for, oldest first, quoted and safe from formulas', async () => {
    const response = await athlete.request('/api/account/export/csv?from=2026-03-01&to=2026-03-31&types=Training,Food');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="touchline-2026-03-01-to-2026-03-31.csv"',
    );
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect((await response.text()).split('\r\n')).toEqual([
      `${HEADER},How focused was I during practice today?,Meal Type,Food Items`,
      "2026-03-02,Training,,7,5,40,200,,,,,,,,,,,,,,,,,,'=cmd|calc,,",
      '2026-03-04,Food,7 PM,,,,,,,,,,,,,,,,,,,,,,,Dinner,"Pasta, ""fresh"""',
      '',
    ]);
  });

  it('downloads everything without a filter, and only a header for days without entries', async () => {
    const all = await (await athlete.request('/api/account/export/csv')).text();
    expect(all.split('\r\n').map((line) => line.slice(0, 10))).toEqual([
      'Day,Type,T',
      '2026-02-27',
      '2026-03-02',
      '2026-03-03',
      '2026-03-04',
      '',
    ]);
    expect(all).not.toContain('Not yours');
    const none = await athlete.request('/api/account/export/csv?from=2027-01-01');
    expect(await none.text()).toBe(`${HEADER}\r\n`);
  });

  it.each([
    ['from=2026-02-30', 'from'],
    ['to=yesterday', 'to'],
    ['from=2026-03-02&to=2026-03-01', 'to'],
    ['types=Training,Sleep', 'types'],
    ['types=', 'types'],
  ])('refuses %s, naming %s', async (query, field) => {
    const response = await athlete.request(`/api/account/export/csv?${query}`);
    expect(response.status).toBe(422);
    expect(((await response.json()) as { error: { fields: string[] } }).error.fields).toEqual([field]);
  });

  it('needs a session', async () => {
    expect((await app.browser().request('/api/account/export/csv')).status).toBe(401);
    expect((await app.browser().request('/api/entries/range')).status).toBe(401);
  });

  it('quotes a cell holding a semicolon and defuses full-width formula signs, as a spreadsheet in any locale reads it', async () => {
    const day = '2026-04-01';
    const content = { answers: { t1: 'safe;=1+2' }, rating: 6, notes: '＝HYPERLINK("http://x")' };
    expect(
      (await athlete.request('/api/entries', { json: { id: randomUUID(), type: 'Training', day, content } })).status,
    ).toBe(201);
    const food = { mealType: 'Lunch', timeOfDay: '|calc', foodItems: '＠SUM(1;2)' };
    expect(
      (await athlete.request('/api/entries', { json: { id: randomUUID(), type: 'Food', day, content: food } })).status,
    ).toBe(201);
    const csv = await (await athlete.request(`/api/account/export/csv?from=${day}&to=${day}`)).text();
    expect(csv.split('\r\n').slice(1)).toEqual([
      `${day},Training,,6,,,,,,,,,,,"'＝HYPERLINK(""http://x"")",,,,,,,,,,"safe;=1+2",,`,
      `${day},Food,'|calc,,,,,,,,,,,,,,,,,,,,,,,Lunch,"'＠SUM(1;2)"`,
      '',
    ]);
  });

  it("heads a game's answers with the questions asked, the athlete's own wording first, never the field names", async () => {
    const player = await signedInBrowser(app);
    const own = 'How did I do against my opposite number?';
    const items = defaultSet('game').items.map((q) => (q.id === '9' ? { ...q, text: own } : q));
    expect((await player.request('/api/question-sets/game', { method: 'PUT', json: { items } })).status).toBe(200);
    const content = {
      opposingTeam: 'Rovers',
      pregame: { controlFactors: 'Talk' },
      postgame: { rating: 8, matchupFeelings: 'Calm', systemFeelings: 'Fine' },
    };
    const day = '2026-03-02';
    expect(
      (await player.request('/api/entries', { json: { id: randomUUID(), type: 'Game', day, content } })).status,
    ).toBe(201);

    const [header, row] = (await (await player.request('/api/account/export/csv')).text()).split('\r\n');
    expect(header).toBe(
      `${HEADER},What are three things I can control in today's game?,${own},` + `${defaultQuestionText('game', '10')}`,
    );
    expect(row).toBe(`${day},Game,,8,,,,,,,,,,,,,,,,,,,,,Talk,Calm,Fine`);
    expect(header).not.toMatch(/Control Factors|Matchup Feelings|System Feelings/);
  });

  it('GET /api/entries/range answers the same entries as JSON, for the printable report', async () => {
    const response = await athlete.request('/api/entries/range?from=2026-03-01&to=2026-03-31&types=Training,Food');
    expect(response.status).toBe(200);
    const { entries } = (await response.json()) as { entries: { day: string; type: string }[] };
    expect(entries.map(({ day, type }) => `${day} ${type}`)).toEqual(['2026-03-02 Training', '2026-03-04 Food']);
    const refused = await athlete.request('/api/entries/range?from=2026-03-05&to=2026-03-01');
    expect(refused.status).toBe(422);
  });
});
