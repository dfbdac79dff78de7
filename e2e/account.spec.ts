import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, seedEntry, test, todayDay, type Athlete } from './fixtures';

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
