import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { dueInstant } from '../../../domain/reminders/schedule.js';
import { DEFAULT_TEAM_SETTINGS, type TeamSettings } from '../../../domain/teams/team-settings.js';
import { seedMember, seedTeam } from '../../test-support/teams.js';
import { serverForSuite, signedInBrowser, type TestBrowser } from '../../test-support/test-server.js';

const ZONE = 'Europe/Madrid';
const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6];
const ASKING: TeamSettings = {
  timeZone: ZONE,
  report: { time: '07:30', weekdays: [1, 2, 3, 4, 5] },
  checkInRequest: { enabled: true, byTime: '10:00', weekdays: EVERY_DAY },
};

describe('team settings, report choice and check-in requests', () => {
  const app = serverForSuite({ rateLimit: 'off' });
  const db = () => app.server.database.db;
  let coach: TestBrowser;
  let physio: TestBrowser;
  let ana: TestBrowser;
  let outsider: TestBrowser;
  const ids = { team: '', other: '', coach: '', ana: '' };
  const userIdOf = async (browser: TestBrowser) => (await browser.session())!.user.id;

  beforeAll(async () => {
    [coach, physio, ana, outsider] = await Promise.all([
      signedInBrowser(app),
      signedInBrowser(app),
      signedInBrowser(app),
      signedInBrowser(app),
    ]);
    ids.team = await seedTeam(db(), 'Harbour FC');
    ids.other = await seedTeam(db(), 'Rivals FC');
    ids.coach = await seedMember(db(), ids.team, await userIdOf(coach), { role: 'staff', isOwner: true });
    await seedMember(db(), ids.team, await userIdOf(physio), { role: 'staff', displayName: 'Physio' });
    ids.ana = await seedMember(db(), ids.team, await userIdOf(ana), { role: 'athlete', displayName: 'Ana' });
    await seedMember(db(), ids.other, await userIdOf(outsider), { role: 'staff', isOwner: true });
  });

  const put = (browser: TestBrowser, path: string, json: unknown) =>
    browser.request(`/api/teams/${ids.team}${path}`, { method: 'PUT', json });

  it('answers the defaults before any save, and each staff member their own report choice', async () => {
    const answer = await coach.request(`/api/teams/${ids.team}/settings`);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({
      settings: DEFAULT_TEAM_SETTINGS,
      me: { report: { enabled: false, email: false } },
    });
  });

  it('refuses settings that cannot be kept with a 422 naming the fields, and writes nothing', async () => {
    const cases: [unknown, string[]][] = [
      [{ ...ASKING, timeZone: 'Mars/Olympus' }, ['timeZone']],
      [{ ...ASKING, timeZone: null }, ['timeZone']],
      [{ ...ASKING, report: { time: '25:00', weekdays: [1] } }, ['report.time']],
      [{ ...ASKING, report: { time: '08:00', weekdays: [7] } }, ['report.weekdays.0']],
      [{ ...ASKING, report: { time: '08:00', weekdays: [1, 1] } }, ['report.weekdays']],
      [{ ...ASKING, checkInRequest: { enabled: 'yes', byTime: '10:00', weekdays: [1] } }, ['checkInRequest.enabled']],
      [{ ...ASKING, checkInRequest: { enabled: true, byTime: '10', weekdays: [1] } }, ['checkInRequest.byTime']],
      [{ ...ASKING, checkInRequest: { enabled: true, byTime: '10:00', weekdays: [] } }, ['checkInRequest.weekdays']],
      [{ timeZone: ZONE }, ['report', 'checkInRequest']],
    ];
    for (const [body, fields] of cases) {
      const answer = await put(coach, '/settings', body);
      expect(answer.status, JSON.stringify(body)).toBe(422);
      const { error } = (await answer.json()) as { error: { code: string; message: string; fields: string[] } };
      expect(error.fields).toEqual(fields);
      expect(error.message).toContain(`${fields[0]}: `);
    }
    const row = await db().selectFrom('teams').select('settings').where('id', '=', ids.team).executeTakeFirstOrThrow();
    expect(row.settings).toBeNull();
    expect(await db().selectFrom('team_schedule').selectAll().where('team_id', '=', ids.team).execute()).toEqual([]);
  });

  it('saves any staff member’s settings and schedules the report and the request an hour before its time', async () => {
    const saved = await put(physio, '/settings', ASKING);
    expect(saved.status).toBe(200);
    expect(await saved.json()).toEqual({ settings: ASKING });
    expect(
      ((await (await coach.request(`/api/teams/${ids.team}/settings`)).json()) as { settings: unknown }).settings,
    ).toEqual(ASKING);
    const rows = await db()
      .selectFrom('team_schedule')
      .select(['kind', 'day', 'next_due_at'])
      .where('team_id', '=', ids.team)
      .orderBy('kind')
      .execute();
    expect(rows.map((row) => row.kind)).toEqual(['checkInRequest', 'report']);
    const [request, report] = rows;
    expect(request!.next_due_at).toBe(dueInstant(request!.day, '09:00', ZONE).toISOString());
    expect(report!.next_due_at).toBe(dueInstant(report!.day, '07:30', ZONE).toISOString());
    // Turned off (no zone): nothing is scheduled.
    expect((await put(coach, '/settings', DEFAULT_TEAM_SETTINGS)).status).toBe(200);
    expect(await db().selectFrom('team_schedule').selectAll().where('team_id', '=', ids.team).execute()).toEqual([]);
    expect((await put(coach, '/settings', ASKING)).status).toBe(200);
  });

  it('keeps each staff member’s report choice their own; email needs SMTP (422 naming email)', async () => {
    const chosen = await put(coach, '/report', { enabled: true, email: false });
    expect(chosen.status).toBe(200);
    expect(await chosen.json()).toEqual({ report: { enabled: true, email: false } });
    const mine = (await (await coach.request(`/api/teams/${ids.team}/settings`)).json()) as { me: unknown };
    const theirs = (await (await physio.request(`/api/teams/${ids.team}/settings`)).json()) as { me: unknown };
    expect(mine.me).toEqual({ report: { enabled: true, email: false } });
    expect(theirs.me).toEqual({ report: { enabled: false, email: false } });
    const byEmail = await put(coach, '/report', { enabled: true, email: true });
    expect(byEmail.status).toBe(422);
    expect(((await byEmail.json()) as { error: { fields: string[] } }).error.fields).toEqual(['email']);
    const bad = await put(coach, '/report', { enabled: 'on' });
    expect(bad.status).toBe(422);
    expect(((await bad.json()) as { error: { fields: string[] } }).error.fields).toEqual(['enabled', 'email']);
  });

  it('is a 404 "No such team" for the team’s athletes, outsiders and ids of no team, before the body is read', async () => {
    const tries: [TestBrowser, string, string, unknown][] = [
      [ana, 'GET', `/api/teams/${ids.team}/settings`, undefined],
      [ana, 'PUT', `/api/teams/${ids.team}/settings`, ASKING],
      [ana, 'PUT', `/api/teams/${ids.team}/report`, { enabled: true, email: false }],
      [outsider, 'GET', `/api/teams/${ids.team}/settings`, undefined],
      [outsider, 'PUT', `/api/teams/${ids.team}/settings`, { nonsense: true }],
      [outsider, 'PUT', `/api/teams/${ids.team}/report`, { enabled: true, email: false }],
      [coach, 'GET', `/api/teams/${randomUUID()}/settings`, undefined],
      [coach, 'PUT', `/api/teams/${'x'.repeat(101)}/report`, { enabled: true, email: false }],
    ];
    for (const [browser, method, path, json] of tries) {
      const answer = await browser.request(path, { method, json });
      expect(answer.status, `${method} ${path}`).toBe(404);
      expect(await answer.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'No such team' } });
    }
    const signedOut = await app.browser().request(`/api/teams/${ids.team}/settings`);
    expect(signedOut.status).toBe(401);
    const anaRow = await db()
      .selectFrom('team_members')
      .selectAll()
      .where('id', '=', ids.ana)
      .executeTakeFirstOrThrow();
    expect(Number(anaRow.report_enabled)).toBe(0);
  });

  it("lets an athlete turn the team's check-in requests off and on; staff have none (422)", async () => {
    const shown = async () =>
      ((await (await ana.request('/api/reminders')).json()) as { teamRequests: unknown[] }).teamRequests;
    expect(await shown()).toEqual([
      { teamId: ids.team, teamName: 'Harbour FC', byTime: '10:00', weekdays: EVERY_DAY, on: true },
    ]);
    const off = await ana.request(`/api/teams/${ids.team}/membership`, {
      method: 'PATCH',
      json: { checkInRequest: false },
    });
    expect(off.status).toBe(200);
    expect(await off.json()).toEqual({
      member: { memberId: ids.ana, displayName: 'Ana', scope: 'figures', checkInRequest: false },
    });
    expect(await shown()).toEqual([expect.objectContaining({ teamId: ids.team, on: false })]);
    const on = await ana.request(`/api/teams/${ids.team}/membership`, {
      method: 'PATCH',
      json: { checkInRequest: true },
    });
    expect(on.status).toBe(200);
    expect(await shown()).toEqual([expect.objectContaining({ on: true })]);
    const bad = await ana.request(`/api/teams/${ids.team}/membership`, {
      method: 'PATCH',
      json: { checkInRequest: 1 },
    });
    expect(bad.status).toBe(422);
    const staff = await coach.request(`/api/teams/${ids.team}/membership`, {
      method: 'PATCH',
      json: { checkInRequest: false },
    });
    expect(staff.status).toBe(422);
    expect(((await staff.json()) as { error: { fields: string[] } }).error.fields).toEqual(['checkInRequest']);
    // Staff, and a team that asks for nothing, show no request on the reminders screen. Only an athlete of a team
    // can get staff's comments: the screen offers to set this device up for them.
    const remindersOf = async (browser: typeof coach) =>
      (await (await browser.request('/api/reminders')).json()) as { teamRequests: unknown[]; athleteOfATeam: boolean };
    expect(await remindersOf(coach)).toMatchObject({ teamRequests: [], athleteOfATeam: false });
    expect((await remindersOf(ana)).athleteOfATeam).toBe(true);
  });

  it('shows on the squad who checked in by the requested time, only on a request day', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const checkIn = { fatigue: 4, sleep: 4, soreness: 4, stress: 4, mood: 4 };
    expect(
      (
        await ana.request('/api/entries', {
          json: { id: randomUUID(), type: 'Wellness', day: today, content: checkIn },
        })
      ).status,
    ).toBe(201);
    const squad = async () =>
      (await (await coach.request(`/api/teams/${ids.team}/squad?today=${today}`)).json()) as {
        checkInRequest: unknown;
        athletes: Record<string, unknown>[];
      };
    // Asked by 23:59 in a zone where today is still today: written now, it is by the time.
    await put(coach, '/settings', {
      ...ASKING,
      timeZone: 'UTC',
      checkInRequest: { ...ASKING.checkInRequest, byTime: '23:59' },
    });
    let answer = await squad();
    expect(answer.checkInRequest).toEqual({ byTime: '23:59' });
    expect(answer.athletes).toEqual([expect.objectContaining({ name: 'Ana', checkedInBy: true })]);
    expect(answer.athletes[0]).not.toHaveProperty('checkInWrittenAt');
    // Asked by 00:00: written after it.
    await put(coach, '/settings', {
      ...ASKING,
      timeZone: 'UTC',
      checkInRequest: { ...ASKING.checkInRequest, byTime: '00:00' },
    });
    answer = await squad();
    expect(answer.athletes).toEqual([expect.objectContaining({ checkedInBy: false })]);
    // Not a request day: no request, nothing to have checked in by.
    const otherDays = EVERY_DAY.filter((day) => day !== new Date(`${today}T12:00:00Z`).getUTCDay());
    await put(coach, '/settings', { ...ASKING, checkInRequest: { ...ASKING.checkInRequest, weekdays: otherDays } });
    answer = await squad();
    expect(answer.checkInRequest).toBeNull();
    expect(answer.athletes).toEqual([expect.objectContaining({ checkedInBy: null })]);
  });
});
