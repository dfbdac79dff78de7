import type { APIRequestContext, Page } from '@playwright/test';
import {
  cardAction,
  cardMenu,
  expect,
  newAthlete,
  postJson,
  seedEntry,
  signUpViaApi,
  test,
  todayDay,
} from './fixtures';
import { goOffline, goOnline, waitUntilOfflineReady } from './offline';

const DAY = '2026-03-05';
const FOCUS = 'How focused was I during practice today?';
const CONTROL = "What are three things I can control in today's game?";
const PASS_PROMPT = 'Picture a successful pass that is common in your position.';
const GOAL_PROMPT = 'See yourself receive the ball, beat a defender and score.';

const next = (page: Page) => page.getByRole('button', { name: 'Next' });
const done = (page: Page) => page.getByRole('button', { name: 'Done' });
const rating = (page: Page, n: number) => page.getByRole('radio', { name: `${n} out of 10` });
/** Edit in the actions menu of the card titled `title`. */
const editCard = (page: Page, title: string) => cardAction(page.getByRole('article', { name: title }), 'Edit');

interface Stored {
  id: string;
  type: string;
  content: Record<string, unknown>;
  version: number;
}

/** One entry as the API has it now. */
async function storedEntry(request: APIRequestContext, id: string): Promise<Stored> {
  const answer = await request.get(`/api/entries/${id}`);
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { entry: Stored }).entry;
}

/** Changes an entry behind the app's back, as another device would. */
async function editElsewhere(request: APIRequestContext, baseURL: string, id: string, content: object) {
  const answer = await request.put(`/api/entries/${id}`, { data: { content }, headers: { Origin: baseURL } });
  expect(answer.ok()).toBe(true);
}

test('Training from Today: the flow opens filled in, DONE updates the entry, the daily view shows the change', async ({
  page,
  context,
  baseURL,
  athlete: _athlete,
}) => {
  const today = todayDay();
  const seeded = await seedEntry(context.request, baseURL!, {
    type: 'Training',
    day: today,
    content: {
      timeOfDay: '6:15 AM',
      // '1700000000000' is a custom question the athlete has since deleted: its answer must survive the edit.
      answers: { t1: 'Old focus', '1700000000000': 'Two litres' },
      questionTexts: { t1: FOCUS, '1700000000000': 'Did I hydrate?' },
      rating: 6,
      notes: 'Old notes',
    },
  });
  await page.goto('/journal');
  const menu = cardMenu(page.getByRole('article', { name: 'Training' }));
  const box = await menu.boundingBox();
  expect(box!.width).toBeGreaterThanOrEqual(44);
  expect(box!.height).toBeGreaterThanOrEqual(44);
  await editCard(page, 'Training');

  await expect(page).toHaveURL(`/training-journal?edit=${seeded.id}`);
  await expect(page.getByLabel('Time of Day')).toHaveValue('6:15 AM');
  // One page: no "Question n of N" (that is for one question at a time).
  await expect(page.getByText(/^Question \d+ of \d+$/)).toHaveCount(0);
  await expect(page.getByLabel(FOCUS)).toHaveValue('Old focus');
  await page.getByLabel(FOCUS).fill('New focus');
  // An edit is one page, every field filled in.
  await expect(next(page)).toHaveCount(0);
  await expect(page.getByLabel('Did I hydrate?')).toHaveValue('Two litres');
  await expect(rating(page, 6)).toBeChecked();
  await rating(page, 9).check();
  await expect(page.getByLabel('OTHER NOTES')).toHaveValue('Old notes');
  await done(page).click();

  await expect(page.getByText('Training journal entry updated!')).toBeVisible();
  await expect(page).toHaveURL('/journal');
  await page.goto(`/journal/${today}`);
  const card = page.getByRole('article', { name: 'Training' });
  await expect(card).toHaveCount(1);
  await card.getByRole('button', { name: 'Show more' }).click();
  await expect(card.getByText('New focus')).toBeVisible();
  await expect(card).toContainText('9/10');

  const stored = await storedEntry(context.request, seeded.id);
  expect(stored.version).toBe(2);
  expect(stored.content).toEqual({
    timeOfDay: '6:15 AM',
    answers: { t1: 'New focus', '1700000000000': 'Two litres' },
    questionTexts: { t1: FOCUS, '1700000000000': 'Did I hydrate?' },
    rating: 9,
    notes: 'Old notes',
  });
});

test('Food from the daily view: filled in, saved as an update, back on the daily view', async ({
  page,
  context,
  baseURL,
  athlete: _athlete,
}) => {
  const seeded = await seedEntry(context.request, baseURL!, {
    type: 'Food',
    day: DAY,
    content: { mealType: 'Dinner', timeOfDay: '7 PM', foodItems: 'Pasta', feelingNotes: 'Full' },
  });
  await page.goto(`/journal/${DAY}`);
  await editCard(page, 'Food');
  await expect(page.getByText('March 5')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Dinner' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByLabel('Time of Day')).toHaveValue('7 PM');
  await expect(page.getByLabel('How do you feel about what you ate today?')).toHaveValue('Full');
  await page.getByLabel('TYPE ANY FOOD OR VITAMINS').fill('Pasta\nSalad');
  await done(page).click();
  await expect(page.getByText('Dinner journal entry updated!')).toBeVisible();
  await expect(page).toHaveURL(`/journal/${DAY}`);
  const stored = await storedEntry(context.request, seeded.id);
  expect(stored).toMatchObject({ version: 2, content: { foodItems: 'Pasta\nSalad', feelingNotes: 'Full' } });
});

test('Imagery from its history: chosen prompts ticked, a new one added, back on the history', async ({
  page,
  context,
  baseURL,
  athlete: _athlete,
}) => {
  const seeded = await seedEntry(context.request, baseURL!, {
    type: 'Imagery',
    day: DAY,
    content: { selectedPrompts: [PASS_PROMPT, 'A prompt I deleted'], rating: 5 },
  });
  await page.goto('/imagery-journal-entries');
  await editCard(page, 'Imagery');
  // An edit skips the session intro.
  await expect(page.getByRole('button', { name: 'Start Session' })).toHaveCount(0);
  await expect(page.getByRole('checkbox', { name: PASS_PROMPT })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'A prompt I deleted' })).toBeChecked();
  await page.getByRole('checkbox', { name: GOAL_PROMPT }).check();
  await done(page).click();
  await expect(page.getByText('Imagery journal entry updated!')).toBeVisible();
  await expect(page).toHaveURL('/imagery-journal-entries');
  const stored = await storedEntry(context.request, seeded.id);
  expect(stored.content).toEqual({ selectedPrompts: [PASS_PROMPT, GOAL_PROMPT, 'A prompt I deleted'], rating: 5 });
});

test('Lift from All entries, and a Rehab opened through a Lift link says which flow it belongs to', async ({
  page,
  context,
  baseURL,
  athlete: _athlete,
}) => {
  const lift = await seedEntry(context.request, baseURL!, {
    type: 'Lift',
    day: DAY,
    content: { answers: { l1: 'Keen' }, questionTexts: { l1: 'How motivated did I feel before lifting?' } },
  });
  await page.goto('/journal-entries');
  await editCard(page, 'Lift');
  await expect(page.getByLabel('How motivated did I feel before lifting?')).toHaveValue('Keen');
  await page.getByLabel('How motivated did I feel before lifting?').fill('Very keen');
  await done(page).click();
  await expect(page.getByText('Lift journal entry updated!')).toBeVisible();
  await expect(page).toHaveURL('/journal-entries');
  expect((await storedEntry(context.request, lift.id)).content).toMatchObject({ answers: { l1: 'Very keen' } });

  const rehab = await seedEntry(context.request, baseURL!, { type: 'Rehab', day: DAY, content: { answers: {} } });
  await page.goto(`/lift-journal?edit=${rehab.id}`);
  await expect(page.getByRole('alert')).toHaveText('That entry is a Rehab entry, not a Lift entry.');
  await page.getByRole('link', { name: 'Edit the Rehab entry' }).click();
  await expect(page).toHaveURL(`/rehab-journal?edit=${rehab.id}`);
  await expect(page.getByRole('radiogroup', { name: "How'd rehab go?" })).toBeVisible();
});

test('an unknown or foreign id says so and offers a way on', async ({
  page,
  playwright,
  baseURL,
  athlete: _athlete,
}) => {
  const stranger = await playwright.request.newContext({ baseURL });
  const other = newAthlete();
  await signUpViaApi(stranger, baseURL!, other);
  await postJson(stranger, baseURL!, '/api/auth/sign-in/email', other);
  const foreign = await seedEntry(stranger, baseURL!, { type: 'Training', day: DAY, content: { answers: {} } });
  await stranger.dispose();

  for (const id of ['not-an-entry', crypto.randomUUID(), foreign.id]) {
    await page.goto(`/training-journal?edit=${id}`);
    await expect(page.getByRole('alert')).toHaveText('That entry could not be found: it may have been deleted.');
    await expect(page.getByRole('link', { name: 'Back to journal' })).toBeVisible();
  }
  await page.getByRole('link', { name: 'New Training entry' }).click();
  await expect(page).toHaveURL('/training-journal');
  await expect(page.getByLabel(FOCUS)).toHaveValue('');
});

test('a finished Game: pregame and postgame open as they were; the update keeps it finished', async ({
  page,
  context,
  baseURL,
  athlete: _athlete,
}) => {
  const game = await seedEntry(context.request, baseURL!, {
    type: 'Game',
    day: DAY,
    content: {
      opposingTeam: 'Rovers',
      pregame: { controlFactors: 'Effort' },
      postgame: { rating: 7, externalFactors: ['Referee'], thingsDidWell: 'Passing', notes: 'Tough one' },
    },
  });
  await page.goto(`/journal/${DAY}`);
  await editCard(page, 'Game vs Rovers');
  await expect(page.getByLabel('Which team are you playing against today?')).toHaveValue('Rovers');
  await expect(page.getByLabel(CONTROL)).toHaveValue('Effort');
  await page.getByLabel(CONTROL).fill('Effort and voice');
  // One page: the pregame, then the postgame with its rating first.
  await expect(next(page)).toHaveCount(0);
  await expect(page.getByRole('checkbox', { name: 'Referee' })).toBeChecked();
  await expect(rating(page, 7)).toBeChecked();
  await expect(page.getByLabel('OTHER NOTES')).toHaveValue('Tough one');
  await done(page).click();
  await expect(page.getByText('Game journal entry updated!')).toBeVisible();
  await expect(page).toHaveURL(`/journal/${DAY}`);

  const stored = await storedEntry(context.request, game.id);
  expect(stored.version).toBe(2);
  expect(stored.content).toEqual({
    opposingTeam: 'Rovers',
    pregame: { controlFactors: 'Effort and voice' },
    postgame: { rating: 7, externalFactors: ['Referee'], thingsDidWell: 'Passing', notes: 'Tough one' },
  });
});

test('a Game in progress edited from Today stays in progress', async ({
  page,
  context,
  baseURL,
  athlete: _athlete,
}) => {
  const game = await seedEntry(context.request, baseURL!, {
    type: 'Game',
    day: todayDay(),
    content: { opposingTeam: 'City', pregame: { controlFactors: 'Effort' } },
  });
  await page.goto('/journal');
  await editCard(page, 'Game vs City');
  await page.getByLabel(CONTROL).fill('Effort, first touch');
  await done(page).click();
  await expect(page.getByText('Game journal entry updated!')).toBeVisible();
  await expect(page).toHaveURL('/journal');
  await expect(page.getByRole('link', { name: 'Finish game vs City' })).toBeVisible();
  expect((await storedEntry(context.request, game.id)).content).toEqual({
    opposingTeam: 'City',
    pregame: { controlFactors: 'Effort, first touch' },
  });
});

test('a conflict (changed on another device) says so, keeps what was typed, and saving again succeeds', async ({
  page,
  context,
  baseURL,
  athlete: _athlete,
}) => {
  const seeded = await seedEntry(context.request, baseURL!, {
    type: 'Food',
    day: DAY,
    content: { mealType: 'Lunch', timeOfDay: 'Noon', foodItems: 'Soup' },
  });
  await page.goto(`/food-journal?edit=${seeded.id}`);
  await expect(page.getByLabel('TYPE ANY FOOD OR VITAMINS')).toHaveValue('Soup');
  await editElsewhere(context.request, baseURL!, seeded.id, {
    mealType: 'Lunch',
    timeOfDay: 'Noon',
    foodItems: 'Soup and bread',
  });
  await page.getByLabel('TYPE ANY FOOD OR VITAMINS').fill('Soup, salad and fruit');
  await done(page).click();
  await expect(page.getByText('This entry changed on another device.')).toBeVisible();
  await expect(page).toHaveURL(`/food-journal?edit=${seeded.id}`);
  await expect(page.getByLabel('TYPE ANY FOOD OR VITAMINS')).toHaveValue('Soup, salad and fruit');
  expect((await storedEntry(context.request, seeded.id)).content).toMatchObject({ foodItems: 'Soup and bread' });

  await done(page).click();
  await expect(page.getByText('Lunch journal entry updated!')).toBeVisible();
  expect(await storedEntry(context.request, seeded.id)).toMatchObject({
    version: 3,
    content: { foodItems: 'Soup, salad and fruit' },
  });
});

/** Answers the offer of a draft kept on this device: Continue. */
const continueDraft = (page: Page) =>
  page
    .getByRole('dialog', { name: /^Continue your draft from/ })
    .getByRole('button', { name: 'Continue' })
    .click();

/**
 * Saves a Food entry of `items.saved` (version 1), opens it for editing here (typing `items.typed` over it when given,
 * which keeps a draft), leaves, has it changed elsewhere to `items.elsewhere` (version 2), and opens it for editing
 * again on a new page load, which restores what this browser kept before the server answers.
 */
async function reopenAfterAnEditElsewhere(
  page: Page,
  request: APIRequestContext,
  baseURL: string,
  items: { saved: string; typed?: string; elsewhere: string },
) {
  const meal = { mealType: 'Dinner', timeOfDay: '7 PM' };
  const seeded = await seedEntry(request, baseURL, {
    type: 'Food',
    day: DAY,
    content: { ...meal, foodItems: items.saved },
  });
  const field = page.getByLabel('TYPE ANY FOOD OR VITAMINS');
  await page.goto(`/food-journal?edit=${seeded.id}`);
  await expect(field).toHaveValue(items.saved);
  if (items.typed) await field.fill(items.typed);
  await page.goto('/journal');
  await editElsewhere(request, baseURL, seeded.id, { ...meal, foodItems: items.elsewhere });
  await page.goto(`/food-journal?edit=${seeded.id}`);
  return { id: seeded.id, field };
}

test('an edit opens on the entry as the server has it now, not the copy the browser kept', async ({
  page,
  context,
  baseURL,
  athlete: _athlete,
}) => {
  const { id, field } = await reopenAfterAnEditElsewhere(page, context.request, baseURL!, {
    saved: 'Oats',
    elsewhere: 'Oats and berries, from the laptop',
  });
  await expect(field).toHaveValue('Oats and berries, from the laptop');
  await field.fill('Oats, berries and honey');
  await done(page).click();
  await expect(page.getByText('Dinner journal entry updated!')).toBeVisible();
  expect(await storedEntry(context.request, id)).toMatchObject({
    version: 3,
    content: { foodItems: 'Oats, berries and honey' },
  });
});

test('a draft continued after an edit elsewhere is saved against the version it was typed over: a conflict, not an overwrite', async ({
  page,
  context,
  baseURL,
  athlete: _athlete,
}) => {
  const { id, field } = await reopenAfterAnEditElsewhere(page, context.request, baseURL!, {
    saved: 'Rice',
    typed: 'Rice, typed on the bus',
    elsewhere: 'Rice and beans, from the laptop',
  });
  // The edit opens on the entry as it now is (version 2), and offers the draft typed over version 1.
  await continueDraft(page);
  await expect(field).toHaveValue('Rice, typed on the bus');
  await done(page).click();
  await expect(page.getByText('This entry changed on another device.')).toBeVisible();
  await expect(field).toHaveValue('Rice, typed on the bus');
  expect(await storedEntry(context.request, id)).toMatchObject({
    version: 2,
    content: { foodItems: 'Rice and beans, from the laptop' },
  });

  // Told, the athlete saves again: what they typed now goes over the version they have been shown is there.
  await done(page).click();
  await expect(page.getByText('Dinner journal entry updated!')).toBeVisible();
  expect(await storedEntry(context.request, id)).toMatchObject({
    version: 3,
    content: { foodItems: 'Rice, typed on the bus' },
  });
});

test("a Game's draft continued after an edit elsewhere is a conflict too, and saving again keeps it", async ({
  page,
  context,
  baseURL,
  athlete: _athlete,
}) => {
  const game = await seedEntry(context.request, baseURL!, {
    type: 'Game',
    day: DAY,
    content: { opposingTeam: 'City', pregame: { controlFactors: 'Effort' } },
  });
  await page.goto(`/game-journal?edit=${game.id}`);
  await page.getByLabel(CONTROL).fill('Effort, typed on the bus');
  await page.goto('/journal');
  await editElsewhere(context.request, baseURL!, game.id, {
    opposingTeam: 'City',
    pregame: { controlFactors: 'Effort and voice, from the laptop' },
  });

  await page.goto(`/game-journal?edit=${game.id}`);
  await continueDraft(page);
  await expect(page.getByLabel(CONTROL)).toHaveValue('Effort, typed on the bus');
  await done(page).click();
  await expect(page.getByText('This entry changed on another device.')).toBeVisible();
  expect((await storedEntry(context.request, game.id)).content).toEqual({
    opposingTeam: 'City',
    pregame: { controlFactors: 'Effort and voice, from the laptop' },
  });

  await done(page).click();
  await expect(page.getByText('Game journal entry updated!')).toBeVisible();
  expect(await storedEntry(context.request, game.id)).toMatchObject({
    version: 3,
    content: { opposingTeam: 'City', pregame: { controlFactors: 'Effort, typed on the bus' } },
  });
});

test('an edit made offline waits on the device and syncs once', async ({
  page,
  context,
  baseURL,
  athlete: _athlete,
}) => {
  const seeded = await seedEntry(context.request, baseURL!, {
    type: 'Training',
    day: todayDay(),
    content: { answers: { t1: 'Offline focus' }, rating: 4 },
  });
  await page.goto('/journal');
  await expect(page.getByRole('article', { name: 'Training' })).toContainText('4/10');
  await waitUntilOfflineReady(page);

  await goOffline(context);
  await editCard(page, 'Training');
  await expect(page.getByLabel(FOCUS)).toHaveValue('Offline focus');
  await rating(page, 8).check();
  await page.getByLabel('OTHER NOTES').fill('Written on the bus');
  await done(page).click();
  await expect(page.getByText('Saved on this device. It will sync when you are back online.')).toBeVisible();
  await expect(page).toHaveURL('/journal');
  const card = page.getByRole('article', { name: 'Training' });
  await expect(card).toContainText('8/10');
  await expect(card).toContainText('Waiting to sync');
  expect((await storedEntry(context.request, seeded.id)).version).toBe(1);

  await goOnline(context);
  await expect(card).not.toContainText('Waiting to sync', { timeout: 15_000 });
  const stored = await storedEntry(context.request, seeded.id);
  expect(stored).toMatchObject({ version: 2, content: { rating: 8, notes: 'Written on the bus' } });
});
