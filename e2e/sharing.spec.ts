import type { Page } from '@playwright/test';
import { expect, seedEntry, test, todayDay } from './fixtures';

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** `yyyy-MM-dd` of `day` moved by `n` days (UTC arithmetic, no time zones). */
function addDays(day: string, n: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + n);
  return date.toISOString().slice(0, 10);
}
/** "March 5, 2026" */
const longDay = (day: string) =>
  `${MONTHS[Number(day.slice(5, 7)) - 1]} ${Number(day.slice(8, 10))}, ${day.slice(0, 4)}`;

const today = todayDay();

/** Fills the new-link form: a name, the reader's name for the athlete, the days, the kinds (only these), the words. */
async function createLink(
  page: Page,
  link: { name: string; displayName: string; from: string; to: string; types: string[]; includeNotes: boolean },
): Promise<string> {
  await page.goto('/profile');
  await page.getByRole('link', { name: 'Share with a coach or care provider' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Share Your Journal' })).toBeVisible();
  await page.getByLabel('Name of the link').fill(link.name);
  await page.getByLabel('Your name, as they will see it').fill(link.displayName);
  await page.getByLabel('From').fill(link.from);
  await page.getByLabel('To', { exact: true }).fill(link.to);
  const kinds = page.getByRole('group', { name: 'Kinds of entries' });
  for (const box of await kinds.getByRole('checkbox').all()) {
    const label = (await box.evaluate((input) => input.parentElement!.textContent ?? '')).trim();
    await box.setChecked(link.types.includes(label));
  }
  await page.getByLabel('Include answers and notes').setChecked(link.includeNotes);
  await page.getByRole('button', { name: 'Create Link' }).click();
  await expect(page.getByRole('heading', { name: `Link for ${link.name}` })).toBeFocused();
  return page.getByLabel('Link', { exact: true }).inputValue();
}

test('a link shows a signed-out reader its days and kinds only, figures only; revoked, it is not active', async ({
  page,
  browser,
  baseURL,
  athlete: _signedIn,
}) => {
  const inside = addDays(today, -3);
  await seedEntry(page.request, baseURL!, {
    type: 'Training',
    day: inside,
    content: { answers: { t1: 'hamstring felt tight' }, rating: 7, effort: 6, minutes: 50, notes: 'private words' },
  });
  await seedEntry(page.request, baseURL!, {
    type: 'Wellness',
    day: inside,
    content: { fatigue: 4, sleep: 2, soreness: 3, stress: 5, mood: 4, notes: 'rough night' },
  });
  await seedEntry(page.request, baseURL!, {
    type: 'Food',
    day: inside,
    content: { mealType: 'Lunch', timeOfDay: 'Noon', foodItems: 'Pasta', feelingNotes: '' },
  });
  await seedEntry(page.request, baseURL!, {
    type: 'Training',
    day: addDays(today, -20),
    content: { answers: {}, rating: 2, notes: 'outside the days' },
  });

  const url = await createLink(page, {
    name: 'Coach Sam',
    displayName: 'Alex',
    from: addDays(today, -7),
    to: today,
    types: ['Training', 'Wellness check-in'],
    includeNotes: false,
  });
  expect(url).toMatch(new RegExp(`^${baseURL}/s/[A-Za-z0-9_-]{43}$`));
  await page.getByRole('button', { name: 'Done' }).click();
  // In the screen: a toast about the link ("The link for Coach Sam ...") is a list item too.
  const item = page.getByRole('main').getByRole('listitem').filter({ hasText: 'Coach Sam' });
  await expect(item).toContainText('Active');
  await expect(item).toContainText('Not viewed yet');

  // A second browser, signed out.
  const reader = await (await browser.newContext()).newPage();
  const answer = await reader.goto(url);
  expect(answer?.headers()['cache-control']).toBe('no-store');
  expect(answer?.headers()['referrer-policy']).toBe('no-referrer');
  expect(answer?.headers()['x-robots-tag']).toBe('noindex');
  await expect(reader.getByRole('heading', { level: 1, name: "Alex's Journal" })).toBeVisible();
  await expect(reader.getByText(/^Training and Wellness check-in · .* · Ratings and figures only$/)).toBeVisible();
  await expect(reader.getByRole('heading', { level: 2, name: longDay(inside) })).toBeVisible();
  // The Insights summaries of the link's days and kinds (the check-in is 4 + 2 + 3 + 5 + 4).
  const insights = reader.getByRole('region', { name: 'Insights' });
  await expect(insights).toContainText('Training averaged 7.0 over the last 4 weeks (no ratings the 4 weeks before)');
  await expect(insights).toContainText(
    `Latest check-in, ${longDay(inside).replace(/, \d{4}$/, '')}: wellness 18 of 25.`,
  );
  await expect(reader.getByRole('article')).toHaveCount(2);
  const training = reader.getByRole('article').filter({ has: reader.getByRole('heading', { name: 'Training' }) });
  await expect(training).toContainText('7/10');
  await expect(training).toContainText('Load 300');
  await expect(reader.getByRole('article').filter({ hasText: 'Wellness 18/25' })).toContainText('Restless');
  const text = await reader.locator('body').innerText();
  for (const hidden of ['hamstring', 'private words', 'rough night', 'Pasta', 'outside the days', 'example.com']) {
    expect(text).not.toContain(hidden);
  }

  await page.reload();
  await expect(item).toContainText('1 view');
  await item.getByRole('button', { name: 'Revoke Coach Sam' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Revoke Link' }).click();
  await expect(item).toContainText('Revoked');

  await reader.reload();
  await expect(reader.getByRole('heading', { level: 1, name: 'This link is not active' })).toBeVisible();
  await expect(reader.getByText('hamstring')).toHaveCount(0);
  await reader.context().close();

  // A revoked link stays listed until deleted.
  await item.getByRole('button', { name: 'Delete Coach Sam' }).click();
  await expect(page.getByText('You have not shared your journal yet.')).toBeVisible();
});

test('with answers and notes, the reader sees the words; an unknown link is not active', async ({
  page,
  browser,
  baseURL,
  athlete: _signedIn,
}) => {
  await seedEntry(page.request, baseURL!, {
    type: 'Training',
    day: today,
    content: { answers: { t1: 'hamstring felt tight' }, rating: 7, notes: 'shared words' },
  });
  const url = await createLink(page, {
    name: 'Physio',
    displayName: 'Alex',
    from: addDays(today, -7),
    to: today,
    types: ['Training'],
    includeNotes: true,
  });
  const reader = await (await browser.newContext()).newPage();
  await reader.goto(url);
  await expect(reader.getByRole('article')).toContainText('hamstring felt tight');
  await expect(reader.getByRole('article')).toContainText('shared words');
  await reader.goto(`/s/${'A'.repeat(43)}`);
  await expect(reader.getByRole('heading', { level: 1, name: 'This link is not active' })).toBeVisible();
  await reader.context().close();
});

test('the form says what is missing, under each field', async ({ page, athlete: _signedIn }) => {
  await page.goto('/profile/sharing');
  await page.getByRole('group', { name: 'Kinds of entries' }).getByRole('checkbox').first().waitFor();
  for (const box of await page.getByRole('group', { name: 'Kinds of entries' }).getByRole('checkbox').all()) {
    await box.uncheck();
  }
  await page.getByRole('button', { name: 'Create Link' }).click();
  await expect(page.getByLabel('Name of the link')).toBeFocused();
  await expect(page.getByLabel('Name of the link')).toHaveAttribute('placeholder', 'e.g. Coach Sam');
  await expect(page.getByText('Give the link a name, like "Coach Sam"')).toBeVisible();
  await expect(page.getByText('Give the name they will see')).toBeVisible();
  await expect(page.getByText('Choose at least one kind of entry')).toBeVisible();
  await expect(page.getByText('You have not shared your journal yet.')).toBeVisible();
});

test('a long shared journal pages 50 entries at a time; a failed page keeps what is shown', async ({
  page,
  browser,
  baseURL,
  athlete: _signedIn,
}) => {
  for (let n = 0; n < 51; n += 1) {
    await seedEntry(page.request, baseURL!, { type: 'Lift', day: addDays(today, -(n % 7)), content: { rating: 5 } });
  }
  const url = await createLink(page, {
    name: 'Coach',
    displayName: 'Alex',
    from: addDays(today, -7),
    to: today,
    types: ['Lift'],
    includeNotes: false,
  });
  const reader = await (await browser.newContext()).newPage();
  await reader.goto(url);
  await expect(reader.getByRole('article')).toHaveCount(50);

  await reader.route('**/api/shared/*?cursor=*', (route) => route.abort('internetdisconnected'));
  await reader.getByRole('button', { name: 'Show Older Entries' }).click();
  await expect(reader.getByRole('alert')).toHaveText(
    'Could not reach the server. Check your connection and try again.',
  );
  await expect(reader.getByRole('article')).toHaveCount(50);

  await reader.unroute('**/api/shared/*?cursor=*');
  await reader.getByRole('button', { name: 'Show Older Entries' }).click();
  await expect(reader.getByRole('article')).toHaveCount(51);
  await expect(reader.getByRole('button', { name: 'Show Older Entries' })).toHaveCount(0);
  await reader.context().close();
});

test('the shared page speaks of the athlete, never to the reader as "you" (issue 30)', async ({
  page,
  browser,
  baseURL,
  athlete: _signedIn,
}) => {
  // Load on this day and on the same weekday of the 4 weeks before: the 4-week average is there to compare with.
  for (const back of [0, 7, 14, 21, 28]) {
    await seedEntry(page.request, baseURL!, {
      type: 'Training',
      day: addDays(today, -back),
      content: { answers: { t1: 'Sprints' }, rating: 7, effort: 5, minutes: 60 },
    });
  }
  await seedEntry(page.request, baseURL!, {
    type: 'Game',
    day: today,
    content: {
      opposingTeam: 'City',
      pregame: { controlFactors: 'Effort' },
      postgame: { rating: 8, planAdherence: 'Yes' },
    },
  });
  await seedEntry(page.request, baseURL!, {
    type: 'Wellness',
    day: today,
    content: { fatigue: 4, sleep: 2, soreness: 3, stress: 5, mood: 4, notes: 'ok' },
  });
  const made = await page.request.post('/api/shares', {
    headers: { Origin: baseURL! },
    data: {
      name: 'Coach',
      displayName: 'Alex',
      from: addDays(today, -35),
      to: today,
      types: ['Training', 'Game', 'Wellness'],
      includeNotes: true,
      expiresInDays: 7,
    },
  });
  const { token } = (await made.json()) as { token: string };

  const reader = await (await browser.newContext()).newPage();
  await reader.goto(`/s/${token}`);
  const insights = reader.getByRole('region', { name: 'Insights' });
  await expect(insights).toContainText('their 4-week average');
  await expect(insights).toContainText('Alex stuck to the plan in 1 of 1 game, partly in 0 and not in 0.');
  await expect(reader.getByRole('article')).toHaveCount(7);
  expect(await reader.locator('body').innerText()).not.toMatch(/\byou(r|rs|rself)?\b/i);
  await reader.context().close();

  // The athlete's own Insights still speak to them.
  await page.goto('/insights');
  await expect(page.getByText(/You stuck to your plan in 1 of 1 game/)).toBeVisible();
});
