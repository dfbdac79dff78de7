import type { Page } from '@playwright/test';
import { expect, seedEntry, test, todayDay } from './fixtures';
import { persistedCache } from './offline';

const OFFLINE_TOAST = 'You appear to be offline. Using local data only.';
const ERROR_TEXT = 'There was a problem loading your journal entries. Please try refreshing the page.';

/** 'March 5' for '2026-03-05', as the banner and the cards show a day. */
function displayDate(day: string): string {
  return new Date(`${day}T12:00:00`).toLocaleDateString('en-US', { month: 'long', day: 'numeric' });
}

/** The card of one activity, found by its title. */
const card = (page: Page, title: string) => page.getByRole('article', { name: title, exact: true });

/** Resolves after the next full page load (a reload), not a client-side navigation. */
async function expectReload(page: Page, action: () => Promise<void>) {
  await page.evaluate(() => Object.assign(window, { beforeReload: true }));
  const loaded = page.waitForEvent('load');
  await action();
  await loaded;
  expect(await page.evaluate(() => 'beforeReload' in window)).toBe(false);
}

test('today shows the latest entry of each type with its title, time and rating', async ({
  page,
  context,
  baseURL,
  athlete: _athlete,
}) => {
  const today = todayDay();
  const seed = (type: string, content: Record<string, unknown>) =>
    seedEntry(context.request, baseURL!, { type, day: today, content });
  await seed('Training', { answers: { t1: 'Older session' }, rating: 5 });
  await seed('Training', { answers: { t1: 'Locked in all practice' }, rating: 8, timeOfDay: '7:30 AM' });
  await seed('Game', {
    opposingTeam: 'Rovers',
    pregame: { controlFactors: 'My effort' },
    postgame: { rating: 7, feelingsAboutPlay: 'Sharp on the ball' },
  });
  await seed('Food', { mealType: 'Lunch', timeOfDay: 'Noon', foodItems: 'Rice and chicken', feelingNotes: '' });
  await seedEntry(context.request, baseURL!, { type: 'Lift', day: '2020-01-01', content: { answers: {}, rating: 3 } });

  await page.goto('/journal');
  await expect(page.getByRole('heading', { name: 'Your Journal', level: 1 })).toBeVisible();
  await expect(page.getByText(`Today, ${displayDate(today)}`)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Completed Activities' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'In Progress' })).toHaveCount(0);

  // One card per type, in the screens' type order; an older entry of the same type and other days stay out.
  await expect(page.getByRole('article')).toHaveCount(3);
  await expect(page.getByRole('article').getByRole('heading')).toHaveText(['Game vs Rovers', 'Training', 'Food']);

  const training = card(page, 'Training');
  await expect(training).toContainText('8/10');
  await expect(training).not.toContainText('5/10');
  await expect(training).toContainText(`${displayDate(today)} · 7:30 AM`);
  await expect(training.getByRole('link', { name: 'see journal for Training' })).toHaveAttribute(
    'href',
    '/training-journal-entries',
  );

  const game = card(page, 'Game vs Rovers');
  await expect(game).toContainText('7/10');
  // Without a time of day, the time the entry was written shows.
  await expect(game).toContainText(new RegExp(`${displayDate(today)} · \\d{1,2}:\\d{2} (AM|PM)`));

  const food = card(page, 'Food');
  await expect(food).toContainText('Click "Show more" to see details');
  await expect(food).not.toContainText('Rice and chicken');
  await food.getByRole('button', { name: 'Show more' }).click();
  await expect(food).toContainText('Rice and chicken');
  await expect(food.getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true');
  await expect(food).not.toContainText('Click "Show more" to see details');
  // Each card opens on its own.
  await expect(training).not.toContainText('Locked in all practice');
  await food.getByRole('button', { name: 'Show less' }).click();
  await expect(food).not.toContainText('Rice and chicken');

  await game.getByRole('button', { name: 'Show more' }).click();
  await expect(game).toContainText('Sharp on the ball');
  await expect(game).toContainText('Rating: 7/10');
  await training.getByRole('button', { name: 'Show more' }).click();
  await expect(training).toContainText('How focused was I during practice today?');
  await expect(training).toContainText('Locked in all practice');

  await training.getByRole('link', { name: 'see journal for Training' }).click();
  await expect(page).toHaveURL('/training-journal-entries');
});

test('a game with only its pregame waits under In Progress, with a way to finish it', async ({
  page,
  context,
  baseURL,
  athlete: _athlete,
}) => {
  const today = todayDay();
  const factors = 'Stay composed, talk to my back line, win every second ball in midfield';
  const pregame = await seedEntry(context.request, baseURL!, {
    type: 'Game',
    day: today,
    content: { opposingTeam: 'United', timeOfDay: '6:00 PM', pregame: { controlFactors: factors } },
  });

  await page.goto('/journal');
  const inProgress = page.getByRole('region', { name: 'In Progress' });
  const game = inProgress.getByRole('article', { name: 'Game vs United (in progress)' });
  await expect(game).toContainText(`${displayDate(today)} · 6:00 PM (Pregame completed)`);
  await expect(game).toContainText(`${factors.slice(0, 50).trimEnd()}...`);
  await expect(game).not.toContainText(factors);
  // A game still in progress is not a completed activity.
  await expect(page.getByText('No completed activities for today.')).toBeVisible();

  const finish = game.getByRole('link', { name: 'Finish game vs United', exact: true });
  await expect(finish).toHaveText('Finish game vs United →');
  await finish.click();
  await expect(page).toHaveURL(`/game-journal?finish=${pregame.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'POST-GAME' })).toBeVisible();
});

test('deleting all entries of a type asks first; Cancel keeps them, Delete removes them everywhere', async ({
  page,
  context,
  baseURL,
  athlete: _athlete,
}) => {
  const today = todayDay();
  await seedEntry(context.request, baseURL!, { type: 'Training', day: today, content: { answers: {}, rating: 6 } });
  await seedEntry(context.request, baseURL!, { type: 'Training', day: '2024-02-29', content: { answers: {} } });
  await seedEntry(context.request, baseURL!, {
    type: 'Food',
    day: today,
    content: { mealType: 'Snack', timeOfDay: '4 PM', foodItems: 'Banana' },
  });

  await page.goto('/journal');
  await card(page, 'Training').getByRole('button', { name: 'Delete all Training entries' }).click();
  const dialog = page.getByRole('dialog', { name: 'Are you sure?' });
  await expect(dialog).toContainText(
    'This will delete all your Training journal entries. This action cannot be undone.',
  );
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(card(page, 'Training')).toBeVisible();

  await card(page, 'Training').getByRole('button', { name: 'Delete all Training entries' }).click();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Deleted all Training journal entries')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(card(page, 'Training')).toHaveCount(0);
  await expect(card(page, 'Food')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Completed Activities' })).toBeFocused();

  // The server agrees: no Training entry is left, today or any other day; Food stays.
  const day = (await (await context.request.get(`/api/entries/day/${today}`)).json()) as {
    entries: { type: string }[];
  };
  expect(day.entries.map((entry) => entry.type)).toEqual(['Food']);
  const history = (await (await context.request.get('/api/entries/history?type=Training')).json()) as {
    entries: unknown[];
  };
  expect(history.entries).toEqual([]);
});

test('a day without entries shows the empty state and a way to add one', async ({ page, athlete: _athlete }) => {
  await page.goto('/journal');
  await expect(page.getByText('No completed activities for today.')).toBeVisible();
  await expect(page.getByText('Create a new activity using the + button below.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'In Progress' })).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Journal' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  await expect(page.getByRole('link', { name: 'Home', exact: true })).toHaveAttribute('href', '/');

  await page.getByRole('link', { name: 'Create a new activity' }).click();
  await expect(page).toHaveURL('/new-activity');
});

test('Refresh shows its toast, then reloads the page', async ({ page, athlete: _athlete }) => {
  await page.goto('/journal');
  // The toast is on screen for half a second before the reload: note its coming where the reload cannot erase it.
  await page.evaluate(() =>
    new MutationObserver(() => {
      if (document.body.textContent?.includes('Refreshing journal...')) sessionStorage.setItem('toast-seen', 'yes');
    }).observe(document.body, { childList: true, subtree: true, characterData: true }),
  );
  await expectReload(page, () => page.getByRole('button', { name: 'Refresh' }).click());
  expect(await page.evaluate(() => sessionStorage.getItem('toast-seen'))).toBe('yes');
  await expect(page.getByText('No completed activities for today.')).toBeVisible();
});

test('when the server cannot be reached, the cached entries show with an offline notice', async ({
  page,
  context,
  baseURL,
  athlete: _athlete,
}) => {
  await seedEntry(context.request, baseURL!, {
    type: 'Training',
    day: todayDay(),
    content: { answers: {}, rating: 9 },
  });
  await page.goto('/journal');
  await expect(card(page, 'Training')).toContainText('9/10');

  await page.route('**/api/entries/**', (route) => route.abort('internetdisconnected'));
  await page.getByRole('link', { name: 'Profile' }).click();
  await expect(page).toHaveURL('/profile');
  // The journal stays on show while the profile's code loads: wait for the profile itself.
  await expect(page.getByRole('heading', { name: 'Profile', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Journal', exact: true }).click();
  await expect(page.getByText(OFFLINE_TOAST)).toBeVisible({ timeout: 10_000 });
  await expect(card(page, 'Training')).toContainText('9/10');
});

test('after a reload with the server unreachable, the entries kept in the browser show', async ({
  page,
  context,
  baseURL,
  athlete: _athlete,
}) => {
  await seedEntry(context.request, baseURL!, {
    type: 'Imagery',
    day: todayDay(),
    content: { selectedPrompts: ['Reliving my best game'], rating: 10 },
  });
  await page.goto('/journal');
  await expect(card(page, 'Imagery')).toContainText('10/10');
  await expect.poll(() => persistedCache(page)).toContain('Reliving my best game');

  await page.route('**/api/entries/**', (route) => route.abort('internetdisconnected'));
  await page.reload();
  await expect(page.getByText(OFFLINE_TOAST)).toBeVisible({ timeout: 10_000 });
  await expect(card(page, 'Imagery')).toContainText('10/10');
});

test('offline with nothing cached: the empty list and the offline notice', async ({ page, athlete: _athlete }) => {
  await page.route('**/api/entries/**', (route) => route.abort('internetdisconnected'));
  await page.goto('/journal');
  await expect(page.getByText(OFFLINE_TOAST)).toBeVisible({ timeout: 10_000 });
  await expect(page.getByText('No completed activities for today.')).toBeVisible();
  await expect(page.getByText(ERROR_TEXT)).toHaveCount(0);
});

test('with the browser offline, the view shows cached entries at once', async ({
  page,
  context,
  baseURL,
  athlete: _athlete,
}) => {
  await seedEntry(context.request, baseURL!, { type: 'Rehab', day: todayDay(), content: { answers: {}, rating: 4 } });
  await page.goto('/journal');
  await expect(card(page, 'Rehab')).toContainText('4/10');
  await page.getByRole('link', { name: 'Profile' }).click();
  await expect(page).toHaveURL('/profile');
  // The journal stays on show while the profile's code loads: wait for the profile itself.
  await expect(page.getByRole('heading', { name: 'Profile', level: 1 })).toBeVisible();

  await context.setOffline(true);
  await page.getByRole('link', { name: 'Journal', exact: true }).click();
  await expect(page.getByText(OFFLINE_TOAST)).toBeVisible({ timeout: 10_000 });
  await expect(card(page, 'Rehab')).toContainText('4/10');
  await context.setOffline(false);
});

test('a slow server: loading, then a notice and ways out, then whatever is loaded', async ({
  page,
  context,
  baseURL,
  athlete: _athlete,
}) => {
  await seedEntry(context.request, baseURL!, { type: 'Lift', day: todayDay(), content: { answers: {}, rating: 6 } });
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/entries/day/**', async (route) => {
    await held;
    await route.continue();
  });

  await page.goto('/journal');
  await expect(page.getByRole('status').getByText('Loading your journal data...')).toBeVisible();
  const refreshPage = page.getByRole('button', { name: 'Refresh Page' });
  await expect(refreshPage).toHaveCount(0);
  // The ways out show from 4 s until the load gives up at 6 s: both are looked for in one look at the
  // busy view, so a slow machine cannot see one before 6 s and miss the other after it.
  const busyWithWaysOut = page
    .locator('[aria-busy="true"]')
    .filter({ has: page.getByRole('link', { name: 'Return Home' }) })
    .filter({ has: refreshPage });
  await expect(busyWithWaysOut).toBeVisible();
  await expect(page.getByText('Taking longer than expected. Using local data only.')).toBeVisible();

  // The first load gives up waiting after 6 s and shows what it has: nothing yet.
  await expect(page.getByText('Loading took longer than expected. Using local data.')).toBeVisible();
  await expect(page.getByText('No completed activities for today.')).toBeVisible();
  await expect(page.getByText('Loading your journal data...')).toHaveCount(0);

  // The answer still counts when it comes.
  release();
  await expect(card(page, 'Lift')).toContainText('6/10');
});

test('a server error with nothing cached shows the error panel; a reset reloads the page', async ({
  page,
  athlete,
}) => {
  await page.route('**/api/entries/day/**', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ error: { code: 'INTERNAL', message: 'Something broke' } }),
    }),
  );
  await page.goto('/journal');
  await expect(page.getByText(ERROR_TEXT)).toBeVisible();
  await expect(page.getByText(`Signed in as ${athlete.email}`)).toBeVisible();
  for (const name of ['Refresh Page', 'Reset Journal Data Only', 'Force Hard Reload', 'Reset All App Data']) {
    await expect(page.getByRole('button', { name })).toBeVisible();
  }
  await expect(page.getByRole('link', { name: 'Back to Home', exact: true }).last()).toHaveAttribute('href', '/');
  await expect(page.getByText('No completed activities for today.')).toHaveCount(0);

  await expectReload(page, async () => {
    await page.getByRole('button', { name: 'Reset Journal Data Only' }).click();
    await expect(page.getByText('Journal data has been reset. Reloading page...')).toBeVisible();
  });
  await expect(page.getByText(ERROR_TEXT)).toBeVisible();

  await expectReload(page, async () => {
    await page.getByRole('button', { name: 'Reset All App Data' }).click();
    await expect(page.getByText('All app data has been reset. Reloading page...')).toBeVisible();
  });
  // Storage was emptied; the athlete is still signed in (the session is a cookie), which is all the app
  // remembers again after the reload.
  await expect(page.getByText(`Signed in as ${athlete.email}`)).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => [...Object.keys(sessionStorage), ...Object.keys(localStorage)]))
    .toEqual(['touchline-user']);
});
