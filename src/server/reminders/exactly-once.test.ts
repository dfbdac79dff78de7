import { describe, expect, it } from 'vitest';
import { racingServersForSuite } from '../test-support/racing-servers.js';
import { DEFAULT_REMINDER_SETTINGS } from '../../domain/reminders/settings.js';
import { uniqueEmail, usingPostgres } from '../test-support/test-server.js';

const ATHLETES = 20;

/**
 * Each due reminder is sent once when several runs race for it: two servers on one PostgreSQL database (one server
 * with overlapping runs on SQLite, where only one server can open the database), each waking twice at once, with a
 * push service slow enough for the runs to overlap.
 */
describe(`exactly once: ${usingPostgres ? 'two servers on one PostgreSQL' : 'overlapping runs on SQLite'}`, () => {
  const racing = racingServersForSuite();
  const { servers } = racing;

  it(`sends each of ${ATHLETES * 2} due reminders once, whichever server claims it`, async () => {
    const endpoints: string[] = [];
    for (let n = 0; n < ATHLETES; n += 1) {
      const browser = servers[n % servers.length]!.browser();
      const email = uniqueEmail('once');
      expect((await browser.signUp(email, 'exactly-once-1')).status).toBe(200);
      expect((await browser.signIn(email, 'exactly-once-1')).status).toBe(200);
      const subscription = racing.push.subscription();
      endpoints.push(subscription.endpoint);
      expect((await browser.request('/api/reminders/devices', { json: { ...subscription, label: 'B' } })).status).toBe(
        201,
      );
      const settings = {
        ...DEFAULT_REMINDER_SETTINGS,
        timeZone: 'Europe/Madrid',
        journal: { enabled: true, time: '20:00', weekdays: [0, 1, 2, 3, 4, 5, 6] },
        checkIn: { enabled: true, time: '08:00' },
      };
      expect((await browser.request('/api/reminders/settings', { method: 'PUT', json: settings })).status).toBe(200);
    }
    // Everyone's reminders due now.
    const now = new Date();
    const db = servers[0]!.server.database.db;
    await db
      .updateTable('reminder_schedule')
      .set({ day: '2026-09-01', next_due_at: new Date(now.getTime() - 60_000).toISOString() })
      .execute();

    const runs = servers.flatMap((server) => [
      server.server.reminders.runOnce(now),
      server.server.reminders.runOnce(now),
    ]);
    const summaries = await Promise.all(runs);

    const perReminder = new Map<string, number>();
    for (const endpoint of endpoints) {
      for (const message of racing.push.deliveredTo(endpoint)) {
        const key = `${endpoint} ${message.payload!.tag}`;
        perReminder.set(key, (perReminder.get(key) ?? 0) + 1);
      }
    }
    expect(perReminder.size).toBe(ATHLETES * 2);
    expect([...perReminder.values()].every((count) => count === 1)).toBe(true);
    const sent = summaries.reduce((total, summary) => total + summary.sent, 0);
    const lost = summaries.reduce((total, summary) => total + summary.alreadyClaimed, 0);
    expect(sent).toBe(ATHLETES * 2);
    // The runs raced for the same reminders: those that lost found them claimed.
    expect(lost).toBeGreaterThan(0);
    console.log(
      `exactly once (${usingPostgres ? 'PostgreSQL, 2 servers' : 'SQLite, 1 server'} x 2 runs): ${sent} sent, ` +
        `${lost} found already claimed, ${racing.push.received.length} pushes received, 0 doubled`,
    );
    const unsent = await db.selectFrom('reminder_sends').select('day').where('sent_at', 'is', null).execute();
    expect(unsent).toEqual([]);
  });
});
