import { request as apiRequest, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { reminderMessage } from '../src/domain/reminders/messages';
import { signUnsubscribeToken, unsubscribeKey } from '../src/server/reminders/unsubscribe-token';
import { startMailSink } from '../src/server/test-support/mail-sink';
import { expect, newAthlete, test, todayDay } from './fixtures';
import { goOffline, goOnline, waitUntilOfflineReady } from './offline';
import {
  pushAndWaitForNotifications,
  shownNotifications,
  standInPushService,
  storedSubscriptionEndpoint,
  tapNotification,
} from './push';
import { startSecondServer } from './second-server';

// The browser's zone, so the screen has a known one to take when the first reminder is turned on.
test.use({ timezoneId: 'Europe/Madrid' });

interface RemindersAnswer {
  settings: {
    timeZone: string | null;
    journal: { enabled: boolean; time: string; weekdays: number[] };
    email: boolean;
  };
  devices: { id: string; endpoint: string; label: string }[];
}

async function remindersOf(request: APIRequestContext, baseURL = ''): Promise<RemindersAnswer> {
  const answer = await request.get(`${baseURL}/api/reminders`);
  expect(answer.ok()).toBe(true);
  return (await answer.json()) as RemindersAnswer;
}

/** Opens Profile -> Reminders the way an athlete does, once the app can work offline (its service worker is up). */
async function openReminders(page: Page): Promise<void> {
  await page.goto('/profile');
  await page.getByRole('link', { name: 'Reminders' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reminders' })).toBeVisible();
  await waitUntilOfflineReady(page);
}

/** Reminders opened with notifications allowed and the stand-in push service (see push.ts). */
async function openRemindersWithNotificationsAllowed(page: Page, context: BrowserContext): Promise<void> {
  await standInPushService(context);
  await context.grantPermissions(['notifications']);
  await openReminders(page);
}

const journalSwitch = (page: Page) => page.getByRole('switch', { name: 'Daily journal reminder' });
const devices = (page: Page) => page.getByRole('region', { name: 'Devices' });
const saved = (page: Page) => expect(page.getByRole('status').filter({ hasText: 'Reminders saved.' })).toBeVisible();

test('turning a reminder on subscribes this device and saves; both stay after a reload; a device can be removed', async ({
  page,
  context,
  athlete: _athlete,
}) => {
  await openRemindersWithNotificationsAllowed(page, context);
  await expect(page.getByText(/this device's time zone, Europe\/Madrid/)).toBeVisible();
  await expect(journalSwitch(page)).not.toBeChecked();
  await expect(devices(page).getByText('No device gets notifications yet.')).toBeVisible();

  await journalSwitch(page).check();
  await saved(page);
  await expect(page.getByText('Times are in Europe/Madrid')).toBeVisible();
  const device = devices(page).getByRole('listitem');
  await expect(device).toHaveCount(1);
  await expect(device).toContainText('Chrome on Linux');
  await expect(device).toContainText('This device');

  // The subscription reached the server, with the settings.
  const endpoint = await storedSubscriptionEndpoint(page);
  expect(endpoint).toMatch(/^https:\/\//);
  const stored = await remindersOf(context.request);
  expect(stored.devices).toEqual([expect.objectContaining({ endpoint, label: 'Chrome on Linux' })]);
  expect(stored.settings).toMatchObject({
    timeZone: 'Europe/Madrid',
    journal: { enabled: true, time: '20:00', weekdays: [0, 1, 2, 3, 4, 5, 6] },
  });

  // A time is saved once its field is left; a day at once.
  await page.getByLabel('Time for the daily journal reminder').fill('19:30');
  await page.getByLabel('Time for the daily journal reminder').press('Tab');
  await saved(page);
  const days = page.getByRole('group', { name: 'Days' });
  await days.getByRole('button', { name: 'Sunday' }).click();
  await expect(days.getByRole('button', { name: 'Sunday' })).toHaveAttribute('aria-pressed', 'false');
  await expect
    .poll(async () => (await remindersOf(context.request)).settings.journal)
    .toEqual({
      enabled: true,
      time: '19:30',
      weekdays: [1, 2, 3, 4, 5, 6],
    });

  await page.reload();
  await expect(journalSwitch(page)).toBeChecked();
  await expect(page.getByLabel('Time for the daily journal reminder')).toHaveValue('19:30');
  await expect(days.getByRole('button', { name: 'Sunday' })).toHaveAttribute('aria-pressed', 'false');
  await expect(days.getByRole('button', { name: 'Monday' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('Times are in Europe/Madrid')).toBeVisible();
  await expect(device).toContainText('This device');

  // Removing this device asks first, then forgets it on the server and ends its subscription here.
  await devices(page).getByRole('button', { name: 'Remove Chrome on Linux (this device)' }).click();
  const dialog = page.getByRole('dialog', { name: 'Remove this device?' });
  await dialog.getByRole('button', { name: 'Remove Device' }).click();
  await expect(devices(page).getByText('No device gets notifications yet.')).toBeVisible();
  expect((await remindersOf(context.request)).devices).toEqual([]);
  await expect.poll(() => storedSubscriptionEndpoint(page)).toBeNull();

  // The reminder is still on: this device can get it again without turning it off and on.
  await devices(page).getByRole('button', { name: 'Get reminders on this device' }).click();
  await expect(device).toContainText('This device');
  expect((await remindersOf(context.request)).devices).toHaveLength(1);
});

test('the screen works from the keyboard alone', async ({ page, context, athlete: _athlete }) => {
  await openRemindersWithNotificationsAllowed(page, context);
  await journalSwitch(page).focus();
  await page.keyboard.press('Space');
  await expect(journalSwitch(page)).toBeChecked();
  await saved(page);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Time for the daily journal reminder')).toBeFocused();
  const monday = page.getByRole('group', { name: 'Days' }).getByRole('button', { name: 'Monday' });
  await monday.focus();
  await page.keyboard.press('Space');
  await expect(monday).toHaveAttribute('aria-pressed', 'false');
  await page.keyboard.press('Enter');
  await expect(monday).toHaveAttribute('aria-pressed', 'true');
  // Focus shows: the app's focus ring, not the browser's nothing.
  expect(await monday.evaluate((button) => getComputedStyle(button).outlineStyle)).not.toBe('none');
});

const WEEK = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

test('the seven days sit in one row on a 390 px phone, each big enough to tap', async ({
  page,
  context,
  athlete: _athlete,
}) => {
  await openRemindersWithNotificationsAllowed(page, context);
  await journalSwitch(page).check();
  const days = page.getByRole('group', { name: 'Days' });
  const boxes = await Promise.all(WEEK.map((day) => days.getByRole('button', { name: day }).boundingBox()));
  expect(new Set(boxes.map((box) => box!.y)).size).toBe(1);
  expect(boxes.every((box) => box!.width >= 40 && box!.height >= 44)).toBe(true);
});

test('a choice that cannot be saved says why, next to the form', async ({ page, context, athlete: _athlete }) => {
  await openRemindersWithNotificationsAllowed(page, context);
  await journalSwitch(page).check();
  await saved(page);
  const days = page.getByRole('group', { name: 'Days' });
  for (const day of WEEK) await days.getByRole('button', { name: day }).click();
  await expect(page.getByRole('alert')).toHaveText('Choose at least one day for the daily journal reminder.');
  expect((await remindersOf(context.request)).settings.journal.weekdays).toEqual([0]);
  await days.getByRole('button', { name: 'Monday' }).click();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect.poll(async () => (await remindersOf(context.request)).settings.journal.weekdays).toEqual([1]);

  // The server's own words when it refuses a save.
  const refusal = 'timeZone: This is not a time zone this server knows (use an IANA name, e.g. Europe/Madrid)';
  await page.route('**/api/reminders/settings', (route) =>
    route.fulfill({ status: 400, json: { error: { code: 'VALIDATION_FAILED', message: refusal } } }),
  );
  await page.getByRole('switch', { name: 'Morning check-in' }).check();
  await expect(page.getByRole('alert').filter({ hasText: refusal })).toBeVisible();
});

test('the time zone can be changed', async ({ page, context, athlete: _athlete }) => {
  await openRemindersWithNotificationsAllowed(page, context);
  await page.getByRole('switch', { name: 'Morning check-in' }).check();
  await saved(page);
  await page.getByRole('button', { name: 'Change time zone' }).click();
  await page.getByLabel('Time zone').selectOption('America/Chicago');
  await expect(page.getByText('Times are in America/Chicago')).toBeVisible();
  await expect.poll(async () => (await remindersOf(context.request)).settings.timeZone).toBe('America/Chicago');
});

test('a reminder pushed to the service worker shows as a notification, and tapping it opens its screen', async ({
  page,
  context,
  athlete: _athlete,
}) => {
  await context.grantPermissions(['notifications']);
  await page.goto('/journal');
  await waitUntilOfflineReady(page);
  const day = todayDay();
  // The message the server's scheduler sends for a morning check-in.
  const checkIn = reminderMessage('checkIn', day);
  expect(await pushAndWaitForNotifications(page, JSON.stringify(checkIn))).toEqual([
    {
      title: checkIn.title,
      body: checkIn.body,
      tag: checkIn.tag,
      icon: new URL('/icons/icon-192.png', page.url()).href,
      data: { url: checkIn.url },
    },
  ]);

  await tapNotification(context, checkIn.tag);
  await expect(page).toHaveURL(checkIn.url);
  await expect(page.getByRole('heading', { name: 'Wellness check-in', level: 1 })).toBeVisible();
  await expect.poll(() => shownNotifications(page)).toEqual([]);
});

test('a push message that cannot be read shows a plain Touchline notification that opens the journal', async ({
  page,
  context,
  athlete: _athlete,
}) => {
  await context.grantPermissions(['notifications']);
  await page.goto('/calendar');
  await waitUntilOfflineReady(page);
  const shown = await pushAndWaitForNotifications(page, '{"title": 42');
  expect(shown.map(({ title, data }) => ({ title, data }))).toEqual([
    { title: 'Touchline', data: { url: '/journal' } },
  ]);
  const [generic] = shown;
  await tapNotification(context, generic!.tag);
  await expect(page).toHaveURL('/journal');
});

test('with notifications blocked, turning a reminder on says why this device gets none and how to fix it', async ({
  page,
  context,
  athlete: _athlete,
}) => {
  // Not granted: headless Chromium answers the permission request with "denied", as a refused prompt does.
  await standInPushService(context);
  await openReminders(page);
  await expect(page.getByText('Notifications are blocked for this site')).toHaveCount(0);
  await journalSwitch(page).check();
  await expect(
    page.getByText("Notifications are blocked for this site: allow them in the browser's site settings"),
  ).toBeVisible();
  await saved(page);
  expect((await remindersOf(context.request)).devices).toEqual([]);
  // This server sends no email: the screen does not offer it.
  await expect(page.getByRole('switch', { name: 'Also by email' })).toHaveCount(0);
});

test('a permission prompt closed without an answer says so, and the next reminder turned on asks again', async ({
  page,
  context,
  athlete: _athlete,
}) => {
  await standInPushService(context);
  // Headless Chromium cannot show a prompt to close: its request answers "default", as a prompt closed unanswered does.
  await context.addInitScript(() => {
    const asked = { count: 0 };
    Object.defineProperty(window, 'permissionRequests', { value: asked });
    Notification.requestPermission = () => {
      asked.count += 1;
      return Promise.resolve('default');
    };
  });
  await openReminders(page);
  const requests = () =>
    page.evaluate(() => (window as unknown as { permissionRequests: { count: number } }).permissionRequests.count);
  expect(await requests()).toBe(0);
  await journalSwitch(page).check();
  await expect(
    page.getByText('Notifications were not allowed. Turn a reminder on again to be asked again.'),
  ).toBeVisible();
  await saved(page);
  expect((await remindersOf(context.request)).devices).toEqual([]);
  await page.getByRole('switch', { name: 'Morning check-in' }).check();
  await expect.poll(requests).toBe(2);
  expect((await remindersOf(context.request)).devices).toEqual([]);
});

test.describe('on an iPhone, in Safari rather than from the Home Screen', () => {
  test.use({
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  });

  test('the screen says how to install Touchline to get notifications, and subscribes nothing', async ({
    page,
    context,
    athlete: _athlete,
  }) => {
    await openRemindersWithNotificationsAllowed(page, context);
    await expect(
      page.getByText('Add Touchline to your Home Screen: tap Share, then Add to Home Screen, then open it from there.'),
    ).toBeVisible();
    await journalSwitch(page).check();
    await saved(page);
    expect(await storedSubscriptionEndpoint(page)).toBeNull();
    expect((await remindersOf(context.request)).devices).toEqual([]);
  });
});

test('offline, the screen shows the reminders as last loaded and changes wait for a connection', async ({
  page,
  context,
  athlete: _athlete,
}) => {
  await openRemindersWithNotificationsAllowed(page, context);
  await page.getByRole('switch', { name: 'Finish your game' }).check();
  await saved(page);

  await goOffline(context);
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Finish your game' })).toBeChecked();
  await expect(page.getByText('changing them needs a connection')).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Finish your game' })).toBeDisabled();
  await expect(page.getByLabel('Time for the morning check-in')).toBeDisabled();
  await goOnline(context);
  await expect(page.getByRole('switch', { name: 'Finish your game' })).toBeEnabled();
});

test.describe('the unsubscribe link of a reminder email', () => {
  // A server that can send email, with a known secret: the test signs a link the way the server's emails do.
  const AUTH_SECRET = 'e2e-reminders-unsubscribe-secret-0123456789';

  test('stops email reminders when its button is pressed (opening it changes nothing); a tampered link says so', async ({
    browser,
  }) => {
    const mail = await startMailSink();
    const server = await startSecondServer({ AUTH_SECRET, SMTP_URL: mail.url });
    const api = await apiRequest.newContext({ baseURL: server.url, extraHTTPHeaders: { Origin: server.url } });
    const visitor = await browser.newContext();
    try {
      const athlete = newAthlete();
      const signUp = await api.post('/api/auth/sign-up/email', { data: { ...athlete, name: 'Athlete' } });
      const { user } = (await signUp.json()) as { user: { id: string } };
      // With email, an address is confirmed from the sign-up email before signing in.
      const confirm = (await mail.next(athlete.email)).text.split(/\s+/).find((word) => word.includes('/verify-email'));
      expect((await api.get(confirm!)).ok()).toBe(true);
      expect((await api.post('/api/auth/sign-in/email', { data: athlete })).ok()).toBe(true);
      const settings = (await remindersOf(api)).settings;
      const emailOn = await api.put('/api/reminders/settings', { data: { ...settings, email: true } });
      expect(emailOn.ok()).toBe(true);
      const token = signUnsubscribeToken(unsubscribeKey(AUTH_SECRET), user.id);

      const page = await visitor.newPage();
      await page.goto(`${server.url}/unsubscribe?token=${token}`);
      await expect(page.getByText('Stop email reminders for this account?')).toBeVisible();
      expect((await remindersOf(api)).settings.email).toBe(true);
      await page.getByRole('button', { name: 'Stop Email Reminders' }).click();
      await expect(
        page.getByText('Email reminders are off. You can turn them on again in Profile -> Reminders.'),
      ).toBeVisible();
      expect((await remindersOf(api)).settings.email).toBe(false);

      const tampered = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
      await page.goto(`${server.url}/unsubscribe?token=${tampered}`);
      await page.getByRole('button', { name: 'Stop Email Reminders' }).click();
      await expect(page.getByRole('alert')).toHaveText('This unsubscribe link is not valid');

      // Signed in on a server that sends email, the screen offers it (and shows it off now).
      const signedIn = await browser.newContext({ storageState: await api.storageState() });
      const reminders = await signedIn.newPage();
      await reminders.goto(`${server.url}/profile/reminders`);
      const byEmail = reminders.getByRole('switch', { name: 'Also by email' });
      await expect(byEmail).not.toBeChecked();
      await byEmail.check();
      await expect(reminders.getByRole('status').filter({ hasText: 'Reminders saved.' })).toBeVisible();
      expect((await remindersOf(api)).settings.email).toBe(true);
      await signedIn.close();
    } finally {
      await visitor.close();
      await api.dispose();
      await server.stop();
      await mail.close();
    }
  });
});
