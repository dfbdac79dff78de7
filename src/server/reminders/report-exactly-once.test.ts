import { describe, expect, it } from 'vitest';
import { racingServersForSuite } from '../test-support/racing-servers.js';
import { uniqueEmail, usingPostgres } from '../test-support/test-server.js';

const TEAMS = 10;
const DAY = '2026-09-01';

/**
 * Each squad report (team, staff member, day) is sent once when several runs race for it, as exactly-once.test.ts
 * checks reminders: two servers on one PostgreSQL database (one server with overlapping runs on SQLite), each waking
 * twice at once, with a push service slow enough for the runs to overlap.
 */
describe(`squad report exactly once: ${usingPostgres ? 'two servers on one PostgreSQL' : 'overlapping runs on SQLite'}`, () => {
  const racing = racingServersForSuite();
  const { servers } = racing;

  it(`sends each of ${TEAMS * 2} due reports once (two staff in each of ${TEAMS} teams), whichever server claims it`, async () => {
    const endpoints: string[] = [];
    const settings = {
      timeZone: 'Europe/Madrid',
      report: { time: '08:00', weekdays: [0, 1, 2, 3, 4, 5, 6] },
      checkInRequest: { enabled: false, byTime: '10:00', weekdays: [0, 1, 2, 3, 4, 5, 6] },
    };
    for (let n = 0; n < TEAMS; n += 1) {
      const staff = [];
      for (let s = 0; s < 2; s += 1) {
        const browser = servers[(n + s) % servers.length]!.browser();
        const email = uniqueEmail('report-once');
        expect((await browser.signUp(email, 'exactly-once-1')).status).toBe(200);
        expect((await browser.signIn(email, 'exactly-once-1')).status).toBe(200);
        const subscription = racing.push.subscription();
        endpoints.push(subscription.endpoint);
        const added = await browser.request('/api/reminders/devices', { json: { ...subscription, label: 'B' } });
        expect(added.status).toBe(201);
        staff.push(browser);
      }
      const [owner, assistant] = staff as [(typeof staff)[number], (typeof staff)[number]];
      const made = await owner.request('/api/teams', { json: { name: `Team ${n}` } });
      const teamId = ((await made.json()) as { team: { id: string } }).team.id;
      const invited = await owner.request(`/api/teams/${teamId}/invites`, { json: { role: 'staff' } });
      const token = ((await invited.json()) as { url: string }).url.split('/').pop();
      expect((await assistant.request(`/api/join/${token}`, { json: {} })).status).toBe(201);
      expect((await owner.request(`/api/teams/${teamId}/settings`, { method: 'PUT', json: settings })).status).toBe(
        200,
      );
      for (const browser of staff) {
        const chosen = await browser.request(`/api/teams/${teamId}/report`, {
          method: 'PUT',
          json: { enabled: true, email: false },
        });
        expect(chosen.status).toBe(200);
      }
    }
    // Every team's report due now.
    const now = new Date();
    const db = servers[0]!.server.database.db;
    await db
      .updateTable('team_schedule')
      .set({ day: DAY, next_due_at: new Date(now.getTime() - 60_000).toISOString() })
      .execute();

    const summaries = await Promise.all(
      servers.flatMap((server) => [server.server.reminders.runOnce(now), server.server.reminders.runOnce(now)]),
    );

    const perReport = new Map<string, number>();
    for (const endpoint of endpoints) {
      for (const message of racing.push.deliveredTo(endpoint)) {
        const key = `${endpoint} ${message.payload!.tag}`;
        perReport.set(key, (perReport.get(key) ?? 0) + 1);
      }
    }
    expect(perReport.size).toBe(TEAMS * 2);
    expect([...perReport.values()].every((count) => count === 1)).toBe(true);
    const sent = summaries.reduce((total, summary) => total + summary.sent, 0);
    const lost = summaries.reduce((total, summary) => total + summary.alreadyClaimed, 0);
    expect(sent).toBe(TEAMS * 2);
    // The runs raced for the same reports: those that lost found them claimed.
    expect(lost).toBeGreaterThan(0);
    console.log(
      `squad report exactly once (${usingPostgres ? 'PostgreSQL, 2 servers' : 'SQLite, 1 server'} x 2 runs): ${sent} sent, ` +
        `${lost} found already claimed, ${racing.push.received.length} pushes received, 0 doubled`,
    );
    const claims = await db.selectFrom('team_report_sends').select(['day', 'sent_at']).execute();
    expect(claims).toHaveLength(TEAMS * 2);
    expect(claims.filter((claim) => claim.sent_at === null)).toEqual([]);
  });
});
