import { randomUUID } from 'node:crypto';
import webPush from 'web-push';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { dueInstant } from '../../domain/reminders/schedule.js';
import { DEFAULT_REMINDER_SETTINGS } from '../../domain/reminders/settings.js';
import type { TeamSettings } from '../../domain/teams/team-settings.js';
import { serverOnFreshDatabaseForSuite } from '../test-support/fresh-database.js';
import {
  confirmedAthlete,
  oneClickUnsubscribeUrl,
  postOneClick,
  startMailSink,
  type MailSink,
} from '../test-support/mail-sink.js';
import { startPushService, type PushService } from '../test-support/push-service.js';
import { uniqueEmail, type TestBrowser } from '../test-support/test-server.js';

const PASSWORD = 'team-sends-pass-1';
const VAPID = { ...webPush.generateVAPIDKeys(), subject: 'mailto:reminders@example.com' };
const ZONE = 'Europe/Madrid';
const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6];
const HOUR = 3_600_000;
const SETTINGS: TeamSettings = {
  timeZone: ZONE,
  report: { time: '08:00', weekdays: EVERY_DAY },
  checkInRequest: { enabled: true, byTime: '10:00', weekdays: EVERY_DAY },
};

interface Person {
  browser: TestBrowser;
  userId: string;
  email: string;
  endpoint: string;
}

/**
 * The squad report and check-in requests, sent from the reminder scheduler's wake through a local push service and an
 * SMTP sink: what they say, to whom, and that each goes once.
 */
describe('the squad report and check-in requests', () => {
  let push: PushService;
  let mail: MailSink;
  beforeAll(async () => {
    push = await startPushService({ vapidPublicKey: VAPID.publicKey });
    mail = await startMailSink();
  });
  afterAll(async () => {
    await push?.close();
    await mail?.close();
  });
  const app = serverOnFreshDatabaseForSuite(() => ({
    rateLimit: 'off',
    smtpUrl: mail.url,
    vapid: VAPID,
    reminders: { pushAgent: push.agent, retry: { attempts: 2, baseDelayMs: 10, maxDelayMs: 100 } },
  }));
  const db = () => app.server.database.db;
  // Each test schedules what it needs; what earlier tests left scheduled (moved on to later days) must not send.
  beforeEach(async () => {
    await db().deleteFrom('team_schedule').execute();
    await db().deleteFrom('reminder_schedule').execute();
  });

  async function person(label: string): Promise<Person> {
    const email = uniqueEmail(label);
    const browser = await confirmedAthlete(app, mail, email, PASSWORD);
    const userId = (await browser.session())!.user.id;
    const subscription = push.subscription();
    const added = await browser.request('/api/reminders/devices', { json: { ...subscription, label: 'Phone' } });
    expect(added.status).toBe(201);
    return { browser, userId, email, endpoint: subscription.endpoint };
  }

  /**
   * A team of `coach`'s (its owner) with `settings`, `athletes` in it by the names staff see, and other `staff`; its
   * id.
   */
  async function team(
    coach: Person,
    name: string,
    settings: TeamSettings,
    athletes: [Person, string][] = [],
    staff: Person[] = [],
  ) {
    const made = await coach.browser.request('/api/teams', { json: { name } });
    expect(made.status).toBe(201);
    const teamId = ((await made.json()) as { team: { id: string } }).team.id;
    const tokenFor = async (role: string) => {
      const invited = await coach.browser.request(`/api/teams/${teamId}/invites`, { json: { role } });
      expect(invited.status).toBe(201);
      return ((await invited.json()) as { url: string }).url.split('/').pop();
    };
    const athleteToken = await tokenFor('athlete');
    for (const [athlete, displayName] of athletes) {
      expect((await athlete.browser.request(`/api/join/${athleteToken}`, { json: { displayName } })).status).toBe(201);
    }
    const staffToken = await tokenFor('staff');
    for (const member of staff) {
      expect((await member.browser.request(`/api/join/${staffToken}`, { json: {} })).status).toBe(201);
    }
    const saved = await coach.browser.request(`/api/teams/${teamId}/settings`, { method: 'PUT', json: settings });
    expect(saved.status).toBe(200);
    return teamId;
  }

  const chooseReport = async (staff: Person, teamId: string, report: { enabled: boolean; email: boolean }) =>
    expect((await staff.browser.request(`/api/teams/${teamId}/report`, { method: 'PUT', json: report })).status).toBe(
      200,
    );

  /** Makes the team's `kind` due on `day` at `time` in the team's zone (as if scheduled long ago); its instant. */
  async function dueOn(teamId: string, kind: string, day: string, time: string): Promise<Date> {
    const at = dueInstant(day, time, ZONE);
    await db().deleteFrom('team_schedule').where('team_id', '=', teamId).where('kind', '=', kind).execute();
    await db()
      .insertInto('team_schedule')
      .values({ team_id: teamId, kind, day, next_due_at: at.toISOString() })
      .execute();
    return at;
  }

  const checkIn = (athlete: Person, day: string, content: object) =>
    athlete.browser.request('/api/entries', { json: { id: randomUUID(), type: 'Wellness', day, content } });

  const payloads = (someone: Person) => push.deliveredTo(someone.endpoint).map((message) => message.payload);

  describe('the squad report', () => {
    it('tells each staff member who chose it, by push and by email, who checked in and who needs a look', async () => {
      const day = '2026-06-10';
      const coach = await person('coach');
      const physio = await person('physio');
      const ana = await person('ana');
      const ben = await person('ben');
      // Ana checked in with the worst sleep there is (a flag); Ben did not check in at all.
      expect((await checkIn(ana, day, { fatigue: 4, sleep: 1, soreness: 4, stress: 4, mood: 4 })).status).toBe(201);
      const teamId = await team(
        coach,
        'Harbour FC',
        SETTINGS,
        [
          [ana, 'Ana'],
          [ben, 'Ben'],
        ],
        [physio],
      );
      await chooseReport(coach, teamId, { enabled: true, email: true });
      // The physio is staff too, and has not turned the report on.
      const at = await dueOn(teamId, 'report', day, '08:00');

      expect(await app.server.reminders.runOnce(new Date(at.getTime() - 60_000))).toMatchObject({ due: 0 });
      expect(await app.server.reminders.runOnce(new Date(at.getTime() + 1000))).toMatchObject({ sent: 1 });
      const report = {
        title: 'Harbour FC: squad report',
        body: '1 of 2 checked in · 1 needs a look\nAna: Sleep quality: Insomnia',
        url: `/teams/${teamId}`,
        tag: `squad-report-${teamId}-${day}`,
      };
      expect(payloads(coach)).toEqual([report]);
      const letter = await mail.next(coach.email);
      expect(letter.subject).toBe('Harbour FC: squad report');
      expect(letter.text).toContain(report.body);
      expect(letter.text).toContain(`Open the squad: ${app.url}/teams/${teamId}`);
      // Only staff who chose it; athletes never get it.
      expect(payloads(physio)).toEqual([]);
      expect(payloads(ana)).toEqual([]);
      expect(payloads(ben)).toEqual([]);
      const sends = await db().selectFrom('team_report_sends').selectAll().where('team_id', '=', teamId).execute();
      expect(sends).toEqual([expect.objectContaining({ user_id: coach.userId, day, outcome: 'push 1/1, email sent' })]);
      // The next report is the next day's.
      const next = await db()
        .selectFrom('team_schedule')
        .selectAll()
        .where('team_id', '=', teamId)
        .where('kind', '=', 'report')
        .executeTakeFirst();
      expect(next).toMatchObject({ kind: 'report', day: '2026-06-11' });
    });

    it("carries a one-click unsubscribe that turns this staff member's report email off, in this team only", async () => {
      const day = '2026-06-16';
      const coach = await person('coach');
      const teamId = await team(coach, 'Letters FC', SETTINGS);
      const otherTeamId = await team(coach, 'Other FC', SETTINGS);
      await chooseReport(coach, teamId, { enabled: true, email: true });
      await chooseReport(coach, otherTeamId, { enabled: true, email: true });
      const at = await dueOn(teamId, 'report', day, '08:00');
      expect(await app.server.reminders.runOnce(new Date(at.getTime() + 1000))).toMatchObject({ sent: 1 });
      const url = oneClickUnsubscribeUrl(await mail.next(coach.email));
      expect(url).toMatch(new RegExp(`^${app.url}/api/reminders/unsubscribe\\?token=`));

      const reportChoices = () =>
        db()
          .selectFrom('team_members')
          .select(['team_id', 'report_enabled', 'report_email'])
          .where('user_id', '=', coach.userId)
          .orderBy('team_id')
          .execute()
          .then((rows) =>
            Object.fromEntries(
              rows.map((row) => [
                row.team_id,
                { enabled: Number(row.report_enabled) === 1, email: Number(row.report_email) === 1 },
              ]),
            ),
          );
      // A tampered link changes nothing.
      const tampered = url.replace(/.$/, url.endsWith('A') ? 'B' : 'A');
      const refused = await postOneClick(tampered);
      expect(refused.status).toBe(400);
      expect(await reportChoices()).toEqual({
        [teamId]: { enabled: true, email: true },
        [otherTeamId]: { enabled: true, email: true },
      });

      // As a mail provider sends it: the report still comes by push; the other team's email is untouched; the coach's
      // own reminder emails are not this link's business.
      const answer = await postOneClick(url);
      expect(answer.status).toBe(200);
      expect(await reportChoices()).toEqual({
        [teamId]: { enabled: true, email: false },
        [otherTeamId]: { enabled: true, email: true },
      });
      const reminders = (await (await coach.browser.request('/api/reminders')).json()) as { settings: object };
      expect(reminders.settings).toMatchObject({ email: DEFAULT_REMINDER_SETTINGS.email });

      // Once the staff member has left the team, the link names no one: refused.
      await db().deleteFrom('team_members').where('team_id', '=', teamId).where('user_id', '=', coach.userId).execute();
      const gone = await postOneClick(url);
      expect(gone.status).toBe(400);
    });

    it('is sent once a day: a second run, or the same day scheduled again, finds it claimed', async () => {
      const day = '2026-06-12';
      const coach = await person('coach');
      const teamId = await team(coach, 'Once FC', SETTINGS);
      await chooseReport(coach, teamId, { enabled: true, email: false });
      const at = await dueOn(teamId, 'report', day, '08:00');
      expect(await app.server.reminders.runOnce(new Date(at.getTime() + 1000))).toMatchObject({ sent: 1 });
      expect(await app.server.reminders.runOnce(new Date(at.getTime() + 1000))).toMatchObject({ due: 0 });
      await dueOn(teamId, 'report', day, '08:00');
      expect(await app.server.reminders.runOnce(new Date(at.getTime() + 60_000))).toMatchObject({
        alreadyClaimed: 1,
        sent: 0,
      });
      expect(payloads(coach)).toEqual([expect.objectContaining({ body: '0 of 0 checked in · 0 need a look' })]);
    });

    it('is skipped when found more than 3 hours late, and the next is the next still to come', async () => {
      const coach = await person('coach');
      const teamId = await team(coach, 'Late FC', SETTINGS);
      await chooseReport(coach, teamId, { enabled: true, email: false });
      const at = await dueOn(teamId, 'report', '2026-06-14', '08:00');
      expect(await app.server.reminders.runOnce(new Date(at.getTime() + 3 * HOUR + 60_000))).toMatchObject({
        stale: 1,
        sent: 0,
      });
      expect(payloads(coach)).toEqual([]);
      const next = await db()
        .selectFrom('team_schedule')
        .selectAll()
        .where('team_id', '=', teamId)
        .where('kind', '=', 'report')
        .executeTakeFirst();
      expect(next).toMatchObject({
        day: '2026-06-15',
        next_due_at: dueInstant('2026-06-15', '08:00', ZONE).toISOString(),
      });
      // Within 3 hours it still goes.
      const within = await dueOn(teamId, 'report', '2026-06-16', '08:00');
      expect(await app.server.reminders.runOnce(new Date(within.getTime() + 3 * HOUR - 60_000))).toMatchObject({
        sent: 1,
      });
    });

    it('is not sent to a staff member who turned it off, nor by a team that turned its zone off', async () => {
      const coach = await person('coach');
      const teamId = await team(coach, 'Quiet FC', SETTINGS);
      await chooseReport(coach, teamId, { enabled: true, email: false });
      await chooseReport(coach, teamId, { enabled: false, email: false });
      let at = await dueOn(teamId, 'report', '2026-06-18', '08:00');
      expect(await app.server.reminders.runOnce(new Date(at.getTime() + 1000))).toMatchObject({
        notWanted: 1,
        sent: 0,
      });
      await chooseReport(coach, teamId, { enabled: true, email: false });
      const off = { ...SETTINGS, timeZone: null, checkInRequest: { ...SETTINGS.checkInRequest, enabled: false } };
      expect((await coach.browser.request(`/api/teams/${teamId}/settings`, { method: 'PUT', json: off })).status).toBe(
        200,
      );
      at = await dueOn(teamId, 'report', '2026-06-19', '08:00');
      expect(await app.server.reminders.runOnce(new Date(at.getTime() + 1000))).toMatchObject({
        turnedOff: 1,
        sent: 0,
      });
      expect(payloads(coach)).toEqual([]);
      expect(await db().selectFrom('team_schedule').selectAll().where('team_id', '=', teamId).execute()).toEqual([]);
    });
  });

  describe('check-in requests', () => {
    it('ask an athlete without a check-in, an hour before the time; not one who checked in or turned them off', async () => {
      const day = '2026-07-01';
      const coach = await person('coach');
      const cara = await person('cara');
      const dan = await person('dan');
      const eve = await person('eve');
      expect((await checkIn(dan, day, { fatigue: 4, sleep: 4, soreness: 4, stress: 4, mood: 4 })).status).toBe(201);
      const teamId = await team(coach, 'Ask FC', SETTINGS, [
        [cara, 'Cara'],
        [dan, 'Dan'],
        [eve, 'Eve'],
      ]);
      const switched = await eve.browser.request(`/api/teams/${teamId}/membership`, {
        method: 'PATCH',
        json: { checkInRequest: false },
      });
      expect(switched.status).toBe(200);
      // Saved with the settings: due at 09:00 in the team's zone, an hour before 10:00.
      const scheduled = await db()
        .selectFrom('team_schedule')
        .selectAll()
        .where('team_id', '=', teamId)
        .where('kind', '=', 'checkInRequest')
        .executeTakeFirstOrThrow();
      expect(scheduled.next_due_at).toBe(dueInstant(scheduled.day, '09:00', ZONE).toISOString());

      const at = await dueOn(teamId, 'checkInRequest', day, '09:00');
      expect(await app.server.reminders.runOnce(new Date(at.getTime() + 1000))).toMatchObject({ sent: 1 });
      expect(payloads(cara)).toEqual([
        {
          title: 'Check in by 10:00',
          body: "Ask FC asked for today's check-in. It takes under a minute.",
          url: `/wellness-check-in/${day}`,
          tag: `check-in-${day}`,
        },
      ]);
      expect(payloads(dan)).toEqual([]);
      expect(payloads(eve)).toEqual([]);
      expect(payloads(coach)).toEqual([]);
    });

    it("send one check-in nudge a day between the athlete's own reminder and two teams asking", async () => {
      const coach = await person('coach');
      const otherCoach = await person('other-coach');
      const fay = await person('fay');
      const ownReminder = { ...DEFAULT_REMINDER_SETTINGS, timeZone: ZONE, checkIn: { enabled: true, time: '08:00' } };
      expect((await fay.browser.request('/api/reminders/settings', { method: 'PUT', json: ownReminder })).status).toBe(
        200,
      );
      const first = await team(coach, 'First FC', SETTINGS, [[fay, 'Fay']]);
      const second = await team(otherCoach, 'Second FC', SETTINGS, [[fay, 'Fay']]);
      const ownDue = async (day: string) => {
        const at = dueInstant(day, '08:00', ZONE);
        await db()
          .updateTable('reminder_schedule')
          .set({ day, next_due_at: at.toISOString() })
          .where('user_id', '=', fay.userId)
          .execute();
        if (
          !(await db()
            .selectFrom('reminder_schedule')
            .select('day')
            .where('user_id', '=', fay.userId)
            .executeTakeFirst())
        ) {
          await db()
            .insertInto('reminder_schedule')
            .values({ user_id: fay.userId, kind: 'checkIn', day, next_due_at: at.toISOString() })
            .execute();
        }
        return at;
      };

      // One day: her own reminder at 08:00 first, then both teams' requests at 09:00.
      const own = await ownDue('2026-07-06');
      await app.server.reminders.runOnce(new Date(own.getTime() + 1000));
      await dueOn(first, 'checkInRequest', '2026-07-06', '09:00');
      const requests = await dueOn(second, 'checkInRequest', '2026-07-06', '09:00');
      expect(await app.server.reminders.runOnce(new Date(requests.getTime() + 1000))).toMatchObject({
        sent: 0,
        alreadyClaimed: 2,
      });
      // Another day: all three due in one run, racing.
      await db().deleteFrom('reminder_schedule').execute();
      await ownDue('2026-07-07');
      await dueOn(first, 'checkInRequest', '2026-07-07', '08:00');
      const together = await dueOn(second, 'checkInRequest', '2026-07-07', '08:00');
      expect(await app.server.reminders.runOnce(new Date(together.getTime() + 1000))).toMatchObject({
        sent: 1,
        alreadyClaimed: 2,
      });

      expect(payloads(fay).map((payload) => payload!.tag)).toEqual(['check-in-2026-07-06', 'check-in-2026-07-07']);
      const claims = await db()
        .selectFrom('reminder_sends')
        .select(['kind', 'day'])
        .where('user_id', '=', fay.userId)
        .orderBy('day')
        .execute();
      expect(claims).toEqual([
        { kind: 'checkIn', day: '2026-07-06' },
        { kind: 'checkIn', day: '2026-07-07' },
      ]);
    });
  });
});
