import { randomUUID } from 'node:crypto';
import { expectNoSeriousViolation } from './axe';
import { expect, test, todayDay } from './fixtures';

const today = todayDay();

test('a token made on the profile writes and reads the journal without cookies, and stops once revoked', async ({
  page,
  request,
  athlete: _signedIn,
}) => {
  await page.goto('/profile');
  await page.getByRole('link', { name: 'Access tokens' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Access Tokens' })).toBeVisible();
  await expect(page.getByText('You have no access tokens.')).toBeVisible();
  await expectNoSeriousViolation(page, 'the access tokens screen');

  await page.getByLabel('Name').fill('Watch sync');
  await page.getByRole('radio', { name: /Read and write/ }).check();
  await page.getByRole('button', { name: 'Create Token' }).click();
  await expect(page.getByRole('heading', { name: 'Token for Watch sync' })).toBeFocused();
  const secret = await page.getByLabel('Token', { exact: true }).inputValue();
  expect(secret).toMatch(/^tl_[A-Za-z0-9_-]{43}$/);
  await expectNoSeriousViolation(page, 'the new token, shown once');
  await page.getByRole('button', { name: 'Done' }).click();
  const item = page.getByRole('listitem').filter({ hasText: 'Watch sync' });
  await expect(item.getByText('Read and write')).toBeVisible();
  await expect(item.getByText('Not used yet')).toBeVisible();
  await expect(page.getByText(secret)).toHaveCount(0);

  // A script: the token alone, no cookie, no Origin.
  const bearer = { authorization: `Bearer ${secret}` };
  const id = randomUUID();
  const created = await request.post('/api/entries', {
    headers: bearer,
    data: { id, type: 'Training', day: today, content: { answers: { t1: 'Intervals' }, rating: 8, minutes: 40 } },
  });
  expect(created.status()).toBe(201);
  const day = await request.get(`/api/entries/day/${today}`, { headers: bearer });
  expect(day.status()).toBe(200);
  expect(((await day.json()) as { entries: { id: string }[] }).entries.map((entry) => entry.id)).toEqual([id]);

  await page.reload();
  await expect(item.getByText(/^Created .* · Last used /)).toBeVisible();
  await item.getByRole('button', { name: 'Revoke Watch sync' }).click();
  await page.getByRole('button', { name: 'Revoke Token' }).click();
  await expect(page.getByText('You have no access tokens.')).toBeVisible();
  const after = await request.get(`/api/entries/day/${today}`, { headers: bearer });
  expect(after.status()).toBe(401);
});
