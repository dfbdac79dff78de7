import type { APIRequestContext, Page } from '@playwright/test';
import { expect, holdRequests, test, todayDay } from './fixtures';

// These tests walk the flows a question at a time ("Ask one question at a time"); one page, the default, is tested
// in one-page.spec.ts.
test.use({ stepByStep: true });

const DAY = '2026-03-05';

/** Opens the activity picker for today and picks `type` (Game, Training, ...). */
async function pickToday(page: Page, type: string) {
  await page.goto('/new-activity');
  await page.getByRole('link', { name: type, exact: true }).click();
}

/** Opens the activity picker from the daily view of `day` and picks `type`, so the flow gets that day. */
async function pickOnDay(page: Page, day: string, type: string) {
  await page.goto(`/journal/${day}`);
  await page.getByRole('link', { name: /^Add (Another )?Entry$/ }).click();
  await page.getByRole('link', { name: type, exact: true }).click();
}

const next = (page: Page) => page.getByRole('button', { name: 'Next' });
const done = (page: Page) => page.getByRole('button', { name: 'Done' });
const back = (page: Page) => page.getByRole('button', { name: 'Back' });
const rating = (page: Page, n: number) => page.getByRole('radio', { name: `${n} out of 10` });

/** The daily view's card of `type` on `day`, expanded to show its answers. */
async function expandedCard(page: Page, day: string, type: string) {
  if (!page.url().endsWith(`/journal/${day}`)) await page.goto(`/journal/${day}`);
  const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: type, exact: true }) });
  await expect(card).toHaveCount(1);
  await card.getByRole('button', { name: 'Show more' }).click();
  return card;
}

/** Entries of `day` as the API has them. */
async function entriesOf(request: APIRequestContext, day: string) {
  const answer = await request.get(`/api/entries/day/${day}`);
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { entries: { id: string; type: string; content: Record<string, unknown> }[] })
    .entries;
}

test('Training: time of day and every question, a required rating, notes, then the Today view', async ({
  page,
  context,
  athlete: _athlete,
}) => {
  await pickToday(page, 'Training');
  await expect(page).toHaveURL('/training-journal');
  await expect(page.getByText('Question 1 of 6')).toBeVisible();
  await page.getByLabel('Time of Day').fill('  6:15 AM  ');
  // Enter in a field never moves on or saves: only NEXT and DONE do.
  await page.getByLabel('Time of Day').press('Enter');
  await expect(page.getByText('Question 1 of 6')).toBeVisible();
  await expect(page.getByLabel('Time of Day')).toHaveAttribute('placeholder', 'Enter time (e.g. 3:30 PM)');
  await page.getByLabel('How focused was I during practice today?').fill('Locked in');
  await next(page).click();
  await expect(page.getByText('Question 2 of 6')).toBeVisible();
  await expect(page.getByLabel('Time of Day')).toHaveCount(0);
  for (let n = 2; n <= 6; n += 1) {
    await expect(page.getByText(`Question ${n} of 6`)).toBeVisible();
    if (n === 4) await page.getByRole('textbox').fill('Two assists; play of the day was a through ball');
    await next(page).click();
  }

  await expect(page.getByRole('radiogroup', { name: "How'd training go?" })).toBeVisible();
  await expect(next(page)).toBeDisabled();
  // Back from the rating returns to the last question, and forward again keeps what was typed.
  await back(page).click();
  await expect(page.getByText('Question 6 of 6')).toBeVisible();
  await next(page).click();
  await rating(page, 8).check();
  await expect(rating(page, 8)).toBeChecked();
  await expect(next(page)).toBeEnabled();
  await next(page).click();

  await expect(page.getByRole('heading', { name: 'How hard was this session?' })).toBeVisible();
  await expect(next(page)).toBeEnabled();
  await next(page).click();

  await page.getByLabel('OTHER NOTES').fill('Great session');
  await done(page).click();
  await expect(page.getByText('Training journal entry saved!')).toBeVisible();
  await expect(page).toHaveURL('/journal');

  const card = await expandedCard(page, todayDay(), 'Training');
  await expect(card).toContainText('6:15 AM');
  await expect(card).toContainText('8/10');
  await expect(card.getByText('How focused was I during practice today?')).toBeVisible();
  await expect(card.getByText('Locked in')).toBeVisible();
  await expect(card.getByText('Two assists; play of the day was a through ball')).toBeVisible();
  await expect(card.getByText('Great session')).toBeVisible();

  const [entry] = await entriesOf(context.request, todayDay());
  expect(entry?.content).toMatchObject({ timeOfDay: '6:15 AM', rating: 8, notes: 'Great session' });
  expect(Object.keys(entry?.content.answers as object)).toEqual(['t1', 't4']);
});

test('Back on the first step returns to the picker, still on the chosen day', async ({ page, athlete: _athlete }) => {
  await pickOnDay(page, DAY, 'Training');
  await expect(page.getByText('March 5')).toBeVisible();
  await back(page).click();
  await expect(page).toHaveURL('/new-activity');
  await expect(page.getByText('What would you like to journal for March 5?')).toBeVisible();
});

test('Rehab from the picker: an optional rating, then the daily view of the day', async ({
  page,
  athlete: _athlete,
}) => {
  await pickToday(page, 'Rehab');
  await expect(page).toHaveURL('/rehab-journal');
  await page.getByLabel('How do I feel about how I performed in rehab today?').fill('Stronger knee');
  for (let n = 1; n <= 6; n += 1) await next(page).click();
  await expect(page.getByRole('radiogroup', { name: "How'd rehab go?" })).toBeVisible();
  await expect(next(page)).toBeEnabled();
  await next(page).click();
  await next(page).click(); // effort and minutes are optional
  await page.getByLabel('OTHER NOTES').fill('Physio pleased');
  await done(page).click();
  await expect(page.getByText('Rehab journal entry saved!')).toBeVisible();
  await expect(page).toHaveURL('/journal'); // today's entry lands on Today (PRODUCT.md: one landing)
  const card = await expandedCard(page, todayDay(), 'Rehab');
  await expect(card.getByText('Stronger knee')).toBeVisible();
  await expect(card.getByText('Physio pleased')).toBeVisible();
  await expect(card).not.toContainText('/10');
});

test('Rehab on /rehab-journal/:day saves on that day and lands on it', async ({ page, context, athlete: _athlete }) => {
  await page.goto(`/rehab-journal/${DAY}`);
  await expect(page.getByText('March 5')).toBeVisible();
  await page.getByLabel('Time of Day').fill('4 PM');
  await page.getByLabel('How do I feel about how I performed in rehab today?').fill('Pool session');
  for (let n = 1; n <= 6; n += 1) await next(page).click();
  await rating(page, 5).check();
  await next(page).click();
  await next(page).click(); // effort and minutes are optional
  await done(page).click();
  await expect(page.getByText('Rehab journal entry saved!')).toBeVisible();
  await expect(page).toHaveURL(`/journal/${DAY}`);
  const card = await expandedCard(page, DAY, 'Rehab');
  await expect(card).toContainText('4 PM');
  await expect(card).toContainText('5/10');
  await expect(card.getByText('Pool session')).toBeVisible();
  expect(await entriesOf(context.request, todayDay())).toHaveLength(0);
});

test('Rehab opened without a day goes to the Today view after saving', async ({ page, athlete: _athlete }) => {
  await page.goto('/rehab-journal');
  await page.getByRole('textbox', { name: /rehab today/ }).fill('Bike and bands');
  for (let n = 1; n <= 6; n += 1) await next(page).click();
  await next(page).click();
  await next(page).click(); // effort and minutes are optional
  await done(page).click();
  await expect(page.getByText('Rehab journal entry saved!')).toBeVisible();
  await expect(page).toHaveURL('/journal');
});

test('Lift asks the questions the athlete set up, and saves on today', async ({
  page,
  context,
  baseURL,
  athlete: _athlete,
}) => {
  const items = [
    { id: 'l1', text: 'How motivated did I feel before lifting?', enabled: true, isCustom: false, type: 'text' },
    { id: 'l2', text: 'How does my body feel after the lift?', enabled: false, isCustom: false, type: 'text' },
    { id: '1712345678901', text: 'Did I hit a new personal best?', enabled: true, isCustom: true, type: 'text' },
  ];
  const saved = await context.request.put('/api/question-sets/lift', {
    data: { items },
    headers: { Origin: baseURL! },
  });
  expect(saved.ok()).toBe(true);

  await pickToday(page, 'Lift');
  await expect(page).toHaveURL('/lift-journal');
  await expect(page.getByText('Question 1 of 2')).toBeVisible();
  await page.getByLabel('How motivated did I feel before lifting?').fill('Very');
  await next(page).click();
  await page.getByLabel('Did I hit a new personal best?').fill('Squat 100 kg');
  await next(page).click();
  await rating(page, 10).check();
  await next(page).click();
  await next(page).click(); // effort and minutes are optional
  await done(page).click();
  await expect(page.getByText('Lift journal entry saved!')).toBeVisible();
  await expect(page).toHaveURL('/journal'); // today's entry lands on Today (PRODUCT.md: one landing)
  const card = await expandedCard(page, todayDay(), 'Lift');
  await expect(card.getByText('Did I hit a new personal best?')).toBeVisible();
  await expect(card.getByText('Squat 100 kg')).toBeVisible();
  await expect(card).toContainText('10/10');
});

test('a failed save keeps everything typed, and saving again makes exactly one entry on the chosen day', async ({
  page,
  context,
  athlete: _athlete,
}) => {
  await pickOnDay(page, DAY, 'Lift');
  await expect(page).toHaveURL('/lift-journal');
  await page.getByLabel('How motivated did I feel before lifting?').fill('Ready to go');
  for (let n = 1; n <= 4; n += 1) await next(page).click();
  await next(page).click();
  await next(page).click(); // effort and minutes are optional
  await page.getByLabel('OTHER NOTES').fill('Do not lose me');

  await page.route('**/api/entries', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":{"code":"BOOM","message":""}}' })
      : route.fallback(),
  );
  await done(page).click();
  await expect(page.getByText('Failed to save your journal entry. Please try again.')).toBeVisible();
  await expect(page).toHaveURL('/lift-journal');
  await expect(page.getByLabel('OTHER NOTES')).toHaveValue('Do not lose me');
  await expect(done(page)).toBeEnabled();
  for (let n = 1; n <= 6; n += 1) await back(page).click();
  await expect(page.getByLabel('How motivated did I feel before lifting?')).toHaveValue('Ready to go');
  for (let n = 1; n <= 6; n += 1) await next(page).click();

  await page.unroute('**/api/entries');
  await done(page).click();
  await expect(page.getByText('Lift journal entry saved!')).toBeVisible();
  await expect(page).toHaveURL(`/journal/${DAY}`);
  const card = await expandedCard(page, DAY, 'Lift');
  await expect(card.getByText('Do not lose me')).toBeVisible();

  const entries = await entriesOf(context.request, DAY);
  expect(entries).toHaveLength(1);
  expect(entries[0]?.content).toMatchObject({ answers: { l1: 'Ready to go' }, notes: 'Do not lose me' });
});

test('Training shows SAVING... and disables every control while the save is under way', async ({
  page,
  athlete: _athlete,
}) => {
  await page.goto('/training-journal');
  for (let n = 1; n <= 6; n += 1) await next(page).click();
  await rating(page, 3).check();
  await next(page).click();
  await next(page).click(); // effort and minutes are optional
  const release = await holdRequests(page, '**/api/entries');
  await done(page).click();
  await expect(page.getByRole('button', { name: 'Saving...' })).toBeDisabled();
  await expect(back(page)).toBeDisabled();
  await expect(page.getByLabel('OTHER NOTES')).toBeDisabled();
  release();
  await expect(page.getByText('Training journal entry saved!')).toBeVisible();
  await expect(page).toHaveURL('/journal');
});

test('Imagery: the intro, the chosen prompts, a rating and notes', async ({ page, context, athlete: _athlete }) => {
  await pickToday(page, 'Imagery');
  await expect(page).toHaveURL('/imagery-journal');
  const intro = page.getByRole('dialog', { name: 'Imagery Session' });
  await expect(intro).toBeVisible();
  await intro.getByRole('button', { name: 'Start Session' }).click();
  await expect(intro).toBeHidden();

  const list = page.getByRole('list', { name: 'Imagery prompts' });
  await expect(list.getByRole('checkbox')).toHaveCount(10);
  expect(await list.evaluate((element) => getComputedStyle(element).maxHeight)).toBe('400px');
  expect(await list.evaluate((element) => getComputedStyle(element).overflowY)).toBe('auto');
  expect((await list.boundingBox())?.height).toBeLessThanOrEqual(400);

  await page.getByLabel('Time of Day').fill('9 PM');
  await page.getByRole('checkbox', { name: 'Relive your best, most fun game in as much detail as you can.' }).check();
  await page.getByRole('checkbox', { name: 'Picture a successful pass that is common in your position.' }).check();
  await expect(page.getByText('2 of 10 selected')).toBeVisible();
  await rating(page, 9).check();
  await page.getByLabel('OTHER NOTES').fill('Felt vivid');
  await done(page).click();
  await expect(page.getByText('Imagery journal entry saved!')).toBeVisible();
  await expect(page).toHaveURL('/journal'); // today's entry lands on Today (PRODUCT.md: one landing)

  const card = await expandedCard(page, todayDay(), 'Imagery');
  await expect(card).toContainText('9/10');
  await expect(card.getByText(/Picture a successful pass/)).toBeVisible();
  await expect(card.getByText('Felt vivid')).toBeVisible();
  const [entry] = await entriesOf(context.request, todayDay());
  expect(entry?.content.selectedPrompts).toEqual([
    'Picture a successful pass that is common in your position.',
    'Relive your best, most fun game in as much detail as you can.',
  ]);
});

test('Food: both required fields, the Dinner-only box, then the daily view', async ({
  page,
  context,
  athlete: _athlete,
}) => {
  await pickToday(page, 'Food');
  await expect(page).toHaveURL('/food-journal');
  await expect(page.getByRole('tab')).toHaveText(['Breakfast', 'Lunch', 'Snack', 'Dinner']);
  await expect(page.getByRole('tab', { name: 'Breakfast' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByLabel('How do you feel about what you ate today?')).toHaveCount(0);

  // The time is filled in with now (as the specification writes times); left empty, it is asked for.
  await expect(page.getByLabel('Time of Day')).toHaveValue(/^\d{1,2}:\d{2} (AM|PM)$/);
  await page.getByLabel('Time of Day').fill('');
  await done(page).click();
  await expect(page.getByText('Please enter the time of day')).toBeVisible();
  await expect(page.getByText('Please enter at least one food item')).toBeVisible();
  await expect(page.getByLabel('Time of Day')).toBeFocused();
  await page.getByLabel('Time of Day').fill('7:30 PM');
  await expect(page.getByText('Please enter the time of day')).toBeHidden();
  await done(page).click();
  await expect(page.getByText('Please enter at least one food item')).toBeVisible();
  await expect(page).toHaveURL('/food-journal');

  await page.getByRole('tab', { name: 'Dinner' }).click();
  await page.getByLabel('TYPE ANY FOOD OR VITAMINS').fill('Salmon\nRice\nVitamin D');
  await page.getByLabel('How do you feel about what you ate today?').fill('Well fuelled');
  await done(page).click();
  await expect(page.getByText('Dinner journal entry saved!')).toBeVisible();
  await expect(page).toHaveURL('/journal'); // today's entry lands on Today (PRODUCT.md: one landing)

  const card = await expandedCard(page, todayDay(), 'Food');
  await expect(card).toContainText('7:30 PM');
  await expect(card.getByText('Dinner')).toBeVisible();
  await expect(card.getByText(/Salmon/)).toBeVisible();
  await expect(card.getByText('Well fuelled')).toBeVisible();
  const [entry] = await entriesOf(context.request, todayDay());
  expect(entry?.content).toEqual({
    mealType: 'Dinner',
    timeOfDay: '7:30 PM',
    foodItems: 'Salmon\nRice\nVitamin D',
    feelingNotes: 'Well fuelled',
  });
});

test('Food keeps the feelings for Dinner only, and saves on a chosen day', async ({
  page,
  context,
  athlete: _athlete,
}) => {
  await pickOnDay(page, DAY, 'Food');
  await page.getByRole('tab', { name: 'Dinner' }).click();
  await page.getByLabel('How do you feel about what you ate today?').fill('Typed, then changed meal');
  // Arrow keys move between tabs.
  await page.getByRole('tab', { name: 'Dinner' }).press('ArrowLeft');
  await expect(page.getByRole('tab', { name: 'Snack' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tab', { name: 'Snack' })).toBeFocused();
  await page.getByLabel('Time of Day').fill('3 PM');
  await page.getByLabel('TYPE ANY FOOD OR VITAMINS').fill('Apple');
  await done(page).click();
  await expect(page.getByText('Snack journal entry saved!')).toBeVisible();
  await expect(page).toHaveURL(`/journal/${DAY}`);
  const [entry] = await entriesOf(context.request, DAY);
  expect(entry?.content).toEqual({ mealType: 'Snack', timeOfDay: '3 PM', foodItems: 'Apple', feelingNotes: '' });
});

test('without enabled questions a flow says so and leads to settings', async ({
  page,
  context,
  baseURL,
  athlete: _athlete,
}) => {
  const sets = (await (await context.request.get('/api/question-sets')).json()) as {
    sets: Record<'training' | 'imagery', { items: { enabled: boolean }[] }>;
  };
  for (const name of ['training', 'imagery'] as const) {
    const items = sets.sets[name].items.map((item) => ({ ...item, enabled: false }));
    const saved = await context.request.put(`/api/question-sets/${name}`, {
      data: { items },
      headers: { Origin: baseURL! },
    });
    expect(saved.ok()).toBe(true);
  }

  await page.goto('/training-journal');
  await expect(
    page.getByText('No training questions are enabled. Please configure questions in settings.'),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to settings' })).toHaveAttribute('href', '/settings');
  await expect(next(page)).toHaveCount(0);

  await page.goto('/imagery-journal');
  await expect(page.getByText('No imagery prompts are enabled. Please configure prompts in settings.')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.getByRole('link', { name: 'Go to settings' }).click();
  await expect(page).toHaveURL('/settings');
});

test('the time picker beside the time of day writes the picked time as text', async ({ page, athlete: _athlete }) => {
  await page.goto('/food-journal');
  const picker = page.getByLabel('Choose a time');
  const box = await picker.boundingBox();
  expect(box!.width).toBeGreaterThanOrEqual(44);
  expect(box!.height).toBeGreaterThanOrEqual(44);
  await picker.fill('18:45');
  await expect(page.getByLabel('Time of Day')).toHaveValue('6:45 PM');
  await page.getByLabel('Time of Day').fill('7 am');
  await expect(picker).toHaveValue('07:00');
});
