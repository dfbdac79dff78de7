import { expect, seedEntry, tab, test, todayDay } from './fixtures';

const DAY = '2026-03-05';

const PICKS = [
  ['Game', '/game-journal'],
  ['Training', '/training-journal'],
  ['Rehab', '/rehab-journal'],
  ['Lift', '/lift-journal'],
  ['Imagery', '/imagery-journal'],
  ['Food', '/food-journal'],
  ['Injury or illness', '/health-journal'],
  ['Note', '/note-journal'],
] as const;

/** The router state of the current page (the history entry's own state, src/web/lib/navigation.tsx). */
const routerState = (page: import('@playwright/test').Page) => page.evaluate((): unknown => window.history.state);

test('each picker button opens its journal flow for today', async ({ page, athlete: _athlete }) => {
  for (const [label, path] of PICKS) {
    await page.goto('/new-activity');
    await expect(tab(page, 'Today')).toHaveAttribute('href', '/journal');
    await page.getByRole('link', { name: label, exact: true }).click();
    await expect(page).toHaveURL(path);
    expect(await routerState(page)).toMatchObject({ selectedDate: todayDay() });
  }
});

test('a day passed from the daily view goes along to the flows', async ({ page, athlete: _athlete }) => {
  await page.goto(`/journal/${DAY}`);
  await page.getByRole('link', { name: 'Add Entry' }).click();
  await page.getByRole('link', { name: 'Training', exact: true }).click();
  await expect(page).toHaveURL('/training-journal');
  expect(await routerState(page)).toEqual({ selectedDate: DAY, displayDate: 'March 5' });

  await page.goBack();
  await expect(page).toHaveURL('/new-activity');
  await page.getByRole('link', { name: 'Rehab', exact: true }).click();
  await expect(page).toHaveURL(`/rehab-journal/${DAY}`);
});

test('the activities page lists every type of the day by name and count, and deletes one type of that day only', async ({
  page,
  context,
  baseURL,
  athlete: _athlete,
}) => {
  const seed = (type: string, day: string, content: Record<string, unknown>) =>
    seedEntry(context.request, baseURL!, { type, day, content });
  const game = await seed('Game', DAY, { opposingTeam: 'Rovers', postgame: { rating: 7, externalFactors: [] } });
  await seed('Training', DAY, { answers: { t1: 'Focused' }, rating: 8 });
  await seed('Training', DAY, { answers: { t1: 'Again' }, rating: 6 });
  const nextDay = await seed('Training', '2026-03-06', { answers: { t1: 'Next day' }, rating: 5 });

  await page.goto(`/journal/${DAY}`);
  await page.getByRole('link', { name: 'View activities' }).click();
  await expect(page).toHaveURL('/activities');
  await expect(page.getByText('March 5', { exact: true })).toBeVisible();
  const rows = page.getByRole('listitem');
  // Every type, by its real name, with the day's count.
  await expect(rows.getByRole('heading')).toHaveText([
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
  await expect(page.getByRole('listitem', { name: 'Training' })).toContainText('2 Training entries');
  await expect(page.getByRole('listitem', { name: 'Game' })).toContainText('1 Game entry');
  await expect(page.getByRole('listitem', { name: 'Imagery' })).toContainText('No Imagery entries');
  await expect(page.getByRole('listitem', { name: 'Injury or illness' })).toContainText('No injury or illness entries');
  await expect(page.getByRole('link', { name: 'see journal for Training' })).toHaveAttribute(
    'href',
    '/training-journal-entries',
  );
  await expect(page.getByRole('button', { name: 'Delete the Game entries of this day' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Delete the (Rehab|Lift|Imagery|Food) entries/ })).toHaveCount(0);

  await page.getByRole('button', { name: 'Delete the Training entries of this day' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('This will delete 2 Training entries of March 5. This action cannot be undone.');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Training activity deleted')).toBeVisible();
  await expect(page.getByText('The activity has been removed from your journal')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Delete the Training entries of this day' })).toHaveCount(0);
  await expect(page.getByRole('listitem', { name: 'Training' })).toContainText('No Training entries');
  await expect(page.getByRole('button', { name: 'Delete the Game entries of this day' })).toBeVisible();

  const idsOf = async (day: string) => {
    const answer = await context.request.get(`/api/entries/day/${day}`);
    return ((await answer.json()) as { entries: { id: string }[] }).entries.map((entry) => entry.id);
  };
  expect(await idsOf(DAY)).toEqual([game.id]);
  expect(await idsOf('2026-03-06')).toEqual([nextDay.id]);

  await page.getByRole('link', { name: 'NEW ACTIVITY' }).click();
  await expect(page).toHaveURL('/new-activity');
  await expect(page.getByRole('link', { name: 'Back to March 5' })).toHaveAttribute('href', `/journal/${DAY}`);
});

test('the activities page without a day shows today', async ({ page, athlete: _athlete }) => {
  await page.goto('/activities');
  await expect(page.getByRole('heading', { name: 'ACTIVITIES' })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Back to / })).toHaveAttribute('href', `/journal/${todayDay()}`);
  await expect(page.getByRole('button', { name: /^Delete / })).toHaveCount(0);
});
