import { cardAction, expect, seedEntry, tab, test } from './fixtures';

const training = (rating: number, answer = 'Focused') => ({ answers: { t1: answer }, rating, timeOfDay: '7:30 AM' });
const food = { mealType: 'Lunch', timeOfDay: 'Noon', foodItems: 'Rice and beans', feelingNotes: '' };
const game = (opposingTeam: string, rating: number) => ({
  opposingTeam,
  pregame: { controlFactors: `Win the first tackle against ${opposingTeam}` },
  postgame: { rating, externalFactors: ['Referee'] },
});

test('a type history is titled by its type and lists its entries newest first, each game with its own opponent', async ({
  page,
  context,
  baseURL,
  athlete: _signedIn,
}) => {
  const seed = (type: string, day: string, content: Record<string, unknown>) =>
    seedEntry(context.request, baseURL!, { type, day, content });
  await seed('Game', '2026-02-10', game('United', 6));
  await seed('Game', '2026-03-05', game('Rovers', 7));
  await seed('Training', '2026-03-06', training(8));

  await page.goto('/game-journal-entries');
  await expect(page.getByRole('heading', { level: 1, name: 'Game Journal' })).toBeVisible();
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(2);
  await expect(cards.nth(0)).toContainText('March 5, 2026');
  await expect(cards.nth(0).getByRole('heading')).toHaveText('Game vs Rovers');
  await expect(cards.nth(0)).toContainText('7/10');
  await expect(cards.nth(1)).toContainText('February 10, 2026');
  await expect(cards.nth(1).getByRole('heading')).toHaveText('Game vs United');
  await expect(cards.nth(1)).toContainText('6/10');

  // Answers stay folded until asked for.
  const first = cards.nth(0);
  await expect(first.getByText('Win the first tackle against Rovers')).toBeHidden();
  await first.getByRole('button', { name: 'Show more' }).click();
  await expect(first.getByText('Win the first tackle against Rovers')).toBeVisible();
  await expect(first.getByText('Referee')).toBeVisible();
  await first.getByRole('button', { name: 'Show less' }).click();
  await expect(first.getByText('Win the first tackle against Rovers')).toBeHidden();

  await tab(page, 'Today').click();
  await expect(page).toHaveURL('/journal');
});

test('a type without entries says so and offers to add one', async ({ page, context, baseURL, athlete: _signedIn }) => {
  await seedEntry(context.request, baseURL!, { type: 'Training', day: '2026-03-06', content: training(8) });
  await page.goto('/rehab-journal-entries');
  await expect(page.getByRole('heading', { level: 1, name: 'Rehab Journal' })).toBeVisible();
  await expect(page.getByText('No Rehab journal entries yet')).toBeVisible();
  await expect(page.getByRole('button', { name: /Delete all/ })).toHaveCount(0);
  await page.getByRole('link', { name: 'Add Entry' }).click();
  await expect(page).toHaveURL('/new-activity');
});

test('a type history survives a reload and loads more pages', async ({
  page,
  context,
  baseURL,
  athlete: _signedIn,
}) => {
  for (let day = 1; day <= 31; day++) {
    const date = `2025-07-${String(day).padStart(2, '0')}`;
    await seedEntry(context.request, baseURL!, { type: 'Training', day: date, content: training(5, `Day ${day}`) });
  }
  await page.goto('/training-journal-entries');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Training Journal' })).toBeVisible();
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(30);
  await expect(cards.first()).toContainText('July 31, 2025');
  await expect(cards.first()).toContainText('7:30 AM');
  await page.getByRole('button', { name: 'Load more' }).click();
  await expect(cards).toHaveCount(31);
  await expect(cards.last()).toContainText('July 1, 2025');
  await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);
});

test('all entries are listed newest first and can be filtered by type', async ({
  page,
  context,
  baseURL,
  athlete: _signedIn,
}) => {
  const seed = (type: string, day: string, content: Record<string, unknown>) =>
    seedEntry(context.request, baseURL!, { type, day, content });
  await seed('Training', '2026-01-10', training(8));
  await seed('Food', '2026-01-12', food);
  await seed('Game', '2026-01-14', game('Rovers', 9));

  await page.goto('/journal-entries');
  await expect(page.getByRole('heading', { level: 1, name: 'All Entries' })).toBeVisible();
  const titles = page.getByRole('article').getByRole('heading');
  await expect(titles).toHaveText(['Game vs Rovers', 'Food', 'Training']);
  const filter = page.getByRole('group', { name: 'Filter by type' });
  await expect(filter.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
  // Each kind as every other screen names it.
  await expect(filter.getByRole('button')).toHaveText([
    'All',
    'Game',
    'Training',
    'Rehab',
    'Lift',
    'Imagery',
    'Food',
    'Injury or illness',
    'Note',
    'Wellness check-in',
  ]);

  await filter.getByRole('button', { name: 'Food' }).click();
  await expect(page).toHaveURL('/journal-entries?type=food');
  await expect(titles).toHaveText(['Food']);
  await expect(filter.getByRole('button', { name: 'Food' })).toHaveAttribute('aria-pressed', 'true');
  await page.reload();
  await expect(titles).toHaveText(['Food']);

  await filter.getByRole('button', { name: 'Lift' }).click();
  await expect(page.getByText('No Lift journal entries yet')).toBeVisible();
  await filter.getByRole('button', { name: 'All' }).click();
  await expect(page).toHaveURL('/journal-entries');
  await expect(titles).toHaveCount(3);
});

test('a failed load says so in the list, with Try Again', async ({ page, athlete: _signedIn }) => {
  await page.route('**/api/entries/history**', (route) => route.fulfill({ status: 500, json: { error: {} } }));
  await page.goto('/imagery-journal-entries');
  await expect(page.getByText('Error loading journal entries')).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Try Again' })).toBeVisible();
});

test('"Delete all Training entries" on its history says how many go; Cancel keeps them, Delete removes every day\'s', async ({
  page,
  context,
  baseURL,
  athlete: _signedIn,
}) => {
  for (const day of ['2026-03-05', '2026-03-06', '2024-02-29']) {
    await seedEntry(context.request, baseURL!, { type: 'Training', day, content: training(6) });
  }
  await seedEntry(context.request, baseURL!, { type: 'Food', day: '2026-03-05', content: food });

  await page.goto('/training-journal-entries');
  await expect(page.getByRole('article')).toHaveCount(3);
  const deleteAll = page.getByRole('button', { name: 'Delete all Training entries' });
  await deleteAll.click();
  const dialog = page.getByRole('dialog', { name: 'Delete all Training entries?' });
  await expect(dialog).toContainText(
    'This will delete 3 Training entries, from every day. This action cannot be undone.',
  );
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('article')).toHaveCount(3);

  await deleteAll.click();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Deleted all Training journal entries')).toBeVisible();
  await expect(page.getByText('3 Training entries deleted.')).toBeVisible();
  await expect(page.getByText('No Training journal entries yet')).toBeVisible();

  // The server agrees: no Training entry is left on any day; Food stays.
  const history = async (type: string) => {
    const answer = await context.request.get(`/api/entries/history?type=${type}`);
    return ((await answer.json()) as { total: number }).total;
  };
  expect(await history('Training')).toBe(0);
  expect(await history('Food')).toBe(1);
});

test('the trash on a history card deletes that entry, with Undo', async ({
  page,
  context,
  baseURL,
  athlete: _signedIn,
}) => {
  await seedEntry(context.request, baseURL!, { type: 'Lift', day: '2026-03-05', content: { answers: {}, rating: 4 } });
  await seedEntry(context.request, baseURL!, { type: 'Lift', day: '2026-03-06', content: { answers: {}, rating: 8 } });
  await page.goto('/journal-entries');
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(2);
  await cardAction(cards.first(), 'Delete');
  await expect(cards).toHaveCount(1);
  await expect(cards).toContainText('4/10');
  await page.locator('[data-sonner-toast]').getByRole('button', { name: 'Undo' }).click();
  await expect(cards).toHaveCount(2);
  await expect(cards.first()).toContainText('8/10');
});
