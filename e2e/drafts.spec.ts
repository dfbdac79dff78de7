import type { Page } from '@playwright/test';
import { cardAction, expect, seedEntry, test, todayDay } from './fixtures';

// These tests walk the flows a question at a time ("Ask one question at a time"); one page, the default, is tested
// in one-page.spec.ts.
test.use({ stepByStep: true });

const FOCUS = 'How focused was I during practice today?';
const DISTRACTIONS = 'Which outside factors distracted me, and how did I handle them?';
const CONTROL = "What are three things I can control in today's game?";
const GAME_DISTRACTIONS = 'What external distractions might come up, and how will I let them go?';
const OFFER = /^Continue your draft from \d{1,2}:\d{2} (AM|PM)\?$/;

const next = (page: Page) => page.getByRole('button', { name: 'Next' });
const done = (page: Page) => page.getByRole('button', { name: 'Done' });
const offer = (page: Page) => page.getByRole('dialog', { name: OFFER });

/** The keys of every draft kept in this browser. */
const draftKeys = (page: Page) =>
  page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('touchline-draft:')));

async function pick(page: Page, type: string) {
  await page.goto('/new-activity');
  await page.getByRole('link', { name: type, exact: true }).click();
}

test('a draft survives a reload right after typing; Continue restores every field and the step', async ({
  page,
  athlete: _athlete,
}) => {
  await pick(page, 'Training');
  await page.getByLabel('Time of Day').fill('5 PM');
  await page.getByLabel(FOCUS).fill('Half-typed answer');
  await next(page).click();
  await page.getByLabel(DISTRACTIONS).fill('Wind');
  await page.reload();

  await expect(offer(page)).toBeVisible();
  await expect(offer(page).getByRole('button', { name: 'Continue' })).toBeFocused();
  await offer(page).getByRole('button', { name: 'Continue' }).click();
  await expect(offer(page)).toHaveCount(0);
  await expect(page.getByText('Question 2 of 6')).toBeVisible();
  await expect(page.getByLabel(DISTRACTIONS)).toHaveValue('Wind');
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByLabel(FOCUS)).toHaveValue('Half-typed answer');
  await expect(page.getByLabel('Time of Day')).toHaveValue('5 PM');

  // Saving removes the draft: the flow opens empty next time, with nothing to offer.
  for (let n = 1; n <= 6; n += 1) await next(page).click();
  await page.getByRole('radio', { name: '7 out of 10' }).check();
  await next(page).click();
  await next(page).click(); // effort and minutes are optional
  await done(page).click();
  await expect(page.getByText('Training journal entry saved!')).toBeVisible();
  expect(await draftKeys(page)).toEqual([]);
  await pick(page, 'Training');
  await expect(page.getByLabel(FOCUS)).toHaveValue('');
  await expect(offer(page)).toHaveCount(0);
});

test("the phone's Back keeps the draft; Discard (by keyboard) deletes it", async ({ page, athlete: _athlete }) => {
  await pick(page, 'Food');
  await page.getByLabel('TYPE ANY FOOD OR VITAMINS').fill('Toast\nEggs');
  await page.goBack();
  await expect(page).toHaveURL('/new-activity');

  await page.getByRole('link', { name: 'Food', exact: true }).click();
  await expect(offer(page)).toBeVisible();
  await page.keyboard.press('Shift+Tab');
  await expect(offer(page).getByRole('button', { name: 'Discard' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(offer(page)).toHaveCount(0);
  await expect(page.getByLabel('TYPE ANY FOOD OR VITAMINS')).toHaveValue('');
  expect(await draftKeys(page)).toEqual([]);
  await page.reload();
  await expect(page.getByLabel('TYPE ANY FOOD OR VITAMINS')).toBeVisible();
  await expect(offer(page)).toHaveCount(0);
});

test("a Game's draft comes back at its step", async ({ page, athlete: _athlete }) => {
  await pick(page, 'Game');
  await page.getByRole('button', { name: 'Pregame' }).click();
  await page.getByLabel('Which team are you playing against today?').fill('Rovers');
  await page.getByLabel(CONTROL).fill('Effort');
  await next(page).click();
  await page.getByLabel(GAME_DISTRACTIONS).fill('Crowd');
  await page.reload();
  await offer(page).getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'PREGAME' })).toBeVisible();
  await expect(page.getByLabel(GAME_DISTRACTIONS)).toHaveValue('Crowd');
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByLabel('Which team are you playing against today?')).toHaveValue('Rovers');
});

test("an edit's draft is kept apart from a new entry's, and is offered when the edit is opened again", async ({
  page,
  context,
  baseURL,
  athlete: _athlete,
}) => {
  const seeded = await seedEntry(context.request, baseURL!, {
    type: 'Training',
    day: todayDay(),
    content: { answers: { t1: 'Saved answer' }, rating: 5 },
  });
  await page.goto('/journal');
  await cardAction(page.getByRole('article', { name: 'Training' }), 'Edit');
  await page.getByLabel(FOCUS).fill('Edited, not saved yet');
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL('/journal');

  await pick(page, 'Training');
  await expect(page.getByLabel(FOCUS)).toHaveValue('');
  await expect(offer(page)).toHaveCount(0);

  await page.goto(`/training-journal?edit=${seeded.id}`);
  await offer(page).getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByLabel(FOCUS)).toHaveValue('Edited, not saved yet');
});

test('signing out removes every draft from the device', async ({ page, athlete: _athlete }) => {
  await pick(page, 'Food');
  await page.getByLabel('TYPE ANY FOOD OR VITAMINS').fill('Private lunch');
  await expect.poll(() => draftKeys(page)).toHaveLength(1);
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page.getByText('Signed out successfully!')).toBeVisible();
  expect(await draftKeys(page)).toEqual([]);
});
