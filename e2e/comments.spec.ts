import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expectNoSeriousViolation } from './axe';
import { cardAction, expect, postJson, seedEntry, signedInContext, test, todayDay } from './fixtures';
import { goOffline, goOnline, waitUntilOfflineReady } from './offline';
import { standInPushService, storedSubscriptionEndpoint } from './push';

/**
 * Comments in the browser (issue 32): a coach comments on an athlete's entry from the athlete's page; the athlete sees
 * it folded on Today with the coach's first line, opens it and replies; the coach sees the reply; the athlete deletes
 * a comment (asked first); a reply written offline waits on the device, through a reload, and reaches the server once;
 * "Comments from staff" on the reminders screen turns the notifications off. Axe finds no serious violation on each
 * screen.
 */

interface Comment {
  id: string;
  body: string;
  author: { name: string; role: string };
}

/** The comments on one of the signed-in athlete's entries, as the server holds them (the test's own connection). */
async function commentsOnServer(request: APIRequestContext, entryId: string): Promise<Comment[]> {
  const answer = await request.get(`/api/entries/${entryId}`);
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { entry: { comments: Comment[] } }).entry.comments;
}

const TEAM = 'Riverside U18';
const FIRST = 'Strong finish today.\nHow did the hamstring hold up?';
const SECOND = 'Ice it tonight, see you Monday.';

const trainingCard = (page: Page): Locator => page.getByRole('article', { name: 'Training', exact: true });
const toggle = (card: Locator): Locator => card.getByRole('button', { name: /^\d+ comments?$/ });

test('staff comment, the athlete replies from Today, deletes one, and replies offline; each reply arrives once', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);

  // A coach's team, and Ana in it with her answers shared; she trained today.
  const coach = await signedInContext(browser, baseURL!, { name: 'Coach Sam' });
  const made = await postJson(coach.request, baseURL!, '/api/teams', { name: TEAM });
  const { team } = (await made.json()) as { team: { id: string } };
  const invited = await postJson(coach.request, baseURL!, `/api/teams/${team.id}/invites`, { role: 'athlete' });
  const { url } = (await invited.json()) as { url: string };
  const ana = await signedInContext(browser, baseURL!, { name: 'Ana' });
  await postJson(ana.request, baseURL!, new URL(url).pathname.replace('/join/', '/api/join/'), {
    displayName: 'Ana',
    scope: 'full',
  });
  const entry = await seedEntry(ana.request, baseURL!, {
    type: 'Training',
    day: todayDay(),
    content: { answers: { t1: 'Sharp start, tired legs late' }, rating: 7, effort: 6, minutes: 70 },
  });
  const squad = await coach.request.get(`/api/teams/${team.id}/squad?today=${todayDay()}`);
  const { athletes } = (await squad.json()) as { athletes: { memberId: string; name: string }[] };
  const athletePath = `/teams/${team.id}/athletes/${athletes[0]!.memberId}`;
  // Her check-in, commented on too: Today shows it on a card of its own, with its thread under it.
  const checkIn = await seedEntry(ana.request, baseURL!, {
    type: 'Wellness',
    day: todayDay(),
    content: { fatigue: 4, sleep: 2, soreness: 3, stress: 4, mood: 4, sleepHours: 6 },
  });
  await postJson(
    coach.request,
    baseURL!,
    `/api/teams/${team.id}/athletes/${athletes[0]!.memberId}/entries/${checkIn.id}/comments`,
    {
      body: 'Short night. Take it easy in the warm-up.',
    },
  );

  // The coach comments twice from Ana's page.
  const coachPage = await coach.newPage();
  await coachPage.goto(athletePath);
  await expect(coachPage.getByRole('heading', { level: 1, name: 'Ana' })).toBeVisible();
  const comment = coachPage.getByRole('textbox', { name: 'Comment', exact: true });
  const startComment = coachPage.getByRole('button', { name: 'Comment on Training' });
  await startComment.click();
  await expect(comment).toBeFocused();
  await comment.fill(FIRST.replace('\n', ' '));
  await coachPage.getByRole('button', { name: 'Send' }).click();
  await expect(coachPage.getByText('Comment sent.')).toBeVisible();
  await expect(comment).toHaveCount(0);
  await expect(startComment).toBeFocused();
  await startComment.press('Enter');
  await comment.fill(SECOND);
  await comment.press('Enter');
  const coachTraining = coachPage
    .getByRole('article')
    .filter({ has: coachPage.getByRole('heading', { name: 'Training', exact: true }) });
  await expect(coachTraining.getByRole('list', { name: 'Comments' }).getByRole('listitem')).toHaveCount(2);
  await expect(coachPage.getByRole('listitem').filter({ hasText: SECOND })).toContainText('You');
  await expectNoSeriousViolation(coachPage, "the athlete's page, with comments");

  // Ana's Today: the thread folded, the coach's newest comment's first line on the card.
  const anaPage = await ana.newPage();
  await anaPage.goto('/journal');
  const card = trainingCard(anaPage);
  await expect(toggle(card)).toHaveText('2 comments');
  await expect(toggle(card)).toHaveAttribute('aria-expanded', 'false');
  await expect(card.getByText(`Coach Sam: ${SECOND}`)).toBeVisible();
  const checkInCard = anaPage.getByRole('article', { name: 'Wellness check-in' });
  await expect(toggle(checkInCard)).toHaveText('1 comment');
  await expect(checkInCard.getByText('Coach Sam: Short night. Take it easy in the warm-up.')).toBeVisible();
  await expectNoSeriousViolation(anaPage, 'Today, a folded thread');

  // She opens it and replies.
  await toggle(card).click();
  const thread = card.getByRole('list', { name: 'Comments' });
  await expect(thread.getByRole('listitem')).toHaveCount(2);
  await expect(thread.getByRole('listitem').first()).toContainText('Coach Sam');
  await card.getByRole('textbox', { name: 'Reply', exact: true }).fill('Tight but fine, thanks!');
  await card.getByRole('button', { name: 'Send' }).click();
  await expect(card.getByText('Reply sent.')).toBeVisible();
  await expect(thread.getByRole('listitem').last()).toContainText('You');
  await expect(thread.getByRole('listitem').last()).toContainText('Tight but fine, thanks!');
  await expectNoSeriousViolation(anaPage, 'Today, an open thread');

  // The coach sees her reply, under her name.
  await coachPage.reload();
  const reply = coachPage.getByRole('listitem').filter({ hasText: 'Tight but fine, thanks!' });
  await expect(reply).toContainText('Ana');
  await expect(reply.getByRole('button', { name: /^Actions for/ })).toHaveCount(0);

  // Ana deletes the coach's first comment: asked first, then gone here and on the server.
  const first = thread.getByRole('listitem').filter({ hasText: 'Strong finish today.' });
  await first.getByRole('button', { name: "Actions for Coach Sam's comment" }).click();
  await anaPage.getByRole('menuitem', { name: 'Delete' }).click();
  const dialog = anaPage.getByRole('dialog', { name: 'Delete this comment?' });
  await expect(dialog).toBeVisible();
  await expectNoSeriousViolation(anaPage, 'deleting a comment');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(first).toHaveCount(0);
  await expect(toggle(card)).toHaveText('2 comments');
  await expect
    .poll(async () => (await commentsOnServer(ana.request, entry.id)).map((each) => each.body))
    .toEqual([SECOND, 'Tight but fine, thanks!']);

  // Offline, a reply shows at once, waits on the device through a reload, and is sent once when back online.
  await waitUntilOfflineReady(anaPage);
  await goOffline(ana);
  await card.getByRole('textbox', { name: 'Reply', exact: true }).fill('Written on the bus');
  await card.getByRole('button', { name: 'Send' }).click();
  const waiting = thread.getByRole('listitem').filter({ hasText: 'Written on the bus' });
  await expect(waiting).toContainText('Waiting to sync');
  await expect(card.getByText('Reply saved on this device. It will be sent when you are back online.')).toBeVisible();
  await anaPage.reload();
  await toggle(card).click();
  await expect(waiting).toContainText('Waiting to sync');
  expect((await commentsOnServer(ana.request, entry.id)).map((each) => each.body)).not.toContain('Written on the bus');

  await goOnline(ana);
  await expect(waiting.getByText('Waiting to sync')).toHaveCount(0, { timeout: 20_000 });
  await expect
    .poll(async () =>
      (await commentsOnServer(ana.request, entry.id)).filter((each) => each.body === 'Written on the bus'),
    )
    .toHaveLength(1);
  await anaPage.reload();
  await toggle(card).click();
  await expect(thread.getByRole('listitem').filter({ hasText: 'Written on the bus' })).toHaveCount(1);

  // The coach reads it too.
  await coachPage.reload();
  await expect(coachPage.getByRole('listitem').filter({ hasText: 'Written on the bus' })).toContainText('Ana');

  // She deletes the commented session (its thread folded) and takes it back with Undo: the thread comes back with it.
  await toggle(card).click();
  await expect(toggle(card)).toHaveAttribute('aria-expanded', 'false');
  await cardAction(card, 'Delete');
  await expect(card).toHaveCount(0);
  await expect.poll(async () => (await ana.request.get(`/api/entries/${entry.id}`)).status()).toBe(404);
  const toast = anaPage.locator('[data-sonner-toast]:not([data-removed="true"])').filter({ hasText: 'Entry deleted' });
  await toast.getByRole('button', { name: 'Undo' }).click();
  await expect(toggle(card)).toHaveText('3 comments');
  await anaPage.reload();
  await expect(toggle(card)).toHaveText('3 comments');
  await expect(card.getByText(`Coach Sam: ${SECOND}`)).toBeVisible();

  await Promise.all([coach.close(), ana.close()]);
});

test('"Comments from staff" is on by default, sets this device up for an athlete of a team, and can be turned off', async ({
  page,
  context,
  browser,
  baseURL,
  athlete: _athlete,
}) => {
  await standInPushService(context);
  await context.grantPermissions(['notifications']);
  const getThemHere = page.getByRole('button', { name: 'Get reminders on this device' });
  await page.goto('/profile/reminders');
  const comments = page.getByRole('switch', { name: 'Comments from staff' });
  await expect(comments).toBeChecked();
  // In no team, nobody can comment: nothing to set this device up for.
  await expect(getThemHere).toHaveCount(0);

  // Once she is an athlete of a team, the screen offers this device for staff's comments.
  const coach = await signedInContext(browser, baseURL!, { name: 'Coach Sam' });
  const made = await postJson(coach.request, baseURL!, '/api/teams', { name: TEAM });
  const { team } = (await made.json()) as { team: { id: string } };
  const invited = await postJson(coach.request, baseURL!, `/api/teams/${team.id}/invites`, { role: 'athlete' });
  const { url } = (await invited.json()) as { url: string };
  await postJson(page.request, baseURL!, new URL(url).pathname.replace('/join/', '/api/join/'), {
    displayName: 'Ana',
    scope: 'figures',
  });
  await page.reload();
  await expect(getThemHere).toBeVisible();
  await expectNoSeriousViolation(page, 'reminders');

  await comments.uncheck();
  await expect(page.getByText('Reminders saved.')).toBeVisible();
  await expect(getThemHere).toHaveCount(0);
  const settings = async () =>
    ((await (await page.request.get('/api/reminders')).json()) as { settings: { comments: boolean } }).settings;
  expect((await settings()).comments).toBe(false);
  await page.reload();
  await expect(comments).not.toBeChecked();

  // Turned on again, it subscribes this device, as a reminder turned on does.
  await comments.check();
  await expect(page.getByRole('region', { name: 'Devices' }).getByRole('listitem')).toContainText('This device');
  await expect.poll(async () => (await settings()).comments).toBe(true);
  await expect.poll(() => storedSubscriptionEndpoint(page)).toMatch(/^https:\/\//);
  await coach.close();
});
