import type { Page } from '@playwright/test';
import { addDays } from '../src/domain/dates';
import { expectNoSeriousViolation } from './axe';
import { expect, seedEntry, test, todayDay } from './fixtures';
import { entriesOfDay, goOffline, goOnline, waitUntilOfflineReady } from './offline';

// The match record of a game (issue 33, decision 047): "The match" in the postgame, and its line wherever the game shows.

const done = (page: Page) => page.getByRole('button', { name: 'Done' });
const rating = (page: Page, n: number) => page.getByRole('radio', { name: `${n} out of 10` });
const card = (page: Page, title: string) => page.getByRole('article', { name: title, exact: true });

/** POST-GAME from the Game journal, a new game against `opponent` on one page, rated `rated`. */
async function postgame(page: Page, opponent: string, rated: number) {
  await page.goto('/game-journal');
  await page.getByRole('button', { name: 'Post-Game' }).click();
  await page.getByLabel('Which team did you play against?').fill(opponent);
  await rating(page, rated).check();
}

test('a game with 2-1 and 63 minutes shows "Won 2-1 · 63 min" on Today and in the game history, after the last meeting', async ({
  page,
  context,
  baseURL,
  athlete: _athlete,
}) => {
  test.slow(); // a postgame, Today and the history, each checked by axe
  await seedEntry(context.request, baseURL!, {
    type: 'Game',
    day: addDays(todayDay(), -1),
    content: { opposingTeam: 'Rovers', postgame: { rating: 5, externalFactors: [] }, scoreFor: 0, scoreAgainst: 1 },
  });
  await postgame(page, 'Rovers', 7);
  const match = page.getByRole('region', { name: 'The match' });
  await expect(match).toBeVisible();
  await match.getByLabel('Minutes played').fill('63');
  await match.getByLabel('Your team').fill('2');
  await match.getByLabel('Other team').fill('1');
  await expectNoSeriousViolation(page, 'the postgame with the match');
  await done(page).click();
  await expect(page.getByText('Game journal entry saved!')).toBeVisible();

  await expect(page).toHaveURL('/journal');
  await expect(card(page, 'Game vs Rovers')).toContainText('Won 2-1 · 63 min');
  // The saved toast is the save's, not this screen's: axe looks at Today once it has gone.
  await expect(page.getByText('Game journal entry saved!')).toBeHidden({ timeout: 10_000 });
  await expectNoSeriousViolation(page, 'Today');
  const [entry] = await entriesOfDay(context.request, todayDay());
  expect(entry?.content).toMatchObject({ minutesPlayed: 63, scoreFor: 2, scoreAgainst: 1 });
  expect(entry?.content).not.toHaveProperty('started');
  // Minutes played are not the session's minutes: no load, no session minutes.
  expect(entry?.content.postgame).toEqual({ rating: 7, externalFactors: [] });

  await page.goto('/game-journal-entries');
  const season = page.getByRole('region', { name: 'Your season' });
  await expect(season).toContainText('Past 12 months');
  await expect(season).toContainText('2 games · 1 won, 0 drawn, 1 lost · 63 min played · Average rating 6.0');
  const games = page.getByRole('article', { name: 'Game vs Rovers' });
  await expect(games).toHaveCount(2);
  await expect(games.first()).toContainText('Won 2-1 · 63 min');
  await expect(games.first()).toContainText('Last time vs Rovers: Lost 0-1, rated 5');
  await expect(games.last()).toContainText('Lost 0-1');
  await expect(games.last()).not.toContainText('Last time vs');
  await expectNoSeriousViolation(page, 'the game history');
});

test('a score for one side only is held under the other; Started and Came on are one choice, cleared again', async ({
  page,
  context,
  athlete: _athlete,
}) => {
  await postgame(page, 'City', 6);
  const match = page.getByRole('region', { name: 'The match' });
  await match.getByLabel('Your team').fill('3');
  await done(page).click();
  await expect(match.getByLabel('Other team')).toHaveAccessibleDescription(
    "Give the other team's score too, or neither",
  );
  await expect(match.getByLabel('Other team')).toBeFocused();
  await expectNoSeriousViolation(page, 'the match with a problem');

  await match.getByLabel('Other team').fill('3');
  await match.getByRole('radio', { name: 'Came on' }).check();
  await match.getByRole('radio', { name: 'Started' }).check();
  await expect(match.getByRole('radio', { name: 'Came on' })).not.toBeChecked();
  await done(page).click();
  await expect(card(page, 'Game vs City')).toContainText('Drew 3-3 · Started');
  const [entry] = await entriesOfDay(context.request, todayDay());
  expect(entry?.content).toMatchObject({ started: true, scoreFor: 3, scoreAgainst: 3 });
});

test.describe('one question at a time', () => {
  test.use({ stepByStep: true });

  test('"The match" comes after the rating with Skip, which leaves none of it', async ({
    page,
    context,
    athlete: _athlete,
  }) => {
    await page.goto('/game-journal');
    await page.getByRole('button', { name: 'Post-Game' }).click();
    await page.getByLabel('Which team did you play against?').fill('Harbour');
    const next = page.getByRole('button', { name: 'Next' });
    for (let n = 1; n <= 9; n += 1) await next.click();
    await rating(page, 8).check();
    await next.click();
    await expect(page.getByRole('heading', { name: 'The match' })).toBeVisible();
    await expect(page.getByLabel('Minutes played')).toBeFocused();
    await page.getByLabel('Minutes played').fill('90');
    await page.getByRole('button', { name: 'Skip' }).click();
    await expect(page.getByRole('heading', { name: 'How hard was this session?' })).toBeVisible();
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page.getByLabel('Minutes played')).toHaveValue('');
    await next.click();
    await next.click();
    await done(page).click();
    await expect(page.getByText('Game journal entry saved!')).toBeVisible();
    const [entry] = await entriesOfDay(context.request, todayDay());
    expect(entry?.content).not.toHaveProperty('minutesPlayed');
  });
});

test('a match recorded offline waits on the device and syncs once', async ({ page, context, athlete: _athlete }) => {
  await page.goto('/journal');
  await expect(page.getByText('No completed activities for today.')).toBeVisible();
  await waitUntilOfflineReady(page);

  await goOffline(context);
  await postgame(page, 'Town', 7);
  await page.getByLabel('Minutes played').fill('45');
  await page.getByLabel('Your team').fill('0');
  await page.getByLabel('Other team').fill('2');
  await done(page).click();
  await expect(page.getByText('Saved on this device. It will sync when you are back online.')).toBeVisible();
  await expect(card(page, 'Game vs Town')).toContainText('Lost 0-2 · 45 min');
  await expect(card(page, 'Game vs Town')).toContainText('Waiting to sync');

  await goOnline(context);
  await expect(card(page, 'Game vs Town')).not.toContainText('Waiting to sync', { timeout: 15_000 });
  const entries = await entriesOfDay(context.request, todayDay());
  expect(entries).toHaveLength(1);
  expect(entries[0]?.content).toMatchObject({ minutesPlayed: 45, scoreFor: 0, scoreAgainst: 2 });
});
