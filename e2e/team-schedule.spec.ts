import type { Browser, BrowserContext, Page } from '@playwright/test';
import { squadReportMessage } from '../src/domain/teams/squad-report';
import { expectNoSeriousViolation } from './axe';
import { expect, postJson, seedEntry, signedInContext, test, todayDay } from './fixtures';
import { waitUntilOfflineReady } from './offline';
import { pushAndWaitForNotifications, tapNotification } from './push';

/**
 * The squad report and check-in requests in the browser (issue 32): staff choose their report and the team's
 * schedule; an athlete sees "Requested by {team}" on their reminders screen and turns it off; the squad says who
 * checked in by the time asked for; the report, pushed to the coach's device, reads as the squad does and opens it.
 * The report's sending (the scheduler, the push service, the SMTP sink, exactly once) is tested in the API suite
 * (src/server/reminders/team-sends.test.ts).
 */

// The team's zone is taken from the coach's device when first needed; the days the tests write are that zone's.
const TIME_ZONE = 'Europe/Madrid';
test.use({ timezoneId: TIME_ZONE });

const TEAM = 'Harbour FC';

/** The coach's team with athletes joined by its invite link (the joining screens are teams.spec.ts's). */
async function teamWith(page: Page, browser: Browser, baseURL: string, names: string[]) {
  const made = await postJson(page.request, baseURL, '/api/teams', { name: TEAM });
  const { team } = (await made.json()) as { team: { id: string; name: string } };
  const invited = await postJson(page.request, baseURL, `/api/teams/${team.id}/invites`, { role: 'athlete' });
  const { url } = (await invited.json()) as { url: string };
  const athletes: BrowserContext[] = [];
  for (const displayName of names) {
    const athlete = await signedInContext(browser, baseURL, { timezoneId: TIME_ZONE });
    await postJson(athlete.request, baseURL, new URL(url).pathname.replace('/join/', '/api/join/'), {
      displayName,
      scope: 'figures',
    });
    athletes.push(athlete);
  }
  return { team, athletes };
}

test('staff choose the report and ask for check-ins; the athlete sees the request and turns it off; the squad says who came in time', async ({
  page,
  browser,
  baseURL,
  athlete: _coach,
}) => {
  // Two accounts, two screens checked by axe, three reloads.
  test.setTimeout(60_000);
  const { team, athletes } = await teamWith(page, browser, baseURL!, ['Ana']);
  const [ana] = athletes;

  await page.goto(`/teams/${team.id}`);
  await expect(page.getByRole('heading', { level: 2, name: 'Squad report and check-ins' })).toBeVisible();
  const report = page.getByRole('switch', { name: 'Send me the squad report' });
  await expect(report).not.toBeChecked();
  await report.check();
  await expect(report).toBeChecked();
  await expect(report).toBeEnabled();

  const schedule = page.getByRole('form', { name: 'Team schedule' });
  // The first report turned on gave the team this device's zone.
  await expect(schedule.getByText(`Times are in ${TIME_ZONE}`)).toBeVisible();
  await schedule.getByRole('switch', { name: 'Ask athletes to check in' }).check();
  await schedule.getByLabel('Check in by').fill('23:59');
  await schedule.getByRole('button', { name: 'Save Schedule' }).click();
  await expect(schedule.getByRole('status')).toHaveText('Schedule saved.');
  await expectNoSeriousViolation(page, 'team schedule');

  await page.reload();
  await expect(page.getByRole('switch', { name: 'Send me the squad report' })).toBeChecked();
  await expect(page.getByRole('switch', { name: 'Ask athletes to check in' })).toBeChecked();
  await expect(page.getByLabel('Check in by')).toHaveValue('23:59');
  await expect(page.getByText('0 of 1 checked in by 23:59, the time the team asked for')).toBeVisible();

  // Ana's reminders screen: the request, on since she joined, hers to turn off.
  const anaPage = await ana!.newPage();
  await anaPage.goto('/profile/reminders');
  const request = anaPage.getByRole('switch', { name: `Requested by ${TEAM}` });
  await expect(request).toBeChecked();
  await expect(anaPage.getByText(/Check in by 23:59 every day, in the team's time zone/)).toBeVisible();
  await expectNoSeriousViolation(anaPage, 'reminders with a team request');
  await request.uncheck();
  await expect(request).not.toBeChecked();
  await expect(request).toBeEnabled();
  await anaPage.reload();
  await expect(anaPage.getByRole('switch', { name: `Requested by ${TEAM}` })).not.toBeChecked();

  // Ana checks in before 23:59: the squad says she came in time.
  await seedEntry(ana!.request, baseURL!, {
    type: 'Wellness',
    day: todayDay(TIME_ZONE),
    content: { fatigue: 4, sleep: 3, soreness: 3, stress: 4, mood: 4, sleepHours: 8 },
  });
  await page.reload();
  await expect(page.getByText('1 of 1 checked in by 23:59, the time the team asked for')).toBeVisible();
  await expect(page.getByText('Wellness 18/25 · By 23:59').first()).toBeVisible();
  await ana!.close();
});

test('the squad report pushed to the coach reads as the squad does and opens the squad page', async ({
  page,
  context,
  browser,
  baseURL,
  athlete: _coach,
}) => {
  const { team, athletes } = await teamWith(page, browser, baseURL!, ['Ana', 'Ben']);
  const day = todayDay(TIME_ZONE);
  // Ana sleeps badly (her worst word: a flag); Ben has not checked in.
  await seedEntry(athletes[0]!.request, baseURL!, {
    type: 'Wellness',
    day,
    content: { fatigue: 4, sleep: 1, soreness: 3, stress: 4, mood: 5, sleepHours: 5 },
  });
  await Promise.all(athletes.map((athlete) => athlete.close()));

  await context.grantPermissions(['notifications']);
  await page.goto(`/teams/${team.id}`);
  await expect(page.getByRole('heading', { level: 2, name: '1 of 2 checked in today' })).toBeVisible();
  await waitUntilOfflineReady(page);
  // The message the scheduler sends, made from the squad answer the coach's page read.
  const squad = (await (await page.request.get(`/api/teams/${team.id}/squad?today=${day}`)).json()) as {
    athletes: Parameters<typeof squadReportMessage>[2];
  };
  const message = squadReportMessage(team, day, squad.athletes);
  expect(await pushAndWaitForNotifications(page, JSON.stringify(message))).toEqual([
    {
      title: `${TEAM}: squad report`,
      body: '1 of 2 checked in · 1 needs a look\nAna: Sleep quality: Insomnia',
      tag: `squad-report-${team.id}-${day}`,
      icon: new URL('/icons/icon-192.png', page.url()).href,
      data: { url: `/teams/${team.id}` },
    },
  ]);

  await page.goto('/journal');
  await tapNotification(context, message.tag);
  await expect(page).toHaveURL(`/teams/${team.id}`);
  await expect(page.getByRole('heading', { level: 2, name: '1 of 2 checked in today' })).toBeVisible();
});
