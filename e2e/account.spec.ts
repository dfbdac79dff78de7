import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { PHONE_VIEWPORT } from '../scripts/lib/chromium.mjs';
import { expect, postJson, seedEntry, test, todayDay, type Athlete } from './fixtures';

async function signIn(page: Page, athlete: Athlete) {
  await page.goto('/signin');
  await page.getByLabel('Email').fill(athlete.email);
  await page.getByLabel('Password').fill(athlete.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

test('an athlete changes their password, then signs in with the new one only', async ({ page, athlete }) => {
  const newPassword = 'a brand new passphrase';
  await page.goto('/profile');

  await page.getByLabel('Current password').fill(athlete.password);
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password').fill(`${newPassword}!`);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Passwords do not match')).toHaveCount(1);

  await page.getByLabel('Confirm new password').fill(newPassword);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Password changed.')).toBeVisible();
  await expect(page.getByLabel('Current password')).toHaveValue('');

  // This browser stays signed in on its new session.
  await page.reload();
  await expect(page.getByLabel('Email')).toHaveValue(athlete.email);
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL('/signin');

  await signIn(page, athlete);
  await expect(page.getByText('Invalid email or password.')).toBeVisible();
  await expect(page).toHaveURL('/signin');

  await signIn(page, { ...athlete, password: newPassword });
  await expect(page.getByText('Signed in successfully!')).toBeVisible();
  await expect(page).not.toHaveURL('/signin');
});

test('a session ended elsewhere goes to Sign In, saying so, and keeps the draft typed there (issue 30)', async ({
  page,
  athlete,
  browser,
  baseURL,
}) => {
  const SIGNED_OUT = 'You were signed out. Sign in again.';
  const FOCUS = 'How focused was I during practice today?';
  // Two other devices of the same athlete: one goes on using the app, one is reloaded.
  const devices = await Promise.all([1, 2].map(() => browser.newContext({ baseURL, viewport: PHONE_VIEWPORT })));
  try {
    const [using, reloaded] = await Promise.all(
      devices.map(async (device) => {
        await postJson(device.request, baseURL!, '/api/auth/sign-in/email', athlete);
        return device.newPage();
      }),
    );
    await using!.goto('/new-activity');
    await using!.getByRole('link', { name: 'Training', exact: true }).click();
    await using!.getByLabel(FOCUS).fill('Half-typed answer');
    // The app itself, not the page's shell (drawn before any script), which has the same heading.
    const appIsUp = (page: Page) => expect(page.getByRole('heading', { name: 'Completed Activities' })).toBeVisible();
    await using!.goto('/journal');
    await appIsUp(using!);
    await reloaded!.goto('/journal');
    await appIsUp(reloaded!);

    // The password changes on this device, which ends every other session.
    const newPassword = 'a brand new passphrase';
    await postJson(page.request, baseURL!, '/api/auth/change-password', {
      currentPassword: athlete.password,
      newPassword,
      revokeOtherSessions: true,
    });

    // Moving on within the app: the server answers 401, and the athlete is asked to sign in, not to reset anything.
    await using!.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Calendar' }).click();
    await expect(using!).toHaveURL('/signin');
    await expect(using!.getByRole('alert')).toHaveText(SIGNED_OUT);
    await expect(using!.getByText('Could not load your journal')).toHaveCount(0);
    expect(await using!.evaluate(() => localStorage.getItem('touchline-user'))).toBeNull();

    await reloaded!.reload();
    await expect(reloaded!).toHaveURL('/signin');
    await expect(reloaded!.getByRole('alert')).toHaveText(SIGNED_OUT);

    // Signing in again returns where the athlete was going, and what they typed is still offered.
    await using!.getByLabel('Email').fill(athlete.email);
    await using!.getByLabel('Password').fill(newPassword);
    await using!.getByRole('button', { name: 'Sign In' }).click();
    await expect(using!).toHaveURL('/calendar');
    await using!.goto('/new-activity');
    await using!.getByRole('link', { name: 'Training', exact: true }).click();
    await using!
      .getByRole('dialog', { name: /^Continue your draft from/ })
      .getByRole('button', { name: 'Continue' })
      .click();
    await expect(using!.getByLabel(FOCUS)).toHaveValue('Half-typed answer');
  } finally {
    await Promise.all(devices.map((device) => device.close()));
  }
});

test('a wrong current password changes nothing and says why', async ({ page, athlete }) => {
  await page.goto('/profile');
  await page.getByLabel('Current password').fill('not my password');
  await page.getByLabel('New password', { exact: true }).fill('another passphrase');
  await page.getByLabel('Confirm new password').fill('another passphrase');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Your current password is not correct.')).toBeVisible();
  await expect(page.getByLabel('Current password')).toHaveAccessibleDescription(
    'Your current password is not correct.',
  );
  await expect(page.getByLabel('Current password')).toBeFocused();
  await expect(page.getByLabel('Email')).toHaveValue(athlete.email);
});

test('export my data downloads a JSON file with the seeded entry', async ({ page, athlete, baseURL }) => {
  const entry = await seedEntry(page.request, baseURL!, {
    type: 'Food',
    day: todayDay(),
    content: { mealType: 'Lunch', timeOfDay: '12:30', foodItems: 'Rice and chicken' },
  });
  await page.goto('/profile');

  const downloaded = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export my data' }).click();
  const download = await downloaded;

  expect(download.suggestedFilename()).toMatch(/^touchline-export-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(await readFile((await download.path())!, 'utf8')) as {
    account: { email: string };
    entries: { id: string; content: Record<string, unknown> }[];
    questionSets: Record<string, unknown>;
  };
  expect(data.account.email).toBe(athlete.email);
  expect(data.entries.map((exported) => exported.id)).toEqual([entry.id]);
  expect(data.entries[0]!.content).toMatchObject({ foodItems: 'Rice and chicken' });
  expect(Object.keys(data.questionSets).sort()).toEqual(['game', 'imagery', 'lift', 'rehab', 'training']);
});

test('an athlete deletes their account; it no longer signs in', async ({ page, athlete }) => {
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });

  await dialog.getByLabel('Password').fill('not my password');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(dialog.getByLabel('Password')).toHaveAccessibleDescription('Your current password is not correct.');
  await expect(dialog.getByLabel('Password')).toBeFocused();
  await expect(dialog).toBeVisible();

  await dialog.getByLabel('Password').fill(athlete.password);
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByText('Your account has been deleted.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();

  await page.goto('/profile');
  await expect(page).toHaveURL('/signin');
  await signIn(page, athlete);
  await expect(page.getByText('Invalid email or password.')).toBeVisible();
  await expect(page).toHaveURL('/signin');
});
