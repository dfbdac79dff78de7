import type { Page } from '@playwright/test';
import { cardAction, cardMenu, expect, holdRequests, seedEntry, tab, tabBar, test, todayDay } from './fixtures';
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

test('today shows every entry of today, in the order the sessions happened, with its title, time and rating', async ({
  page,
  context,
  baseURL,
  athlete: _athlete,
}) => {
  const today = todayDay();
  const seed = (type: string, content: Record<string, unknown>) =>
    seedEntry(context.request, baseURL!, { type, day: today, content });
  // Typed times at either end of the day, so the game (no time: the time it was written, now) always falls between;
  // a tie with 11:59 PM goes by creation, and the game is written first.
  await seed('Training', { answers: { t1: 'Early session' }, rating: 5, timeOfDay: '12:00 AM' });
  await seed('Game', {
    opposingTeam: 'Rovers',
    pregame: { controlFactors: 'My effort' },
    postgame: { rating: 7, feelingsAboutPlay: 'Sharp on the ball' },
  });
  await seed('Training', { answers: { t1: 'Locked in all practice' }, rating: 8, timeOfDay: '11:59 PM' });
  await seed('Food', { mealType: 'Lunch', timeOfDay: '11:59 PM', foodItems: 'Rice and chicken', feelingNotes: '' });
  await seedEntry(context.request, baseURL!, { type: 'Lift', day: '2020-01-01', content: { answers: {}, rating: 3 } });

  await page.goto('/journal');
  await expect(page.getByRole('heading', { name: 'Your Journal', level: 1 })).toBeVisible();
  await expect(page.getByText(`Today, ${displayDate(today)}`)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Completed Activities' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'In Progress' })).toHaveCount(0);

  // Every entry of today, two of one type too, in session order; other days stay out.
  await expect(page.getByRole('article')).toHaveCount(4);
  await expect(page.getByRole('article').getByRole('heading')).toHaveText([
    'Training',
    'Game vs Rovers',
    'Training',
    'Food',
  ]);

  const [early, training] = [card(page, 'Training').first(), card(page, 'Training').last()];
  await expect(early).toContainText('5/10');
  await expect(early).toContainText(`${displayDate(today)} · 12:00 AM`);
  await expect(training).toContainText('8/10');
  await expect(training).toContainText(`${displayDate(today)} · 11:59 PM`);
  await expect(training.getByRole('link', { name: 'see journal for Training' })).toHaveAttribute(
    'href',
    '/training-journal-entries',
  );

  const game = card(page, 'Game vs Rovers');
  await expect(game).toContainText('7/10');
  // Without a time of day, the time the entry was written shows.
  await expect(game).toContainText(new RegExp(`${displayDate(today)} · \\d{1,2}:\\d{2} (AM|PM)`));

  const food = card(page, 'Food');
  // Issue 30: words for a phone as for a mouse (the specification said Click).
  await expect(food).toContainText('Open "Show more" to see details');
  await expect(food).not.toContainText('Rice and chicken');
  await food.getByRole('button', { name: 'Show more' }).click();
  await expect(food).toContainText('Rice and chicken');
  await expect(food.getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true');
  await expect(food).not.toContainText('Open "Show more" to see details');
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
  await expect(early).not.toContainText('Early session');

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

test('a game in progress against a long name cuts the name, never "(in progress)"', async ({
  page,
  context,
  baseURL,
  athlete: _athlete,
}) => {
  const opponent = 'Borussia Mönchengladbach Under-19 Reserves';
  await seedEntry(context.request, baseURL!, {
    type: 'Game',
    day: todayDay(),
    content: { opposingTeam: opponent, pregame: { controlFactors: 'Talk a lot' } },
  });
  await page.goto('/journal');
  const title = page.getByRole('heading', { level: 3, name: `Game vs ${opponent} (in progress)` });
  await expect(title).toBeVisible();
  // On one line, and whatever holds "(in progress)" is not cut short (the name is).
  expect((await title.boundingBox())!.height).toBeLessThan(40);
  const suffixCut = await title.evaluate((heading) => {
    const holder = [...heading.querySelectorAll('*')].find((each) => each.textContent?.trim() === '(in progress)');
    const element = holder ?? heading;
    return element.scrollWidth > element.clientWidth;
  });
  expect(suffixCut).toBe(false);
});

test("a card's Delete removes that entry only; Undo brings it back, on the server too", async ({
  page,
  context,
  baseURL,
  athlete: _athlete,
}) => {
  const today = todayDay();
  const seed = (day: string, content: Record<string, unknown>) =>
    seedEntry(context.request, baseURL!, { type: 'Training', day, content });
  const first = await seed(today, { answers: { t1: 'Morning drills' }, rating: 6, timeOfDay: '12:00 AM' });
  const second = await seed(today, { answers: { t1: 'Evening scrimmage' }, rating: 9, timeOfDay: '11:59 PM' });
  const pastDay = await seed('2024-02-29', { answers: {}, rating: 4 });
  const serverIds = async () => {
    // After the toast's ten idle seconds, the kept-alive connection may be closing: retry a reset.
    const answer = await context.request.get('/api/entries/history?type=Training', { maxRetries: 2 });
    return ((await answer.json()) as { entries: { id: string }[] }).entries.map((entry) => entry.id).sort();
  };

  await page.goto('/journal');
  const trainings = card(page, 'Training');
  await expect(trainings).toHaveCount(2);
  await cardAction(trainings.first(), 'Delete');

  // No question first: the entry goes at once, and the toast offers Undo.
  await expect(trainings).toHaveCount(1);
  await expect(trainings).toContainText('9/10');
  // Focus stays in the list, on the card that took the deleted one's place.
  await expect(cardMenu(trainings)).toBeFocused();
  // A toast on its way out stays in the page for its animation.
  const toast = page.locator('[data-sonner-toast]:not([data-removed="true"])').filter({ hasText: 'Entry deleted' });
  await expect(toast).toBeVisible();
  await expect.poll(serverIds).toEqual([second.id, pastDay.id].sort());

  await toast.getByRole('button', { name: 'Undo' }).click();
  await expect(trainings).toHaveCount(2);
  await expect(trainings.first()).toContainText('6/10');
  await expect.poll(serverIds).toEqual([first.id, second.id, pastDay.id].sort());
  const restored = await context.request.get(`/api/entries/${first.id}`);
  expect(((await restored.json()) as { entry: { content: unknown } }).entry.content).toEqual(first.content);

  // Left alone, the toast goes after ten seconds and the deletion stays.
  await cardAction(trainings.last(), 'Delete');
  await expect(toast).toBeVisible();
  await expect(toast).toHaveCount(0, { timeout: 13_000 });
  await page.reload();
  await expect(trainings).toHaveCount(1);
  await expect.poll(serverIds).toEqual([first.id, pastDay.id].sort());
});

test('a card is calm: its title on one line, its time, one figure and a menu holding Edit and Delete', async ({
  page,
  context,
  baseURL,
  athlete: _athlete,
}) => {
  const opponent = 'Northampton Saints Academy Under-18 Reserves';
  await seedEntry(context.request, baseURL!, {
    type: 'Game',
    day: todayDay(),
    content: { opposingTeam: opponent, timeOfDay: '2:00 PM', postgame: { rating: 6, effort: 5, minutes: 90 } },
  });
  await seedEntry(context.request, baseURL!, {
    type: 'Lift',
    day: todayDay(),
    content: { answers: {}, effort: 6, minutes: 45, timeOfDay: '5:00 PM' },
  });
  await page.goto('/journal');
  const game = page.getByRole('article', { name: `Game vs ${opponent}` });
  const lift = card(page, 'Lift');

  // The long title keeps to one line, cut with an ellipsis; its full words stay its name.
  const title = game.getByRole('heading', { name: `Game vs ${opponent}` });
  const lineHeight = await title.evaluate((element) => parseFloat(getComputedStyle(element).lineHeight));
  expect((await title.boundingBox())!.height).toBeLessThanOrEqual(lineHeight + 1);
  expect(await title.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
  // One figure each: the rating, else the load; the rest waits behind Show more.
  await expect(game).toContainText('6/10');
  await expect(game).not.toContainText('Load 450');
  await expect(lift).toContainText('Load 270');
  await expect(lift).not.toContainText('Effort 6');
  // Edit and Delete are in the menu, not on the card.
  await expect(game.getByRole('link', { name: /Edit/ })).toHaveCount(0);
  await expect(game.getByRole('button', { name: /Delete/ })).toHaveCount(0);

  const menuButton = cardMenu(game);
  await expect(menuButton).toHaveAttribute('aria-haspopup', 'menu');
  await expect(menuButton).toHaveAccessibleName(`Actions for Game vs ${opponent}`);
  const menu = page.getByRole('menu');
  const item = (name: string) => menu.getByRole('menuitem', { name, exact: true });

  // Keyboard: ArrowDown opens on the first item, the arrows go round, Escape closes back to the button.
  await menuButton.focus();
  await page.keyboard.press('ArrowDown');
  await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
  await expect(item('Edit')).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(item('Delete')).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(item('Edit')).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(item('Delete')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
  await expect(menuButton).toBeFocused();
  await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  // Enter and Space open it too; a press outside closes it.
  await page.keyboard.press('Enter');
  await expect(item('Edit')).toBeFocused();
  await page.keyboard.press('Escape');
  await page.keyboard.press('Space');
  await expect(item('Edit')).toBeFocused();
  await page.getByRole('heading', { name: 'Your Journal', level: 1 }).click();
  await expect(menu).toHaveCount(0);

  // Edit opens the edit flow.
  await menuButton.click();
  await item('Edit').click();
  await expect(page).toHaveURL(/\/game-journal\?edit=/);
});

test("the last card's menu opens upward when there is no room under it, clear of the tab bar", async ({
  page,
  context,
  baseURL,
  athlete: _athlete,
}) => {
  for (const hour of [6, 7, 8, 9, 10, 11]) {
    await seedEntry(context.request, baseURL!, {
      type: 'Lift',
      day: todayDay(),
      content: { answers: {}, rating: 6, timeOfDay: `${hour}:00 AM` },
    });
  }
  await page.goto('/journal');
  await expect(page.getByRole('article')).toHaveCount(6);
  const last = page.getByRole('article').last();
  await last.scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await cardMenu(last).click();
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  const box = (await menu.boundingBox())!;
  const button = (await cardMenu(last).boundingBox())!;
  const bar = (await tabBar(page).boundingBox())!;
  // Above its button, every item in view and none under the tab bar.
  expect(box.y + box.height).toBeLessThanOrEqual(button.y);
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height).toBeLessThanOrEqual(bar.y);

  // The first card's menu, with room under it, opens downward as before.
  await page.keyboard.press('Escape');
  await page.evaluate(() => window.scrollTo(0, 0));
  const first = page.getByRole('article').first();
  await cardMenu(first).click();
  expect((await menu.boundingBox())!.y).toBeGreaterThanOrEqual((await cardMenu(first).boundingBox())!.y);
});

test('deleting with the keyboard keeps focus in the list: the next card, else the previous, else the heading', async ({
  page,
  context,
  baseURL,
  athlete: _athlete,
}) => {
  for (const [type, time] of [
    ['Training', '6:00 AM'],
    ['Lift', '7:00 AM'],
    ['Rehab', '8:00 AM'],
  ] as const) {
    await seedEntry(context.request, baseURL!, {
      type,
      day: todayDay(),
      content: { answers: {}, rating: 5, timeOfDay: time },
    });
  }
  await page.goto('/journal');
  await expect(page.getByRole('article')).toHaveCount(3);
  const deleteWithKeys = async (title: string) => {
    await cardMenu(card(page, title)).focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitem', { name: 'Delete' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(card(page, title)).toHaveCount(0);
  };

  await deleteWithKeys('Lift');
  await expect(cardMenu(card(page, 'Rehab'))).toBeFocused();
  await deleteWithKeys('Rehab');
  await expect(cardMenu(card(page, 'Training'))).toBeFocused();
  await deleteWithKeys('Training');
  await expect(page.getByRole('heading', { name: 'Completed Activities' })).toBeFocused();
});

test('a day without entries shows the empty state and a way to add one', async ({ page, athlete: _athlete }) => {
  await page.goto('/journal');
  await expect(page.getByText('No completed activities for today.')).toBeVisible();
  await expect(page.getByText('Create a new activity using the + button below.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'In Progress' })).toHaveCount(0);
  await expect(tabBar(page)).toBeVisible();
  // The tab bar is the way out: no Home links, no Refresh.
  await expect(page.getByRole('link', { name: /Home/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Refresh', exact: true })).toHaveCount(0);

  await page.getByRole('link', { name: 'Create a new activity' }).click();
  await expect(page).toHaveURL('/new-activity');
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
  await tab(page, 'Profile').click();
  await expect(page).toHaveURL('/profile');
  // The journal stays on show while the profile's code loads: wait for the profile itself.
  await expect(page.getByRole('heading', { name: 'Profile', level: 1 })).toBeVisible();
  await tab(page, 'Today').click();
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
  await tab(page, 'Profile').click();
  await expect(page).toHaveURL('/profile');
  // The journal stays on show while the profile's code loads: wait for the profile itself.
  await expect(page.getByRole('heading', { name: 'Profile', level: 1 })).toBeVisible();
  // And for the toast area, whose code a move between screens loads while there is a connection (components/ui/toast.ts):
  // a connection lost a moment after the first move, before it arrived, would leave no way to say so.
  await expect(page.getByRole('region', { name: /^Notifications/ })).toBeAttached();

  await context.setOffline(true);
  await tab(page, 'Today').click();
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
  const release = await holdRequests(page, '**/api/entries/day/**');

  await page.goto('/journal');
  await expect(page.getByRole('status').getByText('Loading your journal data...')).toBeVisible();
  const refreshPage = page.getByRole('button', { name: 'Refresh Page' });
  await expect(refreshPage).toHaveCount(0);
  // The way out shows from 4 s until the load gives up at 6 s: it is looked for inside the busy view, so a slow
  // machine cannot see it after 6 s, outside the loading view.
  const busyWithWayOut = page.locator('[aria-busy="true"]').filter({ has: refreshPage });
  await expect(busyWithWayOut).toBeVisible();
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
  await expect(page.getByRole('link', { name: /Home/ })).toHaveCount(0);
  await expect(tabBar(page)).toBeVisible();
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
