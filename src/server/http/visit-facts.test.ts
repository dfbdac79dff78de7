import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { factPlace, FIRST_ANSWER_ID, type FirstAnswer } from '../../domain/first-page.js';
import type { Insights } from '../../domain/insights/contract.js';
import { serverForSuite, signedInBrowser, type TestBrowser } from '../test-support/test-server.js';
import { dayOfZoneCookie } from './visit-facts.js';

describe('the day a zone cookie names', () => {
  // Worked out by hand: Kiritimati is UTC+14, Pago Pago UTC-11, New York UTC-5 in November (no daylight saving).
  it.each([
    ['touchline-zone=Pacific%2FKiritimati', '2026-11-27T12:00:00Z', '2026-11-28'],
    ['theme=dark; touchline-zone=Pacific%2FPago_Pago', '2026-11-28T05:00:00Z', '2026-11-27'],
    ['touchline-zone=America/New_York; other=1', '2026-11-28T04:59:00Z', '2026-11-27'],
    ['touchline-zone=America%2FNew_York', '2026-11-28T05:00:00Z', '2026-11-28'],
    ['touchline-zone=UTC', '2026-02-28T23:59:59Z', '2026-02-28'],
  ])('%s at %s is %s', (cookie, instant, day) => {
    expect(dayOfZoneCookie(cookie, new Date(instant))).toBe(day);
  });

  it.each([
    [undefined],
    ['theme=dark'],
    ['xtouchline-zone=UTC'],
    ['touchline-zone='],
    ['touchline-zone=Mars%2FOlympus_Mons'],
    ['touchline-zone=%E0%A4%A'],
    [`touchline-zone=${'A'.repeat(200)}`],
  ])('%s names no day', (cookie) => {
    expect(dayOfZoneCookie(cookie, new Date('2026-11-28T12:00:00Z'))).toBeNull();
  });
});

// A stand-in build whose Today, calendar and Insights shells have the real places (the server's side of the contract).
const webRoot = mkdtempSync(join(tmpdir(), 'touchline-facts-'));
mkdirSync(join(webRoot, '.vite'));
writeFileSync(join(webRoot, 'index.html'), '<!doctype html><head></head><body><div id="root"></div></body>');
writeFileSync(join(webRoot, '.vite/manifest.json'), '{}');
writeFileSync(
  join(webRoot, '.vite/screens.json'),
  JSON.stringify({
    layout: 'data-layout',
    screens: [
      { path: 'journal', screen: 'today' },
      { path: 'calendar', screen: 'calendar' },
      { path: 'insights', screen: 'insights' },
    ],
  }),
);
writeFileSync(
  join(webRoot, '.vite/shells.json'),
  JSON.stringify([
    {
      path: 'journal',
      signedIn: true,
      html: '<p>Journal places</p>',
      withFacts: `<p>${factPlace('todayLine')}</p>`,
    },
    {
      path: 'calendar',
      signedIn: true,
      html: '<p>Calendar places</p>',
      withFacts: `<p>${factPlace('todayLine')}</p><h2>${factPlace('monthTitle')}</h2>`,
    },
    {
      path: 'insights',
      signedIn: true,
      html: '<p>Loading insights...</p>',
      withFacts: `<p>${factPlace('headline')}</p>`,
    },
  ]),
);
afterAll(() => rmSync(webRoot, { recursive: true, force: true }));

/** A session of effort x minutes today, which Insights' headline reports as this week's load. */
const trainingToday = (effort: number, minutes: number) => ({
  id: randomUUID(),
  type: 'Training',
  day: new Date().toISOString().slice(0, 10),
  content: { answers: { t1: 'Focus' }, effort, minutes, rating: 7 },
});

describe("a signed-in first page's facts, through the real server", () => {
  const app = serverForSuite({ rateLimit: 'off', webRoot });
  const ZONE = 'touchline-zone=UTC';

  const pageOf = async (browser: TestBrowser | null, path: string, extraCookie = ZONE) => {
    const cookie = [browser && [...browser.cookies].map(([name, value]) => `${name}=${value}`).join('; '), extraCookie]
      .filter(Boolean)
      .join('; ');
    const response = await fetch(`${app.url}${path}`, { headers: { cookie } });
    expect(response.status, path).toBe(200);
    expect(response.headers.get('cache-control'), path).toBe('private, no-cache');
    const html = await response.text();
    const root = /<div id="root">(.*?)<\/div>/.exec(html)?.[1];
    const data = new RegExp(`<script type="application/json" id="${FIRST_ANSWER_ID}">(.*?)</script>`).exec(html)?.[1];
    return { root, answer: data === undefined ? undefined : (JSON.parse(data) as FirstAnswer) };
  };

  async function athleteWithLoad(effort: number, minutes: number) {
    const browser = await signedInBrowser(app);
    expect((await browser.request('/api/entries', { json: trainingToday(effort, minutes) })).status).toBe(201);
    return browser;
  }

  /** Today in UTC (the zone the pages are asked for in), as its parts and its month's English name. */
  function todayInUtc() {
    const [year, month, day] = new Date().toISOString().slice(0, 10).split('-').map(Number) as [number, number, number];
    const monthName = new Date(Date.UTC(year, month - 1, 1)).toLocaleString('en-US', {
      month: 'long',
      timeZone: 'UTC',
    });
    return { year, monthName, day };
  }

  it("shows Today the athlete's day", async () => {
    const browser = await signedInBrowser(app);
    const { monthName, day } = todayInUtc();
    expect((await pageOf(browser, '/journal')).root).toBe(`<p>Today, ${monthName} ${day}</p>`);
    // No zone the server knows: it cannot tell the day, and keeps the place.
    expect((await pageOf(browser, '/journal', '')).root).toBe('<p>Journal places</p>');
  });

  it("shows the calendar the athlete's day and the month their address names", async () => {
    const browser = await signedInBrowser(app);
    const { year, monthName, day } = todayInUtc();
    expect((await pageOf(browser, '/calendar')).root).toBe(
      `<p>Today, ${monthName} ${day}</p><h2>${monthName} ${year}</h2>`,
    );
    expect((await pageOf(browser, '/calendar?month=2026-03')).root).toBe(
      `<p>Today, ${monthName} ${day}</p><h2>March 2026</h2>`,
    );
    expect((await pageOf(browser, '/calendar?month=2026-13')).root).toContain(`<h2>${monthName} ${year}</h2>`);
    // No zone the server knows: it cannot tell the day, and keeps the places.
    expect((await pageOf(browser, '/calendar', '')).root).toBe('<p>Calendar places</p>');
    expect((await pageOf(browser, '/calendar', 'touchline-zone=Nowhere')).root).toBe('<p>Calendar places</p>');
  });

  it("gives Insights each athlete's own headline and figures, as the API answers them, and nobody else's", async () => {
    const light = await athleteWithLoad(2, 30);
    const heavy = await athleteWithLoad(9, 120);
    const answers = [];
    for (const browser of [light, heavy]) {
      const api = (await (await browser.request('/api/insights?period=4w')).json()) as { insights: Insights };
      const page = await pageOf(browser, '/insights');
      expect(page.root).toBe(`<p>${api.insights.headline}</p>`);
      expect(page.answer).toEqual({
        insights: { period: '4w', today: new Date().toISOString().slice(0, 10), insights: api.insights },
      });
      answers.push(page.answer);
    }
    // Their journals differ (a load of 60 and of 1,080 this week), and so do their pages.
    expect(JSON.stringify(answers[0])).toContain('60');
    expect(JSON.stringify(answers[1])).toContain('1080');
    expect(answers[0]).not.toEqual(answers[1]);
  });

  it('tells Insights nothing without a valid session, without a zone, for another period or before the first entry', async () => {
    const athlete = await athleteWithLoad(5, 60);
    const noFacts = { root: '<p>Loading insights...</p>', answer: undefined };
    expect(await pageOf(null, '/insights', `${ZONE}; touchline.session_token=forged.token`)).toEqual(noFacts);
    expect(await pageOf(athlete, '/insights', '')).toEqual(noFacts);
    expect(await pageOf(athlete, '/insights?period=1y')).toEqual(noFacts);
    expect((await pageOf(athlete, '/insights?period=nonsense')).answer?.insights.period).toBe('4w');
    expect(await pageOf(await signedInBrowser(app), '/insights')).toEqual(noFacts);
    // Signed out: the old cookie no longer opens the figures.
    const cookies = new Map(athlete.cookies);
    expect((await athlete.signOut()).status).toBe(200);
    athlete.cookies.clear();
    for (const [name, value] of cookies) athlete.cookies.set(name, value);
    // As on the API, a session signed out stops working within a second (http/session.ts).
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(await pageOf(athlete, '/insights')).toEqual(noFacts);
  });
});
