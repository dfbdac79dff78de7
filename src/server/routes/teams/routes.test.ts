import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MAX_OWNED_TEAMS, MAX_TEAM_MEMBERS } from '../../../domain/teams/teams.js';
import {
  serverForSuite,
  serversOnOneStore,
  uniqueEmail,
  usingPostgres,
  type TestBrowser,
  type TestServer,
} from '../../test-support/test-server.js';

const PASSWORD = 'team-pass-123';
const DAY_MS = 24 * 60 * 60 * 1000;

/** Moves every clock in this process (the server's too) forward; frozen there until the test ends. */
function advanceClock(ms: number): void {
  const now = Date.now();
  if (!vi.isFakeTimers()) vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(now + ms);
}

afterEach(() => {
  vi.useRealTimers();
});

interface Person {
  browser: TestBrowser;
  email: string;
  userId: string;
  name: string;
}

interface TeamItem {
  id: string;
  name: string;
  role: 'staff' | 'athlete';
  isOwner: boolean;
  displayName: string;
  scope: 'figures' | 'full' | null;
  athleteCount: number;
}

interface Detail {
  team: { id: string; name: string };
  me: { memberId: string; role: string; isOwner: boolean; displayName: string; scope: string | null };
  staff: { memberId: string; name: string; isOwner: boolean }[];
  invites: { role: string; expiresAt: string }[];
}

const noSuchTeam = { error: { code: 'NOT_FOUND', message: 'No such team' } };
const ownerOnly = { error: { code: 'FORBIDDEN', message: "Only the team's owner can do this" } };
const notActive = { error: { code: 'NOT_FOUND', message: 'This invite is not active' } };

const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');
const tokenOf = (url: string) => url.slice(url.lastIndexOf('/') + 1);

describe('teams, invites and memberships', () => {
  const app = serverForSuite();
  const db = () => app.server.database.db;

  async function person(name: string): Promise<Person> {
    const browser = app.browser();
    const email = uniqueEmail('team');
    const signUp = await browser.request('/api/auth/sign-up/email', { json: { name, email, password: PASSWORD } });
    expect(signUp.status).toBe(200);
    expect((await browser.signIn(email, PASSWORD)).status).toBe(200);
    return { browser, email, userId: (await browser.session())!.user.id, name };
  }

  async function createTeam(owner: Person, name = 'Riverside U18'): Promise<TeamItem> {
    const response = await owner.browser.request('/api/teams', { json: { name } });
    expect(response.status).toBe(201);
    return ((await response.json()) as { team: TeamItem }).team;
  }

  async function invite(
    staff: Person,
    teamId: string,
    role: 'athlete' | 'staff',
  ): Promise<{ url: string; token: string; expiresAt: string }> {
    const response = await staff.browser.request(`/api/teams/${teamId}/invites`, { json: { role } });
    expect(response.status).toBe(201);
    const body = (await response.json()) as { url: string; expiresAt: string };
    return { ...body, token: tokenOf(body.url) };
  }

  async function join(who: Person, token: string, body: object = { displayName: who.name }): Promise<Response> {
    return who.browser.request(`/api/join/${token}`, { json: body });
  }

  async function joined(who: Person, token: string, body?: object): Promise<string> {
    const response = await join(who, token, body);
    expect(response.status).toBe(201);
    return ((await response.json()) as { memberId: string }).memberId;
  }

  /** A team with its owner, a second staff member, and an athlete. */
  async function squad(teamName = 'Riverside U18') {
    const owner = await person('Coach Kim');
    const team = await createTeam(owner, teamName);
    const coach = await person('Physio Lee');
    const coachMemberId = await joined(coach, (await invite(owner, team.id, 'staff')).token, {});
    const athlete = await person('Alexandra Smith');
    const athleteMemberId = await joined(athlete, (await invite(owner, team.id, 'athlete')).token, {
      displayName: 'Alex',
      scope: 'figures',
    });
    return { owner, team, coach, coachMemberId, athlete, athleteMemberId };
  }

  const detail = async (who: Person, teamId: string) => {
    const response = await who.browser.request(`/api/teams/${teamId}`);
    return { status: response.status, body: (await response.json()) as Detail };
  };
  const teamsOf = async (who: Person) =>
    ((await (await who.browser.request('/api/teams')).json()) as { teams: TeamItem[] }).teams;

  it('creates a team whose creator is its owner and a staff member, lists the caller’s teams by name, renames and deletes', async () => {
    const owner = await person('Coach Kim');
    const team = await createTeam(owner, '  Riverside U18  ');
    expect(team).toEqual({
      id: expect.any(String),
      name: 'Riverside U18',
      role: 'staff',
      isOwner: true,
      displayName: 'Coach Kim',
      scope: null,
      athleteCount: 0,
    });
    const other = await createTeam(owner, 'Academy');
    await createTeam(await person('Someone else'), 'Not theirs');
    expect((await teamsOf(owner)).map((one) => one.name)).toEqual(['Academy', 'Riverside U18']);

    const renamed = await owner.browser.request(`/api/teams/${team.id}`, {
      method: 'PATCH',
      json: { name: 'Riverside U19' },
    });
    expect(renamed.status).toBe(200);
    expect(await renamed.json()).toEqual({ team: { id: team.id, name: 'Riverside U19' } });

    const { body } = await detail(owner, team.id);
    expect(body).toEqual({
      team: { id: team.id, name: 'Riverside U19' },
      me: { memberId: expect.any(String), role: 'staff', isOwner: true, displayName: 'Coach Kim', scope: null },
      staff: [{ memberId: body.me.memberId, name: 'Coach Kim', isOwner: true }],
      invites: [],
    });

    // Deleting a team takes its memberships and invites with it.
    await invite(owner, other.id, 'athlete');
    await joined(await person('Jo'), (await invite(owner, other.id, 'athlete')).token);
    const deleted = await owner.browser.request(`/api/teams/${other.id}`, { method: 'DELETE' });
    expect(deleted.status).toBe(204);
    expect((await teamsOf(owner)).map((one) => one.name)).toEqual(['Riverside U19']);
    expect(await db().selectFrom('team_members').select('id').where('team_id', '=', other.id).execute()).toEqual([]);
    expect(await db().selectFrom('team_invites').select('id').where('team_id', '=', other.id).execute()).toEqual([]);
    expect((await detail(owner, other.id)).status).toBe(404);
  });

  it.each([
    [{ name: '' }, 'name'],
    [{ name: '   ' }, 'name'],
    [{ name: 'x'.repeat(81) }, 'name'],
    [{ name: 7 }, 'name'],
    [{}, 'name'],
  ])('refuses a team named %j with a 422 naming %s', async (body, field) => {
    const owner = await person('Coach');
    const response = await owner.browser.request('/api/teams', { json: body });
    expect(response.status).toBe(422);
    expect(((await response.json()) as { error: { fields: string[] } }).error.fields).toEqual([field]);
    expect(await teamsOf(owner)).toEqual([]);
  });

  it(`lets one account own at most ${MAX_OWNED_TEAMS} teams, also when asked in parallel`, async () => {
    const owner = await person('Busy Coach');
    for (let made = 0; made < MAX_OWNED_TEAMS - 1; made++) await createTeam(owner, `Team ${made}`);
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => owner.browser.request('/api/teams', { json: { name: 'One more' } })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 422, 422, 422]);
    expect(await answers.find((answer) => answer.status === 422)!.json()).toEqual({
      error: {
        code: 'TOO_MANY_TEAMS',
        message: `You own ${MAX_OWNED_TEAMS} teams, the most one account can own. Delete one you no longer need to make another.`,
      },
    });
    expect(await teamsOf(owner)).toHaveLength(MAX_OWNED_TEAMS);
  });

  it('shows an invite link once, stores only its hash, for 14 days; a new one revokes the old; revoking ends it', async () => {
    const owner = await person('Coach Kim');
    const team = await createTeam(owner);
    const first = await invite(owner, team.id, 'athlete');
    expect(first.url).toBe(`${app.url}/join/${first.token}`);
    expect(first.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Date.parse(first.expiresAt) - Date.now()).toBeGreaterThan(14 * DAY_MS - 60_000);
    expect(Date.parse(first.expiresAt) - Date.now()).toBeLessThanOrEqual(14 * DAY_MS);

    const rows = await db().selectFrom('team_invites').selectAll().where('team_id', '=', team.id).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.token_hash).toBe(sha256(first.token));
    expect(JSON.stringify(rows)).not.toContain(first.token);
    // The team's page lists it without the token.
    const page = await owner.browser.request(`/api/teams/${team.id}`);
    const text = await page.text();
    expect(text).not.toContain(first.token);
    expect((JSON.parse(text) as Detail).invites).toEqual([{ role: 'athlete', expiresAt: first.expiresAt }]);

    const visit = async (token: string) => {
      const response = await fetch(`${app.url}/api/join/${token}`);
      return { status: response.status, body: await response.json() };
    };
    expect((await visit(first.token)).status).toBe(200);

    // Made anew: the old one stops, the new one opens; the staff link is another link and stays.
    const staffLink = await invite(owner, team.id, 'staff');
    const second = await invite(owner, team.id, 'athlete');
    expect(await visit(first.token)).toEqual({ status: 404, body: notActive });
    expect((await visit(second.token)).status).toBe(200);
    expect((await visit(staffLink.token)).status).toBe(200);

    // Revoked: gone; the staff link stays.
    const revoked = await owner.browser.request(`/api/teams/${team.id}/invites/athlete`, { method: 'DELETE' });
    expect(revoked.status).toBe(204);
    expect(await visit(second.token)).toEqual({ status: 404, body: notActive });
    expect((await visit(staffLink.token)).status).toBe(200);
    expect((await detail(owner, team.id)).body.invites).toEqual([{ role: 'staff', expiresAt: staffLink.expiresAt }]);

    // Expired: open for 14 days, not after.
    const third = await invite(owner, team.id, 'athlete');
    advanceClock(14 * DAY_MS - 60_000);
    expect((await visit(third.token)).status).toBe(200);
    advanceClock(60_001);
    expect(await visit(third.token)).toEqual({ status: 404, body: notActive });
    expect(await join(await person('Late'), third.token)).toMatchObject({ status: 404 });
    expect((await detail(owner, team.id)).body.invites).toEqual([]);
  });

  it('a link whose expires_at is past does not open, and is not listed', async () => {
    const owner = await person('Coach Kim');
    const team = await createTeam(owner);
    const { token } = await invite(owner, team.id, 'athlete');
    await db()
      .updateTable('team_invites')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('token_hash', '=', sha256(token))
      .execute();
    const response = await fetch(`${app.url}/api/join/${token}`);
    expect([response.status, await response.json()]).toEqual([404, notActive]);
    expect((await detail(owner, team.id)).body.invites).toEqual([]);
  });

  it('any staff member manages the athletes’ link; only the owner the staff link, rename and delete', async () => {
    const { owner, team, coach, athlete } = await squad();
    // The second staff member: athletes' link yes.
    await invite(coach, team.id, 'athlete');
    expect((await coach.browser.request(`/api/teams/${team.id}/invites/athlete`, { method: 'DELETE' })).status).toBe(
      204,
    );
    // Owner-only: 403 with a clear message.
    const staffInvite = await coach.browser.request(`/api/teams/${team.id}/invites`, { json: { role: 'staff' } });
    expect([staffInvite.status, await staffInvite.json()]).toEqual([403, ownerOnly]);
    const staffRevoke = await coach.browser.request(`/api/teams/${team.id}/invites/staff`, { method: 'DELETE' });
    expect([staffRevoke.status, await staffRevoke.json()]).toEqual([403, ownerOnly]);
    const rename = await coach.browser.request(`/api/teams/${team.id}`, { method: 'PATCH', json: { name: 'Mine' } });
    expect([rename.status, await rename.json()]).toEqual([403, ownerOnly]);
    const remove = await coach.browser.request(`/api/teams/${team.id}`, { method: 'DELETE' });
    expect([remove.status, await remove.json()]).toEqual([403, ownerOnly]);

    // The staff link is listed to the owner only; the athlete sees no invite.
    const staffLink = await invite(owner, team.id, 'staff');
    const athletesLink = await invite(owner, team.id, 'athlete');
    expect((await detail(owner, team.id)).body.invites).toEqual([
      { role: 'athlete', expiresAt: athletesLink.expiresAt },
      { role: 'staff', expiresAt: staffLink.expiresAt },
    ]);
    expect((await detail(coach, team.id)).body.invites).toEqual([
      { role: 'athlete', expiresAt: athletesLink.expiresAt },
    ]);
    const seen = await detail(athlete, team.id);
    expect(seen.body.invites).toEqual([]);
    expect(seen.body.staff.map((one) => one.name)).toEqual(['Coach Kim', 'Physio Lee']);
    expect(seen.body.me).toEqual({
      memberId: expect.any(String),
      role: 'athlete',
      isOwner: false,
      displayName: 'Alex',
      scope: 'figures',
    });
    expect((await detail(await person('Outsider'), team.id)).status).toBe(404);
    expect((await db().selectFrom('teams').select('name').where('id', '=', team.id).executeTakeFirst())?.name).toBe(
      'Riverside U18',
    );
  });

  it('an athlete calling a staff route gets the 404 of a team they are not in, and changes nothing', async () => {
    const { team, athlete, coachMemberId, athleteMemberId } = await squad();
    const calls: [string, string, object?][] = [
      ['PATCH', `/api/teams/${team.id}`, { name: 'Taken over' }],
      ['DELETE', `/api/teams/${team.id}`],
      ['POST', `/api/teams/${team.id}/invites`, { role: 'athlete' }],
      ['POST', `/api/teams/${team.id}/invites`, { role: 'staff' }],
      ['DELETE', `/api/teams/${team.id}/invites/athlete`],
      ['DELETE', `/api/teams/${team.id}/invites/staff`],
      ['DELETE', `/api/teams/${team.id}/members/${coachMemberId}`],
      ['DELETE', `/api/teams/${team.id}/members/${athleteMemberId}`],
    ];
    const before = await teamState(team.id);
    for (const [method, path, json] of calls) {
      const response = await athlete.browser.request(path, { method, ...(json ? { json } : {}) });
      expect([method, path, response.status, await response.json()]).toEqual([method, path, 404, noSuchTeam]);
    }
    expect(await teamState(team.id)).toEqual(before);
  });

  it('an outsider gets 404 on every team route, with the real team id and with ids of their own team', async () => {
    const { team, coachMemberId, athleteMemberId } = await squad();
    const outsider = await person('Outsider');
    const own = await createTeam(outsider, 'Outsider FC');
    const calls: [string, string, object?][] = [
      ['GET', `/api/teams/${team.id}`],
      ['PATCH', `/api/teams/${team.id}`, { name: 'Taken over' }],
      ['DELETE', `/api/teams/${team.id}`],
      ['POST', `/api/teams/${team.id}/invites`, { role: 'athlete' }],
      ['POST', `/api/teams/${team.id}/invites`, { role: 'staff' }],
      ['DELETE', `/api/teams/${team.id}/invites/athlete`],
      ['DELETE', `/api/teams/${team.id}/invites/staff`],
      ['PATCH', `/api/teams/${team.id}/membership`, { scope: 'full' }],
      ['DELETE', `/api/teams/${team.id}/membership`],
      ['DELETE', `/api/teams/${team.id}/members/${coachMemberId}`],
      ['DELETE', `/api/teams/${team.id}/members/${athleteMemberId}`],
      // Their own team's id with the other team's member ids: not members of theirs.
      ['DELETE', `/api/teams/${own.id}/members/${coachMemberId}`],
      ['DELETE', `/api/teams/${own.id}/members/${athleteMemberId}`],
      // Ids that name no team, or that are no id at all.
      ['GET', `/api/teams/${coachMemberId}`],
      ['GET', `/api/teams/${'x'.repeat(101)}`],
      ['GET', '/api/teams/%00'],
    ];
    const before = await teamState(team.id);
    for (const [method, path, json] of calls) {
      const response = await outsider.browser.request(path, { method, ...(json ? { json } : {}) });
      const body = (await response.json()) as { error: { code: string } };
      expect([method, path, response.status, body.error.code]).toEqual([method, path, 404, 'NOT_FOUND']);
      if (!path.includes(own.id)) expect(body).toEqual(noSuchTeam);
    }
    // A bad body changes nothing either: the membership is read first.
    const bad = await outsider.browser.request(`/api/teams/${team.id}`, { method: 'PATCH', json: { name: '' } });
    expect([bad.status, await bad.json()]).toEqual([404, noSuchTeam]);
    expect(await teamState(team.id)).toEqual(before);
    expect((await teamsOf(outsider)).map((one) => one.name)).toEqual(['Outsider FC']);
  });

  it('an athlete changes their scope and name, then leaves; staff access ends at once', async () => {
    const { owner, team, athlete, athleteMemberId } = await squad();
    const change = (json: object) =>
      athlete.browser.request(`/api/teams/${team.id}/membership`, { method: 'PATCH', json });
    const full = await change({ scope: 'full' });
    expect(full.status).toBe(200);
    expect(await full.json()).toEqual({
      member: { memberId: athleteMemberId, displayName: 'Alex', scope: 'full', checkInRequest: true },
    });
    const renamed = await change({ displayName: '  Alex S.  ' });
    expect(await renamed.json()).toEqual({
      member: { memberId: athleteMemberId, displayName: 'Alex S.', scope: 'full', checkInRequest: true },
    });
    for (const [body, field] of [
      [{ scope: 'everything' }, 'scope'],
      [{ displayName: '' }, 'displayName'],
      [{ displayName: 'x'.repeat(61) }, 'displayName'],
      [{}, '(body)'],
    ] as const) {
      const refused = await change(body);
      expect(refused.status).toBe(422);
      expect(((await refused.json()) as { error: { fields: string[] } }).error.fields).toEqual([field]);
    }
    expect(await teamsOf(athlete)).toEqual([
      {
        id: team.id,
        name: 'Riverside U18',
        role: 'athlete',
        isOwner: false,
        displayName: 'Alex S.',
        scope: 'full',
        athleteCount: 1,
      },
    ]);
    expect((await teamsOf(owner))[0]!.athleteCount).toBe(1);

    const left = await athlete.browser.request(`/api/teams/${team.id}/membership`, { method: 'DELETE' });
    expect(left.status).toBe(204);
    expect(await teamsOf(athlete)).toEqual([]);
    expect((await detail(athlete, team.id)).status).toBe(404);
    expect((await teamsOf(owner))[0]!.athleteCount).toBe(0);
  });

  it('staff have no scope to change; the owner cannot leave', async () => {
    const { owner, team, coach } = await squad();
    const scope = await coach.browser.request(`/api/teams/${team.id}/membership`, {
      method: 'PATCH',
      json: { scope: 'full' },
    });
    expect(scope.status).toBe(422);
    expect(((await scope.json()) as { error: { fields: string[] } }).error.fields).toEqual(['scope']);
    const leave = await owner.browser.request(`/api/teams/${team.id}/membership`, { method: 'DELETE' });
    expect(leave.status).toBe(409);
    expect(((await leave.json()) as { error: { code: string } }).error.code).toBe('CONFLICT');
    // A staff member who is not the owner may leave.
    expect((await coach.browser.request(`/api/teams/${team.id}/membership`, { method: 'DELETE' })).status).toBe(204);
    expect((await detail(owner, team.id)).body.staff.map((one) => one.name)).toEqual(['Coach Kim']);
  });

  it('staff remove an athlete; only the owner removes staff; nobody removes the owner', async () => {
    const { owner, team, coach, coachMemberId, athlete, athleteMemberId } = await squad();
    const ownerMemberId = (await detail(owner, team.id)).body.me.memberId;
    const remove = (who: Person, memberId: string) =>
      who.browser.request(`/api/teams/${team.id}/members/${memberId}`, { method: 'DELETE' });

    const refused = await remove(coach, ownerMemberId);
    expect(refused.status).toBe(409);
    expect((await remove(owner, ownerMemberId)).status).toBe(409);
    const staffByStaff = await remove(coach, coachMemberId);
    expect([staffByStaff.status, await staffByStaff.json()]).toEqual([403, ownerOnly]);

    expect((await remove(coach, athleteMemberId)).status).toBe(204);
    expect((await detail(athlete, team.id)).status).toBe(404);
    expect(await teamsOf(athlete)).toEqual([]);
    expect((await remove(coach, athleteMemberId)).status).toBe(404);

    expect((await remove(owner, coachMemberId)).status).toBe(204);
    expect((await detail(coach, team.id)).status).toBe(404);
    expect((await detail(owner, team.id)).body.staff).toEqual([
      { memberId: ownerMemberId, name: 'Coach Kim', isOwner: true },
    ]);
  });

  describe('deleting an account', () => {
    const deleteAccount = async (who: Person) => {
      const response = await who.browser.request('/api/auth/delete-user', { json: { password: PASSWORD } });
      expect(response.status).toBe(200);
    };
    const membersOf = (teamId: string) =>
      db()
        .selectFrom('team_members')
        .select(['user_id', 'role', 'is_owner'])
        .where('team_id', '=', teamId)
        .orderBy('joined_at')
        .execute();

    it('removes its memberships, as staff and as athlete', async () => {
      const { team, coach, athlete } = await squad();
      const elsewhere = await squad('Academy');
      await joined(athlete, (await invite(elsewhere.owner, elsewhere.team.id, 'staff')).token, {});
      await deleteAccount(athlete);
      await deleteAccount(coach);
      const rows = await db()
        .selectFrom('team_members')
        .select('id')
        .where('user_id', 'in', [athlete.userId, coach.userId])
        .execute();
      expect(rows).toEqual([]);
      expect((await membersOf(team.id)).map((row) => row.role)).toEqual(['staff']);
      expect((await membersOf(elsewhere.team.id)).map((row) => row.role)).toEqual(['staff', 'staff', 'athlete']);
    });

    it("passes the owner's team to the longest-serving staff member", async () => {
      const { owner, team, coach, athlete } = await squad();
      const later = await person('Later Coach');
      await joined(later, (await invite(owner, team.id, 'staff')).token, {});
      // "Later Coach" comes first by name: only joined_at decides.
      await deleteAccount(owner);
      expect(await membersOf(team.id)).toEqual([
        { user_id: coach.userId, role: 'staff', is_owner: 1 },
        { user_id: athlete.userId, role: 'athlete', is_owner: 0 },
        { user_id: later.userId, role: 'staff', is_owner: 0 },
      ]);
      expect((await teamsOf(coach))[0]).toMatchObject({ id: team.id, isOwner: true });
      // The new owner can do what owners do.
      const renamed = await coach.browser.request(`/api/teams/${team.id}`, { method: 'PATCH', json: { name: 'Ours' } });
      expect(renamed.status).toBe(200);
      expect((await detail(athlete, team.id)).body.staff).toEqual([
        { memberId: expect.any(String), name: 'Later Coach', isOwner: false },
        { memberId: expect.any(String), name: 'Physio Lee', isOwner: true },
      ]);
    });

    it('deletes the team, its memberships and invites, when no other staff member is left', async () => {
      const owner = await person('Coach Kim');
      const team = await createTeam(owner);
      const athlete = await person('Alex');
      await joined(athlete, (await invite(owner, team.id, 'athlete')).token);
      const { token } = await invite(owner, team.id, 'staff');
      await deleteAccount(owner);
      expect(await db().selectFrom('teams').select('id').where('id', '=', team.id).execute()).toEqual([]);
      expect(await membersOf(team.id)).toEqual([]);
      expect(await db().selectFrom('team_invites').select('id').where('team_id', '=', team.id).execute()).toEqual([]);
      expect(await teamsOf(athlete)).toEqual([]);
      expect((await fetch(`${app.url}/api/join/${token}`)).status).toBe(404);
    });

    it('a wrong password deletes nothing and passes nothing on', async () => {
      const { owner, team } = await squad();
      const before = await teamState(team.id);
      const response = await owner.browser.request('/api/auth/delete-user', { json: { password: 'not-it-123' } });
      expect(response.status).toBe(400);
      expect(await teamState(team.id)).toEqual(before);
    });
  });

  it(`refuses a join past ${MAX_TEAM_MEMBERS} members with a clear 409`, async () => {
    const owner = await person('Coach Kim');
    const team = await createTeam(owner);
    // Fill the team straight in the database: 199 accounts through the API (argon2 each) would take minutes. Each
    // filler is a copy of the owner's account row under a new id and email.
    const loose = db() as unknown as Kysely<Record<string, Record<string, unknown>>>;
    const account = await loose.selectFrom('user').selectAll().where('id', '=', owner.userId).executeTakeFirstOrThrow();
    const now = new Date().toISOString();
    for (let index = 0; index < MAX_TEAM_MEMBERS - 1; index++) {
      const userId = `filler-${team.id}-${index}`;
      await loose
        .insertInto('user')
        .values({ ...account, id: userId, email: uniqueEmail('filler') })
        .execute();
      await db()
        .insertInto('team_members')
        .values({
          id: userId,
          team_id: team.id,
          user_id: userId,
          role: 'athlete',
          is_owner: 0,
          display_name: `Filler ${index}`,
          scope: 'figures',
          joined_at: now,
        })
        .execute();
    }
    const { token } = await invite(owner, team.id, 'athlete');
    const response = await join(await person('One too many'), token);
    expect([response.status, await response.json()]).toEqual([
      409,
      {
        error: {
          code: 'TEAM_FULL',
          message: `Riverside U18 has ${MAX_TEAM_MEMBERS} members, the most a team can have. Ask its staff to make room.`,
        },
      },
    ]);
    const { count } = await db()
      .selectFrom('team_members')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where('team_id', '=', team.id)
      .executeTakeFirstOrThrow();
    expect(Number(count)).toBe(MAX_TEAM_MEMBERS);
  });

  it('needs a session on every team route', async () => {
    const visitor = app.browser();
    expect((await visitor.request('/api/teams')).status).toBe(401);
    expect((await visitor.request('/api/teams', { json: { name: 'x' } })).status).toBe(401);
    expect((await visitor.request('/api/teams/some-id')).status).toBe(401);
    expect((await visitor.request('/api/teams/some-id/membership', { method: 'DELETE' })).status).toBe(401);
    expect((await visitor.request(`/api/join/${'A'.repeat(43)}`, { json: { displayName: 'x' } })).status).toBe(401);
  });

  /** A team's rows, to compare for "nothing changed". */
  async function teamState(teamId: string) {
    return {
      team: await db().selectFrom('teams').selectAll().where('id', '=', teamId).execute(),
      members: await db().selectFrom('team_members').selectAll().where('team_id', '=', teamId).orderBy('id').execute(),
      invites: await db().selectFrom('team_invites').selectAll().where('team_id', '=', teamId).orderBy('id').execute(),
    };
  }
});

describe('membership on more than one server', () => {
  const store = serversOnOneStore();

  it('a removal on one server ends access on the next request to another (PostgreSQL: two servers at once)', async () => {
    const first = await store.first();
    const signedIn = async (name: string) => {
      const browser = first.browser();
      const email = uniqueEmail('team-store');
      expect(
        (await browser.request('/api/auth/sign-up/email', { json: { name, email, password: PASSWORD } })).status,
      ).toBe(200);
      expect((await browser.signIn(email, PASSWORD)).status).toBe(200);
      return browser;
    };
    const owner = await signedIn('Coach Kim');
    const created = await owner.request('/api/teams', { json: { name: 'Riverside U18' } });
    const teamId = ((await created.json()) as { team: { id: string } }).team.id;
    const invited = await owner.request(`/api/teams/${teamId}/invites`, { json: { role: 'staff' } });
    const { url } = (await invited.json()) as { url: string };
    const coach = await signedIn('Physio Lee');
    const joined = await coach.request(`/api/join/${tokenOf(url)}`, { json: {} });
    const { memberId } = (await joined.json()) as { memberId: string };
    expect((await coach.request(`/api/teams/${teamId}`)).status).toBe(200);

    const second = await store.next(first);
    const on = (browser: TestBrowser, server: TestServer) => {
      const moved = server.browser();
      for (const [name, value] of browser.cookies) moved.cookies.set(name, value);
      return moved;
    };
    const coachThere = on(coach, second);
    expect((await coachThere.request(`/api/teams/${teamId}`)).status).toBe(200);
    // On PostgreSQL the first server still runs and removes the coach; SQLite serves one server at a time.
    const remover = usingPostgres ? owner : on(owner, second);
    expect((await remover.request(`/api/teams/${teamId}/members/${memberId}`, { method: 'DELETE' })).status).toBe(204);
    const after = await coachThere.request(`/api/teams/${teamId}`);
    expect([after.status, await after.json()]).toEqual([404, noSuchTeam]);
    expect((await coachThere.request('/api/teams')).status).toBe(200);
  });
});
