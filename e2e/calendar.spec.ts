import type { Page } from '@playwright/test';
import { expect, holdRequests, seedEntry, tab, test, todayDay } from './fixtures';
import { goOffline } from './offline';

const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** '2026-03' -> '2026-02' (and January -> December of the year before). */
function previousMonth(month: string): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return m === 1 ? `${year - 1}-12` : `${year}-${String(m - 1).padStart(2, '0')}`;
}

/** 'March 5, 2026' for '2026-03-05'. */
function longDate(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return `${MONTH_NAMES[month - 1]} ${date}, ${year}`;
}

const training = (rating: number) => ({ answers: { t1: 'Focused' }, rating });
const food = { mealType: 'Lunch', timeOfDay: 'Noon', foodItems: 'Rice', feelingNotes: '' };

const dayCell = (page: Page, day: string) => page.locator(`[data-day="${day}"]`);
/** The calendar's own status line (toasts have their own). */
const monthStatus = (page: Page) =>
  page
    .getByRole('region')
    .filter({ has: page.getByRole('table') })
    .getByRole('status');

/** Waits until the month's summary has arrived and coloured the grid. */
async function expectGridLoaded(page: Page) {
  await expect(page.getByRole('table')).toHaveAttribute('aria-busy', 'false');
}

/** The legend's grey, the colour that means "No entries". */
function noEntriesColour(page: Page): Promise<string> {
  return page
    .getByRole('region', { name: 'Average rating' })
    .locator('[data-band="grey"] [aria-hidden]')
    .evaluate((swatch) => getComputedStyle(swatch).backgroundColor);
}

/** The background colour of every day on the grid. */
function dayColours(page: Page): Promise<string[]> {
  return page.locator('[data-day]').evaluateAll((cells) => cells.map((cell) => getComputedStyle(cell).backgroundColor));
}

/** Checks that no day looks or is named empty: what the month holds is not known. */
async function expectNoDayCalledEmpty(page: Page) {
  expect(await page.locator('[data-day]').count()).toBeGreaterThanOrEqual(35);
  await expect(page.getByRole('link', { name: /no entries/ })).toHaveCount(0);
  expect(await dayColours(page)).not.toContain(await noEntriesColour(page));
}

test('days are coloured by their average rating, this month and the month before', async ({
  page,
  context,
  baseURL,
  athlete: _signedIn,
}) => {
  const month = todayDay().slice(0, 7);
  const before = previousMonth(month);
  const seed = (day: string, type: string, content: Record<string, unknown>) =>
    seedEntry(context.request, baseURL!, { type, day, content });
  await seed(`${month}-02`, 'Training', training(8));
  await seed(`${month}-03`, 'Training', training(6));
  await seed(`${month}-03`, 'Training', training(7));
  await seed(`${month}-04`, 'Training', training(4));
  await seed(`${month}-05`, 'Training', training(3));
  await seed(`${month}-06`, 'Food', food);
  await seed(`${month}-06`, 'Food', { ...food, mealType: 'Dinner' });
  await seed(`${before}-15`, 'Game', { opposingTeam: 'Rovers', postgame: { rating: 9, externalFactors: [] } });
  await seed(`${before}-16`, 'Food', food);

  await page.goto('/calendar');
  await expect(page.getByRole('heading', { name: 'Calendar', level: 1 })).toBeVisible();
  await expect(page.getByText(/^Today, [A-Z][a-z]+ \d{1,2}$/)).toBeVisible();
  await expectGridLoaded(page);
  await expect(dayCell(page, `${month}-02`)).toHaveAttribute('data-band', 'green');
  await expect(dayCell(page, `${month}-03`)).toHaveAttribute('data-band', 'yellow');
  await expect(dayCell(page, `${month}-04`)).toHaveAttribute('data-band', 'orange');
  await expect(dayCell(page, `${month}-05`)).toHaveAttribute('data-band', 'red');
  await expect(dayCell(page, `${month}-06`)).toHaveAttribute('data-band', 'blue');
  await expect(dayCell(page, `${month}-07`)).toHaveAttribute('data-band', 'grey');
  await expect(dayCell(page, `${month}-03`)).toHaveAccessibleName(
    `${longDate(`${month}-03`)}: 2 entries, average rating 6.5`,
  );
  await expect(dayCell(page, `${month}-06`)).toHaveAccessibleName(/: 2 entries, no rating$/);
  await expect(dayCell(page, `${month}-07`)).toHaveAccessibleName(/: no entries$/);

  // Today is ringed, and it is the only day marked as today.
  await expect(dayCell(page, todayDay())).toHaveAttribute('aria-current', 'date');
  await expect(page.locator('[aria-current="date"]')).toHaveCount(1);

  await page.getByRole('button', { name: 'Previous month' }).click();
  await expect(page).toHaveURL(`/calendar?month=${before}`);
  await expectGridLoaded(page);
  await expect(dayCell(page, `${before}-15`)).toHaveAttribute('data-band', 'green');
  await expect(dayCell(page, `${before}-16`)).toHaveAttribute('data-band', 'blue');
  await expect(dayCell(page, `${before}-17`)).toHaveAttribute('data-band', 'grey');

  // The legend explains every colour.
  await expect(page.getByRole('region', { name: 'Average rating' }).getByRole('listitem')).toHaveText([
    'Green: 8-10',
    'Yellow: 6-7',
    'Orange: 4-5',
    'Red: 1-3',
    'Blue: No rating',
    'Grey: No entries',
  ]);
});

test('previous and next walk month by month and keep the month in the URL', async ({ page, athlete: _signedIn }) => {
  await page.goto('/calendar?month=2027-01');
  await expect(page.getByRole('heading', { name: 'January 2027' })).toBeVisible();
  await expect(page.getByRole('columnheader')).toHaveText(['S', 'M', 'T', 'W', 'T', 'F', 'S']);
  // January 2027 starts on a Friday: the grid opens with the last Sunday of December, dimmed.
  await expect(page.locator('[data-day]').first()).toHaveAttribute('data-day', '2026-12-27');
  await expect(dayCell(page, '2026-12-27')).toHaveAttribute('data-outside-month', '');

  await page.getByRole('button', { name: 'Previous month' }).click();
  await expect(page).toHaveURL('/calendar?month=2026-12');
  await expect(page.getByRole('heading', { name: 'December 2026' })).toBeVisible();
  await page.getByRole('button', { name: 'Next month' }).click();
  await page.getByRole('button', { name: 'Next month' }).click();
  await expect(page).toHaveURL('/calendar?month=2027-02');
  await expect(page.getByRole('heading', { name: 'February 2027' })).toBeVisible();

  // Back and reload keep the month.
  await page.goBack();
  await expect(page.getByRole('heading', { name: 'January 2027' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'January 2027' })).toBeVisible();

  // An invalid month in the URL shows the current month.
  await page.goto('/calendar?month=2027-13');
  const [year, month] = todayDay().split('-').map(Number) as [number, number];
  await expect(page.getByRole('heading', { name: `${MONTH_NAMES[month - 1]} ${year}` })).toBeVisible();
});

test('on the 31st, next and previous never skip a month', async ({ page, athlete: _signedIn }) => {
  await page.clock.setFixedTime(new Date(2027, 0, 31, 10, 0, 0));
  await page.goto('/calendar');
  await expect(page.getByText('Today, January 31')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'January 2027' })).toBeVisible();
  await expect(dayCell(page, '2027-01-31')).toHaveAttribute('aria-current', 'date');

  await page.getByRole('button', { name: 'Next month' }).click();
  await expect(page.getByRole('heading', { name: 'February 2027' })).toBeVisible();
  await page.getByRole('button', { name: 'Next month' }).click();
  await expect(page.getByRole('heading', { name: 'March 2027' })).toBeVisible();
  await page.getByRole('button', { name: 'Previous month' }).click();
  await expect(page.getByRole('heading', { name: 'February 2027' })).toBeVisible();

  await page.getByRole('button', { name: 'Jump to Today' }).click();
  await expect(page).toHaveURL('/calendar?month=2027-01');
  await expect(page.getByRole('heading', { name: 'January 2027' })).toBeVisible();
});

test('tapping a day opens its daily journal with the display date', async ({ page, athlete: _signedIn }) => {
  await page.goto('/calendar?month=2026-03');
  await expectGridLoaded(page);
  await dayCell(page, '2026-03-05').click();
  await expect(page).toHaveURL('/journal/2026-03-05');
  const state = await page.evaluate((): unknown => window.history.state);
  expect(state).toEqual({ displayDate: 'March 5' });
  await expect(page.getByText('March 5', { exact: true })).toBeVisible();

  // From the keyboard: Enter on a focused day does the same, in the app (no page load).
  await page.goBack();
  await expectGridLoaded(page);
  await page.evaluate(() => Object.assign(window, { samePage: true }));
  await dayCell(page, '2026-03-12').focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/journal/2026-03-12');
  await expect(page.getByText('March 12', { exact: true })).toBeVisible();
  expect(await page.evaluate(() => 'samePage' in window)).toBe(true);
});

test('each month view makes one request, and a failed one says so, calls no day empty and can try again', async ({
  page,
  athlete: _signedIn,
}) => {
  const requested: string[] = [];
  page.on('request', (request) => {
    const match = /\/api\/entries\/month\/([^/?]+)/.exec(request.url());
    if (match) requested.push(match[1]!);
  });
  await page.goto('/calendar?month=2026-05');
  await expectGridLoaded(page);
  await page.getByRole('button', { name: 'Next month' }).click();
  await expect(page.getByRole('heading', { name: 'June 2026' })).toBeVisible();
  await expectGridLoaded(page);
  await page.getByRole('button', { name: 'Next month' }).click();
  await expect(page.getByRole('heading', { name: 'July 2026' })).toBeVisible();
  await expectGridLoaded(page);
  await page.waitForLoadState('networkidle');
  // One summary request per month shown, covering the whole grid (neighbouring days included).
  expect(requested).toEqual(['2026-05', '2026-06', '2026-07']);

  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.route('**/api/entries/month/**', (route) => route.fulfill({ status: 500, json: { error: {} } }));
  await page.getByRole('button', { name: 'Next month' }).click();
  await expect(page.getByRole('heading', { name: 'August 2026' })).toBeVisible();
  await expect(monthStatus(page)).toHaveText('Could not load this month.');
  await expect(dayCell(page, '2026-08-10')).toHaveAccessibleName('August 10, 2026: not loaded');
  await expectNoDayCalledEmpty(page);
  await expect.poll(() => errors.some((text) => text.includes('Could not load the calendar month'))).toBe(true);

  // Once the server answers again, Try Again shows the month.
  await page.unroute('**/api/entries/month/**');
  await page.getByRole('button', { name: 'Try Again' }).click();
  await expect(dayCell(page, '2026-08-10')).toHaveAccessibleName('August 10, 2026: no entries');
  await expect(dayCell(page, '2026-08-10')).toHaveAttribute('data-band', 'grey');
  await expect(monthStatus(page)).toHaveText('');
  await expect(page.getByRole('button', { name: 'Try Again' })).toHaveCount(0);
});

test('while a month loads, its days look and read as loading, not as empty', async ({ page, athlete: _signedIn }) => {
  // Hold the month's summary, as a slow network would, until the loading grid has been checked.
  const release = await holdRequests(page, '**/api/entries/month/2026-05');
  await page.goto('/calendar?month=2026-05');
  await expect(monthStatus(page)).toHaveText('Loading calendar...');
  await expect(page.getByRole('table')).toHaveAttribute('aria-busy', 'true');
  await expect(dayCell(page, '2026-05-10')).toHaveAccessibleName('May 10, 2026: loading');
  await expectNoDayCalledEmpty(page);

  release();
  await expectGridLoaded(page);
  await expect(dayCell(page, '2026-05-10')).toHaveAccessibleName('May 10, 2026: no entries');
  expect(await dayColours(page)).toContain(await noEntriesColour(page));
  await expect(monthStatus(page)).toHaveText('');
});

test('a loading day stays still for the first second of the wait, and pulses once the wait is longer', async ({
  page,
  athlete: _signedIn,
}) => {
  const release = await holdRequests(page, '**/api/entries/month/2026-05');
  await page.goto('/calendar?month=2026-05');
  const cell = dayCell(page, '2026-05-10');
  await expect(cell).toHaveAccessibleName('May 10, 2026: loading');
  // The cell's look on every frame for two seconds, with the time since its loading look began (its animation's own
  // clock, so that a slow machine cannot shift the second).
  const frames = await cell.evaluate(
    (element) =>
      new Promise<{ since: number; opacity: number }[]>((resolve) => {
        const seen: { since: number; opacity: number }[] = [];
        const [animation] = element.getAnimations();
        if (!animation) return resolve(seen);
        const look = () => {
          const since = Number(animation.currentTime);
          seen.push({ since, opacity: Number(getComputedStyle(element).opacity) });
          if (since < 2000) requestAnimationFrame(look);
          else resolve(seen);
        };
        look();
      }),
  );
  expect(frames.length, 'the loading day has an animation').toBeGreaterThan(0);
  const firstSecond = frames.filter((frame) => frame.since < 950);
  expect(firstSecond.length).toBeGreaterThan(0);
  for (const frame of firstSecond) expect(frame.opacity, `at ${frame.since.toFixed(0)} ms`).toBe(1);
  expect(Math.min(...frames.filter((frame) => frame.since > 1100).map((frame) => frame.opacity))).toBeLessThan(0.9);

  release();
  await expect(cell).toHaveAccessibleName('May 10, 2026: no entries');
});

test('offline, a month not on the device says so and calls no day empty; a month on it still shows', async ({
  page,
  context,
  athlete: _signedIn,
}) => {
  await page.goto('/calendar?month=2026-05');
  await expectGridLoaded(page);
  await expect(dayCell(page, '2026-05-10')).toHaveAccessibleName('May 10, 2026: no entries');

  await goOffline(context);
  await page.getByRole('button', { name: 'Next month' }).click();
  await expect(page.getByRole('heading', { name: 'June 2026' })).toBeVisible();
  await expect(monthStatus(page)).toContainText('This month is not available offline');
  await expect(dayCell(page, '2026-06-10')).toHaveAccessibleName('June 10, 2026: not available offline');
  await expect(page.getByRole('table')).toHaveAttribute('aria-busy', 'false');
  await expectNoDayCalledEmpty(page);

  // The month the device kept still shows what it holds.
  await page.getByRole('button', { name: 'Previous month' }).click();
  await expect(page.getByRole('heading', { name: 'May 2026' })).toBeVisible();
  await expect(dayCell(page, '2026-05-10')).toHaveAccessibleName('May 10, 2026: no entries');
  await expect(page.getByText('This month is not available offline')).toHaveCount(0);
});

test('the journal stays on screen while the calendar opens for the first time', async ({
  page,
  athlete: _signedIn,
}) => {
  await page.goto('/journal');
  // Exact: the calendar's own title is "Calendar".
  const journalHeading = page.getByRole('heading', { name: 'Your Journal', exact: true, level: 1 });
  await expect(journalHeading).toBeVisible();
  // Hold the calendar screen's code, as a slow network would, until the journal has been checked.
  const release = await holdRequests(page, '**/assets/calendar-*.js');
  const requested = page.waitForRequest('**/assets/calendar-*.js');
  await tab(page, 'Calendar').click();
  await requested;
  await expect(journalHeading).toBeVisible();
  release();
  await expect(page.getByRole('table')).toBeVisible();
  await expect(journalHeading).toHaveCount(0);
});
