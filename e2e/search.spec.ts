import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, seedEntry, test } from './fixtures';
import { goOffline, persistedCache, waitUntilOfflineReady } from './offline';

/**
 * Search (issue 21): from the journal screens' header, the words and filters in the URL, results newest first with
 * the match marked, a result opening its day, 50 at a time, and offline over the entries the device keeps.
 */

const JOURNAL = [
  {
    type: 'Training',
    day: '2026-03-02',
    content: { answers: { t1: 'Hamstring felt tight after sprints' }, notes: 'Très bien' },
  },
  {
    type: 'Wellness',
    day: '2026-03-04',
    content: { fatigue: 3, sleep: 4, soreness: 2, stress: 3, mood: 4, notes: 'Hamstring sore <b>again</b>' },
  },
  {
    type: 'Game',
    day: '2026-03-06',
    content: { opposingTeam: 'Riverside', pregame: { controlFactors: 'Stay calm before the final' } },
  },
  {
    type: 'Food',
    day: '2026-03-07',
    content: { mealType: 'Dinner', timeOfDay: '19:00', foodItems: 'Pasta', feelingNotes: 'Calm, hamstring fine' },
  },
];

const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search your journal' });
const results = (page: Page) => page.getByRole('main').getByRole('listitem');
const count = (page: Page) => page.getByRole('heading', { level: 2 });

async function search(page: Page, words: string) {
  await searchBox(page).fill(words);
  await searchBox(page).press('Enter');
}

test.describe('with a known journal', () => {
  test.beforeEach(async ({ page, baseURL, athlete: _signedIn }) => {
    for (const entry of JOURNAL) await seedEntry(page.request, baseURL!, entry);
  });

  test('searches from the header, newest first, the match marked, and opens a result', async ({ page }) => {
    await page.goto('/journal');
    await page.getByRole('banner').getByRole('link', { name: 'Search your journal' }).click();
    await expect(page).toHaveURL('/search');
    await expect(page.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible();

    await search(page, 'HAMSTRING');
    await expect(page).toHaveURL('/search?q=HAMSTRING');
    await expect(count(page)).toHaveText('3 entries');
    await expect(results(page)).toHaveCount(3);
    await expect(results(page).nth(0)).toContainText('March 7, 2026 · Food');
    await expect(results(page).nth(1)).toContainText('March 4, 2026 · Wellness check-in');
    await expect(results(page).nth(2)).toContainText('March 2, 2026 · Training');
    await expect(results(page).nth(2).locator('mark')).toHaveText(['Hamstring']);
    await expect(results(page).nth(2)).toContainText('How focused was I during practice today?');
    // The athlete's text is text: their "<b>" is shown, never made bold.
    await expect(results(page).nth(1)).toContainText('Hamstring sore <b>again</b>');
    await expect(results(page).nth(1).locator('b')).toHaveCount(0);

    await results(page).nth(1).getByRole('link').click();
    await expect(page).toHaveURL('/journal/2026-03-04');
    await expect(page.getByRole('heading', { level: 2, name: 'Wellness check-in' })).toBeVisible();

    await page.goBack();
    await expect(page).toHaveURL('/search?q=HAMSTRING');
    await expect(searchBox(page)).toHaveValue('HAMSTRING');
    await expect(count(page)).toHaveText('3 entries');
    // Its hint reads as an example, not as words already typed.
    await expect(searchBox(page)).toHaveAttribute('placeholder', 'e.g. hamstring, Riverside');
  });

  test('keeps the search through a reload, says when nothing matches, and Back returns to the last search', async ({
    page,
  }) => {
    await page.goto('/search?q=tres');
    await expect(searchBox(page)).toHaveValue('tres');
    await expect(count(page)).toHaveText('1 entry');
    await expect(results(page).locator('mark')).toHaveText(['Très']);

    await search(page, 'zebra');
    await expect(count(page)).toHaveText('No entries match "zebra"');
    await expect(results(page)).toHaveCount(0);

    await page.reload();
    await expect(searchBox(page)).toHaveValue('zebra');
    await expect(count(page)).toHaveText('No entries match "zebra"');

    await page.goBack();
    await expect(page).toHaveURL('/search?q=tres');
    await expect(searchBox(page)).toHaveValue('tres');
    await expect(count(page)).toHaveText('1 entry');
  });

  test('after a search, shows one search form whose box searches again (issue 30)', async ({ page }) => {
    await page.goto('/search');
    await search(page, 'hamstring');
    await expect(count(page)).toHaveText('3 entries');
    await expect(page.getByRole('search')).toHaveCount(1);

    await search(page, 'calm');
    await expect(page).toHaveURL('/search?q=calm');
    await expect(count(page)).toHaveText('2 entries');
    await expect(page.getByRole('search')).toHaveCount(1);
  });

  test('filters by type and by dates, in the URL', async ({ page }) => {
    await page.goto('/search?q=calm');
    await expect(count(page)).toHaveText('2 entries');

    await page.getByLabel('Entry type').selectOption('Game');
    await expect(page).toHaveURL('/search?q=calm&type=game');
    await expect(count(page)).toHaveText('1 entry');
    await expect(results(page)).toContainText(['March 6, 2026 · Game']);

    await page.getByLabel('Entry type').selectOption('');
    await page.getByLabel('From').fill('2026-03-07');
    await expect(page).toHaveURL('/search?q=calm&from=2026-03-07');
    await expect(count(page)).toHaveText('1 entry');
    await expect(results(page)).toContainText(['March 7, 2026 · Food']);

    await page.getByLabel('To').fill('2026-03-06');
    await expect(page.getByText('The end date must be on or after the start date')).toBeVisible();
    await page.getByLabel('From').fill('2026-03-01');
    await expect(page).toHaveURL('/search?q=calm&from=2026-03-01&to=2026-03-06');
    await expect(count(page)).toHaveText('1 entry');
    await expect(results(page)).toContainText(['March 6, 2026 · Game']);

    await page.reload();
    await expect(page.getByLabel('From')).toHaveValue('2026-03-01');
    await expect(page.getByLabel('To')).toHaveValue('2026-03-06');
    await expect(count(page)).toHaveText('1 entry');
  });

  test('offline, searches the entries this device keeps, and says so', async ({ page, context }) => {
    // The history keeps every entry on the device.
    await page.goto('/journal-entries');
    await expect(page.getByRole('article')).toHaveCount(4);
    await waitUntilOfflineReady(page);
    await expect.poll(async () => (await persistedCache(page)).includes('Riverside')).toBe(true);

    await goOffline(context);
    await page.goto('/search?q=hamstring');
    await expect(page.getByRole('status').filter({ hasText: 'Searching the entries on this device' })).toBeVisible();
    await expect(count(page)).toHaveText('3 entries');
    await expect(results(page).nth(0)).toContainText('March 7, 2026 · Food');
    await expect(results(page).nth(0).locator('mark')).toHaveText(['hamstring']);

    await page.getByLabel('Entry type').selectOption('Training');
    await expect(count(page)).toHaveText('1 entry');
    await search(page, 'ri');
    await expect(page.getByRole('status').filter({ hasText: 'Searching the entries on this device' })).toBeVisible();
    await expect(count(page)).toHaveText('No entries match "ri"');
    await page.getByLabel('Entry type').selectOption('');
    await expect(count(page)).toHaveText('1 entry');
    await expect(results(page).locator('mark')).toHaveText(['Ri']);
  });

  test('has no serious accessibility violation', async ({ page }) => {
    await page.goto('/search?q=hamstring');
    await expect(count(page)).toHaveText('3 entries');
    const { violations } = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    const serious = violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''));
    expect(
      serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(' ')}`),
    ).toEqual([]);
  });
});

test('shows results 50 at a time', async ({ page, baseURL, athlete: _signedIn }) => {
  for (let i = 0; i < 52; i++) {
    const day = `2026-01-${String(1 + (i % 28)).padStart(2, '0')}`;
    await seedEntry(page.request, baseURL!, { type: 'Rehab', day, content: { answers: {}, notes: `Sprint ${i}` } });
  }
  await page.goto('/search?q=sprint');
  await expect(count(page)).toHaveText('52 entries');
  await expect(results(page)).toHaveCount(50);
  await page.getByRole('button', { name: 'Load more' }).click();
  await expect(results(page)).toHaveCount(52);
  await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);
  await expect(count(page)).toHaveText('52 entries');
});
