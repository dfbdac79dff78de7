import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoSeriousViolation } from './axe';
import { expect, postJson, signedInContext, test, todayDay } from './fixtures';
import { goOffline, goOnline, persistedCache, waitUntilOfflineReady } from './offline';

/**
 * Availability (issue 33): an athlete records an injury Modified at /health-journal; Today says so at the top and the
 * team's squad shows it and flags it (figures only: never the notes); Update starts from the last entry, and a later
 * Available clears both. Offline, the entry waits on the device, shows on Today at once and reaches the server once.
 */

const NOTES = 'walrus-private-notes';
const WAITING = 'Waiting to sync';

/** "November 27" for today, as the app writes a day. */
const todayText = () => {
  const [year, month, day] = todayDay().split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, day).toLocaleDateString('en-US', { month: 'long', day: 'numeric' });
};

const availability = (page: Page) => page.getByRole('region', { name: 'Availability' });
const done = (page: Page) => page.getByRole('button', { name: 'Done' }).last();

/** The athlete's Health entries, straight from the API (the test's own connection). */
async function healthEntries(request: APIRequestContext) {
  const answer = await request.get('/api/entries/history?type=Health&limit=100');
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { entries: { content: Record<string, unknown> }[] }).entries;
}

test('a Health entry Modified shows on Today and on the squad page; Update to Available clears both', async ({
  page,
  browser,
  baseURL,
  athlete: _athlete,
}) => {
  test.setTimeout(90_000);
  // A coach's team, which the athlete joins with figures only.
  const coach = await signedInContext(browser, baseURL!, { name: 'Coach' });
  const made = await postJson(coach.request, baseURL!, '/api/teams', { name: 'Riverside U18' });
  const { team } = (await made.json()) as { team: { id: string } };
  const invited = await postJson(coach.request, baseURL!, `/api/teams/${team.id}/invites`, { role: 'athlete' });
  const { url } = (await invited.json()) as { url: string };
  await postJson(page.request, baseURL!, new URL(url).pathname.replace('/join/', '/api/join/'), {
    displayName: 'Ana',
    scope: 'figures',
  });

  // New Activity lists it; the flow records a hamstring, Modified.
  await page.goto('/new-activity');
  await page.getByRole('link', { name: 'Injury or illness' }).click();
  await expect(page).toHaveURL('/health-journal');
  await page.getByRole('radio', { name: 'Injury' }).check();
  await page.getByRole('radio', { name: 'Hamstring' }).check();
  await page.getByRole('radio', { name: 'Left' }).check();
  await page.getByRole('radio', { name: '4', exact: true }).check();
  await page.getByRole('radio', { name: /^Modified/ }).check();
  await page.getByLabel('NOTES').fill(NOTES);
  await expectNoSeriousViolation(page, '/health-journal');
  await done(page).click();
  await expect(page.getByText('Injury or illness entry saved!')).toBeVisible();
  await expect(page).toHaveURL('/journal');
  await expect(availability(page)).toContainText(`Modified · hamstring (left) · since ${todayText()}`);
  // The toast is the toasts' own (checked where they are tested); Today is checked once it has gone.
  await expect(page.getByText('Injury or illness entry saved!')).toBeHidden({ timeout: 10_000 });
  await expectNoSeriousViolation(page, 'Today with availability');

  // The squad: the status, problem and pain, flagged; never the notes.
  const coachPage = await coach.newPage();
  await coachPage.goto(`/teams/${team.id}`);
  // The phone's card (the table is the large screen's).
  const fact = (text: string) => coachPage.getByRole('definition').filter({ hasText: text });
  const flag = (text: string) => coachPage.getByRole('listitem').filter({ hasText: new RegExp(`^${text}$`) });
  await expect(fact(`Modified · hamstring (left) · since ${todayText()} · pain 4/10`)).toBeVisible();
  await expect(flag('Modified: hamstring \\(left\\)')).toBeVisible();
  await expect(coachPage.getByText(NOTES)).toHaveCount(0);
  await expectNoSeriousViolation(coachPage, 'squad with availability');

  // Update starts from the last entry: the same injury, new notes; Available clears Today.
  await availability(page)
    .getByRole('link', { name: /Update/ })
    .click();
  await expect(page).toHaveURL('/health-journal?update=last');
  await expect(page.getByRole('radio', { name: 'Hamstring' })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'Left' })).toBeChecked();
  await expect(page.getByLabel('NOTES')).toHaveValue('');
  await page.getByRole('radio', { name: /^Available/ }).check();
  await page.getByRole('radio', { name: '1', exact: true }).check();
  await done(page).click();
  await expect(page).toHaveURL('/journal');
  await expect(page.getByText('Injury or illness entry saved!')).toBeVisible();
  await expect(availability(page)).toHaveCount(0);

  await coachPage.reload();
  await expect(fact('Available · pain 1/10')).toBeVisible();
  await expect(flag('Modified: hamstring \\(left\\)')).toHaveCount(0);
  await expect(coachPage.getByText('No flags today')).toBeVisible();

  // The Health history lists the problem's entries under its name.
  await page.goto('/health-journal-entries');
  const problem = page.getByRole('region', { name: 'Hamstring (left)' });
  await expect(problem.getByRole('article')).toHaveCount(2);
  await expect(page.getByRole('button', { name: 'Delete all injury or illness entries' })).toBeVisible();
  await expectNoSeriousViolation(page, '/health-journal-entries');
  await coach.close();
});

test('offline, a Health entry shows on Today at once and reaches the server once', async ({
  page,
  context,
  athlete: _athlete,
}) => {
  test.slow();
  await page.goto('/journal');
  await expect(page.getByRole('heading', { name: 'Your Journal', level: 1 })).toBeVisible();
  await waitUntilOfflineReady(page);
  await expect.poll(() => persistedCache(page)).toContain('"Health"');

  await goOffline(context);
  await page.goto('/health-journal');
  await page.getByRole('radio', { name: 'Illness' }).check();
  await page.getByRole('radio', { name: /^Unavailable/ }).check();
  await done(page).click();
  await expect(page).toHaveURL('/journal');
  await expect(availability(page)).toContainText(`Unavailable · illness · since ${todayText()}`);
  await expect(page.getByText(WAITING).first()).toBeVisible();
  expect(await healthEntries(context.request)).toHaveLength(0);

  await goOnline(context);
  await expect(page.getByText(WAITING)).toHaveCount(0, { timeout: 15_000 });
  const stored = await healthEntries(context.request);
  expect(stored.map((entry) => entry.content)).toEqual([{ problem: 'illness', status: 'unavailable' }]);
  await page.reload();
  await expect(availability(page)).toContainText('Unavailable · illness');
  expect(await healthEntries(context.request)).toHaveLength(1);
});
