import { randomUUID } from 'node:crypto';
import webPush from 'web-push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dueInstant } from '../../domain/reminders/schedule.js';
import { DEFAULT_REMINDER_SETTINGS } from '../../domain/reminders/settings.js';
import { serverOnFreshDatabaseForSuite } from '../test-support/fresh-database.js';
import { resolverOf } from '../test-support/push-endpoints.js';
import { startPushService, type PushService } from '../test-support/push-service.js';
import { signedInBrowser, uniqueEmail, type TestBrowser } from '../test-support/test-server.js';

const PASSWORD = 'scheduler-pass-123';
const VAPID = { ...webPush.generateVAPIDKeys(), subject: 'mailto:reminders@example.com' };
const ZONE = 'Europe/Madrid';
const MINUTE = 60_000;

interface Athlete {
  browser: TestBrowser;
  userId: string;
  endpoint: string;
}

describe('the reminder scheduler, with a local push service', () => {
  let push: PushService;
  beforeAll(async () => {
    push = await startPushService({ vapidPublicKey: VAPID.publicKey });
  });
  afterAll(() => push?.close());
  // A database of this file's own: each run reads every reminder due in it, and each test starts from none.
  const app = serverOnFreshDatabaseForSuite(() => ({
    vapid: VAPID,
    reminders: { pushAgent: push.agent, retry: { attempts: 3, baseDelayMs: 10, maxDelayMs: 200 } },
  }));

  const db = () => app.server.database.db;

  /** A signed-in athlete with one device and the given reminders on, in Madrid. */
  async function athlete(settings: Partial<typeof DEFAULT_REMINDER_SETTINGS> = {}): Promise<Athlete> {
    await db().deleteFrom('reminder_schedule').execute(); // earlier tests' athletes are done
    const browser = app.browser();
    const email = uniqueEmail('scheduled');
    expect((await browser.signUp(email, PASSWORD)).status).toBe(200);
    expect((await browser.signIn(email, PASSWORD)).status).toBe(200);
    const userId = (await browser.session())!.user.id;
    const subscription = push.subscription();
    const added = await browser.request('/api/reminders/devices', { json: { ...subscription, label: 'Test browser' } });
    expect(added.status).toBe(201);
    const saved = await browser.request('/api/reminders/settings', {
      method: 'PUT',
      json: { ...DEFAULT_REMINDER_SETTINGS, timeZone: ZONE, ...settings },
    });
    expect(saved.status).toBe(200);
    return { browser, userId, endpoint: subscription.endpoint };
  }

  /** Another athlete, keeping the schedule of those made since the last athlete(). */
  async function athleteAlongside(settings: Partial<typeof DEFAULT_REMINDER_SETTINGS>): Promise<Athlete> {
    const rows = await db().selectFrom('reminder_schedule').selectAll().execute();
    const made = await athlete(settings);
    if (rows.length > 0) await db().insertInto('reminder_schedule').values(rows).execute();
    return made;
  }

  /** Points an athlete's reminder at `day` (its time that day), as if it had been scheduled long ago. */
  async function scheduleFor(userId: string, kind: string, day: string, time: string, zone = ZONE): Promise<Date> {
    const at = dueInstant(day, time, zone);
    await db()
      .updateTable('reminder_schedule')
      .set({ day, next_due_at: at.toISOString() })
      .where('user_id', '=', userId)
      .where('kind', '=', kind)
      .execute();
    return at;
  }

  const scheduleOf = (userId: string, kind: string) =>
    db()
      .selectFrom('reminder_schedule')
      .select(['day', 'next_due_at'])
      .where('user_id', '=', userId)
      .where('kind', '=', kind)
      .executeTakeFirst();

  const journalOn = { journal: { enabled: true, time: '20:00', weekdays: [0, 1, 2, 3, 4, 5, 6] } };

  /** The server's count of reminder pushes with `result`, as GET /metrics reports it. */
  const reminderPushes = async (result: 'sent' | 'failed') =>
    (await app.server.metrics.notifications.get()).values.find(
      ({ labels }) => labels.kind === 'reminder' && labels.channel === 'push' && labels.result === result,
    )?.value ?? 0;

  it('sends nothing before the time, then one push the service verifies and decrypts, and moves to the next day', async () => {
    const { userId, endpoint } = await athlete(journalOn);
    const at = await scheduleFor(userId, 'journal', '2026-06-10', '20:00');
    expect(at.toISOString()).toBe('2026-06-10T18:00:00.000Z');
    const pushedBefore = await reminderPushes('sent');

    expect((await app.server.reminders.runOnce(new Date(at.getTime() - MINUTE))).due).toBe(0);
    expect(push.deliveredTo(endpoint)).toHaveLength(0);

    const summary = await app.server.reminders.runOnce(new Date(at.getTime() + 30_000));
    expect(summary).toMatchObject({ sent: 1 });
    const [message] = push.deliveredTo(endpoint);
    expect(message!.payload).toEqual({
      title: 'Time for your journal',
      body: 'How did today go? A few minutes now keeps the picture honest.',
      url: '/journal',
      tag: 'journal-2026-06-10',
    });
    expect(message!.claims).toMatchObject({ aud: push.origin, sub: VAPID.subject });
    expect(message!.ttl).toBe(4 * 3600);
    expect(await scheduleOf(userId, 'journal')).toEqual({ day: '2026-06-11', next_due_at: '2026-06-11T18:00:00.000Z' });

    // Run again at the same moment (or the clock stepped back): nothing is due, nothing sent twice.
    await app.server.reminders.runOnce(new Date(at.getTime() + 30_000));
    await scheduleFor(userId, 'journal', '2026-06-10', '20:00');
    expect(await app.server.reminders.runOnce(new Date(at.getTime() + 60_000))).toMatchObject({ alreadyClaimed: 1 });
    expect(push.deliveredTo(endpoint)).toHaveLength(1);
    const sends = await db().selectFrom('reminder_sends').selectAll().where('user_id', '=', userId).execute();
    expect(sends).toEqual([expect.objectContaining({ kind: 'journal', day: '2026-06-10', outcome: 'push 1/1' })]);
    expect(await reminderPushes('sent')).toBe(pushedBefore + 1);
  });

  it('does not send the journal reminder on a day already journaled, nor the check-in once it is made', async () => {
    const { browser, userId, endpoint } = await athlete({ ...journalOn, checkIn: { enabled: true, time: '08:00' } });
    const day = '2026-06-12';
    const training = { id: randomUUID(), type: 'Training', day, content: { answers: {}, rating: 6 } };
    expect((await browser.request('/api/entries', { json: training })).status).toBe(201);
    const wellness = {
      id: randomUUID(),
      type: 'Wellness',
      day,
      content: { fatigue: 4, sleep: 3, soreness: 5, stress: 2, mood: 4, sleepHours: 7.5 },
    };
    expect((await browser.request('/api/entries', { json: wellness })).status).toBe(201);
    const journalAt = await scheduleFor(userId, 'journal', day, '20:00');
    const checkInAt = await scheduleFor(userId, 'checkIn', day, '08:00');

    expect(await app.server.reminders.runOnce(new Date(checkInAt.getTime() + 1000))).toMatchObject({ notWanted: 1 });
    expect(await app.server.reminders.runOnce(new Date(journalAt.getTime() + 1000))).toMatchObject({ notWanted: 1 });
    expect(push.deliveredTo(endpoint)).toHaveLength(0);
    expect((await scheduleOf(userId, 'journal'))?.day).toBe('2026-06-13');
    expect((await scheduleOf(userId, 'checkIn'))?.day).toBe('2026-06-13');
  });

  it("sends the check-in reminder for a day without one, opening that day's check-in", async () => {
    const { userId, endpoint } = await athlete({ checkIn: { enabled: true, time: '08:00' } });
    const at = await scheduleFor(userId, 'checkIn', '2026-06-14', '08:00');
    await app.server.reminders.runOnce(new Date(at.getTime() + 1000));
    expect(push.deliveredTo(endpoint).map((message) => message.payload)).toEqual([
      expect.objectContaining({
        title: 'Morning check-in',
        url: '/wellness-check-in/2026-06-14',
        tag: 'check-in-2026-06-14',
      }),
    ]);
  });

  it('reminds to finish a game with a pregame and no postgame, and not once it is finished', async () => {
    const { browser, userId, endpoint } = await athlete({ finishGame: { enabled: true, time: '21:00' } });
    const finished = {
      id: randomUUID(),
      type: 'Game',
      day: '2026-06-15',
      content: { opposingTeam: 'Rovers', pregame: {}, postgame: { rating: 6, planAdherence: 'Partly' } },
    };
    expect((await browser.request('/api/entries', { json: finished })).status).toBe(201);
    let at = await scheduleFor(userId, 'finishGame', '2026-06-15', '21:00');
    expect(await app.server.reminders.runOnce(new Date(at.getTime() + 1000))).toMatchObject({ notWanted: 1 });

    const inProgress = {
      id: randomUUID(),
      type: 'Game',
      day: '2026-06-16',
      content: { opposingTeam: 'City', pregame: {} },
    };
    expect((await browser.request('/api/entries', { json: inProgress })).status).toBe(201);
    at = await scheduleFor(userId, 'finishGame', '2026-06-16', '21:00');
    expect(await app.server.reminders.runOnce(new Date(at.getTime() + 1000))).toMatchObject({ sent: 1 });
    expect(push.deliveredTo(endpoint).map((message) => message.payload)).toEqual([
      {
        title: 'Finish your game',
        body: expect.any(String),
        url: `/game-journal?finish=${inProgress.id}`,
        tag: 'finish-game-2026-06-16',
      },
    ]);
  });

  it('keeps to the chosen weekdays', async () => {
    // Monday, Wednesday and Friday only: after Friday 2026-06-19 comes Monday 2026-06-22.
    const { userId } = await athlete({ journal: { enabled: true, time: '20:00', weekdays: [1, 3, 5] } });
    const at = await scheduleFor(userId, 'journal', '2026-06-19', '20:00');
    await app.server.reminders.runOnce(new Date(at.getTime() + 1000));
    expect(await scheduleOf(userId, 'journal')).toEqual({ day: '2026-06-22', next_due_at: '2026-06-22T18:00:00.000Z' });
  });

  it.each([
    // Spring forward, 2026-03-29: 02:30 does not exist that night; it comes once, at 03:30 CEST.
    [
      'spring forward',
      '2026-03-28',
      '02:30',
      ['2026-03-28T01:30:00.000Z', '2026-03-29T01:30:00.000Z', '2026-03-30T00:30:00.000Z'],
    ],
    // Fall back, 2026-10-25: 02:30 happens twice that night; it comes once, the first time (CEST).
    [
      'fall back',
      '2026-10-24',
      '02:30',
      ['2026-10-24T00:30:00.000Z', '2026-10-25T00:30:00.000Z', '2026-10-26T01:30:00.000Z'],
    ],
  ])(
    '%s in Madrid: one reminder a night, none twice, none skipped, waking every 5 minutes for 3 days',
    async (_night, firstDay, time, expected) => {
      const { userId, endpoint } = await athlete({ journal: { enabled: true, time, weekdays: [0, 1, 2, 3, 4, 5, 6] } });
      const start = await scheduleFor(userId, 'journal', firstDay, time);
      for (
        let now = start.getTime() - 10 * MINUTE;
        now < start.getTime() + 3 * 24 * 60 * MINUTE - 60 * MINUTE;
        now += 5 * MINUTE
      ) {
        await app.server.reminders.runOnce(new Date(now));
      }
      const delivered = push.deliveredTo(endpoint);
      expect(delivered.map((message) => message.payload?.tag)).toEqual(
        expected.map(
          (_, n) =>
            `journal-${new Date(Date.parse(`${firstDay}T12:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10)}`,
        ),
      );
      // Each was claimed on the first wake at or after its instant (wakes are 5 minutes apart).
      const claims = await db()
        .selectFrom('reminder_sends')
        .select(['day', 'claimed_at'])
        .where('user_id', '=', userId)
        .orderBy('day')
        .execute();
      claims.forEach((claim, n) => {
        const late = Date.parse(claim.claimed_at) - Date.parse(expected[n]!);
        expect(late).toBeGreaterThanOrEqual(0);
        expect(late).toBeLessThan(5 * MINUTE);
      });
      const sends = await db().selectFrom('reminder_sends').select('day').where('user_id', '=', userId).execute();
      expect(sends).toHaveLength(3);
    },
  );

  it('skips a reminder found more than 3 hours late (the server was down, the clock jumped) and moves on', async () => {
    const { userId, endpoint } = await athlete(journalOn);
    const at = await scheduleFor(userId, 'journal', '2026-07-01', '20:00');
    // The clock jumps 5 days forward: no burst of old reminders, and the next one is the next still to come.
    const summary = await app.server.reminders.runOnce(new Date(at.getTime() + 5 * 24 * 60 * MINUTE));
    expect(summary).toMatchObject({ stale: 1, sent: 0 });
    expect(push.deliveredTo(endpoint)).toHaveLength(0);
    expect(await scheduleOf(userId, 'journal')).toEqual({ day: '2026-07-06', next_due_at: '2026-07-06T18:00:00.000Z' });
    // Within 3 hours it is still sent.
    const next = await scheduleFor(userId, 'journal', '2026-07-02', '20:00');
    expect(await app.server.reminders.runOnce(new Date(next.getTime() + 2 * 60 * MINUTE))).toMatchObject({ sent: 1 });
  });

  it('forgets claims more than a week old, once a day', async () => {
    const { userId } = await athlete();
    const claim = (day: string) => ({ user_id: userId, kind: 'journal', day, claimed_at: `${day}T18:00:00.000Z` });
    // Days of a month no other test uses: 2027-01-20 is "today".
    await db().insertInto('reminder_sends').values(['2027-01-12', '2027-01-13', '2027-01-19'].map(claim)).execute();
    await app.server.reminders.runOnce(new Date('2027-01-20T09:00:00.000Z'));
    const days = async () =>
      (
        await db().selectFrom('reminder_sends').select('day').where('user_id', '=', userId).orderBy('day').execute()
      ).map((row) => row.day);
    expect(await days()).toEqual(['2027-01-13', '2027-01-19']);
    // Later the same day nothing is looked at again; the next day, the next day's are forgotten.
    await db().insertInto('reminder_sends').values(claim('2027-01-11')).execute();
    await app.server.reminders.runOnce(new Date('2027-01-20T21:00:00.000Z'));
    expect(await days()).toEqual(['2027-01-11', '2027-01-13', '2027-01-19']);
    await app.server.reminders.runOnce(new Date('2027-01-21T09:00:00.000Z'));
    expect(await days()).toEqual(['2027-01-19']);
  });

  it('deletes a device its push service answers 410 for', async () => {
    const { browser, userId, endpoint } = await athlete(journalOn);
    const at = await scheduleFor(userId, 'journal', '2026-07-10', '20:00');
    push.answer(410, {}, endpoint);
    await app.server.reminders.runOnce(new Date(at.getTime() + 1000));
    const { devices } = (await (await browser.request('/api/reminders')).json()) as { devices: unknown[] };
    expect(devices).toEqual([]);
  });

  it('tries again after a 429 (honouring Retry-After) and delivers on the next try', async () => {
    const { userId, endpoint } = await athlete(journalOn);
    const at = await scheduleFor(userId, 'journal', '2026-07-11', '20:00');
    push.answer(429, { 'Retry-After': '0' }, endpoint);
    await app.server.reminders.runOnce(new Date(at.getTime() + 1000));
    const id = new URL(endpoint).pathname.split('/').pop();
    expect(push.received.filter((message) => message.id === id).map((message) => message.status)).toEqual([429, 201]);
  });

  it('gives a push up after 3 tries of 500, keeping the device and the claim', async () => {
    const { browser, userId, endpoint } = await athlete(journalOn);
    const at = await scheduleFor(userId, 'journal', '2026-07-12', '20:00');
    const failedBefore = await reminderPushes('failed');
    for (let n = 0; n < 4; n += 1) push.answer(500, {}, endpoint);
    expect(await app.server.reminders.runOnce(new Date(at.getTime() + 1000))).toMatchObject({ failed: 1 });
    const id = new URL(endpoint).pathname.split('/').pop();
    expect(push.received.filter((message) => message.id === id).map((message) => message.status)).toEqual([
      500, 500, 500,
    ]);
    const { devices } = (await (await browser.request('/api/reminders')).json()) as { devices: unknown[] };
    expect(devices).toHaveLength(1);
    const sends = await db().selectFrom('reminder_sends').selectAll().where('user_id', '=', userId).execute();
    expect(sends).toEqual([expect.objectContaining({ day: '2026-07-12', outcome: 'push 0/1' })]);
    expect(await reminderPushes('failed')).toBe(failedBefore + 1);
  });

  it('keeps answering the API at once while a slow push service holds a run of sends', async () => {
    const athletes = [await athlete(journalOn)];
    for (let n = 0; n < 5; n += 1) athletes.push(await athleteAlongside(journalOn));
    const at = new Date('2026-07-20T18:00:00.000Z');
    await db().updateTable('reminder_schedule').set({ day: '2026-07-20', next_due_at: at.toISOString() }).execute();
    push.setDelay(1500);
    try {
      const run = app.server.reminders.runOnce(new Date(at.getTime() + 1000));
      await new Promise((wait) => setTimeout(wait, 200)); // the run is now waiting on the push service
      const started = performance.now();
      const answer = await athletes[0]!.browser.request('/api/reminders');
      const took = performance.now() - started;
      expect(answer.status).toBe(200);
      expect(took).toBeLessThan(500);
      expect(await run).toMatchObject({ sent: 6 });
    } finally {
      push.setDelay(0);
    }
  });
});

describe('the reminder scheduler, with a push service known by name', () => {
  let push: PushService;
  beforeAll(async () => {
    push = await startPushService({ vapidPublicKey: VAPID.publicKey, hostname: 'push.example.test' });
  });
  afterAll(() => push?.close());
  // The name is the server's resolver's to answer (here 127.0.0.1, where the service listens), never DNS's.
  const resolve = resolverOf({ 'push.example.test': ['127.0.0.1'] });
  const app = serverOnFreshDatabaseForSuite(() => ({ vapid: VAPID, reminders: { pushAgent: push.agent, resolve } }));

  it('sends to the address the server resolves the name to', async () => {
    const browser = await signedInBrowser(app);
    const subscription = push.subscription();
    expect(subscription.endpoint).toMatch(/^https:\/\/push\.example\.test:\d+\//);
    const added = await browser.request('/api/reminders/devices', { json: { ...subscription, label: 'Test browser' } });
    expect(added.status).toBe(201);
    const settings = { ...DEFAULT_REMINDER_SETTINGS, timeZone: ZONE, checkIn: { enabled: true, time: '08:00' } };
    expect((await browser.request('/api/reminders/settings', { method: 'PUT', json: settings })).status).toBe(200);
    const at = dueInstant('2026-06-10', '08:00', ZONE);
    await app.server.database.db
      .updateTable('reminder_schedule')
      .set({ day: '2026-06-10', next_due_at: at.toISOString() })
      .execute();

    expect(await app.server.reminders.runOnce(new Date(at.getTime() + 1000))).toMatchObject({ sent: 1 });
    expect(push.deliveredTo(subscription.endpoint)).toHaveLength(1);
    expect(resolve.asked).toEqual(['push.example.test']);
  });
});
