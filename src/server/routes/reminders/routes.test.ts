import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_REMINDER_SETTINGS } from '../../../domain/reminders/settings.js';
import { signUnsubscribeToken, unsubscribeKey } from '../../reminders/unsubscribe-token.js';
import { tableRowsOf } from '../../test-support/db-state.js';
import { PRIVATE_ENDPOINTS, resolverOf, TWO_READINGS } from '../../test-support/push-endpoints.js';
import { pushDevice } from '../../test-support/reminders.js';
import { signedInBrowser, uniqueEmail, type TestBrowser, serverForSuite } from '../../test-support/test-server.js';

const PASSWORD = 'reminder-pass-123';

const ON = {
  ...DEFAULT_REMINDER_SETTINGS,
  timeZone: 'Europe/Madrid',
  journal: { enabled: true, time: '20:00', weekdays: [5, 1, 3] },
  checkIn: { enabled: true, time: '08:00' },
};

const device = (endpoint?: string) => pushDevice('Chrome on Android', endpoint);

describe('reminder settings and devices', () => {
  const app = serverForSuite();

  async function athlete(): Promise<{ browser: TestBrowser; userId: string }> {
    const browser = app.browser();
    const email = uniqueEmail('reminders');
    expect((await browser.signUp(email, PASSWORD)).status).toBe(200);
    expect((await browser.signIn(email, PASSWORD)).status).toBe(200);
    return { browser, userId: (await browser.session())!.user.id };
  }

  it('answers the defaults, no devices, the push key and no email for an athlete who never saved', async () => {
    const { browser } = await athlete();
    const response = await browser.request('/api/reminders');
    expect(response.status).toBe(200);
    const body = (await response.json()) as { pushPublicKey: string };
    expect(body).toEqual({
      settings: DEFAULT_REMINDER_SETTINGS,
      devices: [],
      pushPublicKey: expect.stringMatching(/^[A-Za-z0-9_-]{87}$/),
      emailAvailable: false,
      teamRequests: [],
      athleteOfATeam: false,
    });
    expect(Buffer.from(body.pushPublicKey, 'base64url')[0]).toBe(4);
  });

  it('saves settings (weekdays in order) and schedules each reminder turned on at its next time', async () => {
    const { browser, userId } = await athlete();
    const saved = await browser.request('/api/reminders/settings', { method: 'PUT', json: ON });
    expect(saved.status).toBe(200);
    const expected = { ...ON, journal: { ...ON.journal, weekdays: [1, 3, 5] } };
    expect(await saved.json()).toEqual({ settings: expected });
    expect(((await (await browser.request('/api/reminders')).json()) as { settings: unknown }).settings).toEqual(
      expected,
    );
    const schedule = await app.server.database.db
      .selectFrom('reminder_schedule')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('kind')
      .execute();
    expect(schedule.map((row) => row.kind)).toEqual(['checkIn', 'journal']);
    for (const row of schedule) expect(Date.parse(row.next_due_at)).toBeGreaterThan(Date.now());

    // Turned off again: nothing left to schedule.
    const off = await browser.request('/api/reminders/settings', { method: 'PUT', json: DEFAULT_REMINDER_SETTINGS });
    expect(off.status).toBe(200);
    expect(await tableRowsOf(app.server.database.db, 'reminder_schedule', userId)).toEqual([]);
  });

  it.each([
    [{ ...ON, timeZone: null }, 'timeZone: Choose a time zone before turning a reminder on'],
    [{ ...ON, timeZone: 'Mars/Olympus' }, 'timeZone: This is not a time zone this server knows'],
    [{ ...ON, checkIn: { enabled: true, time: '8:00' } }, 'checkIn.time: Give the time as HH:mm'],
    [{ ...ON, journal: { ...ON.journal, weekdays: [1, 1] } }, 'journal.weekdays: Weekdays are distinct'],
    [{ ...ON, journal: { ...ON.journal, weekdays: [7] } }, 'journal.weekdays.0: Weekdays are distinct'],
    [{ ...ON, journal: { ...ON.journal, weekdays: [] } }, 'journal.weekdays: Choose at least one weekday'],
    [{ ...ON, email: true }, 'email: Email reminders need the server to have SMTP_URL set'],
  ])('refuses %j with a clear message and stores nothing', async (settings, message) => {
    const { browser, userId } = await athlete();
    const response = await browser.request('/api/reminders/settings', { method: 'PUT', json: settings });
    expect(response.status).toBe(422);
    const body = (await response.json()) as { error: { message: string } };
    expect(body.error.message.startsWith(message), body.error.message).toBe(true);
    expect(await tableRowsOf(app.server.database.db, 'reminder_settings', userId)).toEqual([]);
  });

  const TAKEN =
    'This browser already gets reminders for another Touchline account. To get them here, sign in to that account and remove this device under Profile -> Reminders first.';

  async function storedDevices(userId: string) {
    return app.server.database.db
      .selectFrom('push_subscriptions')
      .select(['id', 'endpoint', 'p256dh', 'auth', 'label'])
      .where('user_id', '=', userId)
      .orderBy('created_at')
      .execute();
  }

  it('adds devices (newest first) and deletes only its own', async () => {
    const { browser } = await athlete();
    const first = device();
    expect((await browser.request('/api/reminders/devices', { json: first })).status).toBe(201);
    const second = device();
    const added = await browser.request('/api/reminders/devices', { json: second });
    expect(added.status).toBe(201);
    const { device: secondDevice } = (await added.json()) as { device: { id: string } };
    const list = (await (await browser.request('/api/reminders')).json()) as { devices: { endpoint: string }[] };
    expect(list.devices.map((one) => one.endpoint)).toEqual([second.endpoint, first.endpoint]);

    const other = await athlete();
    expect(
      (await other.browser.request(`/api/reminders/devices/${secondDevice.id}`, { method: 'DELETE' })).status,
    ).toBe(404);
    expect((await browser.request(`/api/reminders/devices/${secondDevice.id}`, { method: 'DELETE' })).status).toBe(204);
  });

  it("refuses another athlete's endpoint (409): the device stays theirs, unchanged", async () => {
    const owner = await athlete();
    const theirs = device();
    expect((await owner.browser.request('/api/reminders/devices', { json: theirs })).status).toBe(201);
    const before = await storedDevices(owner.userId);

    // Anyone who learns the endpoint (it is in no answer to anyone else, but a URL can leak) tries to take it over.
    const intruder = await athlete();
    const taken = await intruder.browser.request('/api/reminders/devices', {
      json: { ...device(theirs.endpoint), label: 'Mine now' },
    });
    expect(taken.status).toBe(409);
    expect(await taken.json()).toEqual({ error: { code: 'DEVICE_TAKEN', message: TAKEN } });
    expect(await storedDevices(owner.userId)).toEqual(before);
    expect(await storedDevices(intruder.userId)).toEqual([]);
    const list = (await (await owner.browser.request('/api/reminders')).json()) as { devices: { endpoint: string }[] };
    expect(list.devices.map((one) => one.endpoint)).toEqual([theirs.endpoint]);
  });

  it('takes the same browser subscribing again for the same athlete: its own row gets the new keys and name', async () => {
    const { browser, userId } = await athlete();
    const first = device();
    const added = await browser.request('/api/reminders/devices', { json: first });
    expect(added.status).toBe(201);
    const { device: made } = (await added.json()) as { device: { id: string } };
    const again = { ...device(first.endpoint), label: 'Firefox on Linux' };
    const replaced = await browser.request('/api/reminders/devices', { json: again });
    expect(replaced.status).toBe(200);
    expect(((await replaced.json()) as { device: { id: string } }).device.id).toBe(made.id);
    expect(await storedDevices(userId)).toEqual([
      { id: made.id, endpoint: first.endpoint, ...again.keys, label: 'Firefox on Linux' },
    ]);
  });

  it('gives a new endpoint to one athlete when two register it at once; the other gets 409', async () => {
    const [one, two] = await Promise.all([athlete(), athlete()]);
    for (let round = 0; round < 5; round += 1) {
      const endpoint = device().endpoint;
      const answers = await Promise.all(
        [one, two].map((who) => who.browser.request('/api/reminders/devices', { json: device(endpoint) })),
      );
      expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
      const rows = await app.server.database.db
        .selectFrom('push_subscriptions')
        .select('user_id')
        .where('endpoint', '=', endpoint)
        .execute();
      expect(rows).toEqual([{ user_id: answers[0]!.status === 201 ? one!.userId : two!.userId }]);
    }
  });

  const TOO_MANY = 'You can get reminders on at most 10 devices. Remove one of your devices to add this one.';

  it('keeps at most 10 devices an athlete: the 11th gets 422 and is not stored; the 10 can still subscribe again', async () => {
    const { browser, userId } = await athlete();
    const ten = Array.from({ length: 10 }, () => device());
    for (const one of ten) expect((await browser.request('/api/reminders/devices', { json: one })).status).toBe(201);
    const eleventh = await browser.request('/api/reminders/devices', { json: device() });
    expect(eleventh.status).toBe(422);
    expect(await eleventh.json()).toEqual({ error: { code: 'TOO_MANY_DEVICES', message: TOO_MANY } });
    expect((await storedDevices(userId)).map((row) => row.endpoint).sort()).toEqual(
      ten.map((one) => one.endpoint).sort(),
    );

    // A browser of the ten subscribing again is not an eleventh device.
    expect((await browser.request('/api/reminders/devices', { json: device(ten[0]!.endpoint) })).status).toBe(200);
    // One removed, another fits.
    const [oldest] = await storedDevices(userId);
    expect((await browser.request(`/api/reminders/devices/${oldest!.id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await browser.request('/api/reminders/devices', { json: device() })).status).toBe(201);
    expect(await storedDevices(userId)).toHaveLength(10);
  });

  it('holds the cap when 14 devices are registered at once', async () => {
    const { browser, userId } = await athlete();
    const answers = await Promise.all(
      Array.from({ length: 14 }, () => browser.request('/api/reminders/devices', { json: device() })),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(10);
    expect(statuses.filter((status) => status === 422)).toHaveLength(4);
    expect(await storedDevices(userId)).toHaveLength(10);
  });

  it.each([
    [{ ...device(), endpoint: 'http://push.example.com/x' }, 'endpoint: The push endpoint must be an https URL'],
    [{ ...device(), endpoint: `https://push.example.com/${'x'.repeat(2048)}` }, 'endpoint: The push endpoint'],
    [{ ...device(), keys: { ...device().keys, p256dh: Buffer.alloc(65, 4).toString('base64url') } }, 'keys.p256dh'],
    [{ ...device(), keys: { ...device().keys, auth: 'abc' } }, 'keys.auth'],
    [{ ...device(), label: ' ' }, 'label: Name the device'],
  ])('refuses a device %#', async (body, message) => {
    const { browser } = await athlete();
    const response = await browser.request('/api/reminders/devices', { json: body });
    expect(response.status).toBe(422);
    expect(((await response.json()) as { error: { message: string } }).error.message).toContain(message);
    const list = (await (await browser.request('/api/reminders')).json()) as { devices: unknown[] };
    expect(list.devices).toEqual([]);
  });

  it.each([
    ...TWO_READINGS,
    ...PRIVATE_ENDPOINTS,
    'https://[::127.0.0.1]/p',
    'https://127.1/p',
    'https://2130706433/p',
  ])('refuses the endpoint %s at registration, storing nothing', async (endpoint) => {
    const { browser, userId } = await athlete();
    const response = await browser.request('/api/reminders/devices', { json: device(endpoint) });
    expect(response.status).toBe(422);
    const { error } = (await response.json()) as { error: { message: string; fields: string[] } };
    expect(error.message).toMatch(/^endpoint: The push endpoint /);
    expect(error.fields).toEqual(['endpoint']);
    expect(await tableRowsOf(app.server.database.db, 'push_subscriptions', userId)).toEqual([]);
  });

  it('needs a session for everything but the unsubscribe link', async () => {
    const signedOut = app.browser();
    expect((await signedOut.request('/api/reminders')).status).toBe(401);
    expect((await signedOut.request('/api/reminders/devices', { json: device() })).status).toBe(401);
    const bad = await signedOut.request('/api/reminders/unsubscribe?token=nonsense', { method: 'POST' });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({
      error: { code: 'INVALID_TOKEN', message: 'This unsubscribe link is not valid' },
    });
  });

  describe('the unsubscribe link', () => {
    const DAY = 24 * 60 * 60_000;
    const USED =
      'This unsubscribe link was already used. Reminder emails can be turned on or off in Profile -> Reminders.';
    const EXPIRED =
      'This unsubscribe link has expired (links work for 90 days). Use the one in a newer reminder email, or turn reminder emails off in Profile -> Reminders.';
    const key = () => unsubscribeKey(readFileSync(join(app.dataDir, 'auth-secret'), 'utf8').trim());
    const link = (userId: string, sentDaysAgo: number) =>
      signUnsubscribeToken(key(), userId, new Date(Date.now() - sentDaysAgo * DAY));

    /** The athlete's reminder emails on or off, as their settings screen would save them (this server has no SMTP). */
    async function setEmail(userId: string, email: boolean) {
      const settings = JSON.stringify({ ...DEFAULT_REMINDER_SETTINGS, email });
      await app.server.database.db
        .insertInto('reminder_settings')
        .values({ user_id: userId, settings, updated_at: new Date().toISOString() })
        .onConflict((conflict) => conflict.column('user_id').doUpdateSet({ settings }))
        .execute();
    }
    async function emailIsOn(userId: string): Promise<boolean> {
      const row = await app.server.database.db
        .selectFrom('reminder_settings')
        .select('settings')
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow();
      return (JSON.parse(row.settings) as { email: boolean }).email;
    }
    const unsubscribe = (token: string) =>
      app
        .browser()
        .request(`/api/reminders/unsubscribe?token=${encodeURIComponent(token)}`, { method: 'POST', json: {} });
    const refusedWith = async (response: Response, message: string) => {
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: { code: 'INVALID_TOKEN', message } });
    };

    it('works once: used again, after the athlete turned emails back on, it is refused and changes nothing', async () => {
      const { userId } = await athlete();
      const older = link(userId, 3);
      const used = link(userId, 2);
      const newer = link(userId, 1);
      await setEmail(userId, true);
      expect((await unsubscribe(used)).status).toBe(200);
      expect(await emailIsOn(userId)).toBe(false);

      await setEmail(userId, true);
      await refusedWith(await unsubscribe(used), USED);
      // A link sent before the one used has no more use either; one sent after it (a later email) works.
      await refusedWith(await unsubscribe(older), USED);
      expect(await emailIsOn(userId)).toBe(true);
      expect((await unsubscribe(newer)).status).toBe(200);
      expect(await emailIsOn(userId)).toBe(false);
    });

    it('is used once when sent twice at once (a mail provider and a click): one 200, one refusal', async () => {
      const { userId } = await athlete();
      await setEmail(userId, true);
      const token = link(userId, 0);
      const answers = await Promise.all([unsubscribe(token), unsubscribe(token)]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
      expect(await emailIsOn(userId)).toBe(false);
    });

    it('ends 90 days after it was sent', async () => {
      const { userId } = await athlete();
      await setEmail(userId, true);
      await refusedWith(await unsubscribe(link(userId, 90.001)), EXPIRED);
      expect(await emailIsOn(userId)).toBe(true);
      expect((await unsubscribe(link(userId, 89.99))).status).toBe(200);
      expect(await emailIsOn(userId)).toBe(false);
    });

    it('sent before links carried their time (no end, no record of use) no longer works', async () => {
      const { userId } = await athlete();
      await setEmail(userId, true);
      // The old form: the athlete and the purpose, signed; nothing said when it was sent.
      const payload = Buffer.from(JSON.stringify({ u: userId, p: 'reminder-email-off' })).toString('base64url');
      const old = `${payload}.${createHmac('sha256', key()).update(payload).digest('base64url')}`;
      await refusedWith(await unsubscribe(old), EXPIRED);
      expect(await emailIsOn(userId)).toBe(true);
    });
  });
});

describe("a device whose endpoint is a name, resolved by the server's resolver", () => {
  const resolve = resolverOf({
    'push.example.test': ['142.250.180.10', '2a00:1450:4001:82b::200e'],
    'rebind.example.test': ['142.250.180.10', '10.0.0.5'],
    'nat64.example.test': ['64:ff9b::a9fe:a9fe'],
  });
  const app = serverForSuite({ reminders: { resolve } });

  it.each([
    ['https://rebind.example.test/p', 422],
    ['https://nat64.example.test/p', 422],
    ['https://push.example.test/p', 201],
    // Not resolvable now (no DNS here): taken, each push resolves and checks it again.
    ['https://unknown.example.test/p', 201],
  ])('%s: %i, the name asked once', async (endpoint, status) => {
    const browser = await signedInBrowser(app);
    const response = await browser.request('/api/reminders/devices', { json: device(endpoint) });
    expect(response.status).toBe(status);
    if (status === 422) {
      const { error } = (await response.json()) as { error: { message: string } };
      expect(error.message).toBe(
        `endpoint: The push endpoint ${new URL(endpoint).hostname} is not on the public internet`,
      );
    }
    expect(resolve.asked.filter((name) => name === new URL(endpoint).hostname)).toHaveLength(1);
  });
});
