import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { addDays, displayDay } from '../../../domain/dates.js';
import { newEntrySchema } from '../../../domain/entry-content-schema.js';
import type { Insights } from '../../../domain/insights/contract.js';
import { createEntry, deleteEntry } from '../entries/queries.js';
import { uniqueEmail, type TestBrowser, serverForSuite } from '../../test-support/test-server.js';

/** The server's date, which is "today" for these tests (the API accepts a day either side of it). */
const today = new Date().toISOString().slice(0, 10);
const ago = (days: number) => addDays(today, -days);

const entry = (type: string, day: string, content: Record<string, unknown>) => ({
  id: randomUUID(),
  type,
  day,
  content,
});
/** A training session: its load is effort x minutes. */
const training = (day: string, effort: number, minutes: number, rating: number) =>
  entry('Training', day, { answers: { t1: 'Focus' }, effort, minutes, rating });
const checkIn = (day: string, sleep: number) =>
  entry('Wellness', day, { fatigue: 4, sleep, soreness: 4, stress: 4, mood: 4 });

/**
 * One athlete's month: a session of 1,000 (effort 5 x 200 min) on the same weekday of each of the 4 weeks before
 * this one, rated 4, 6, 7 and 8, and one of 1,350 (9 x 150) today rated 9; a game today where they stuck to the
 * plan; check-ins the last three days. Sessions 7 days apart always fall in 5 different Monday weeks.
 */
const JOURNAL = [
  training(ago(28), 5, 200, 4),
  training(ago(21), 5, 200, 6),
  training(ago(14), 5, 200, 7),
  training(ago(7), 5, 200, 8),
  training(today, 9, 150, 9),
  entry('Game', today, { opposingTeam: 'Rovers', pregame: {}, postgame: { rating: 8, planAdherence: 'Yes' } }),
  checkIn(ago(2), 4),
  checkIn(ago(1), 4),
  checkIn(today, 2),
];

describe('insights API', () => {
  const app = serverForSuite({ rateLimit: 'off' });

  async function athleteWith(entries: object[]): Promise<TestBrowser> {
    const browser = app.browser();
    const email = uniqueEmail('insights');
    expect((await browser.signUp(email, 'insights-pass-1')).status).toBe(200);
    expect((await browser.signIn(email, 'insights-pass-1')).status).toBe(200);
    for (const json of entries) expect((await browser.request('/api/entries', { json })).status).toBe(201);
    return browser;
  }

  async function insightsOf(browser: TestBrowser, query: string): Promise<Insights> {
    const response = await browser.request(`/api/insights?${query}`);
    expect(response.status).toBe(200);
    return ((await response.json()) as { insights: Insights }).insights;
  }

  it("gives an athlete the known figures of their journal, and none of another athlete's", async () => {
    const athlete = await athleteWith(JOURNAL);
    // Another athlete, on the same days, with far more of everything.
    await athleteWith([training(today, 10, 600, 1), training(ago(3), 10, 600, 1), checkIn(ago(3), 1)]);

    const insights = await insightsOf(athlete, `period=4w&today=${today}`);
    expect(insights.period).toBe('4w');
    expect(insights.weeks).toHaveLength(4);
    expect(insights.hasEntries).toBe(true);
    // The headline, in the same answer: no check-in is unusual yet (2 before today's), so the load speaks.
    expect(insights.headline).toBe('Training load so far this week is 1,350: 35% above your 4-week average of 1,000.');
    // 1,350 against four weeks of 1,000: 35 % above.
    expect(insights.load.summary).toBe('This week: 1,350 (35% above your 4-week average)');
    expect(insights.load.weekly.slice(-1)).toEqual([1350]);
    expect(insights.load.fourWeekAverage.slice(-1)).toEqual([1000]);
    // One session of 1,350 in the last 7 days: monotony sqrt(1/6) = 0.408, strain 1,350 x 0.408 = 551.1
    expect([insights.load.monotony, insights.load.strain]).toEqual([0.4, 551]);
    // The last 28 days: 6, 7, 8 and 9 -> 7.5; the 28 before: 4.
    expect(insights.ratings.summaries).toEqual([
      'Game averaged 8.0 over the last 4 weeks (no ratings the 4 weeks before)',
      'Training averaged 7.5 over the last 4 weeks (4.0 the 4 weeks before)',
    ]);
    expect(insights.wellness.summary).toBe(`Latest check-in, ${displayDay(today)}: wellness 18 of 25.`);
    expect(insights.wellness.unusualNote).toBe(
      'Notes on what is unusual for you need 14 check-ins in the 28 days before one; there are 2.',
    );
    expect(insights.gamePlan.summary).toBe('You stuck to your plan in 1 of 1 game, partly in 0 and not in 0.');
    const days = [0, 1, 2, 7, 14, 21, 28].map(ago);
    expect(insights.consistency).toEqual({
      daysThisMonth: days.filter((day) => day.slice(0, 7) === today.slice(0, 7)).length,
      currentRun: 3,
      longestRun: 3,
    });
    // Patterns read the period: the session 28 days ago is in the week before its first.
    expect(insights.patterns.map((pattern) => pattern.text)).toEqual([
      'Not enough days yet: 0 days after sleep quality 4 or 5 and 1 after lower sleep quality; each needs 10.',
      'Not enough days yet: 0 days after an imagery session and 4 on other days; each needs 10.',
      'Not enough days yet: 1 day with morning soreness 4 or 5 and 0 with 1 to 3; each needs 10.',
    ]);
  });

  it('answers 4 weeks by default, and each period with its own weeks', async () => {
    const athlete = await athleteWith([training(today, 5, 60, 7)]);
    const byDefault = await insightsOf(athlete, '');
    expect([byDefault.period, byDefault.weeks.length]).toEqual(['4w', 4]);
    // A new athlete's headline says what the comparison needs.
    expect(byDefault.headline).toBe(
      'Log a few more weeks of sessions with effort and minutes to see how your weeks compare: 3 of the 4 weeks before this week need some load, and none has any yet.',
    );
    expect((await insightsOf(athlete, 'period=12w')).weeks).toHaveLength(12);
    expect((await insightsOf(athlete, 'period=1y')).weeks).toHaveLength(52);
    const yesterday = await insightsOf(athlete, `period=4w&today=${ago(1)}`);
    expect(yesterday.today).toBe(ago(1));
    // Seen from yesterday, today's session has not happened.
    expect(yesterday.load.weekly.reduce((sum, load) => sum + load, 0)).toBe(0);
  });

  it('shows an edit and a delete at once', async () => {
    const session = training(today, 5, 100, 6);
    const athlete = await athleteWith([session]);
    expect((await insightsOf(athlete, 'period=4w')).load.weekly.slice(-1)).toEqual([500]);
    const edit = await athlete.request(`/api/entries/${session.id}`, {
      method: 'PUT',
      json: { content: { ...session.content, effort: 8 } },
    });
    expect(edit.status).toBe(200);
    expect((await insightsOf(athlete, 'period=4w')).load.weekly.slice(-1)).toEqual([800]);
    expect((await athlete.request(`/api/entries/${session.id}`, { method: 'DELETE' })).status).toBe(200);
    const after = await insightsOf(athlete, 'period=4w');
    expect(after.load.weekly.slice(-1)).toEqual([0]);
    expect(after.hasEntries).toBe(false);
  });

  it('shows a change another server made, which only the database knows of', async () => {
    const athlete = await athleteWith([training(today, 5, 100, 6)]);
    expect((await insightsOf(athlete, 'period=4w')).load.weekly.slice(-1)).toEqual([500]);
    // Another server on the same PostgreSQL writes through the same queries; this server's kept answers never hear.
    const { user } = (await athlete.session())!;
    const db = app.server.database.db;
    const session = training(today, 2, 50, 6);
    const at = new Date().toISOString();
    await createEntry(db, user.id, newEntrySchema.parse(session), { createdAt: at, now: at });
    expect((await insightsOf(athlete, 'period=4w')).load.weekly.slice(-1)).toEqual([600]);
    expect(await deleteEntry(db, user.id, session.id, new Date().toISOString())).toBe(true);
    expect((await insightsOf(athlete, 'period=4w')).load.weekly.slice(-1)).toEqual([500]);
  });

  it.each([
    ['period=2w', 'period', 'Period must be one of 4w, 12w, 1y'],
    ['period=', 'period', 'Period must be one of 4w, 12w, 1y'],
    ['today=2026-02-30', 'today', 'Invalid date (use yyyy-MM-dd)'],
    ['today=yesterday', 'today', 'Invalid date (use yyyy-MM-dd)'],
    [`today=${addDays(today, 2)}`, 'today', "Today must be within a day of the server's date"],
    [`today=${ago(2)}`, 'today', "Today must be within a day of the server's date"],
  ])('refuses %s with a 422 naming %s', async (query, field, message) => {
    const athlete = await athleteWith([]);
    const response = await athlete.request(`/api/insights?${query}`);
    expect(response.status).toBe(422);
    const body = (await response.json()) as { error: { message: string; fields: string[] } };
    expect(body.error.fields).toEqual([field]);
    expect(body.error.message).toBe(`${field}: ${message}`);
  });

  it('is only for a signed-in athlete', async () => {
    const response = await app.browser().request('/api/insights?period=4w');
    expect(response.status).toBe(401);
  });
});
