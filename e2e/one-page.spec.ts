import type { Locator, Page } from '@playwright/test';
import { expect, newAthlete, postJson, signUpViaApi, tab, test, todayDay } from './fixtures';
import { entriesOfDay } from './offline';

// "Show all questions on one page" (issue 15, point 7): fewer taps, step by step stays the default.

const SETTING = 'Show all questions on one page';
const FOCUS = 'How focused was I during practice today?';
const LAST_TRAINING_QUESTION = 'Did I do my usual treatment, activation and stretching?';
const MINUTES_MESSAGE = 'Minutes must be a whole number from 1 to 600';

const done = (page: Page) => page.getByRole('button', { name: 'Done' });
const next = (page: Page) => page.getByRole('button', { name: 'Next' });
const rating = (page: Page, n: number) => page.getByRole('radio', { name: `${n} out of 10` });
const onePageSwitch = (page: Page) => page.getByRole('switch', { name: SETTING });

/** Turns the setting on from Settings. */
async function turnOnePageOn(page: Page) {
  await page.goto('/settings');
  await expect(onePageSwitch(page)).not.toBeChecked();
  await onePageSwitch(page).check();
  await expect(onePageSwitch(page)).toBeChecked();
}

test('with the setting on, a Training entry with a rating and one answer takes 5 taps from Today', async ({
  page,
  context,
  athlete: _athlete,
}) => {
  await turnOnePageOn(page);
  await page.goto('/journal');
  await expect(page.getByText('No completed activities for today.')).toBeVisible();

  // Every click, check and fill is one tap, counted from the Today screen to the saved entry shown on it.
  let taps = 0;
  const tap = async (target: Locator) => {
    taps += 1;
    await target.click();
  };
  const type = async (target: Locator, text: string) => {
    taps += 1;
    await target.fill(text);
  };
  await tap(tab(page, 'New'));
  await tap(page.getByRole('link', { name: 'Training', exact: true }));
  await type(page.getByLabel(FOCUS), 'Locked in');
  await tap(rating(page, 8));
  await tap(done(page));

  await expect(page).toHaveURL('/journal');
  const card = page.getByRole('article', { name: 'Training', exact: true });
  await expect(card).toContainText('8/10');
  // At most 6 asked; 5 measured.
  expect(taps).toBe(5);
  test.info().annotations.push({ type: 'taps', description: String(taps) });
  const [entry] = await entriesOfDay(context.request, todayDay());
  expect(entry?.content).toMatchObject({ rating: 8, answers: { t1: 'Locked in' } });
});

test('one page shows every question, the rating, effort and notes with one DONE; problems show under their fields', async ({
  page,
  context,
  athlete: _athlete,
}) => {
  await turnOnePageOn(page);
  await page.goto('/training-journal');
  await expect(page.getByLabel(FOCUS)).toBeVisible();
  await expect(page.getByLabel(LAST_TRAINING_QUESTION)).toBeVisible();
  await expect(page.getByRole('radiogroup', { name: "How'd training go?" })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'How hard was this session?' })).toBeVisible();
  await expect(page.getByLabel('OTHER NOTES')).toBeVisible();
  await expect(next(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Skip' })).toHaveCount(0);

  // DONE without the required rating: said under the rating, focus on it, nothing saved.
  await page.getByLabel('Minutes').fill('601');
  await done(page).click();
  const ratings = page.getByRole('radiogroup', { name: "How'd training go?" });
  await expect(ratings).toHaveAccessibleDescription('Please choose a rating from 1 to 10');
  await expect(rating(page, 1)).toBeFocused();
  await expect(page.getByLabel('Minutes')).toHaveAccessibleDescription(MINUTES_MESSAGE);
  await rating(page, 6).check();
  await expect(page.getByText('Please choose a rating from 1 to 10')).toHaveCount(0);
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
  await turnOnePageOn(page);
  for (const [path, type, title] of [
    ['/rehab-journal', 'Rehab', "How'd rehab go?"],
    ['/lift-journal', 'Lift', "How'd your lift go?"],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('radiogroup', { name: title })).toBeVisible();
    await expect(page.getByText(/^Question \d of \d$/).first()).toBeVisible();
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

test('the setting is kept per athlete on the device, and a damaged value means step by step', async ({
  page,
  context,
  baseURL,
  athlete: _athlete,
}) => {
  await turnOnePageOn(page);
  await page.reload();
  await expect(onePageSwitch(page)).toBeChecked();

  // Damaged storage reads as the default.
  await page.evaluate(() => {
    for (const key of Object.keys(localStorage))
      if (key.startsWith('touchline-one-page:')) localStorage.setItem(key, '{"on":tru');
  });
  await page.goto('/training-journal');
  await expect(page.getByText('Question 1 of 6')).toBeVisible();
  await expect(next(page)).toBeVisible();
  await page.goto('/settings');
  await expect(onePageSwitch(page)).not.toBeChecked();
  await onePageSwitch(page).check();

  // Another athlete on the same device starts step by step.
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/signin$/);
  const other = newAthlete();
  await signUpViaApi(context.request, baseURL!, other);
  await postJson(context.request, baseURL!, '/api/auth/sign-in/email', other);
  await page.goto('/settings');
  await expect(onePageSwitch(page)).not.toBeChecked();
  await page.goto('/training-journal');
  await expect(page.getByText('Question 1 of 6')).toBeVisible();
  await expect(next(page)).toBeVisible();
  await expect(page.getByLabel(LAST_TRAINING_QUESTION)).toHaveCount(0);
});
