import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Locator, Page } from '@playwright/test';
import { cardAction, expect, seedEntry, tab, test, todayDay } from './fixtures';
import { entriesOfDay, goOffline, goOnline, persistedCache, waitUntilOfflineReady } from './offline';

// These tests walk the flows a question at a time ("Ask one question at a time"); one page, the default, is tested
// in one-page.spec.ts.
test.use({ stepByStep: true });

const OFFLINE_TOAST = 'You appear to be offline. Using local data only.';
const WAITING = 'Waiting to sync';

const card = (page: Page, title: string) => page.getByRole('article', { name: title, exact: true });
const next = (page: Page) => page.getByRole('button', { name: 'Next' });
const done = (page: Page) => page.getByRole('button', { name: 'Done' });

/** After one online visit, goes offline and writes a Training entry with `notes`: it waits on the device to sync. */
async function writeTrainingOffline(page: Page, context: BrowserContext, notes: string): Promise<void> {
  await page.goto('/journal');
  await expect(page.getByText('No completed activities for today.')).toBeVisible();
  await waitUntilOfflineReady(page);

  await goOffline(context);
  await page.goto('/training-journal');
  for (let n = 1; n <= 6; n += 1) await next(page).click();
  await page.getByRole('radio', { name: '5 out of 10' }).check();
  await next(page).click();
  await next(page).click(); // effort and minutes are optional
  await page.getByLabel('OTHER NOTES').fill(notes);
  await done(page).click();
  await expect(card(page, 'Training')).toContainText(WAITING);
}

/** From now on the server refuses every new entry, as it refuses content it finds invalid. */
async function refuseEntryCreates(page: Page): Promise<void> {
  await page.route('**/api/entries', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({ status: 422, json: { error: { code: 'VALIDATION_FAILED', message: 'Notes are too long' } } })
      : route.fallback(),
  );
}

/** Reads the width and height a PNG declares in its header. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(1, 4).toString('ascii')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

test('the built app is installable: Chromium finds no installability error, the icons are real', async ({
  playwright,
  launchOptions,
  baseURL,
}) => {
  // Chromium never offers to install from an incognito window, which every test context is: use a real profile.
  const profile = mkdtempSync(join(tmpdir(), 'touchline-install-'));
  const context = await playwright.chromium.launchPersistentContext(profile, { ...launchOptions, baseURL });
  const page = context.pages()[0] ?? (await context.newPage());
  await page.goto('/');
  await waitUntilOfflineReady(page);

  const cdp = await page.context().newCDPSession(page);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  expect(installabilityErrors).toEqual([]);
  const { url, errors } = await cdp.send('Page.getAppManifest');
  expect(url).toMatch(/\/manifest\.webmanifest$/);
  expect(errors).toEqual([]);

  const manifestAnswer = await page.request.get('/manifest.webmanifest');
  expect(manifestAnswer.headers()['content-type']).toContain('application/manifest+json');
  const manifest = (await manifestAnswer.json()) as {
    name: string;
    short_name: string;
    display: string;
    start_url: string;
    theme_color: string;
    icons: { src: string; sizes: string; purpose: string }[];
  };
  expect(manifest).toMatchObject({ name: 'Touchline', short_name: 'Touchline', display: 'standalone' });
  expect(manifest.start_url).toBe('/journal');
  expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/);
  for (const icon of manifest.icons) {
    const [width, height] = icon.sizes.split('x').map(Number);
    expect(pngSize(await (await page.request.get(icon.src)).body()), icon.src).toEqual({ width, height });
  }
  expect(manifest.icons.map((icon) => [icon.sizes, icon.purpose])).toEqual(
    expect.arrayContaining([
      ['192x192', 'any'],
      ['512x512', 'any'],
      ['512x512', 'maskable'],
    ]),
  );
  await context.close();
  rmSync(profile, { recursive: true, force: true });
});

test('after one visit Touchline opens and reads offline, keeps entries written offline, and syncs each once', async ({
  page,
  context,
  baseURL,
  athlete: _athlete,
}) => {
  test.slow(); // one long journey: online, offline across reloads, online again
  const today = todayDay();
  await seedEntry(context.request, baseURL!, { type: 'Rehab', day: today, content: { answers: {}, rating: 4 } });
  await page.goto(`/journal/${today}`);
  await expect(card(page, 'Rehab')).toBeVisible();
  await page.goto('/calendar');
  await expect(page.getByRole('link', { name: /: 1 entry, average rating 4$/ })).toBeVisible();
  await expect.poll(() => persistedCache(page)).toContain('"month"');
  await page.goto('/journal');
  await expect(card(page, 'Rehab')).toContainText('4/10');
  await waitUntilOfflineReady(page);

  await goOffline(context);
  const reloaded = await page.reload();
  expect(reloaded?.fromServiceWorker()).toBe(true);
  await expect(page.getByRole('heading', { name: 'Your Journal', level: 1 })).toBeVisible();
  await expect(page.getByText(OFFLINE_TOAST)).toBeVisible({ timeout: 10_000 });
  await expect(card(page, 'Rehab')).toContainText('4/10');
  await page.goto(`/journal/${today}`);
  await expect(page.getByRole('heading', { name: 'DAILY JOURNAL' })).toBeVisible();
  await expect(card(page, 'Rehab')).toBeVisible();
  await page.goto('/calendar');
  await expect(page.getByRole('link', { name: /: 1 entry, average rating 4$/ })).toBeVisible();

  // Training, written offline.
  await page.goto('/training-journal');
  for (let n = 1; n <= 6; n += 1) await next(page).click();
  await page.getByRole('radio', { name: '8 out of 10' }).check();
  await next(page).click();
  await next(page).click(); // effort and minutes are optional
  await page.getByLabel('OTHER NOTES').fill('Written on the bus');
  await done(page).click();
  await expect(page.getByText('Training journal entry saved!')).toBeVisible();
  await expect(page).toHaveURL('/journal');
  await expect(card(page, 'Training')).toContainText(WAITING);
  await expect(card(page, 'Training')).toContainText('8/10');

  // Food, written offline.
  await page.goto('/food-journal');
  await page.getByRole('tab', { name: 'Lunch' }).click();
  await page.getByLabel('Time of Day').fill('12:30 PM');
  await page.getByLabel('TYPE ANY FOOD OR VITAMINS').fill('Offline lunch');
  await done(page).click();
  await expect(page.getByText('Lunch journal entry saved!')).toBeVisible();
  await page.goto('/journal');
  await expect(card(page, 'Food')).toContainText(WAITING);
  await expect(card(page, 'Training')).toContainText(WAITING);
  await expect(card(page, 'Rehab')).not.toContainText(WAITING);
  await expect(page.getByRole('status').filter({ hasText: '2 changes waiting to sync' })).toBeVisible();

  expect(await entriesOfDay(context.request, today)).toHaveLength(1);

  // A reload (as after a browser restart) still offline keeps both, still waiting.
  await expect.poll(() => persistedCache(page)).toContain('Offline lunch');
  await page.reload();
  await expect(card(page, 'Food')).toContainText(WAITING);
  await expect(card(page, 'Training')).toContainText(WAITING);
  // Leaving the signed-in screens and coming back restores nothing twice: the browser's Back to Home, which sends a
  // signed-in athlete on to Today (no link on a signed-in screen leads Home any more).
  await page.evaluate(() => {
    history.pushState(null, '', '/');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page).toHaveURL('/journal');
  await expect(card(page, 'Food')).toContainText(WAITING);
  await expect(page.getByRole('status').filter({ hasText: '2 changes waiting to sync' })).toBeVisible();

  // Back online: both sync by themselves, and the marks go.
  await goOnline(context);
  await expect(page.getByText(WAITING)).toHaveCount(0, { timeout: 15_000 });
  await expect(page.getByText(/waiting to sync/)).toHaveCount(0);
  const entries = await entriesOfDay(context.request, today);
  expect(entries.map((entry) => entry.type).sort()).toEqual(['Food', 'Rehab', 'Training']);
  expect(entries.find((entry) => entry.type === 'Training')?.content).toMatchObject({
    rating: 8,
    notes: 'Written on the bus',
  });
  expect(entries.find((entry) => entry.type === 'Food')?.content).toMatchObject({ foodItems: 'Offline lunch' });

  // Nothing is sent twice: another reload online replays nothing.
  await page.reload();
  await expect(card(page, 'Food')).toBeVisible();
  expect(await entriesOfDay(context.request, today)).toHaveLength(3);
});

test('a Game pregame saved offline, then completed online, ends as one completed entry', async ({
  page,
  context,
  athlete: _athlete,
}) => {
  await page.goto('/journal');
  await expect(page.getByText('No completed activities for today.')).toBeVisible();
  await waitUntilOfflineReady(page);

  await goOffline(context);
  await page.goto('/game-journal');
  await page.getByRole('button', { name: 'Pregame' }).click();
  await page.getByLabel('Which team are you playing against today?').fill('Rovers');
  await page.getByLabel("What are three things I can control in today's game?").fill('Effort');
  await next(page).click();
  await next(page).click();
  await done(page).click();
  await expect(page.getByText('Pregame journal entry saved!')).toBeVisible();
  await expect(page).toHaveURL('/journal');
  const inProgress = card(page, 'Game vs Rovers (in progress)');
  await expect(inProgress).toContainText('Effort');
  await expect(inProgress).toContainText(WAITING);

  await goOnline(context);
  await expect(inProgress.getByText(WAITING)).toHaveCount(0, { timeout: 15_000 });
  await inProgress.getByRole('link', { name: 'Finish game vs Rovers' }).click();
  await expect(page.getByText('Completing in-progress entry')).toBeVisible();
  await next(page).click();
  for (let n = 1; n <= 8; n += 1) await next(page).click();
  await page.getByRole('radio', { name: '7 out of 10' }).check();
  await next(page).click();
  await next(page).click(); // the match is optional
  await next(page).click(); // effort and minutes are optional
  await done(page).click();
  await expect(page.getByText('Game journal entry saved!', { exact: true })).toBeVisible();
  await expect(card(page, 'Game vs Rovers')).toContainText('7/10');

  const games = (await entriesOfDay(context.request, todayDay())).filter((entry) => entry.type === 'Game');
  expect(games).toHaveLength(1);
  expect(games[0]!.content).toMatchObject({
    opposingTeam: 'Rovers',
    pregame: { controlFactors: 'Effort' },
    postgame: { rating: 7 },
  });
});

test('offline, two pregames make two games; POST-GAME and a Finish each complete their own; each syncs once', async ({
  page,
  context,
  athlete: _athlete,
}) => {
  test.slow(); // two games written and finished offline, then synced
  await page.goto('/journal');
  await expect(page.getByText('No completed activities for today.')).toBeVisible();
  await waitUntilOfflineReady(page);

  await goOffline(context);
  for (const team of ['Rovers', 'City']) {
    await page.goto('/game-journal');
    await page.getByRole('button', { name: 'Pregame' }).click();
    await expect(page.getByLabel('Which team are you playing against today?')).toHaveValue('');
    await page.getByLabel('Which team are you playing against today?').fill(team);
    await page.getByLabel("What are three things I can control in today's game?").fill(`Beat ${team}`);
    await next(page).click();
    await next(page).click();
    await done(page).click();
    await expect(card(page, `Game vs ${team} (in progress)`)).toContainText(WAITING);
  }

  // POST-GAME offers both games from the cached day; City is finished from there.
  await page.goto('/game-journal');
  await page.getByRole('button', { name: 'Post-Game' }).click();
  const choice = page.getByRole('group', { name: 'Which game is this postgame for?' });
  await expect(choice.getByRole('button')).toHaveText([
    'Finish game vs City',
    'Finish game vs Rovers',
    'Record a new game',
  ]);
  await choice.getByRole('button', { name: 'Finish game vs City' }).click();
  await next(page).click();
  for (let n = 1; n <= 8; n += 1) await next(page).click();
  await page.getByRole('radio', { name: '6 out of 10' }).check();
  await next(page).click();
  await next(page).click(); // the match is optional
  await next(page).click(); // effort and minutes are optional
  await done(page).click();
  await expect(page.getByText('Game journal entry saved!', { exact: true })).toBeVisible();
  await expect(card(page, 'Game vs Rovers (in progress)')).toBeVisible();

  // Rovers is finished from its own card.
  await card(page, 'Game vs Rovers (in progress)').getByRole('link', { name: 'Finish game vs Rovers' }).click();
  await expect(page.getByText('Completing in-progress entry')).toBeVisible();
  await next(page).click();
  for (let n = 1; n <= 8; n += 1) await next(page).click();
  await page.getByRole('radio', { name: '9 out of 10' }).check();
  await next(page).click();
  await next(page).click(); // the match is optional
  await next(page).click(); // effort and minutes are optional
  await done(page).click();
  // (City's save toast may still show, so the journal itself is the sign that Rovers is saved.)
  await expect(page).toHaveURL('/journal');
  await expect(page.getByRole('region', { name: 'In Progress' })).toHaveCount(0);

  await goOnline(context);
  await expect(page.getByText(WAITING)).toHaveCount(0, { timeout: 15_000 });
  const games = (await entriesOfDay(context.request, todayDay())).filter((entry) => entry.type === 'Game');
  expect(
    games.map((game) => [game.content.opposingTeam, (game.content.postgame as { rating?: number }).rating]).sort(),
  ).toEqual([
    ['City', 6],
    ['Rovers', 9],
  ]);
  expect(games.map((game) => (game.content.pregame as { controlFactors?: string }).controlFactors).sort()).toEqual([
    'Beat City',
    'Beat Rovers',
  ]);
});

test('an entry deleted offline stays deleted across a reload and is deleted on the server once online; Undo works offline', async ({
  page,
  context,
  baseURL,
  athlete: _athlete,
}) => {
  const today = todayDay();
  const keep = await seedEntry(context.request, baseURL!, {
    type: 'Lift',
    day: today,
    content: { answers: {}, rating: 6 },
  });
  const drop = await seedEntry(context.request, baseURL!, {
    type: 'Training',
    day: today,
    content: { answers: {}, rating: 3 },
  });
  await page.goto(`/journal/${today}`);
  await expect(page.getByRole('article')).toHaveCount(2);
  await waitUntilOfflineReady(page);

  await goOffline(context);
  await cardAction(card(page, 'Training'), 'Delete');
  await expect(card(page, 'Training')).toHaveCount(0);
  // Undo works offline too: the Lift goes and comes back under its own id.
  await cardAction(card(page, 'Lift'), 'Delete');
  await expect(card(page, 'Lift')).toHaveCount(0);
  const liftToast = page.locator('[data-sonner-toast]:not([data-removed="true"])').filter({ hasText: 'Lift' });
  await expect(liftToast).toContainText('Entry deleted');
  await liftToast.getByRole('button', { name: 'Undo' }).click();
  await expect(card(page, 'Lift')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: '3 changes waiting to sync' })).toBeVisible();
  expect((await entriesOfDay(context.request, today)).map((entry) => entry.id).sort()).toEqual(
    [keep.id, drop.id].sort(),
  );
  // (Checked before the reload: after a reload served by the service worker, Chromium's emulated offline
  // state sometimes lets a request through, which no real dead connection does.)
  await expect.poll(async () => (await persistedCache(page)).includes(`"delete"`)).toBe(true);
  await page.reload();
  await expect(card(page, 'Lift')).toBeVisible();
  await expect(card(page, 'Training')).toHaveCount(0);

  await goOnline(context);
  await expect(page.getByText(/waiting to sync/)).toHaveCount(0, { timeout: 15_000 });
  await expect
    .poll(async () => (await entriesOfDay(context.request, today)).map((entry) => entry.id))
    .toEqual([keep.id]);
  expect((await entriesOfDay(context.request, today))[0]!.content).toEqual(keep.content);
  await expect(card(page, 'Lift')).toBeVisible();
  await expect(card(page, 'Training')).toHaveCount(0);
});

test('a change the server refuses when it syncs stays on screen with the athlete’s text, across a reload', async ({
  page,
  context,
  athlete: _athlete,
}) => {
  await writeTrainingOffline(page, context, 'Keep these words');

  await refuseEntryCreates(page);
  await goOnline(context);
  const refused = page.getByRole('alert').filter({ hasText: 'Not saved: Notes are too long' });
  await expect(refused).toBeVisible({ timeout: 15_000 });
  await expect(refused.getByRole('textbox', { name: 'What you wrote' })).toHaveValue(/Keep these words/);
  await expect(card(page, 'Training')).toHaveCount(0);
  await expect(page.getByText(/waiting to sync/)).toHaveCount(0);

  await expect.poll(() => persistedCache(page)).toContain('"status":"error"');
  await page.reload();
  await expect(refused.getByRole('textbox', { name: 'What you wrote' })).toHaveValue(/Keep these words/);
  await refused.getByRole('button', { name: 'Dismiss' }).click();
  await expect(refused).toHaveCount(0);
});

test('signing out while changes have not reached the server asks first: Cancel keeps them, Sign Out Anyway ends the session', async ({
  page,
  context,
  athlete: _athlete,
}) => {
  await writeTrainingOffline(page, context, 'Words not on the server yet');

  await tab(page, 'Profile').click();
  await page.getByRole('button', { name: 'Sign Out' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign out with unsaved changes?' });
  await expect(dialog).toContainText(
    '1 change has not been saved on the server. Signing out removes it from this device.',
  );
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL('/profile');
  await expect(page.getByRole('status').filter({ hasText: '1 change waiting to sync' })).toBeVisible();

  // Refused when it syncs, the change is kept on screen to copy: it still counts as not saved.
  await refuseEntryCreates(page);
  await goOnline(context);
  await expect(page.getByRole('alert').filter({ hasText: 'Not saved: Notes are too long' })).toBeVisible({
    timeout: 15_000,
  });
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await dialog.getByRole('button', { name: 'Sign Out Anyway' }).click();
  await expect(page).toHaveURL('/signin');
  await expect(page.getByText('Signed out successfully!')).toBeVisible();
  expect((await context.request.get(`/api/entries/day/${todayDay()}`)).status()).toBe(401);
});

test('when the waiting change syncs while Sign Out asks, the question says so and Sign Out goes ahead', async ({
  page,
  context,
  athlete: _athlete,
}) => {
  await writeTrainingOffline(page, context, 'Synced while asked');
  await tab(page, 'Profile').click();
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page.getByRole('dialog', { name: 'Sign out with unsaved changes?' })).toBeVisible();

  await goOnline(context);
  const dialog = page.getByRole('dialog', { name: 'Sign out?' });
  await expect(dialog).toContainText('Every change has reached the server now.', { timeout: 15_000 });
  const [stored] = await entriesOfDay(context.request, todayDay());
  expect(stored?.content.notes).toBe('Synced while asked');
  await dialog.getByRole('button', { name: 'Sign Out', exact: true }).click();
  await expect(page).toHaveURL('/signin');
});

/**
 * After one online visit of the calendar with a Rehab entry today: the month is kept on the device and the app opens
 * offline. Returns today's day in the grid.
 */
async function calendarMonthKept(page: Page, context: BrowserContext, baseURL: string): Promise<Locator> {
  await seedEntry(context.request, baseURL, { type: 'Rehab', day: todayDay(), content: { answers: {}, rating: 4 } });
  const today = page.getByRole('link', { name: /: 1 entry, average rating 4$/ });
  await page.goto('/calendar');
  await expect(today).toBeVisible();
  await expect.poll(() => persistedCache(page)).toContain('"month"');
  await waitUntilOfflineReady(page);
  return today;
}

test('a page opened offline at the calendar keeps the month it kept after a move to another screen and back', async ({
  page,
  context,
  baseURL,
  athlete: _athlete,
}) => {
  const month = await calendarMonthKept(page, context, baseURL!);

  // The calendar asks for its month as its code loads, before the kept cache is back: that ask, waiting for a
  // connection, must not take the kept month with it when the calendar closes.
  await goOffline(context);
  await page.reload();
  await expect(month).toBeVisible();
  await tab(page, 'Today').click();
  await expect(page.getByRole('heading', { name: 'Your Journal', level: 1 })).toBeVisible();
  await tab(page, 'Calendar').click();
  await expect(month).toBeVisible();
  await goOnline(context);
});

test('a kept month stays on the device when the server cannot be reached though the browser seems online', async ({
  page,
  context,
  baseURL,
  athlete: _athlete,
}) => {
  const month = await calendarMonthKept(page, context, baseURL!);

  // A network that answers nothing (a hotel's sign-in page, a server down) while the browser reports a connection:
  // the calendar's refresh of its month fails.
  await context.route('**/api/entries/month/**', (route) => route.abort('connectionrefused'));
  await page.reload();
  await expect(month).toBeVisible();
  // The device's store has taken the failed refresh in (the query library counts a query's failures).
  await expect.poll(() => persistedCache(page), { timeout: 15_000 }).toContain('"errorUpdateCount":1');

  // The month the device kept is still there when the page next opens offline.
  await context.unroute('**/api/entries/month/**');
  await goOffline(context);
  await page.reload();
  await expect(month).toBeVisible();
  await goOnline(context);
});
