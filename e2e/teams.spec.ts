import type { Page } from '@playwright/test';
import { expectNoSeriousViolation } from './axe';
import { expect, newAthlete, postJson, seedEntry, signedInContext, signUpViaApi, test, todayDay } from './fixtures';
import { goOffline, persistedCache, waitUntilOfflineReady } from './offline';

/**
 * Teams in the browser (issue 31): a coach makes a team and its invite link, two athletes join (one figures only, one
 * with answers and notes), the squad shows who checked in and their figures, and no answer the coach's pages receive
 * holds a word the figures-only athlete typed. An outsider gets the not-found page; an athlete who leaves is gone from
 * the coach's next load; axe finds no serious violation on each team screen.
 */

/** Words only the figures-only athlete typed: none may reach the coach. */
const ANA_WORDS = ['ana-answer-quiet-hamstring', 'ana-notes-private-night', 'ana-checkin-note-rough'];

const TEAM = 'Riverside U18';

/** Every answer the page receives from our API from now on, each as its address and body. */
function recordAnswers(page: Page): Promise<string>[] {
  const bodies: Promise<string>[] = [];
  page.on('response', (response) => {
    if (!new URL(response.url()).pathname.startsWith('/api/')) return;
    bodies.push(
      response.text().then(
        (text) => `${response.url()}\n${text}`,
        () => `${response.url()}\n`,
      ),
    );
  });
  return bodies;
}

/** Joins by the invite link as the signed-in account of `page`. */
async function join(page: Page, link: string, name: string, scope: 'Figures only' | 'Figures, answers and notes') {
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: `Join ${TEAM}` })).toBeVisible();
  await expectNoSeriousViolation(page, 'join');
  await page.getByLabel('Your name, as staff will see it').fill(name);
  await page.getByRole('radio', { name: scope }).check();
  await page.getByRole('button', { name: 'Join', exact: true }).click();
  await expect(page.getByText(`You joined ${TEAM}`)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: TEAM })).toBeVisible();
}

test('a coach sees the squad within each athlete’s scope; outsiders and leavers see nothing of it', async ({
  page,
  browser,
  baseURL,
  athlete: _coach,
}) => {
  // Four people in their own browsers and a dozen screens: 22 to 27 s here, but it ran past 90 s in a CI run on a
  // machine four times slower than usual (its other tests took four times as long too).
  test.setTimeout(180_000);
  const today = todayDay();

  // The coach creates a team from Profile and makes the athletes' link.
  await page.goto('/profile');
  await page.getByRole('link', { name: 'Teams' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Teams' })).toBeVisible();
  await expectNoSeriousViolation(page, '/teams (none yet)');
  await page.getByLabel('Team name').fill(TEAM);
  await page.getByRole('button', { name: 'Create Team' }).click();
  await expect(page.getByRole('heading', { level: 1, name: TEAM })).toBeVisible();
  const teamPath = new URL(page.url()).pathname;
  await page.getByRole('region', { name: 'Invite Athletes' }).getByRole('button', { name: 'Make Link' }).click();
  const link = await page.getByLabel('Invite link').inputValue();
  expect(link).toMatch(/\/join\/[A-Za-z0-9_-]{43}$/);

  // A signed-out visitor sees the team, then signs in and comes back to the link.
  const visitor = await browser.newContext({ baseURL });
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(link);
  await expect(visitorPage.getByRole('heading', { level: 1, name: `Join ${TEAM}` })).toBeVisible();
  await expectNoSeriousViolation(visitorPage, 'join, signed out');
  const ana = newAthlete();
  await signUpViaApi(visitor.request, baseURL!, ana);
  await visitorPage.getByRole('link', { name: 'Sign In' }).click();
  await visitorPage.getByLabel('Email').fill(ana.email);
  await visitorPage.getByLabel('Password').fill(ana.password);
  await visitorPage.getByRole('button', { name: 'Sign In' }).click();
  await expect(visitorPage).toHaveURL(link);

  // Ana joins with figures only (the default), Ben with answers and notes.
  await join(visitorPage, link, 'Ana', 'Figures only');
  // Ben signs up from the link, and comes back to it.
  const benContext = await browser.newContext({ baseURL });
  const benPage = await benContext.newPage();
  await benPage.goto(link);
  await benPage.getByRole('link', { name: 'Sign Up' }).click();
  const ben = newAthlete();
  await benPage.getByLabel('Email').fill(ben.email);
  await benPage.getByLabel('Password', { exact: true }).fill(ben.password);
  await benPage.getByLabel('Confirm Password').fill(ben.password);
  await benPage.getByRole('button', { name: 'Sign Up' }).click();
  await expect(benPage).toHaveURL(link);
  await join(benPage, link, 'Ben', 'Figures, answers and notes');

  // Ana checks in today and trains, typing words; Ben trains, with words staff may read.
  await seedEntry(visitor.request, baseURL!, {
    type: 'Wellness',
    day: today,
    content: { fatigue: 4, sleep: 1, soreness: 3, stress: 4, mood: 5, sleepHours: 6.5, notes: ANA_WORDS[2] },
  });
  await seedEntry(visitor.request, baseURL!, {
    type: 'Training',
    day: today,
    content: { answers: { t1: ANA_WORDS[0] }, rating: 7, effort: 6, minutes: 70, notes: ANA_WORDS[1] },
  });
  await seedEntry(benContext.request, baseURL!, {
    type: 'Training',
    day: today,
    content: { answers: { t1: 'ben-answer-shared' }, rating: 8, effort: 5, minutes: 60 },
  });

  // The coach's squad: one of two checked in, Ana's figures, her flag in her own words.
  const answers = recordAnswers(page);
  await page.goto(teamPath);
  await expect(page.getByRole('heading', { level: 2, name: '1 of 2 checked in today' })).toBeVisible();
  const anaCard = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Ana' }) });
  await expect(anaCard.getByText('Wellness 17/25')).toBeVisible();
  // Each check-in word beside its item.
  await expect(anaCard.getByRole('term').filter({ hasText: 'Sleep quality' })).toBeVisible();
  await expect(anaCard.getByRole('definition').getByText('Insomnia', { exact: true })).toBeVisible();
  await expect(anaCard.getByText('6.5 h')).toBeVisible();
  await expect(anaCard.getByText('7/10')).toBeVisible();
  await expect(anaCard.getByText('Sleep quality: Insomnia')).toBeVisible();
  const benCard = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Ben' }) });
  await expect(benCard.getByText('No check-in today')).toBeVisible();
  await expectNoSeriousViolation(page, 'squad (390 px)');
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(page.getByRole('table')).toBeVisible();
  await expect(page.getByRole('rowheader', { name: 'Ana' })).toBeVisible();
  await expectNoSeriousViolation(page, 'squad (1280 px)');
  await page.setViewportSize({ width: 390, height: 844 });

  // Ana's page: her Insights and entries, figures only.
  await anaCard.getByRole('link', { name: 'Ana' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ana' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Recent Entries' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Training' }).first()).toBeVisible();
  await expectNoSeriousViolation(page, "an athlete's page");
  // Ben's page: his words, as he chose.
  await page.goto(teamPath);
  await benCard.getByRole('link', { name: 'Ben' }).click();
  await expect(page.getByText('ben-answer-shared')).toBeVisible();
  await page.waitForLoadState('networkidle');

  const received = (await Promise.all(answers)).join('\n');
  expect(received).toContain('/squad');
  expect(received).toContain('/athletes/');
  expect(received).toContain('Sleep quality: Insomnia');
  // What Ben chose to show did arrive: the check below reads the answers that carried the athletes' entries.
  expect(received).toContain('ben-answer-shared');
  for (const words of ANA_WORDS) expect(received).not.toContain(words);

  // Someone outside the team gets the not-found page.
  const outsider = await signedInContext(browser, baseURL!);
  const outsiderPage = await outsider.newPage();
  await outsiderPage.goto(teamPath);
  await expect(outsiderPage.getByText('Page not found')).toBeVisible();

  // The athlete's own view of the team, then Ana leaves.
  await visitorPage.goto(teamPath);
  await expect(visitorPage.getByRole('heading', { level: 1, name: TEAM })).toBeVisible();
  await expect(visitorPage.getByText('Figures only', { exact: true })).toBeVisible();
  await expectNoSeriousViolation(visitorPage, 'the team, as an athlete');
  await visitorPage.getByRole('button', { name: `Leave Team ${TEAM}` }).click();
  await visitorPage.getByRole('dialog').getByRole('button', { name: 'Leave Team' }).click();
  await expect(visitorPage.getByText(`You left ${TEAM}`)).toBeVisible();

  // The coach's next load: Ana is gone.
  await page.goto(teamPath);
  await expect(page.getByRole('heading', { level: 2, name: '0 of 1 checked in today' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Ana' })).toHaveCount(0);

  await page.goto('/teams');
  await expect(page.getByRole('link', { name: new RegExp(TEAM) })).toBeVisible();
  await expectNoSeriousViolation(page, '/teams');

  await Promise.all([visitor.close(), benContext.close(), outsider.close()]);
});

test('an invite link that is not active says so', async ({ page, athlete: _signedIn }) => {
  await page.goto(`/join/${'x'.repeat(43)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'This invite is not active' })).toBeVisible();
});

test('offline, the coach sees the last squad loaded, with its time', async ({
  page,
  context,
  browser,
  baseURL,
  athlete: _coach,
}) => {
  const made = await postJson(page.request, baseURL!, '/api/teams', { name: TEAM });
  const { team } = (await made.json()) as { team: { id: string } };
  const invited = await postJson(page.request, baseURL!, `/api/teams/${team.id}/invites`, { role: 'athlete' });
  const { url } = (await invited.json()) as { url: string };
  const athlete = await signedInContext(browser, baseURL!);
  await postJson(athlete.request, baseURL!, new URL(url).pathname.replace('/join/', '/api/join/'), {
    displayName: 'Ana',
    scope: 'figures',
  });
  await athlete.close();

  await page.goto(`/teams/${team.id}`);
  await expect(page.getByRole('heading', { level: 2, name: '0 of 1 checked in today' })).toBeVisible();
  await waitUntilOfflineReady(page);
  await expect.poll(async () => (await persistedCache(page)).includes('"team-squad"')).toBe(true);

  await goOffline(context);
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: '0 of 1 checked in today' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Ana' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'As of' })).toHaveText(
    /^As of \d{1,2}:\d{2} (AM|PM) \(offline\)$/,
  );
});
