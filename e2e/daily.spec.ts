import { cardAction, expect, seedEntry, test, todayDay } from './fixtures';
import type { Page } from '@playwright/test';

const DAY = '2026-03-05';

const training = (focus: string, rating: number, timeOfDay?: string) => ({
  answers: { t1: focus },
  rating,
  ...(timeOfDay ? { timeOfDay } : {}),
});

/** The entry cards of the daily view, in screen order. */
const cards = (page: Page) => page.getByRole('article');

/** 'March 5, 2026' for '2026-03-05', as the date bar shows a day reached without router state. */
function longDate(day: string): string {
  return new Date(`${day}T12:00:00`).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric' });
}

// PRODUCT.md, "One order, one landing": the day lists entries in the order the sessions happened, as Today does (the
// specification sorted them by type). Entries seeded now for a past day: by their typed time, then as written.
test('seeded entries show in the order the sessions happened, with times, ratings and answers, and no internal ids', async ({
  page,
  context,
  baseURL,
  athlete: _athlete,
}) => {
  const seed = (type: string, content: Record<string, unknown>) =>
    seedEntry(context.request, baseURL!, { type, day: DAY, content });
  const olderTraining = await seed('Training', training('Focused', 8, '3:30 PM'));
  const food = await seed('Food', { mealType: 'Lunch', timeOfDay: 'Noon', foodItems: 'Rice', feelingNotes: '' });
  const game = await seed('Game', {
    opposingTeam: 'Rovers',
    pregame: { controlFactors: 'My effort' },
    postgame: { rating: 7, externalFactors: ['Referee'] },
  });
  const newerTraining = await seed('Training', training('Tired legs', 6));
  await seedEntry(context.request, baseURL!, { type: 'Lift', day: '2026-03-06', content: { answers: {}, rating: 5 } });

  await page.goto(`/journal/${DAY}`);
  await expect(page.getByRole('heading', { name: 'DAILY JOURNAL' })).toBeVisible();
  await expect(page.getByText('March 5, 2026')).toBeVisible();
  await expect(cards(page).getByRole('heading')).toHaveText(['Food', 'Training', 'Game vs Rovers', 'Training']);

  for (const entry of [food, game, newerTraining, olderTraining]) {
    await expect(cards(page).filter({ hasText: entry.id.slice(0, 6) })).toHaveCount(0);
  }
  await expect(cards(page).filter({ hasText: 'ID:' })).toHaveCount(0);
  await expect(cards(page).nth(0)).toContainText('Noon');
  await expect(cards(page).nth(1)).toContainText('3:30 PM');
  await expect(cards(page).nth(1)).toContainText('8/10');
  await expect(cards(page).nth(2)).toContainText('7/10');
  await expect(cards(page).nth(3)).toContainText('6/10');

  const older = cards(page).nth(1);
  await expect(older.getByText('Focused', { exact: true })).toBeHidden();
  await older.getByRole('button', { name: 'Show more' }).click();
  await expect(older.getByText('Focused', { exact: true })).toBeVisible();
  await expect(older.getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true');
  await cards(page).nth(2).getByRole('button', { name: 'Show more' }).click();
  await expect(cards(page).nth(2).getByText('My effort', { exact: true })).toBeVisible();
  await expect(cards(page).nth(2).getByText('Referee', { exact: true })).toBeVisible();
  await older.getByRole('button', { name: 'Show less' }).click();
  await expect(older.getByText('Focused', { exact: true })).toBeHidden();
});

test('deleting one entry removes exactly that entry; a refused delete brings it back and says so', async ({
  page,
  context,
  baseURL,
  athlete: _athlete,
}) => {
  const keep = await seedEntry(context.request, baseURL!, { type: 'Training', day: DAY, content: training('Keep', 7) });
  await seedEntry(context.request, baseURL!, { type: 'Training', day: DAY, content: training('Drop', 4) });
  await page.goto(`/journal/${DAY}`);
  const dropCard = cards(page).filter({ hasText: '4/10' });

  // A refused delete puts the entry back where it was.
  await page.route('**/api/entries/*', (route) =>
    route.request().method() === 'DELETE' ? route.fulfill({ status: 500, body: '{}' }) : route.fallback(),
  );
  await cardAction(dropCard, 'Delete');
  await expect(page.getByText('Failed to delete the entry from cloud storage.')).toBeVisible();
  await expect(dropCard).toBeVisible();
  await page.unroute('**/api/entries/*');

  await cardAction(dropCard, 'Delete');
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Entry deleted' })).toBeVisible();
  await expect(dropCard).toHaveCount(0);
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page)).toContainText('7/10');

  await expect
    .poll(async () => {
      const answer = await context.request.get(`/api/entries/day/${DAY}`);
      return ((await answer.json()) as { entries: { id: string }[] }).entries.map((entry) => entry.id);
    })
    .toEqual([keep.id]);
});

test('an empty day offers Add Entry, and the picker leads back to that day', async ({ page, athlete: _athlete }) => {
  await page.goto(`/journal/${DAY}`);
  await expect(page.getByText('No journal entries for this day')).toBeVisible();
  await page.getByRole('link', { name: 'Add Entry' }).click();
  await expect(page).toHaveURL('/new-activity');
  await expect(page.getByText('What would you like to journal for March 5?')).toBeVisible();
  const back = page.getByRole('link', { name: 'Back to March 5' });
  await expect(back).toHaveAttribute('href', `/journal/${DAY}`);
  await back.click();
  await expect(page).toHaveURL(`/journal/${DAY}`);
  await expect(page.getByText('No journal entries for this day')).toBeVisible();
});

test('an invalid date shows today', async ({ page, context, baseURL, athlete: _athlete }) => {
  await seedEntry(context.request, baseURL!, { type: 'Lift', day: todayDay(), content: { answers: {}, rating: 9 } });
  await page.goto('/journal/2026-02-30');
  await expect(page.getByText(longDate(todayDay()))).toBeVisible();
  await expect(cards(page).getByRole('heading')).toHaveText(['Lift']);
});

test('a reload of a deep link shows that day', async ({ page, context, baseURL, athlete: _athlete }) => {
  await seedEntry(context.request, baseURL!, { type: 'Rehab', day: DAY, content: { answers: { r1: 'Good' } } });
  await page.goto(`/journal/${DAY}`);
  await expect(cards(page).getByRole('heading')).toHaveText(['Rehab']);
  await page.reload();
  await expect(page.getByText('March 5, 2026')).toBeVisible();
  await expect(cards(page).getByRole('heading')).toHaveText(['Rehab']);
  await expect(page.getByRole('link', { name: 'Add Another Entry' })).toBeVisible();
});

test('a failed load shows an empty list and says so', async ({ page, athlete: _athlete }) => {
  await page.route(`**/api/entries/day/${DAY}`, (route) => route.fulfill({ status: 500, body: '{}' }));
  await page.goto(`/journal/${DAY}`);
  await expect(page.getByText('Could not load journal entries for this day.')).toBeVisible();
  await expect(page.getByText('No journal entries for this day')).toBeVisible();
});
