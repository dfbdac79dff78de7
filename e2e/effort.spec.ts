import type { APIRequestContext, Page } from '@playwright/test';
import { cardAction, expect, seedEntry, test, todayDay } from './fixtures';
import { entriesOfDay, goOffline, goOnline, waitUntilOfflineReady } from './offline';

// These tests walk the flows a question at a time ("Ask one question at a time"); one page, the default, is tested
// in one-page.spec.ts.
test.use({ stepByStep: true });

// Effort and minutes after a session, and the game plan checked after a game (issue 17).

const FOCUS = 'How focused was I during practice today?';
const CONTROL = "What are three things I can control in today's game?";
const DISTRACTIONS = 'What external distractions might come up, and how will I let them go?';
const MINUTES_MESSAGE = 'Minutes must be a whole number from 1 to 600';

const next = (page: Page) => page.getByRole('button', { name: 'Next' });
const done = (page: Page) => page.getByRole('button', { name: 'Done' });
const rating = (page: Page, n: number) => page.getByRole('radio', { name: `${n} out of 10` });
const effortGroup = (page: Page) => page.getByRole('radiogroup', { name: 'Effort' });
const effort = (page: Page, name: string) => effortGroup(page).getByRole('radio', { name, exact: true });
const minutes = (page: Page) => page.getByLabel('Minutes', { exact: true });
/** Skip on "The match", the step after a game's rating (issue 33; match-record.spec.ts). */
const skipTheMatch = async (page: Page) => {
  await expect(page.getByRole('heading', { name: 'The match' })).toBeVisible();
  await page.getByRole('button', { name: 'Skip' }).click();
};
const card = (page: Page, title: string) => page.getByRole('article', { name: title, exact: true });

/** The card titled `title` with its details open: what it records beyond its one figure waits behind Show more. */
async function opened(page: Page, title: string) {
  await card(page, title).getByRole('button', { name: 'Show more' }).click();
  return card(page, title);
}

/** One entry as the API has it now. */
async function storedContent(request: APIRequestContext, id: string): Promise<Record<string, unknown>> {
  const answer = await request.get(`/api/entries/${id}`);
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { entry: { content: Record<string, unknown> } }).entry.content;
}

/** From Today's New tab, Training answered and rated 8, up to its effort step. */
async function trainingToEffort(page: Page) {
  await page.goto('/training-journal');
  await page.getByLabel(FOCUS).fill('Locked in');
  for (let n = 1; n <= 6; n += 1) await next(page).click();
  await rating(page, 8).check();
  await next(page).click();
  await expect(page.getByRole('heading', { name: 'How hard was this session?' })).toBeVisible();
}

test('Training with effort 7 and 60 minutes shows Load 420 on Today and in its history', async ({
  page,
  context,
  athlete: _athlete,
}) => {
  await trainingToEffort(page);
  // Eleven choices, 0 to 10, each with its CR-10 word where the scale has one.
  await expect(effortGroup(page).getByRole('radio')).toHaveCount(11);
  for (const word of ['0 Rest', '1 Very, very easy', '2 Easy', '3 Moderate', '4 Somewhat hard', '5 Hard', '6']) {
    await expect(effort(page, word)).toBeVisible();
  }
  for (const word of ['7 Very hard', '8', '9', '10 Maximal']) await expect(effort(page, word)).toBeVisible();
  await expect(effortGroup(page).getByText('Very, very easy')).toBeVisible();
  await expect(effortGroup(page).getByText('Maximal')).toBeVisible();

  // A keyboard user moves along the scale with the arrow keys.
  await effort(page, '5 Hard').check();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(effort(page, '7 Very hard')).toBeChecked();
  // The hint reads as one, not as a value already typed.
  await expect(minutes(page)).toHaveAttribute('placeholder', 'e.g. 60');
  await minutes(page).fill('60');
  await next(page).click();
  await done(page).click();
  await expect(page.getByText('Training journal entry saved!')).toBeVisible();
  await expect(page).toHaveURL('/journal');

  // A calm card: its one figure, the rating; the load and its parts behind Show more.
  await expect(card(page, 'Training')).toContainText('8/10');
  await expect(card(page, 'Training')).not.toContainText('Load 420');
  await expect(await opened(page, 'Training')).toContainText('Load 420');
  await expect(card(page, 'Training')).toContainText('Effort 7 · 60 min');
  const [entry] = await entriesOfDay(context.request, todayDay());
  expect(entry?.content).toMatchObject({ rating: 8, effort: 7, minutes: 60 });

  await page.goto('/training-journal-entries');
  await expect(await opened(page, 'Training')).toContainText('Load 420');
});

test('Skip leaves the step and clears what was chosen; NEXT without them saves too', async ({
  page,
  context,
  athlete: _athlete,
}) => {
  await trainingToEffort(page);
  await effort(page, '3 Moderate').check();
  await minutes(page).fill('601');
  await page.getByRole('button', { name: 'Skip' }).click();
  await expect(page.getByLabel('OTHER NOTES')).toBeVisible();
  // Back on the step, nothing is chosen any more.
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(effort(page, '3 Moderate')).not.toBeChecked();
  await expect(minutes(page)).toHaveValue('');
  await next(page).click();
  await done(page).click();
  await expect(page.getByText('Training journal entry saved!')).toBeVisible();

  await expect(card(page, 'Training')).toContainText('8/10');
  await expect(card(page, 'Training')).not.toContainText('Load');
  const [entry] = await entriesOfDay(context.request, todayDay());
  expect(entry?.content).not.toHaveProperty('effort');
  expect(entry?.content).not.toHaveProperty('minutes');
});

test('minutes out of range are refused under the field, and the athlete stays on the step', async ({
  page,
  context,
  athlete: _athlete,
}) => {
  await trainingToEffort(page);
  for (const typed of ['601', '1.5', '0', 'ten']) {
    await minutes(page).fill(typed);
    await next(page).click();
    await expect(page.getByText(MINUTES_MESSAGE)).toBeVisible();
    await expect(minutes(page)).toHaveAttribute('aria-invalid', 'true');
    await expect(minutes(page)).toHaveAccessibleDescription(MINUTES_MESSAGE);
    await expect(minutes(page)).toBeFocused();
    await expect(page.getByLabel('OTHER NOTES')).toHaveCount(0);
  }
  // Fixing it clears the message at once.
  await minutes(page).fill('45');
  await expect(page.getByText(MINUTES_MESSAGE)).toHaveCount(0);
  await next(page).click();
  await done(page).click();
  await expect(page.getByText('Training journal entry saved!')).toBeVisible();
  const [entry] = await entriesOfDay(context.request, todayDay());
  expect(entry?.content).toMatchObject({ minutes: 45 });
  expect(entry?.content).not.toHaveProperty('effort');
});

test("a game's postgame shows the athlete's own plan and saves Partly, shown on the day and in the game history", async ({
  page,
  context,
  baseURL,
  athlete: _athlete,
}) => {
  const game = await seedEntry(context.request, baseURL!, {
    type: 'Game',
    day: todayDay(),
    content: {
      opposingTeam: 'Rovers',
      pregame: { controlFactors: 'Effort, voice, first touch', distractions: 'Let the crowd go' },
    },
  });
  await page.goto(`/game-journal?finish=${game.id}`);
  const plan = page.getByRole('region', { name: 'Your game plan' });
  await expect(plan.getByText(CONTROL)).toBeVisible();
  await expect(plan.getByText('Effort, voice, first touch')).toBeVisible();
  await expect(plan.getByText(DISTRACTIONS)).toBeVisible();
  await expect(plan.getByText('Let the crowd go')).toBeVisible();
  // The mistake response was not answered: it is not shown.
  await expect(plan.getByText('How will I respond when I make a mistake?')).toHaveCount(0);
  const stuck = page.getByRole('radiogroup', { name: 'Did you stick to your plan?' });
  await expect(stuck.getByRole('radio')).toHaveCount(3);
  await stuck.getByRole('radio', { name: 'Partly' }).check();

  await next(page).click();
  for (let n = 1; n <= 8; n += 1) await next(page).click();
  await rating(page, 7).check();
  await next(page).click();
  await skipTheMatch(page);
  await expect(page.getByRole('heading', { name: 'How hard was this session?' })).toBeVisible();
  await effort(page, '9').check();
  await minutes(page).fill('95');
  await next(page).click();
  await done(page).click();
  await expect(page.getByText('Game journal entry saved!')).toBeVisible();

  expect(await storedContent(context.request, game.id)).toMatchObject({
    postgame: { rating: 7, effort: 9, minutes: 95, planAdherence: 'Partly' },
  });
  await page.goto(`/journal/${todayDay()}`);
  await expect(await opened(page, 'Game vs Rovers')).toContainText('Stuck to the plan: Partly');
  await expect(card(page, 'Game vs Rovers')).toContainText('Load 855');
  await page.goto('/game-journal-entries');
  await expect(await opened(page, 'Game vs Rovers')).toContainText('Stuck to the plan: Partly');
});

test('a game recorded from its postgame alone asks no plan check; minutes are refused there too', async ({
  page,
  context,
  athlete: _athlete,
}) => {
  await page.goto('/game-journal');
  await page.getByRole('button', { name: 'Post-Game' }).click();
  await page.getByLabel('Which team did you play against?').fill('Harbour');
  await expect(page.getByRole('checkbox', { name: 'Referee' })).toBeVisible();
  await expect(page.getByText('Did you stick to your plan?')).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Your game plan' })).toHaveCount(0);
  for (let n = 1; n <= 9; n += 1) await next(page).click();
  await rating(page, 6).check();
  await next(page).click();
  await skipTheMatch(page);
  await minutes(page).fill('1.5');
  await next(page).click();
  await expect(page.getByText(MINUTES_MESSAGE)).toBeVisible();
  await expect(minutes(page)).toBeFocused();
  await page.getByRole('button', { name: 'Skip' }).click();
  await done(page).click();
  await expect(page.getByText('Game journal entry saved!')).toBeVisible();
  const [entry] = await entriesOfDay(context.request, todayDay());
  expect(entry?.content.postgame).toEqual({ rating: 6, externalFactors: [] });
});

test('an edit adds effort and minutes to an older entry, and opens with them next time', async ({
  page,
  context,
  baseURL,
  athlete: _athlete,
}) => {
  const older = await seedEntry(context.request, baseURL!, {
    type: 'Training',
    day: todayDay(),
    content: { answers: { t1: 'Calm' }, questionTexts: { t1: FOCUS }, rating: 6 },
  });
  await page.goto('/journal');
  // An edit is one page, whatever the setting.
  await cardAction(card(page, 'Training'), 'Edit');
  await expect(effortGroup(page).getByRole('radio', { checked: true })).toHaveCount(0);
  await effort(page, '4 Somewhat hard').check();
  await minutes(page).fill('50');
  await done(page).click();
  await expect(page.getByText('Training journal entry updated!')).toBeVisible();
  await expect(await opened(page, 'Training')).toContainText('Load 200');
  expect(await storedContent(context.request, older.id)).toMatchObject({ rating: 6, effort: 4, minutes: 50 });

  // The edit opens filled in, and can clear them again.
  await cardAction(card(page, 'Training'), 'Edit');
  await expect(effort(page, '4 Somewhat hard')).toBeChecked();
  await expect(minutes(page)).toHaveValue('50');
  // One page has no Skip: Clear effort and an empty Minutes box take them off.
  await page.getByRole('button', { name: 'Clear effort' }).click();
  await minutes(page).fill('');
  await done(page).click();
  // The first edit's toast may still be showing beside this one's: the newest is this edit's.
  await expect(page.getByText('Training journal entry updated!').last()).toBeVisible();
  await expect(card(page, 'Training')).not.toContainText('Load');
  const cleared = await storedContent(context.request, older.id);
  expect(cleared).not.toHaveProperty('effort');
  expect(cleared).not.toHaveProperty('minutes');
});

test('a draft keeps effort and minutes across a reload', async ({ page, athlete: _athlete }) => {
  await trainingToEffort(page);
  await effort(page, '10 Maximal').check();
  await minutes(page).fill('90');
  await page.reload();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(effort(page, '10 Maximal')).toBeChecked();
  await expect(minutes(page)).toHaveValue('90');
});

test('effort entered offline waits on the device and syncs once', async ({ page, context, athlete: _athlete }) => {
  await page.goto('/journal');
  await expect(page.getByText('No completed activities for today.')).toBeVisible();
  await waitUntilOfflineReady(page);

  await goOffline(context);
  await trainingToEffort(page);
  await effort(page, '6').check();
  await minutes(page).fill('30');
  await next(page).click();
  await done(page).click();
  await expect(page.getByText('Saved on this device. It will sync when you are back online.')).toBeVisible();
  await expect(await opened(page, 'Training')).toContainText('Load 180');
  await expect(card(page, 'Training')).toContainText('Waiting to sync');

  await goOnline(context);
  await expect(card(page, 'Training')).not.toContainText('Waiting to sync', { timeout: 15_000 });
  const entries = await entriesOfDay(context.request, todayDay());
  expect(entries).toHaveLength(1);
  expect(entries[0]?.content).toMatchObject({ effort: 6, minutes: 30 });
});
