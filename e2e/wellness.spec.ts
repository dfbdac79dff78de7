import type { Page } from '@playwright/test';
import { expect, seedEntry, test, todayDay } from './fixtures';
import { entriesOfDay, goOffline, goOnline, waitUntilOfflineReady } from './offline';

const ITEMS = ['Fatigue', 'Sleep quality', 'Muscle soreness', 'Stress', 'Mood'] as const;

/** Chooses `value` (1-5) for a check-in item, by its number and word as a screen reader hears it. */
async function answer(page: Page, item: (typeof ITEMS)[number], value: number) {
  await page
    .getByRole('group', { name: item })
    .getByRole('radio', { name: new RegExp(`^${value}, `) })
    .check();
}

const done = (page: Page) => page.getByRole('button', { name: 'Done' });

test('a check-in from Today: every question is required, it shows "Wellness 19/25" and edits in place', async ({
  page,
  context,
  athlete: _athlete,
}) => {
  const today = todayDay();
  await page.goto('/journal');
  await page.getByRole('link', { name: /Check in/ }).click();
  await expect(page).toHaveURL(`/wellness-check-in/${today}`);
  await expect(page.getByRole('heading', { name: 'Wellness check-in', level: 1 })).toBeVisible();
  // The scale's own words, 5 (best) first.
  await expect(page.getByRole('group', { name: 'Fatigue' }).getByRole('radio')).toHaveCount(5);
  await expect(page.getByRole('group', { name: 'Fatigue' }).getByRole('radio').first()).toHaveAccessibleName(
    '5, Very fresh',
  );

  for (const item of ITEMS.slice(0, 4)) await answer(page, item, 4);
  await done(page).click();
  // Issue 30: the item left open says so beside it (the form used to say it once, below all five).
  await expect(page.getByRole('group', { name: 'Mood' })).toHaveAccessibleDescription('Please answer this question');
  await expect(page.getByText('Please answer this question')).toHaveCount(1);
  await expect(page).toHaveURL(`/wellness-check-in/${today}`);
  await expect(page.getByRole('group', { name: 'Mood' }).getByRole('radio').first()).toBeFocused();

  await answer(page, 'Mood', 3);
  await page.getByLabel('Hours slept (optional)').fill('7.5');
  await page.getByLabel('Notes (optional)').fill('Slept well after the away trip');
  await done(page).click();
  await expect(page).toHaveURL('/journal');
  const card = page.getByRole('article', { name: 'Wellness check-in' });
  await expect(card).toContainText('Wellness 19/25');
  await expect(card).toContainText('Mood');
  await expect(card).toContainText('3 · Less interested in activities than normal');
  await expect(page.getByRole('link', { name: /^Check in/ })).toHaveCount(0);
  // The check-in is not a completed activity and has no rating to show.
  await expect(page.getByText('No completed activities for today.')).toBeVisible();

  const stored = async () => (await entriesOfDay(context.request, today)).filter((entry) => entry.type === 'Wellness');
  expect((await stored())[0]!.content).toEqual({
    fatigue: 4,
    sleep: 4,
    soreness: 4,
    stress: 4,
    mood: 3,
    sleepHours: 7.5,
    notes: 'Slept well after the away trip',
  });

  // Tapping it edits today's check-in: the form opens filled in, and DONE updates the same entry.
  await card.getByRole('link', { name: "Edit today's check-in" }).click();
  await expect(page.getByRole('heading', { name: 'Edit your wellness check-in', level: 1 })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Mood' }).getByRole('radio', { name: /^3, / })).toBeChecked();
  await expect(page.getByLabel('Hours slept (optional)')).toHaveValue('7.5');
  await answer(page, 'Mood', 5);
  await done(page).click();
  await expect(card).toContainText('Wellness 21/25');
  const after = await stored();
  expect(after).toHaveLength(1);
  expect(after[0]!.content).toMatchObject({ mood: 5, sleepHours: 7.5 });
  const read = await context.request.get(`/api/entries/${after[0]!.id}`);
  expect(((await read.json()) as { entry: { version: number } }).entry.version).toBe(2);
});

test('a check-in shows on the day view, its history and All entries, and on the calendar as an entry without a rating', async ({
  page,
  context,
  baseURL,
  athlete: _athlete,
}) => {
  const day = '2026-03-05';
  await seedEntry(context.request, baseURL!, {
    type: 'Wellness',
    day,
    content: { fatigue: 5, sleep: 2, soreness: 4, stress: 3, mood: 4 },
  });

  await page.goto(`/journal/${day}`);
  const card = page.getByRole('article', { name: 'Wellness check-in' });
  await expect(card).toContainText('Wellness 18/25');
  await card.getByRole('button', { name: 'Show more' }).click();
  await expect(card).toContainText('Sleep quality');
  await expect(card).toContainText('2 · Restless');

  await page.goto('/wellness-journal-entries');
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(page.getByRole('article')).toContainText('Wellness 18/25');
  await page.goto('/journal-entries');
  await expect(page.getByRole('article', { name: 'Wellness check-in' })).toBeVisible();

  await page.goto('/calendar?month=2026-03');
  const calendarDay = page.getByRole('link', { name: 'March 5, 2026: 1 entry, no rating' });
  await expect(calendarDay).toHaveAttribute('data-band', 'blue');

  // New Activity lists it, for the day chosen.
  await page.goto('/new-activity');
  await expect(page.getByRole('link', { name: 'WELLNESS CHECK-IN' })).toBeVisible();
});

test('a check-in written offline syncs once', async ({ page, context, athlete: _athlete }) => {
  const today = todayDay();
  await page.goto('/journal');
  await expect(page.getByRole('link', { name: /Check in/ })).toBeVisible();
  await page.goto(`/wellness-check-in/${today}`);
  await expect(page.getByRole('group', { name: 'Fatigue' })).toBeVisible();
  await page.goto('/journal');
  await waitUntilOfflineReady(page);

  await goOffline(context);
  await page.getByRole('link', { name: /Check in/ }).click();
  for (const item of ITEMS) await answer(page, item, 4);
  await done(page).click();
  await expect(page).toHaveURL('/journal');
  await expect(page.getByRole('article', { name: 'Wellness check-in' })).toContainText('Wellness 20/25');
  await expect(page.getByRole('status').filter({ hasText: '1 change waiting to sync' })).toBeVisible();

  await goOnline(context);
  await expect(page.getByText(/waiting to sync/)).toHaveCount(0, { timeout: 15_000 });
  const checkIns = (await entriesOfDay(context.request, today)).filter((entry) => entry.type === 'Wellness');
  expect(checkIns).toHaveLength(1);
  expect(checkIns[0]!.content).toEqual({ fatigue: 4, sleep: 4, soreness: 4, stress: 4, mood: 4 });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the check-in fits in 1.3 screen heights: five compact items, hours as a stepper, DONE', async ({
    page,
    athlete: _athlete,
  }) => {
    await page.goto(`/wellness-check-in/${todayDay()}`);
    await expect(page.getByRole('group', { name: 'Mood' })).toBeVisible();
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    expect(height).toBeLessThanOrEqual(Math.floor(844 * 1.3));

    await answer(page, 'Fatigue', 4);
    await expect(page.getByRole('group', { name: 'Fatigue' })).toContainText('Fresh');
    await page.getByRole('button', { name: 'Half an hour less' }).click();
    await expect(page.getByLabel('Hours slept (optional)')).toHaveValue('7.5');
  });
});
