import type { Page } from '@playwright/test';
import { expect, seedEntry, tab, test, todayDay } from './fixtures';
import { goOffline, persistedCache, waitUntilOfflineReady } from './offline';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** `yyyy-MM-dd` of `day` moved by `n` days, by the test's own calendar arithmetic (UTC, no time zones). */
function addDays(day: string, n: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + n);
  return date.toISOString().slice(0, 10);
}

const today = todayDay();
const ago = (days: number) => addDays(today, -days);
/** "Nov 23" for the Monday of today's week. */
function thisMondayLabel(): string {
  const date = new Date(`${today}T00:00:00Z`);
  const monday = addDays(today, -((date.getUTCDay() + 6) % 7));
  return `${MONTHS[Number(monday.slice(5, 7)) - 1]} ${Number(monday.slice(8, 10))}`;
}

const training = (day: string, effort: number, minutes: number, rating: number) => ({
  type: 'Training',
  day,
  content: { answers: { t1: 'Focus' }, effort, minutes, rating },
});
const checkIn = (day: string, sleep: number) => ({
  type: 'Wellness',
  day,
  content: { fatigue: 4, sleep, soreness: 4, stress: 4, mood: 4 },
});
const game = (day: string, rating: number, planAdherence: string) => ({
  type: 'Game',
  day,
  content: { opposingTeam: 'Rovers', pregame: {}, postgame: { rating, planAdherence } },
});

/**
 * A session of 1,000 (effort 5 x 200 min) on the same weekday of each of the 4 weeks before this one, rated 4, 6, 7
 * and 8, and one of 1,350 (9 x 150) today rated 9; a game today that kept to the plan, rated 8, and one 40 days ago
 * that did not, rated 3 (inside 12 weeks, outside 4); check-ins the last three days.
 */
const JOURNAL = [
  training(ago(28), 5, 200, 4),
  training(ago(21), 5, 200, 6),
  training(ago(14), 5, 200, 7),
  training(ago(7), 5, 200, 8),
  training(today, 9, 150, 9),
  game(today, 8, 'Yes'),
  game(ago(40), 3, 'No'),
  checkIn(ago(2), 4),
  checkIn(ago(1), 4),
  checkIn(today, 2),
];
const JOURNALED = [0, 1, 2, 7, 14, 21, 28, 40].map(ago);

const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const period = (page: Page, label: string) =>
  page.getByRole('navigation', { name: 'Period' }).getByRole('link', { name: label, exact: true });

test.describe('with a known journal', () => {
  test.beforeEach(async ({ page, baseURL, athlete: _signedIn }) => {
    for (const entry of JOURNAL) await seedEntry(page.request, baseURL!, entry);
  });

  test('shows the exact figures of every section, for 4 weeks by default', async ({ page }) => {
    await page.goto('/journal');
    await tab(page, 'Insights').click();
    await expect(page).toHaveURL('/insights');
    await expect(page.getByRole('heading', { level: 1, name: 'Insights' })).toBeVisible();
    await expect(period(page, '4 weeks')).toHaveAttribute('aria-current', 'true');
    // The load chart's weeks: 4, the last this week.
    await section(page, 'Training Load').getByRole('button', { name: 'Show Data' }).click();
    await expect(section(page, 'Training Load').getByRole('row')).toHaveCount(5);

    const load = section(page, 'Training Load');
    // 1,350 this week against four weeks of 1,000.
    await expect(load.getByText('This week: 1,350 (35% above your 4-week average)')).toBeVisible();
    await expect(load.getByRole('img')).toHaveAccessibleName(
      'Weekly training load. This week: 1,350 (35% above your 4-week average)',
    );
    // The last 7 days hold one session of 1,350: monotony mean/SD = sqrt(1/6) = 0.408, strain 1,350 x 0.408 = 551.
    await expect(load.getByRole('definition').nth(0)).toHaveText('0.4');
    await expect(load.getByRole('definition').nth(2)).toHaveText('551');

    // The last 28 days against the 28 before: Training 6, 7, 8, 9 -> 7.5 against 4; Game 8 against 3.
    // The first list: the summaries (the legend is the second).
    await expect(section(page, 'Ratings').getByRole('list').first().getByRole('listitem')).toHaveText([
      'Game averaged 8.0 over the last 4 weeks (3.0 the 4 weeks before)',
      'Training averaged 7.5 over the last 4 weeks (4.0 the 4 weeks before)',
    ]);
    // Today's check-in: 4 + 2 + 4 + 4 + 4.
    const wellness = section(page, 'Wellness');
    await expect(wellness.getByText(/^Latest check-in, .*: wellness 18 of 25\.$/)).toBeVisible();
    await expect(wellness.getByText('Sleep quality: 2 (Restless)')).toBeVisible();
    await expect(
      wellness.getByText('Notes on what is unusual for you need 14 check-ins in the 28 days before one; there are 2.'),
    ).toBeVisible();

    // The game 40 days ago is before the 4 weeks.
    await expect(
      section(page, 'Game Plan').getByText('You stuck to your plan in 1 of 1 game, partly in 0 and not in 0.'),
    ).toBeVisible();
    await expect(section(page, 'Game Plan').getByText('Yes: average rating 8.0 (1 rated game)')).toBeVisible();

    const thisMonth = JOURNALED.filter((day) => day.slice(0, 7) === today.slice(0, 7)).length;
    await expect(section(page, 'Consistency').getByRole('listitem')).toHaveText([
      `Days journaled this month: ${thisMonth}`,
      'Current run: 3 days',
      'Longest run: 3 days',
    ]);

    await expect(section(page, 'Patterns').getByRole('paragraph').filter({ hasText: 'Not enough' })).toHaveText([
      'Not enough days yet: 0 days after sleep quality 4 or 5 and 1 after lower sleep quality; each needs 10.',
      'Not enough days yet: 0 days after an imagery session and 4 on other days; each needs 10.',
      'Not enough days yet: 1 day with morning soreness 4 or 5 and 0 with 1 to 3; each needs 10.',
    ]);
  });

  test('the period picker changes the figures, and the URL keeps the choice through a reload', async ({ page }) => {
    await page.goto('/insights');
    const gamePlan = section(page, 'Game Plan');
    // 4 weeks: the game 40 days ago is outside them, and so is the session 28 days ago.
    await expect(gamePlan.getByText('You stuck to your plan in 1 of 1 game, partly in 0 and not in 0.')).toBeVisible();

    await period(page, '12 weeks').click();
    await expect(page).toHaveURL('/insights?period=12w');
    await expect(period(page, '12 weeks')).toHaveAttribute('aria-current', 'true');
    await expect(gamePlan.getByText('You stuck to your plan in 1 of 2 games, partly in 0 and not in 1.')).toBeVisible();
    await expect(
      section(page, 'Patterns').getByText('Not enough days yet: 0 days after an imagery session and 5 on other days'),
    ).toBeVisible();

    await page.reload();
    await expect(period(page, '12 weeks')).toHaveAttribute('aria-current', 'true');
    await expect(gamePlan.getByText('You stuck to your plan in 1 of 2 games, partly in 0 and not in 1.')).toBeVisible();

    await period(page, '1 year').click();
    await expect(page).toHaveURL('/insights?period=1y');
    await expect(gamePlan.getByText('You stuck to your plan in 1 of 2 games, partly in 0 and not in 1.')).toBeVisible();
    await section(page, 'Training Load').getByRole('button', { name: 'Show Data' }).click();
    await expect(section(page, 'Training Load').getByRole('row')).toHaveCount(53);

    await page.goBack();
    await expect(page).toHaveURL('/insights?period=12w');
  });

  test('opens on a headline saying what changed, and draws each wellness item and rated type on its own chart', async ({
    page,
  }) => {
    await page.goto('/insights');
    // This week's 1,350 against the 1,000 of each of the 4 weeks before: the check-ins are too few to flag anything.
    const headline = page.getByText('Training load so far this week is 1,350: 35% above your 4-week average of 1,000.');
    await expect(headline).toBeVisible();
    const headlineBox = (await headline.boundingBox())!;
    const loadBox = (await section(page, 'Training Load').boundingBox())!;
    expect(headlineBox.y + headlineBox.height).toBeLessThanOrEqual(loadBox.y);

    const wellness = section(page, 'Wellness');
    await expect(wellness.getByRole('heading', { level: 3 })).toHaveText([
      'Fatigue',
      'Sleep quality',
      'Muscle soreness',
      'Stress',
      'Mood',
      /^Latest Check-in/,
    ]);
    const wellnessCharts = wellness.getByRole('img');
    await expect(wellnessCharts).toHaveCount(5);
    // This week's check-ins: sleep 4, 4 and 2 when all three fall in it, else fewer; the chart names its latest week.
    await expect(wellnessCharts.nth(1)).toHaveAccessibleName(
      new RegExp(
        `^Sleep quality, weekly average from .* \\(1 to 5, 5 is best\\): [0-9.]+ the week of ${thisMondayLabel()}$`,
      ),
    );
    // The same scale on each: 1, 3 and 5.
    for (const chart of await wellnessCharts.all()) {
      await expect(chart.locator('text')).toHaveText(['1', '3', '5', /^\w{3} \d{1,2}$/, thisMondayLabel()]);
    }
    const ratings = section(page, 'Ratings');
    await expect(ratings.getByRole('img')).toHaveCount(2);
    await expect(ratings.getByRole('img').nth(0)).toHaveAccessibleName(
      new RegExp(`^Game, weekly average rating from .* \\(1 to 10\\): 8 the week of ${thisMondayLabel()}$`),
    );
    await expect(ratings.getByRole('img').nth(1)).toHaveAccessibleName(
      new RegExp(`^Training, weekly average rating from .* \\(1 to 10\\): 9 the week of ${thisMondayLabel()}$`),
    );
  });

  test('"Show Data" reveals a table of the plotted numbers', async ({ page }) => {
    await page.goto('/insights?period=4w');
    const load = section(page, 'Training Load');
    await expect(load.getByRole('table')).toHaveCount(0);
    const toggle = load.getByRole('button', { name: 'Show Data' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();

    const table = load.getByRole('table', { name: 'Weekly load and 4-week average' });
    await expect(table).toBeVisible();
    await expect(table.getByRole('columnheader')).toHaveText(['Week starting', 'Load', '4-week average']);
    // A header row and 4 weeks; the 3 weeks before this one held 1,000 each.
    await expect(table.getByRole('row')).toHaveCount(5);
    await expect(table.getByRole('row').last()).toHaveText([thisMondayLabel(), '1,350', '1,000'].join(''));
    await expect(table.getByRole('row').nth(1).getByRole('cell').first()).toHaveText('1,000');

    const ratings = section(page, 'Ratings');
    await ratings.getByRole('button', { name: 'Show Data' }).click();
    await expect(ratings.getByRole('columnheader')).toHaveText(['Week starting', 'Game', 'Training']);
    await expect(ratings.getByRole('row').last()).toHaveText([thisMondayLabel(), '8', '9'].join(''));

    await load.getByRole('button', { name: 'Hide Data' }).click();
    await expect(load.getByRole('table')).toHaveCount(0);
  });

  test('offline, the last insights of a period show from the device with their time', async ({ page, context }) => {
    await page.goto('/insights');
    const load = section(page, 'Training Load');
    await expect(load.getByText('This week: 1,350 (35% above your 4-week average)')).toBeVisible();
    await waitUntilOfflineReady(page);
    await expect.poll(async () => (await persistedCache(page)).includes('"insights"')).toBe(true);

    await goOffline(context);
    await page.reload();
    await expect(load.getByText('This week: 1,350 (35% above your 4-week average)')).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'As of' })).toHaveText(
      /^As of \d{1,2}:\d{2} (AM|PM) \(offline\)$/,
    );

    // A period never loaded on this device says so.
    await period(page, '1 year').click();
    await expect(
      page.getByText('You are offline, and these insights have not been loaded on this device yet.'),
    ).toBeVisible();
    await expect(section(page, 'Training Load')).toHaveCount(0);
  });
});

test('opened at /insights, asks for its figures once', async ({ page, baseURL, athlete: _signedIn }) => {
  await seedEntry(page.request, baseURL!, training(today, 9, 150, 9));
  const asked: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname === '/api/insights') asked.push(pathname);
  });
  // The question sets are fetched once the kept cache is restored: by then a second request would have gone.
  const questionSets = page.waitForResponse('**/api/question-sets');
  await page.goto('/insights');
  await expect(section(page, 'Training Load')).toBeVisible();
  await questionSets;
  expect(asked).toHaveLength(1);
});

test("a new athlete's headline says calmly what the comparison needs", async ({
  page,
  baseURL,
  athlete: _signedIn,
}) => {
  await seedEntry(page.request, baseURL!, training(today, 9, 150, 9));
  await page.goto('/insights');
  await expect(
    page.getByText(
      'Log a few more weeks of sessions with effort and minutes to see how your weeks compare: 3 of the 4 weeks before this week need some load, and none has any yet.',
    ),
  ).toBeVisible();
});

test('a failed load says so and can try again', async ({ page, baseURL, athlete: _signedIn }) => {
  await seedEntry(page.request, baseURL!, training(today, 9, 150, 9));
  await page.route('**/api/insights?*', (route) =>
    route.fulfill({ status: 500, json: { error: { code: 'INTERNAL', message: 'Something went wrong' } } }),
  );
  await page.goto('/insights');
  await expect(page.getByRole('alert')).toContainText('Could not load your insights.');
  await page.unroute('**/api/insights?*');
  await page.getByRole('button', { name: 'Try Again' }).click();
  await expect(section(page, 'Training Load').getByText('This week: 1,350.')).toBeVisible();
});

test('before the first entry, says what will appear and leads to New Activity', async ({
  page,
  athlete: _signedIn,
}) => {
  await page.goto('/insights');
  await expect(page.getByText('As you journal, this is where your training load, ratings, wellness')).toBeVisible();
  await expect(section(page, 'Training Load')).toHaveCount(0);
  await page.getByRole('link', { name: 'New Activity' }).click();
  await expect(page).toHaveURL('/new-activity');
});

test('at 320 px wide every chart fits the screen', async ({ page, baseURL, athlete: _signedIn }) => {
  for (const entry of JOURNAL) await seedEntry(page.request, baseURL!, entry);
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto('/insights?period=1y');
  await expect(section(page, 'Patterns')).toBeVisible();
  // Load, 2 rated types, 5 wellness items and the game plan.
  const charts = page.getByRole('img');
  await expect(charts).toHaveCount(9);
  for (const chart of await charts.all()) {
    const box = (await chart.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(320);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
});
