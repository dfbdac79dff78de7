import type { APIRequestContext, Page } from '@playwright/test';
import { defaultQuestionText, defaultSet, type QuestionSetName, type StoredSet } from '../src/domain/question-sets';
import { expect, postJson, test, todayDay } from './fixtures';

const text = (name: QuestionSetName, id: string) => defaultQuestionText(name, id)!;

/** The athlete's stored set `name`, as the API answers it. */
async function storedSet(request: APIRequestContext, name: QuestionSetName): Promise<StoredSet> {
  const response = await request.get('/api/question-sets');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { sets: Record<QuestionSetName, StoredSet> }).sets[name];
}

const done = (page: Page) => page.getByRole('button', { name: 'Done', exact: true }).click();

const SCREENS = [
  ['Game Questions', '/settings/game-questions'],
  ['Training Questions', '/settings/training-questions'],
  ['Rehab Questions', '/settings/rehab-questions'],
  ['Lift Questions', '/settings/lift-questions'],
  ['Imagery Settings', '/settings/imagery-settings'],
] as const;

test('settings lead to every set screen, and each set screen back to settings', async ({
  page,
  athlete: _signedIn,
}) => {
  await page.goto('/profile');
  await page.getByRole('link', { name: 'Settings' }).click();
  await expect(page).toHaveURL('/settings');
  for (const [title, path] of SCREENS) {
    await page.getByRole('link', { name: title, exact: true }).click();
    await expect(page).toHaveURL(path);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('switch').first()).toBeVisible();
    await page.getByRole('link', { name: 'Back', exact: true }).click();
    await expect(page).toHaveURL('/settings');
  }
});

test('EDIT YOUR QUESTIONS chooses among the five sets; settings lead back to Profile', async ({
  page,
  athlete: _signedIn,
}) => {
  await page.goto('/settings');
  await page.getByRole('link', { name: 'EDIT YOUR QUESTIONS' }).click();
  await expect(page).toHaveURL('/settings/edit-questions');
  await expect(page.getByRole('navigation', { name: 'Choose a question set' }).getByRole('link')).toHaveText(
    SCREENS.map(([title]) => title),
  );
  await page.getByRole('link', { name: 'LIFT QUESTIONS' }).click();
  await expect(page).toHaveURL('/settings/lift-questions');
  await page.getByRole('link', { name: 'Back to settings' }).click();
  await expect(page).toHaveURL('/settings');

  await page.getByRole('link', { name: 'Back to profile' }).click();
  await expect(page).toHaveURL('/profile');
});

test('a training question switched off stays off after DONE and a reload', async ({
  page,
  context,
  athlete: _signedIn,
}) => {
  await page.goto('/settings/training-questions');
  const focus = page.getByRole('switch', { name: text('training', 't1') });
  await expect(focus).toBeChecked();
  await focus.uncheck();
  await done(page);

  await expect(page.getByText('Training questions saved!')).toBeVisible();
  await expect(page).toHaveURL('/settings');
  const saved = await storedSet(context.request, 'training');
  expect(saved.items.map((item) => [item.id, item.enabled])).toEqual([
    ['t1', false],
    ['t2', true],
    ['t3', true],
    ['t4', true],
    ['t5', true],
    ['t6', true],
  ]);

  await page.goto('/settings/training-questions');
  await page.reload();
  await expect(page.getByRole('switch', { name: text('training', 't1') })).not.toBeChecked();
  await expect(page.getByRole('switch', { name: text('training', 't2') })).toBeChecked();
});

test('a custom post-game question is saved to the account and seen from another browser', async ({
  page,
  context,
  browser,
  baseURL,
  athlete,
}) => {
  const question = 'Did I enjoy the game today?';
  await page.goto('/settings/game-questions');
  const pregame = page.getByRole('region', { name: 'PREGAME' });
  const postgame = page.getByRole('region', { name: 'POST-GAME' });
  await postgame.getByLabel('New post-game question').fill(`  ${question}  `);
  await postgame.getByRole('button', { name: 'Add' }).click();

  await expect(page.getByText('Question added')).toBeVisible();
  await expect(postgame.getByLabel('New post-game question')).toHaveValue('');
  await expect(postgame.getByRole('switch', { name: question })).toBeChecked();
  await expect(pregame.getByRole('switch', { name: question })).toHaveCount(0);
  await done(page);
  await expect(page.getByText('Game questions saved successfully!')).toBeVisible();
  await expect(page).toHaveURL('/settings');

  const custom = (await storedSet(context.request, 'game')).items.find((item) => item.text === question);
  expect(custom).toMatchObject({ section: 'postgame', enabled: true, isCustom: true });
  expect(Number(custom!.id)).toBeGreaterThan(Date.now() - 60_000);

  const other = await browser.newContext({ baseURL });
  try {
    await postJson(other.request, baseURL!, '/api/auth/sign-in/email', athlete);
    const otherPage = await other.newPage();
    await otherPage.goto('/settings/game-questions');
    const otherPostgame = otherPage.getByRole('region', { name: 'POST-GAME' });
    await expect(otherPostgame.getByRole('switch', { name: question })).toBeChecked();
    await expect(otherPostgame.getByRole('button', { name: `Delete question: ${question}` })).toBeVisible();
  } finally {
    await other.close();
  }
});

test('a blank question or prompt is refused with a toast and adds nothing', async ({ page, athlete: _signedIn }) => {
  await page.goto('/settings/lift-questions');
  await expect(page.getByRole('switch')).toHaveCount(4);
  await page.getByLabel('New question').fill('   ');
  await page.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByText('Question cannot be empty')).toBeVisible();
  await expect(page.getByRole('switch')).toHaveCount(4);

  await page.goto('/settings/imagery-settings');
  await expect(page.getByRole('switch')).toHaveCount(10);
  await page.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByText('Prompt cannot be empty')).toBeVisible();
  await expect(page.getByRole('switch')).toHaveCount(10);
});

test('leaving without DONE keeps the stored set', async ({ page, context, athlete: _signedIn }) => {
  await page.goto('/settings/rehab-questions');
  await page.getByRole('switch', { name: text('rehab', 'r1') }).uncheck();
  await page.getByLabel('New question').fill('Did I ice afterwards?');
  await page.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByRole('switch', { name: 'Did I ice afterwards?' })).toBeVisible();

  const ask = page.getByRole('dialog', { name: 'Discard your changes?' });
  await page.getByRole('link', { name: 'Back', exact: true }).click();
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: 'Keep editing' }).click();
  await expect(ask).toHaveCount(0);
  await expect(page).toHaveURL('/settings/rehab-questions');
  await expect(page.getByRole('switch', { name: 'Did I ice afterwards?' })).toBeVisible();
  await page.getByRole('link', { name: 'Back', exact: true }).click();
  await ask.getByRole('button', { name: 'Discard' }).click();
  await expect(page).toHaveURL('/settings');
  await expect(page.getByText('Rehab questions saved!')).toHaveCount(0);
  await page.getByRole('link', { name: 'REHAB QUESTIONS' }).click();
  await expect(page.getByRole('switch', { name: text('rehab', 'r1') })).toBeChecked();
  await expect(page.getByRole('switch', { name: 'Did I ice afterwards?' })).toHaveCount(0);
  expect(await storedSet(context.request, 'rehab')).toEqual(defaultSet('rehab'));

  // The header's back arrow asks too.
  await page.getByRole('switch', { name: text('rehab', 'r2') }).uncheck();
  await page.getByRole('link', { name: 'Back to settings' }).click();
  await ask.getByRole('button', { name: 'Discard' }).click();
  await expect(page).toHaveURL('/settings');
  await page.getByRole('link', { name: 'REHAB QUESTIONS' }).click();
  await expect(page.getByRole('switch', { name: text('rehab', 'r2') })).toBeChecked();
});

test("the browser's Back asks before dropping edits; without edits, or with edits undone, nothing is asked", async ({
  page,
  athlete: _signedIn,
}) => {
  const ask = page.getByRole('dialog', { name: 'Discard your changes?' });
  const firstLift = page.getByRole('switch', { name: text('lift', 'l1') });
  await page.goto('/settings');
  await page.getByRole('link', { name: 'LIFT QUESTIONS' }).click();
  await expect(firstLift).toBeChecked();
  await page.goBack();
  await expect(page).toHaveURL('/settings');

  await page.getByRole('link', { name: 'LIFT QUESTIONS' }).click();
  await firstLift.uncheck();
  await page.goBack();
  await expect(ask).toBeVisible();
  await expect(page).toHaveURL('/settings/lift-questions');
  await ask.getByRole('button', { name: 'Keep editing' }).click();
  await expect(firstLift).not.toBeChecked();
  await page.goBack();
  await ask.getByRole('button', { name: 'Discard' }).click();
  await expect(page).toHaveURL('/settings');
  await expect(ask).toHaveCount(0);

  // Switched off and on again: nothing to lose, so BACK and the browser's Back leave at once.
  await page.getByRole('link', { name: 'LIFT QUESTIONS' }).click();
  await firstLift.uncheck();
  await firstLift.check();
  await page.getByRole('link', { name: 'Back', exact: true }).click();
  await expect(page).toHaveURL('/settings');
  await expect(ask).toHaveCount(0);
});

test('a custom question can be deleted; default ones offer no delete', async ({
  page,
  context,
  baseURL,
  athlete: _signedIn,
}) => {
  const custom = { id: '1700000000000', text: 'Did I warm up properly?', enabled: true, isCustom: true, type: 'text' };
  const seeded = await context.request.put('/api/question-sets/lift', {
    data: { items: [...defaultSet('lift').items, custom] },
    headers: { Origin: baseURL! },
  });
  expect(seeded.ok()).toBe(true);

  await page.goto('/settings/lift-questions');
  await expect(page.getByRole('switch')).toHaveCount(5);
  await expect(page.getByRole('button', { name: /^Delete question/ })).toHaveCount(1);
  await page.getByRole('button', { name: `Delete question: ${custom.text}` }).click();
  await expect(page.getByText('Question deleted')).toBeVisible();
  await expect(page.getByRole('switch', { name: custom.text })).toHaveCount(0);
  await done(page);

  await expect(page.getByText('Lift questions saved!')).toBeVisible();
  expect(await storedSet(context.request, 'lift')).toEqual(defaultSet('lift'));
});

test('an imagery prompt is added in a list that scrolls within 400 px, and persists', async ({
  page,
  context,
  athlete: _signedIn,
}) => {
  const prompt = 'Picture the crowd cheering as you lift the trophy.';
  await page.goto('/settings/imagery-settings');
  const list = page.getByRole('list', { name: 'prompts' });
  await expect(list).toHaveCSS('max-height', '400px');
  await expect(list).toHaveCSS('overflow-y', 'auto');
  expect((await list.boundingBox())!.height).toBeLessThanOrEqual(400);

  await page.getByLabel('New prompt').fill(prompt);
  await page.getByLabel('New prompt').press('Enter');
  await expect(page.getByText('Prompt added')).toBeVisible();
  await expect(page.getByRole('switch', { name: prompt })).toBeInViewport();
  await done(page);
  await expect(page.getByText('Imagery prompts saved!')).toBeVisible();
  await expect(page).toHaveURL('/settings');

  expect((await storedSet(context.request, 'imagery')).items.at(-1)).toMatchObject({
    text: prompt,
    enabled: true,
    isCustom: true,
  });
  await page.goto('/settings/imagery-settings');
  await page.reload();
  await expect(page.getByRole('switch', { name: prompt })).toBeChecked();
  await expect(page.getByRole('button', { name: `Delete prompt: ${prompt}` })).toHaveCount(1);
});

test('game question 11 is there, can be switched off, and has no delete button', async ({
  page,
  athlete: _signedIn,
}) => {
  await page.goto('/settings/game-questions');
  const postgame = page.getByRole('region', { name: 'POST-GAME' });
  await expect(page.getByRole('region', { name: 'PREGAME' }).getByRole('switch')).toHaveCount(3);
  await expect(postgame.getByRole('switch')).toHaveCount(8);
  const question11 = postgame.getByRole('listitem').filter({ hasText: text('game', '11') });
  await expect(question11.getByRole('switch')).toBeChecked();
  await expect(question11.getByRole('button')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Delete/ })).toHaveCount(0);
  await question11.getByRole('switch').uncheck();
  await expect(question11.getByRole('switch')).not.toBeChecked();
});

test('a failed save says so and keeps the edits on screen', async ({ page, context, athlete: _signedIn }) => {
  await page.goto('/settings/training-questions');
  await page.getByRole('switch', { name: text('training', 't3') }).uncheck();
  await page.route('**/api/question-sets/training', (route) => route.fulfill({ status: 500, json: { error: {} } }));
  await done(page);

  await expect(page.getByText('Failed to save your questions. Please try again.')).toBeVisible();
  await expect(page).toHaveURL('/settings/training-questions');
  await expect(page.getByRole('switch', { name: text('training', 't3') })).not.toBeChecked();
  await expect(page.getByRole('button', { name: 'Done', exact: true })).toBeEnabled();
  expect(await storedSet(context.request, 'training')).toEqual(defaultSet('training'));

  await page.unroute('**/api/question-sets/training');
  await done(page);
  await expect(page.getByText('Training questions saved!')).toBeVisible();
  expect((await storedSet(context.request, 'training')).items.find((item) => item.id === 't3')?.enabled).toBe(false);
});

test('a training question switched off is no longer asked in the training journal', async ({
  page,
  athlete: _signedIn,
}) => {
  await page.goto('/training-journal');
  await expect(page.getByLabel(text('training', 't1'))).toBeVisible();

  await page.goto('/settings/training-questions');
  await page.getByRole('switch', { name: text('training', 't1') }).uncheck();
  await done(page);
  await expect(page.getByText('Training questions saved!')).toBeVisible();

  await page.goto('/training-journal');
  await expect(page.getByLabel(text('training', 't2'))).toBeVisible();
  await expect(page.getByLabel(text('training', 't1'))).toHaveCount(0);
});

test('a custom pregame question is asked in the game journal and its answer shows on the daily view', async ({
  page,
  athlete: _signedIn,
}) => {
  const question = 'What is my first-touch goal today?';
  await page.goto('/settings/game-questions');
  const pregame = page.getByRole('region', { name: 'PREGAME' });
  await pregame.getByLabel('New pregame question').fill(question);
  await pregame.getByRole('button', { name: 'Add' }).click();
  await done(page);
  await expect(page.getByText('Game questions saved successfully!')).toBeVisible();

  await page.goto('/new-activity');
  await page.getByRole('link', { name: 'Game', exact: true }).click();
  await page.getByRole('button', { name: 'Pregame' }).click();
  await page.getByLabel('Which team are you playing against today?').fill('Rovers');
  for (const id of ['1', '2', '3']) {
    await page.getByLabel(text('game', id)).fill(`Answer ${id}`);
    await page.getByRole('button', { name: 'Next' }).click();
  }
  await page.getByLabel(question).fill('Open body shape');
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByText('Pregame journal entry saved!')).toBeVisible();

  await page.goto(`/journal/${todayDay()}`);
  const card = page.getByRole('article').first();
  await card.getByRole('button', { name: 'Show more' }).click();
  await expect(card.getByText(question)).toBeVisible();
  await expect(card.getByText('Open body shape')).toBeVisible();
});
