import type { Page } from '@playwright/test';
import { seriousViolations } from './axe';
import { expect, postJson, seedEntry, test, todayDay } from './fixtures';

/**
 * axe-core on every screen, with the WCAG 2.1 A and AA rules: no violation of serious or critical impact. The
 * signed-in screens are seen with entries of every type (a finished game and one in progress), so cards, pills,
 * ratings and answers are all on show; the flows are seen on their first step and on a rating step.
 */

/** Opens `path`, waits for `ready` (the screen's own content), and expects no serious violation there. */
async function expectAccessible(page: Page, path: string, ready: (page: Page) => Promise<void>): Promise<void> {
  await page.goto(path);
  await ready(page);
  expect(await seriousViolations(page), path).toEqual([]);
}

const heading = (name: string | RegExp) => async (page: Page) => {
  await expect(page.getByRole('heading', { name, level: 1 }).first()).toBeVisible();
};

test.describe('public screens', () => {
  for (const [path, name] of [
    ['/', 'Touchline'],
    ['/signin', /sign in/i],
    ['/signup', /sign up|create/i],
    ['/no-such-page', /not found|404/i],
    ['/forgot-password', 'Forgot Password'],
    ['/reset-password?token=not-a-real-token', /password/i],
    ['/unsubscribe?token=not-a-real-token', 'Email Reminders'],
  ] as const) {
    test(`${path} has no serious accessibility violation`, async ({ page }) => {
      await expectAccessible(page, path, heading(name));
    });
  }
});

test.describe('signed-in screens', () => {
  test.beforeEach(async ({ context, baseURL, athlete: _athlete }) => {
    const day = todayDay();
    const seed = (type: string, content: Record<string, unknown>) =>
      seedEntry(context.request, baseURL!, { type, day, content });
    await seed('Training', {
      answers: { t1: 'Sharp passing' },
      rating: 8,
      effort: 7,
      minutes: 60,
      timeOfDay: '7 AM',
      notes: 'Good',
    });
    await seed('Rehab', { answers: {}, rating: 5 });
    await seed('Lift', { answers: {}, rating: 3 });
    await seed('Imagery', { selectedPrompts: ['A clean first touch'], rating: 9 });
    await seed('Food', { mealType: 'Lunch', timeOfDay: 'Noon', foodItems: 'Rice and chicken', feelingNotes: '' });
    await seed('Game', {
      opposingTeam: 'Rovers',
      pregame: { controlFactors: 'Effort' },
      postgame: { rating: 7, planAdherence: 'Yes' },
    });
    await seed('Game', { opposingTeam: 'City', pregame: { controlFactors: 'Talk to my back line' } });
    await seed('Wellness', { fatigue: 4, sleep: 3, soreness: 4, stress: 2, mood: 5, sleepHours: 7.5 });
  });

  const day = todayDay();
  const screens: [string, string, (page: Page) => Promise<void>][] = [
    ['Today', '/journal', async (page) => await expect(page.getByRole('article')).toHaveCount(8)],
    ['the day view', `/journal/${day}`, async (page) => await expect(page.getByRole('article')).toHaveCount(8)],
    [
      'the calendar',
      '/calendar',
      async (page) => await expect(page.locator('[data-band="green"]').first()).toBeVisible(),
    ],
    ['the new activity picker', '/new-activity', heading(/activity/i)],
    [
      'the activities page',
      '/activities',
      async (page) => await expect(page.getByText('2 Game entries')).toBeVisible(),
    ],
    ['All entries', '/journal-entries', async (page) => await expect(page.getByRole('article')).toHaveCount(8)],
    ['a type history', '/game-journal-entries', async (page) => await expect(page.getByRole('article')).toHaveCount(2)],
    [
      'Insights',
      '/insights',
      async (page) => await expect(page.getByRole('region', { name: 'Patterns' })).toBeVisible(),
    ],
    ['the profile', '/profile', heading(/profile/i)],
    ['the sharing page', '/profile/sharing', heading('Share Your Journal')],
    ['the access tokens', '/profile/access-tokens', heading('Access Tokens')],
    [
      'the reminders',
      '/profile/reminders',
      async (page) => await expect(page.getByRole('switch', { name: 'Daily journal reminder' })).toBeVisible(),
    ],
    ['the settings', '/settings', heading(/settings/i)],
    ['the set chooser', '/settings/edit-questions', heading(/questions/i)],
    ['the Training questions', '/settings/training-questions', heading(/training/i)],
    ['the Game questions', '/settings/game-questions', heading(/game/i)],
    ['the Imagery prompts', '/settings/imagery-settings', heading(/imagery/i)],
    ['the Training flow', '/training-journal', heading(/training/i)],
    ['the Rehab flow', '/rehab-journal', heading(/rehab/i)],
    ['the Lift flow', '/lift-journal', heading(/lift/i)],
    ['the Note flow', '/note-journal', heading(/note/i)],
    ['the Imagery flow', '/imagery-journal', async (page) => await expect(page.getByRole('dialog')).toBeVisible()],
    ['the Food flow', '/food-journal', heading(/food/i)],
    ['the injury or illness flow', '/health-journal', heading(/injury or illness/i)],
    ['the injury and illness history', '/health-journal-entries', heading(/injuries and illnesses/i)],
    ['the wellness check-in', `/wellness-check-in/${day}`, heading(/wellness/i)],
    ['the wellness history', '/wellness-journal-entries', heading(/wellness/i)],
    [
      'the Game flow',
      '/game-journal',
      async (page) => await expect(page.getByRole('button', { name: 'Pregame' })).toBeVisible(),
    ],
  ];
  for (const [name, path, ready] of screens) {
    test(`${name} has no serious accessibility violation`, async ({ page }) => {
      await expectAccessible(page, path, ready);
    });
  }

  test("Insights with every chart's data shown has no serious accessibility violation", async ({ page }) => {
    await page.goto('/insights');
    const toggles = page.getByRole('button', { name: 'Show Data' });
    await expect(toggles).toHaveCount(4);
    while ((await toggles.count()) > 0) await toggles.first().click();
    await expect(page.getByRole('table')).toHaveCount(4);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('a shared journal, opened signed out, has no serious accessibility violation', async ({
    context,
    baseURL,
    browser,
  }) => {
    const link = { name: 'Coach', displayName: 'Alex', from: day, to: day, types: ['Training', 'Wellness', 'Game'] };
    const made = await postJson(context.request, baseURL!, '/api/shares', {
      ...link,
      includeNotes: true,
      expiresInDays: 7,
    });
    const { token } = (await made.json()) as { token: string };
    const reader = await (await browser.newContext()).newPage();
    await expectAccessible(
      reader,
      `/s/${token}`,
      async (shown) => await expect(shown.getByRole('article')).toHaveCount(4),
    );
    await reader.goto(`/s/${'A'.repeat(43)}`);
    await expect(reader.getByRole('heading', { name: 'This link is not active' })).toBeVisible();
    expect(await seriousViolations(reader)).toEqual([]);
    await reader.context().close();
  });

  test("the Training flow's effort step, asked one question at a time, with a refused minutes value, has no serious accessibility violation", async ({
    page,
  }) => {
    await page.goto('/settings');
    await page.getByRole('switch', { name: 'Ask one question at a time' }).check();
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto('/training-journal');
    const next = page.getByRole('button', { name: 'Next' });
    for (let n = 1; n <= 6; n += 1) await next.click();
    await page.getByRole('radio', { name: '6 out of 10' }).check();
    expect(await seriousViolations(page)).toEqual([]);
    await next.click();
    await page.getByRole('radio', { name: '7 Very hard' }).check();
    await page.getByLabel('Minutes').fill('601');
    await next.click();
    await expect(page.getByText('Minutes must be a whole number from 1 to 600')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('a one-page Training flow, with its problems shown, has no serious accessibility violation', async ({
    page,
  }) => {
    await page.goto('/training-journal');
    await page.getByLabel('Minutes').fill('1.5');
    await page.getByRole('button', { name: 'Done' }).click();
    await expect(page.getByText('Please choose a rating from 1 to 10')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test("a postgame's plan check has no serious accessibility violation", async ({ page, context, baseURL }) => {
    const game = await seedEntry(context.request, baseURL!, {
      type: 'Game',
      day: todayDay(),
      content: { opposingTeam: 'Town', pregame: { controlFactors: 'Win the second ball', mistakeResponse: 'Reset' } },
    });
    await page.goto(`/game-journal?finish=${game.id}`);
    await page.getByRole('radio', { name: 'Partly' }).check();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('Today with the saved toast showing has no serious accessibility violation', async ({ page }) => {
    await page.goto('/training-journal');
    await page.getByRole('radio', { name: '7 out of 10' }).check();
    await page.getByRole('button', { name: 'Done' }).click();
    await expect(page.locator('[data-sonner-toast][data-type="success"]')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});

// Issue 30: keyboard users skip the header, and a move to another screen takes them to its heading.
test('a skip link leads to the content, and each new screen puts focus on its heading', async ({
  page,
  athlete: _athlete,
}) => {
  await page.goto('/journal');
  // The day is the app's own line (the shell has no date): the keys below go to the app's screen, not the shell's
  // (first-paint.spec.ts follows a key pressed on the shell).
  await expect(page.getByText(/^Today, /)).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();

  await page.getByRole('link', { name: 'History' }).click();
  await expect(page).toHaveURL('/journal-entries');
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  await page.goBack();
  await expect(page.getByRole('heading', { name: 'Your Journal', level: 1 })).toBeFocused();
});
