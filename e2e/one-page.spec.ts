import type { Locator, Page } from '@playwright/test';
import { cardMenu, expect, newAthlete, postJson, seedEntry, signUpViaApi, tab, test, todayDay } from './fixtures';
import { entriesOfDay } from './offline';

// Quick by default (issue 30, item 1): Training, Rehab, Lift and the game's postgame open as one page, with the
// rating and effort first; "Ask one question at a time" in Settings brings back step by step.

const SETTING = 'Ask one question at a time';
const FOCUS = 'How focused was I during practice today?';
const LAST_TRAINING_QUESTION = 'Did I do my usual treatment, activation and stretching?';
const MINUTES_MESSAGE = 'Minutes must be a whole number from 1 to 600';
const CLOCK = /^\d{1,2}:\d{2} (AM|PM)$/;

const done = (page: Page) => page.getByRole('button', { name: 'Done' });
const next = (page: Page) => page.getByRole('button', { name: 'Next' });
const rating = (page: Page, n: number) => page.getByRole('radio', { name: `${n} out of 10` });
const stepByStepSwitch = (page: Page) => page.getByRole('switch', { name: SETTING });

/** Counts taps: every click, check and fill is one, as a thumb would make them. */
function tapCounter() {
  let taps = 0;
  return {
    tap: async (target: Locator) => {
      taps += 1;
      await target.click();
    },
    type: async (target: Locator, text: string) => {
      taps += 1;
      await target.fill(text);
    },
    get count() {
      return taps;
    },
  };
}

test('a Training entry with a rating and one answer takes at most 6 taps from Today', async ({
  page,
  context,
  athlete: _athlete,
}) => {
  await page.goto('/journal');
  await expect(page.getByText('No completed activities for today.')).toBeVisible();

  const taps = tapCounter();
  await taps.tap(tab(page, 'New'));
  await taps.tap(page.getByRole('link', { name: 'Training', exact: true }));
  await taps.tap(rating(page, 8));
  await taps.type(page.getByLabel(FOCUS), 'Locked in');
  await taps.tap(done(page));

  await expect(page).toHaveURL('/journal');
  await expect(page.getByRole('article', { name: 'Training', exact: true })).toContainText('8/10');
  expect(taps.count).toBeLessThanOrEqual(6);
  test.info().annotations.push({ type: 'taps', description: String(taps.count) });
  const [entry] = await entriesOfDay(context.request, todayDay());
  // The time of day was filled in with now: nobody typed it.
  expect(entry?.content).toMatchObject({
    rating: 8,
    answers: { t1: 'Locked in' },
    timeOfDay: expect.stringMatching(CLOCK),
  });
});

test('finishing a game with a rating and one answer takes at most 8 taps from Today', async ({
  page,
  context,
  baseURL,
  athlete: _athlete,
}) => {
  const pregame = { opposingTeam: 'Rovers', timeOfDay: '3 PM', pregame: { controlFactors: 'Talk a lot' } };
  const game = await seedEntry(context.request, baseURL!, { type: 'Game', day: todayDay(), content: pregame });
  await page.goto('/journal');

  const taps = tapCounter();
  await taps.tap(page.getByRole('link', { name: 'Finish Game vs Rovers' }));
  // One page: the rating and effort first, the game's plan, the factors and every reflection question, the notes.
  await expect(page.getByRole('heading', { name: 'How hard was this session?' })).toBeVisible();
  await expect(page.getByText('Talk a lot')).toBeVisible();
  await expect(page.getByLabel('OTHER NOTES')).toBeVisible();
  await expect(next(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Skip' })).toHaveCount(0);
  await taps.tap(rating(page, 7));
  await taps.type(page.getByLabel('How do I feel I played?'), 'Sharp in the second half');
  await taps.tap(done(page));

  await expect(page).toHaveURL('/journal');
  expect(taps.count).toBeLessThanOrEqual(8);
  test.info().annotations.push({ type: 'taps', description: String(taps.count) });
  const [saved] = await entriesOfDay(context.request, todayDay());
  expect(saved).toMatchObject({ id: game.id });
  expect(saved?.content).toMatchObject({
    ...pregame,
    postgame: { rating: 7, feelingsAboutPlay: 'Sharp in the second half' },
  });
});

test('changing the rating of an entry takes at most 4 taps from its card: its menu, Edit, the rating, Done', async ({
  page,
  context,
  baseURL,
  athlete: _athlete,
}) => {
  const content = { answers: { t1: 'Calm' }, rating: 6, notes: 'Kept' };
  const seeded = await seedEntry(context.request, baseURL!, { type: 'Training', day: todayDay(), content });
  await page.goto('/journal');
  const card = page.getByRole('article', { name: 'Training', exact: true });

  const taps = tapCounter();
  await taps.tap(cardMenu(card));
  await taps.tap(card.getByRole('menuitem', { name: 'Edit', exact: true }));
  // One page, every field filled in, whatever the setting says.
  await expect(page.getByLabel(FOCUS)).toHaveValue('Calm');
  await expect(rating(page, 6)).toBeChecked();
  await taps.tap(rating(page, 9));
  await taps.tap(done(page));

  await expect(page.getByText('Training journal entry updated!')).toBeVisible();
  expect(taps.count).toBeLessThanOrEqual(4);
  test.info().annotations.push({ type: 'taps', description: String(taps.count) });
  const [entry] = await entriesOfDay(context.request, todayDay());
  expect(entry).toMatchObject({ id: seeded.id, content: { ...content, rating: 9 } });
});

test('a postgame on one page asks for its rating when DONE is pressed without one', async ({
  page,
  athlete: _athlete,
}) => {
  await page.goto('/game-journal');
  await page.getByRole('button', { name: 'Post-Game' }).click();
  await page.getByLabel('Which team did you play against?').fill('City');
  await done(page).click();
  const ratings = page.getByRole('radiogroup', { name: "How'd the game go?" });
  await expect(ratings).toHaveAccessibleDescription('Please choose a rating from 1 to 10');
  await expect(rating(page, 1)).toBeFocused();
  await rating(page, 9).check();
  await done(page).click();
  await expect(page).toHaveURL('/journal');
  await expect(page.getByRole('article', { name: 'Game vs City' })).toContainText('9/10');
});

test('one page shows every question, the rating, effort and notes with one DONE; problems show under their fields', async ({
  page,
  context,
  athlete: _athlete,
}) => {
  await page.goto('/training-journal');
  await expect(page.getByLabel(FOCUS)).toBeVisible();
  await expect(page.getByLabel(LAST_TRAINING_QUESTION)).toBeVisible();
  await expect(page.getByRole('radiogroup', { name: "How'd training go?" })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'How hard was this session?' })).toBeVisible();
  await expect(page.getByLabel('OTHER NOTES')).toBeVisible();
  await expect(next(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Skip' })).toHaveCount(0);
  // The header's Done (for the pointer) ends where the page's content does (the rating buttons).
  const headerDone = (await page.locator('header button', { hasText: 'Done' }).boundingBox())!;
  const column = (await page.getByRole('radiogroup', { name: "How'd training go?" }).boundingBox())!;
  expect(headerDone.x + headerDone.width).toBeCloseTo(column.x + column.width, 0);

  // DONE without the required rating: said under the rating, focus on it, nothing saved.
  await page.getByLabel('Minutes').fill('601');
  await done(page).click();
  const ratings = page.getByRole('radiogroup', { name: "How'd training go?" });
  await expect(ratings).toHaveAccessibleDescription('Please choose a rating from 1 to 10');
  await expect(rating(page, 1)).toBeFocused();
  await expect(page.getByLabel('Minutes')).toHaveAccessibleDescription(MINUTES_MESSAGE);
  await rating(page, 6).check();
  await expect(page.getByText('Please choose a rating from 1 to 10')).toHaveCount(0);
  await expect(page.getByText('6/10', { exact: true })).toBeVisible();
  await done(page).click();
  await expect(page.getByLabel('Minutes')).toBeFocused();
  await expect(page).toHaveURL('/training-journal');

  await page.getByLabel('Minutes').fill('75');
  await page.getByRole('radiogroup', { name: 'Effort' }).getByRole('radio', { name: '5 Hard' }).check();
  await page.getByLabel(LAST_TRAINING_QUESTION).fill('Weak foot');
  await done(page).click();
  await expect(page.getByText('Training journal entry saved!')).toBeVisible();
  const card = page.getByRole('article', { name: 'Training', exact: true });
  await card.getByRole('button', { name: 'Show more' }).click();
  await expect(card).toContainText('Load 375');
  const [entry] = await entriesOfDay(context.request, todayDay());
  expect(entry?.content).toMatchObject({ rating: 6, effort: 5, minutes: 75, answers: { t6: 'Weak foot' } });
});

test('Rehab and Lift are one page too; BACK leaves the flow', async ({ page, athlete: _athlete }) => {
  for (const [path, type, title] of [
    ['/rehab-journal', 'Rehab', "How'd rehab go?"],
    ['/lift-journal', 'Lift', "How'd your lift go?"],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('radiogroup', { name: title })).toBeVisible();
    // "Question n of N" belongs to one question at a time.
    await expect(page.getByText(/^Question \d of \d$/)).toHaveCount(0);
    await expect(page.getByLabel('OTHER NOTES')).toBeVisible();
    // The rating is optional here: DONE saves at once.
    await page.getByLabel('OTHER NOTES').fill(`${type} on one page`);
    await done(page).click();
    await expect(page.getByText(`${type} journal entry saved!`)).toBeVisible();
  }
  await page.goto('/lift-journal');
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL('/new-activity');
});

test('"Ask one question at a time" brings back step by step; it is kept per athlete on the device', async ({
  page,
  context,
  baseURL,
  athlete: _athlete,
}) => {
  await page.goto('/settings');
  await expect(stepByStepSwitch(page)).not.toBeChecked();
  await stepByStepSwitch(page).check();
  await page.reload();
  await expect(stepByStepSwitch(page)).toBeChecked();
  await page.goto('/training-journal');
  await expect(page.getByText('Question 1 of 6')).toBeVisible();
  await expect(next(page)).toBeVisible();
  await expect(page.getByLabel(LAST_TRAINING_QUESTION)).toHaveCount(0);

  // Damaged storage reads as the default.
  await page.evaluate(() => {
    for (const key of Object.keys(localStorage))
      if (key.startsWith('touchline-step-by-step:')) localStorage.setItem(key, '{"on":tru');
  });
  await page.goto('/training-journal');
  await expect(page.getByLabel(LAST_TRAINING_QUESTION)).toBeVisible();
  await expect(next(page)).toHaveCount(0);
  await page.goto('/settings');
  await expect(stepByStepSwitch(page)).not.toBeChecked();
  await stepByStepSwitch(page).check();

  // Another athlete on the same device starts on one page.
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/signin$/);
  const other = newAthlete();
  await signUpViaApi(context.request, baseURL!, other);
  await postJson(context.request, baseURL!, '/api/auth/sign-in/email', other);
  await page.goto('/settings');
  await expect(stepByStepSwitch(page)).not.toBeChecked();
  await page.goto('/training-journal');
  await expect(page.getByLabel(LAST_TRAINING_QUESTION)).toBeVisible();
});
