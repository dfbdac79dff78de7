import type { Browser, Page } from '@playwright/test';
import { expect, newAthlete, postJson, seedEntry, signedInContext, signUpViaApi, test, todayDay } from './fixtures';

/**
 * The first paint before any script (issue 36, docs/decisions/055): the server sends a page's shell inside #root, real
 * HTML, and the screen takes its place when the app's code has run. A signed-in screen's shell goes only to a browser
 * with a session cookie, a visitor's page's only to one without.
 */

declare global {
  /** What the page recorded for the tests below: the shell's boxes at its first paint. */
  interface Window {
    shellBoxes?: DOMRect[];
    firstFrame?: number;
    shellReplacedAt?: number;
  }
}

/** A browser context with JavaScript off, signed in as a new athlete when `signedIn`. */
async function withoutScripts(browser: Browser, baseURL: string, signedIn: boolean): Promise<Page> {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  if (signedIn) {
    const athlete = newAthlete();
    await signUpViaApi(context.request, baseURL, athlete);
    await postJson(context.request, baseURL, '/api/auth/sign-in/email', athlete);
  }
  return context.newPage();
}

test("a signed-in reload with JavaScript off shows each first screen's heading and the tab bar", async ({
  browser,
  baseURL,
}) => {
  const page = await withoutScripts(browser, baseURL!, true);
  const tabs = page.getByRole('navigation', { name: 'Main' });
  for (const [path, heading, tab] of [
    ['/journal', 'Your Journal', 'Today'],
    ['/calendar', 'Calendar', 'Calendar'],
    ['/insights', 'Insights', 'Insights'],
    ['/teams', 'Teams', 'Profile'],
  ] as const) {
    await page.goto(path);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: heading }), path).toBeVisible();
    await expect(tabs.getByRole('link'), path).toHaveText([
      'Today',
      'Calendar',
      'New',
      'History',
      'Insights',
      'Profile',
    ]);
    await expect(tabs.getByRole('link', { name: tab }), path).toHaveAttribute('aria-current', 'page');
  }
  // The tab bar's links are links: without the script, a tap still opens the next screen's page.
  await tabs.getByRole('link', { name: 'Calendar' }).click();
  await expect(page).toHaveURL(/\/calendar$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Calendar' })).toBeVisible();
  await page.context().close();
});

test("a visitor with JavaScript off sees Home's and the sign-in's shells, and nothing of a signed-in screen", async ({
  browser,
  baseURL,
}) => {
  const page = await withoutScripts(browser, baseURL!, false);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Touchline' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/signin');
  await page.goto('/signin');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
  // Fields as they will be, but nothing to type into or send before the script runs.
  await expect(page.getByLabel('Email')).toHaveAttribute('readonly', '');
  await expect(page.locator('form')).toHaveCount(0);
  // The links under the form are links: they work before the script.
  await expect(page.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/signup');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.goto('/journal');
  await expect(page.locator('#root')).toBeEmpty();
  await page.context().close();
});

/**
 * Records where `selectors` are at the first paint: read as soon as the page's HTML is in, before any script ran, once
 * the stylesheet is in (the first paint waits for it too), and only if they are still the shell's own elements.
 */
async function recordShellBoxes(page: Page, selectors: string[]) {
  await page.addInitScript((selectors) => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      const shell = selectors.map((selector) => document.querySelector(selector));
      const sheets = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')];
      void Promise.all(
        sheets.map((link) => link.sheet ?? new Promise((loaded) => link.addEventListener('load', loaded))),
      ).then(() => {
        if (shell.every((element) => element?.isConnected)) {
          window.shellBoxes = shell.map((element) => element!.getBoundingClientRect());
        }
      });
    });
  }, selectors);
}

/** The boxes the shell had (`recordShellBoxes`), the screen's own at the same `selectors` now, and the shifts. */
async function shellAndScreen(page: Page, selectors: string[]) {
  return page.evaluate((selectors) => {
    const box = ({ x, y, width, height }: DOMRect) => ({ x, y, width, height });
    const screen = selectors.map((selector) => document.querySelector(selector)!.getBoundingClientRect());
    // Every shift since the page began, read now: the browser's buffer, not an observer's callbacks, which may not
    // have run yet.
    const observer = new PerformanceObserver(() => undefined);
    observer.observe({ type: 'layout-shift', buffered: true });
    const entries = observer.takeRecords() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[];
    observer.disconnect();
    const shifts = entries.reduce((sum, entry) => sum + (entry.hadRecentInput ? 0 : entry.value), 0);
    return { shellBoxes: window.shellBoxes?.map(box), screenBoxes: screen.map(box), shifts };
  }, selectors);
}

test('the screen takes the shell’s place without moving: the heading and tab bar stay put, nothing shifts', async ({
  page,
  context,
  baseURL,
  athlete: _signedIn,
}) => {
  // A day longer than the screen: the page grows below the tab bar as the screen takes the shell's place.
  for (let n = 0; n < 6; n += 1) {
    await seedEntry(context.request, baseURL!, {
      type: 'Training',
      day: todayDay(),
      content: { answers: { t1: 'Sharp passing' }, rating: 7, effort: 6, minutes: 60 },
    });
  }
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  const selectors = ['#root h1', '#root nav[aria-label="Main"]'];
  await recordShellBoxes(page, selectors);
  await page.goto('/journal');
  await expect(page.getByRole('article', { name: 'Training', exact: true })).toHaveCount(6);

  const { shellBoxes, screenBoxes, shifts } = await shellAndScreen(page, selectors);
  expect(shellBoxes, 'the shell was painted from the HTML').toHaveLength(2);
  expect(screenBoxes).toEqual(shellBoxes);
  expect(shifts).toBe(0);
  expect(errors).toEqual([]);
});

test('an athlete’s one team takes the place the teams shell kept for it: Create a Team does not move', async ({
  page,
  baseURL,
  athlete: _signedIn,
}) => {
  await postJson(page.request, baseURL!, '/api/teams', { name: 'Riverside U18' });
  const selectors = ['#root section[aria-labelledby="new-team"]'];
  await recordShellBoxes(page, selectors);
  await page.goto('/teams');
  await expect(page.getByRole('link', { name: /Riverside U18/ })).toBeVisible();

  const { shellBoxes, screenBoxes, shifts } = await shellAndScreen(page, selectors);
  expect(shellBoxes, 'the shell was painted from the HTML').toHaveLength(1);
  expect(screenBoxes).toEqual(shellBoxes);
  expect(shifts).toBe(0);
});

test('a keyboard user who reached the shell keeps the focus when the screen takes its place', async ({
  page,
  athlete: _signedIn,
}) => {
  // The app's code arrives late, as on a slow phone: the keyboard reaches the shell's skip link first.
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });
  // Not waiting for the load event, which waits for the app's code.
  await page.goto('/journal', { waitUntil: 'commit' });
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(page.getByRole('heading', { level: 1, name: 'Your Journal' })).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(skip).toBeFocused();
  const shellSkip = await skip.elementHandle();
  await page.waitForFunction((element) => !element?.isConnected, shellSkip);
  await expect(skip, "the screen's own skip link").toBeFocused();

  // Followed while the shell is up: the content the skip link led to keeps the focus too.
  await page.reload({ waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1, name: 'Your Journal' })).toBeVisible();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  const shellMain = await page.getByRole('main').elementHandle();
  await expect(page.getByRole('main')).toBeFocused();
  await page.waitForFunction((element) => !element?.isConnected, shellMain);
  await expect(page.getByRole('main'), "the screen's own content").toBeFocused();
  // And the app moves the focus on as it does after any start.
  await page.getByRole('link', { name: 'History' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'All Entries' })).toBeFocused();
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Your Journal' })).toBeFocused();
});

test("the page is drawn before the app's code is asked for, and the screen's code and React DOM come with the entry", async ({
  page,
  athlete: _signedIn,
}) => {
  // The time of the page's first frame, as its first callback before that frame sees it.
  await page.addInitScript(() => requestAnimationFrame(() => (window.firstFrame = performance.now())));
  await page.goto('/journal');
  await expect(page.getByText(/^Today, /)).toBeVisible();
  const { firstFrame, code } = await page.evaluate(() => ({
    firstFrame: window.firstFrame,
    code: performance
      .getEntriesByType('resource')
      .filter((entry) => /\/assets\/.+\.js$/.test(entry.name) && !entry.name.includes('/assets/boot-'))
      .map((entry) => ({ name: new URL(entry.name).pathname, asked: entry.startTime })),
  }));
  expect(firstFrame, 'a frame was drawn').toBeGreaterThan(0);
  expect(code.map((file) => file.name)).toContainEqual(expect.stringMatching(/^\/assets\/index-/));
  for (const file of code) expect(file.asked, file.name).toBeGreaterThan(firstFrame!);
  // The screen's code, which the page names, is asked for with the entry, not once the entry has run.
  const askedFor = (pattern: RegExp) => code.find((file) => pattern.test(file.name))?.asked;
  expect(askedFor(/^\/assets\/today-/)).toBeLessThanOrEqual(askedFor(/^\/assets\/index-/)!);
  // So is React DOM, which the entry imports only as it runs (to run it in a task of its own), not a round trip later.
  expect(askedFor(/^\/assets\/react-dom-/)).toBeLessThanOrEqual(askedFor(/^\/assets\/index-/)!);
});

/** The journal of an athlete whose Insights open on a headline: a session today, in the browser's time zone. */
const ZONE = 'Pacific/Kiritimati';
const trainingToday = { type: 'Training', content: { answers: { t1: 'Focus' }, effort: 6, minutes: 60, rating: 7 } };

/** "November 28" and "November 2026" for a yyyy-MM-dd day, worked out here (not with the app's code). */
function dayAndMonthTitles(day: string): { day: string; month: string } {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const name = new Date(Date.UTC(year, month - 1, 1)).toLocaleString('en-US', { month: 'long', timeZone: 'UTC' });
  return { day: `${name} ${date}`, month: `${name} ${year}` };
}

test("once a page of the app has kept the browser's time zone, a first page shows the athlete's day and headline before any script", async ({
  browser,
  baseURL,
}) => {
  const withApp = await signedInContext(browser, baseURL!, { timezoneId: ZONE });
  const today = todayDay(ZONE);
  await seedEntry(withApp.request, baseURL!, { ...trainingToday, day: today });
  const journal = await withApp.newPage();
  await journal.goto('/journal');
  // Kept when the page is hidden (the athlete switches apps): as the browser would tell the page.
  await journal.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await expect
    .poll(async () => (await withApp.cookies()).find((cookie) => cookie.name === 'touchline-zone')?.value)
    .toBe(encodeURIComponent(ZONE));
  const insights = await withApp.request.get(`/api/insights?period=4w&today=${today}`);
  const { headline } = ((await insights.json()) as { insights: { headline: string } }).insights;

  // The same browser's cookies, no script at all.
  const withoutApp = await browser.newContext({
    baseURL,
    javaScriptEnabled: false,
    storageState: await withApp.storageState(),
  });
  const page = await withoutApp.newPage();
  const titles = dayAndMonthTitles(today);
  await page.goto('/journal');
  await expect(page.getByText(`Today, ${titles.day}`, { exact: true })).toBeVisible();
  await page.goto('/calendar');
  await expect(page.getByText(`Today, ${titles.day}`, { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: titles.month })).toBeVisible();
  await page.goto('/insights');
  await expect(page.getByText(headline, { exact: true })).toBeVisible();
  await withApp.close();
  await withoutApp.close();
});

test("the largest paint of the calendar and of Insights is their shell's, and Insights' figures come with the page", async ({
  browser,
  baseURL,
}) => {
  const context = await signedInContext(browser, baseURL!, { timezoneId: ZONE });
  await seedEntry(context.request, baseURL!, { ...trainingToday, day: todayDay(ZONE) });
  await context.addCookies([{ name: 'touchline-zone', value: encodeURIComponent(ZONE), url: baseURL! }]);
  for (const [path, drawnByTheApp] of [
    ['/calendar', (page: Page) => page.getByRole('table')],
    ['/insights', (page: Page) => page.getByRole('heading', { level: 2, name: 'Training Load' })],
  ] as const) {
    // A page of its own each time: the service worker of an earlier one would answer without a shell.
    const page = await context.newPage();
    const asked: string[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));
    // When the app's first render took the shell out of #root.
    await page.addInitScript(() => {
      new MutationObserver((changes, observer) => {
        if (changes.some((change) => (change.target as Element).id === 'root' && change.removedNodes.length > 0)) {
          window.shellReplacedAt = performance.now();
          observer.disconnect();
        }
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(path);
    await expect(drawnByTheApp(page), path).toBeVisible();
    const { largestPaint, shellReplacedAt } = await page.evaluate(
      () =>
        new Promise<{ largestPaint: number; shellReplacedAt?: number }>((resolve) => {
          new PerformanceObserver((list) => {
            resolve({ largestPaint: list.getEntries().at(-1)!.startTime, shellReplacedAt: window.shellReplacedAt });
          }).observe({ type: 'largest-contentful-paint', buffered: true });
        }),
    );
    // Painted before the app's first render took the shell's place: the shell's, not something the app drew later.
    expect(shellReplacedAt, path).toBeGreaterThan(0);
    expect(largestPaint, path).toBeLessThan(shellReplacedAt!);
    if (path === '/insights') expect(asked, path).not.toContain('/api/insights');
    await page.close();
  }
  await context.close();
});
