import { afterEach, describe, expect, it, vi } from 'vitest';
import { serverForSuite, uniqueEmail, type TestBrowser } from '../../test-support/test-server.js';

const PASSWORD = 'join-pass-123';
const DAY_MS = 24 * 60 * 60 * 1000;

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
}

const notActive = { error: { code: 'NOT_FOUND', message: 'This invite is not active' } };
const tokenOf = (url: string) => url.slice(url.lastIndexOf('/') + 1);

describe('joining a team by its invite link', () => {
  const app = serverForSuite();
  const db = () => app.server.database.db;

  async function person(name: string): Promise<Person> {
    const browser = app.browser();
    const email = uniqueEmail('join');
    const signUp = await browser.request('/api/auth/sign-up/email', { json: { name, email, password: PASSWORD } });
    expect(signUp.status).toBe(200);
    expect((await browser.signIn(email, PASSWORD)).status).toBe(200);
    return { browser, email, userId: (await browser.session())!.user.id };
  }

  async function team(ownerName = 'Coach Kim') {
    const owner = await person(ownerName);
    const created = await owner.browser.request('/api/teams', { json: { name: 'Riverside U18' } });
    const { id } = ((await created.json()) as { team: { id: string } }).team;
    const invite = async (role: 'athlete' | 'staff') => {
      const response = await owner.browser.request(`/api/teams/${id}/invites`, { json: { role } });
      expect(response.status).toBe(201);
      return tokenOf(((await response.json()) as { url: string }).url);
    };
    return { owner, id, invite };
  }

  const preview = async (token: string) => {
    const response = await fetch(`${app.url}/api/join/${token}`);
    return { status: response.status, body: await response.json(), headers: response.headers };
  };
  const memberRow = (teamId: string, userId: string) =>
    db()
      .selectFrom('team_members')
      .select(['role', 'display_name', 'scope', 'is_owner'])
      .where('team_id', '=', teamId)
      .where('user_id', '=', userId)
      .executeTakeFirst();

  it('previews an invite to anyone holding it: the team, its staff by name, never an email', async () => {
    const { owner, id, invite } = await team();
    const physio = await person('Physio Lee');
    const staffToken = await invite('staff');
    expect((await physio.browser.request(`/api/join/${staffToken}`, { json: {} })).status).toBe(201);
    const token = await invite('athlete');

    const { status, body, headers } = await preview(token);
    expect(status).toBe(200);
    expect(body).toEqual({ team: { name: 'Riverside U18' }, staff: ['Coach Kim', 'Physio Lee'], role: 'athlete' });
    const text = JSON.stringify(body);
    for (const secret of [owner.email, physio.email, owner.userId, id, 'example.com'])
      expect(text).not.toContain(secret);
    expect(headers.get('cache-control')).toBe('no-store');
    expect(headers.get('referrer-policy')).toBe('no-referrer');
    expect(headers.get('x-robots-tag')).toBe('noindex');
    expect((await preview(staffToken)).body).toMatchObject({ role: 'staff' });
  });

  it.each([
    [{ displayName: 'Alex' }, 'figures'],
    [{ displayName: 'Alex', scope: 'figures' }, 'figures'],
    [{ displayName: '  Alex  ', scope: 'full' }, 'full'],
  ])('joins an athlete invite with %j: scope %s', async (body, scope) => {
    const { owner, id, invite } = await team();
    const athlete = await person('Alexandra Smith');
    const response = await athlete.browser.request(`/api/join/${await invite('athlete')}`, { json: body });
    expect(response.status).toBe(201);
    const answer = (await response.json()) as { teamId: string; memberId: string };
    expect(answer).toEqual({ teamId: id, memberId: expect.any(String) });
    expect(await memberRow(id, athlete.userId)).toEqual({ role: 'athlete', display_name: 'Alex', scope, is_owner: 0 });
    // Staff see the athlete in the team's count; the athlete sees the team.
    const teams = (await (await owner.browser.request('/api/teams')).json()) as { teams: { athleteCount: number }[] };
    expect(teams.teams[0]!.athleteCount).toBe(1);
    const own = (await (await athlete.browser.request('/api/teams')).json()) as { teams: object[] };
    expect(own.teams).toEqual([
      { id, name: 'Riverside U18', role: 'athlete', isOwner: false, displayName: 'Alex', scope, athleteCount: 1 },
    ]);
  });

  it('joins a staff invite as staff: the account name unless another is given, and no scope', async () => {
    const { id, invite } = await team();
    const token = await invite('staff');
    const physio = await person('Physio Lee');
    expect((await physio.browser.request(`/api/join/${token}`, { json: { scope: 'full' } })).status).toBe(201);
    expect(await memberRow(id, physio.userId)).toEqual({
      role: 'staff',
      display_name: 'Physio Lee',
      scope: null,
      is_owner: 0,
    });
    const psych = await person('Dr Morgan Psychologist');
    expect((await psych.browser.request(`/api/join/${token}`, { json: { displayName: 'Dr M' } })).status).toBe(201);
    expect(await memberRow(id, psych.userId)).toMatchObject({ role: 'staff', display_name: 'Dr M', scope: null });
  });

  it.each([
    [{}, 'displayName'],
    [{ displayName: '' }, 'displayName'],
    [{ displayName: '   ' }, 'displayName'],
    [{ displayName: 'x'.repeat(61) }, 'displayName'],
    [{ displayName: 42 }, 'displayName'],
    [{ displayName: 'Alex', scope: 'everything' }, 'scope'],
    [{ displayName: 'Alex', scope: null }, 'scope'],
  ])('refuses a join with %j: 422 naming %s, and joins nothing', async (body, field) => {
    const { id, invite } = await team();
    const athlete = await person('Alex');
    const response = await athlete.browser.request(`/api/join/${await invite('athlete')}`, { json: body });
    expect(response.status).toBe(422);
    expect(((await response.json()) as { error: { fields: string[] } }).error.fields).toEqual([field]);
    expect(await memberRow(id, athlete.userId)).toBeUndefined();
  });

  it('a second join of the same team gets 409, whichever link; the member is unchanged', async () => {
    const { owner, id, invite } = await team();
    const athlete = await person('Alex');
    const token = await invite('athlete');
    expect((await athlete.browser.request(`/api/join/${token}`, { json: { displayName: 'Alex' } })).status).toBe(201);
    const again = await athlete.browser.request(`/api/join/${token}`, {
      json: { displayName: 'Other', scope: 'full' },
    });
    expect([again.status, await again.json()]).toEqual([
      409,
      { error: { code: 'CONFLICT', message: 'You are already in Riverside U18' } },
    ]);
    const asStaff = await athlete.browser.request(`/api/join/${await invite('staff')}`, { json: {} });
    expect(asStaff.status).toBe(409);
    expect(await memberRow(id, athlete.userId)).toEqual({
      role: 'athlete',
      display_name: 'Alex',
      scope: 'figures',
      is_owner: 0,
    });
    // The owner too.
    const ownerJoins = await owner.browser.request(`/api/join/${token}`, { json: { displayName: 'Me' } });
    expect(ownerJoins.status).toBe(409);
  });

  it('one 404 for an unknown, revoked, expired or malformed invite, to a preview and a join alike', async () => {
    const { owner, id, invite } = await team();
    const revoked = await invite('athlete');
    expect((await owner.browser.request(`/api/teams/${id}/invites/athlete`, { method: 'DELETE' })).status).toBe(204);
    const replaced = await invite('staff');
    await invite('staff');
    const expiring = await invite('athlete');
    const deletedTeam = await team('Gone Coach');
    const ofDeletedTeam = await deletedTeam.invite('athlete');
    expect((await deletedTeam.owner.browser.request(`/api/teams/${deletedTeam.id}`, { method: 'DELETE' })).status).toBe(
      204,
    );
    advanceClock(14 * DAY_MS + 1);
    const athlete = await person('Alex');
    const tokens = [
      revoked,
      replaced,
      expiring,
      ofDeletedTeam,
      'A'.repeat(43),
      'short',
      `${expiring}x`,
      `${expiring.slice(0, 42)}!`,
      '%00',
    ];
    for (const token of tokens) {
      const looked = await preview(token);
      expect([token, looked.status, looked.body]).toEqual([token, 404, notActive]);
      expect(looked.headers.get('cache-control')).toBe('no-store');
      const joining = await athlete.browser.request(`/api/join/${token}`, { json: { displayName: 'Alex' } });
      expect([token, joining.status, await joining.json()]).toEqual([token, 404, notActive]);
    }
    expect(await db().selectFrom('team_members').select('id').where('user_id', '=', athlete.userId).execute()).toEqual(
      [],
    );
  });

  it('a join needs a session; a preview does not', async () => {
    const { invite } = await team();
    const token = await invite('athlete');
    const visitor = app.browser();
    expect((await visitor.request(`/api/join/${token}`)).status).toBe(200);
    const refused = await visitor.request(`/api/join/${token}`, { json: { displayName: 'Alex' } });
    expect(refused.status).toBe(401);
  });
});

describe('invite lookups', () => {
  const app = serverForSuite({ trustedProxies: '127.0.0.1' });

  it('are limited per client address, 60 a minute, previews and joins together', async () => {
    const client = `203.0.113.${Math.floor(Math.random() * 250)}, 198.51.100.${Math.floor(Math.random() * 250)}`;
    const lookUp = (from: string, method = 'GET') =>
      fetch(`${app.url}/api/join/${'B'.repeat(43)}`, {
        method,
        headers: { 'x-forwarded-for': from, origin: app.url, 'content-type': 'application/json' },
        ...(method === 'POST' ? { body: '{}' } : {}),
      });
    const statuses: number[] = [];
    for (let n = 0; n < 59; n += 1) statuses.push((await lookUp(client)).status);
    // A join (signed out: 401) counts too.
    statuses.push((await lookUp(client, 'POST')).status);
    expect(statuses).toEqual([...Array.from({ length: 59 }, () => 404), 401]);
    expect((await lookUp(`192.0.2.${Math.floor(Math.random() * 250)}`)).status).toBe(404);
    for (const method of ['GET', 'POST']) {
      const limited = await lookUp(client, method);
      expect(limited.status).toBe(429);
      expect(((await limited.json()) as { error: { code: string } }).error.code).toBe('TOO_MANY_ATTEMPTS');
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(limited.headers.get('cache-control')).toBe('no-store');
    }
    advanceClock(61_000);
    expect((await lookUp(client)).status).toBe(404);
  });
});
