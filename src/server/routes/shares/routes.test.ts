import { createHash, randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MAX_ACTIVE_SHARE_LINKS } from '../../../domain/share-links.js';
import { uniqueEmail, type TestBrowser, serverForSuite } from '../../test-support/test-server.js';

const PASSWORD = 'share-pass-123';

/** Moves every clock in this process (the server's too) forward; frozen there until the test ends. */
function advanceClock(seconds: number): void {
  const now = Date.now();
  if (!vi.isFakeTimers()) vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(now + seconds * 1000);
}

afterEach(() => {
  vi.useRealTimers();
});

const training = (day: string, words: string) => ({
  id: randomUUID(),
  type: 'Training',
  day,
  content: { answers: { t1: words }, rating: 7, effort: 6, minutes: 50, notes: `notes ${words}`, timeOfDay: 'Dawn' },
});
const game = (day: string) => ({
  id: randomUUID(),
  type: 'Game',
  day,
  content: { opposingTeam: 'Riverside', pregame: {}, postgame: { rating: 8, planAdherence: 'Partly', notes: 'ok' } },
});
const checkIn = (day: string) => ({
  id: randomUUID(),
  type: 'Wellness',
  day,
  content: { fatigue: 4, sleep: 2, soreness: 3, stress: 5, mood: 4, sleepHours: 6.5, notes: 'rough night' },
});

interface SharedAnswer {
  share: { displayName: string; from: string; to: string | null; types: string[]; includeNotes: boolean };
  entries: { type: string; day: string; content: Record<string, unknown> }[];
  nextCursor: string | null;
  summaries?: string[];
}

const newLink = {
  name: 'Coach Sam',
  displayName: 'Alex',
  from: '2026-03-01',
  to: '2026-03-31',
  types: ['Training', 'Wellness'],
  includeNotes: false,
  expiresInDays: 30,
};

describe('share links', () => {
  const app = serverForSuite();

  async function athleteWith(entries: object[]): Promise<TestBrowser> {
    const browser = app.browser();
    const email = uniqueEmail('share');
    expect((await browser.signUp(email, PASSWORD)).status).toBe(200);
    expect((await browser.signIn(email, PASSWORD)).status).toBe(200);
    for (const json of entries) expect((await browser.request('/api/entries', { json })).status).toBe(201);
    return browser;
  }

  async function createLink(athlete: TestBrowser, body: object = newLink): Promise<{ token: string; id: string }> {
    const response = await athlete.request('/api/shares', { json: body });
    expect(response.status).toBe(201);
    const { link, token } = (await response.json()) as { link: { id: string }; token: string };
    return { token, id: link.id };
  }

  /** A signed-out visitor's look at a shared journal. */
  async function visit(token: string, query = ''): Promise<{ status: number; body: unknown; headers: Headers }> {
    const response = await fetch(`${app.url}/api/shared/${token}${query}`);
    return { status: response.status, body: await response.json(), headers: response.headers };
  }

  it('shows a visitor the days and types of the scope, figures only, and stores only the token hash', async () => {
    const inside = training('2026-03-10', 'hamstring tight');
    const athlete = await athleteWith([
      inside,
      checkIn('2026-03-11'),
      game('2026-03-12'),
      training('2026-02-28', 'before the range'),
      training('2026-04-01', 'after the range'),
    ]);
    // Another athlete's entries on the same days never show.
    await athleteWith([training('2026-03-10', 'someone else')]);
    const { token, id } = await createLink(athlete);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const { status, body, headers } = await visit(token);
    expect(status).toBe(200);
    expect(headers.get('cache-control')).toBe('no-store');
    expect(headers.get('referrer-policy')).toBe('no-referrer');
    expect(headers.get('x-robots-tag')).toBe('noindex');
    const answer = body as SharedAnswer;
    expect(answer.share).toEqual({
      displayName: 'Alex',
      from: '2026-03-01',
      to: '2026-03-31',
      types: ['Training', 'Wellness'],
      includeNotes: false,
      expiresAt: expect.any(String),
    });
    // Newest first; the game (another type) and the days outside are not there; no words, no ids, no email.
    expect(answer.entries).toEqual([
      {
        type: 'Wellness',
        day: '2026-03-11',
        content: { fatigue: 4, sleep: 2, soreness: 3, stress: 5, mood: 4, sleepHours: 6.5 },
      },
      { type: 'Training', day: '2026-03-10', content: { rating: 7, effort: 6, minutes: 50 } },
    ]);
    // The Insights summaries of the link's days and kinds, to its last day (Tuesday March 31, whose week has no
    // load): the game (another kind) and the days outside are not in them; the check-in is 4 + 2 + 3 + 5 + 4.
    expect(answer.summaries).toEqual([
      'The week of March 30, 2026: 0. Their 4-week average appears after 4 weeks of logged effort and minutes.',
      'Training averaged 7.0 over the 4 weeks to March 31, 2026 (no ratings the 4 weeks before)',
      'Latest check-in, March 11: wellness 18 of 25.',
    ]);
    const text = JSON.stringify(body);
    for (const secret of ['hamstring', 'rough night', 'Dawn', inside.id, 'example.com', 'Riverside']) {
      expect(text).not.toContain(secret);
    }

    const rows = await app.server.database.db.selectFrom('share_links').selectAll().where('id', '=', id).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.token_hash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('with answers and notes, shows them; an ongoing link shows entries written later', async () => {
    const athlete = await athleteWith([training('2026-05-02', 'first words')]);
    const { token } = await createLink(athlete, {
      ...newLink,
      from: '2026-05-01',
      to: null,
      types: ['Training'],
      includeNotes: true,
    });
    expect((await visit(token)).body).toMatchObject({
      entries: [{ day: '2026-05-02', content: { answers: { t1: 'first words' }, notes: 'notes first words' } }],
    });
    await athlete.request('/api/entries', { json: training('2027-01-15', 'new year') });
    const later = (await visit(token)).body as SharedAnswer;
    expect(later.entries.map((entry) => entry.day)).toEqual(['2027-01-15', '2026-05-02']);
  });

  it('pages 50 entries at a time, and counts a view only for the first page', async () => {
    const days = Array.from({ length: 55 }, (_, index) => `2026-03-${String(1 + (index % 28)).padStart(2, '0')}`);
    const athlete = await athleteWith(days.map((day) => training(day, 'x')));
    const { token } = await createLink(athlete);
    const first = (await visit(token)).body as SharedAnswer;
    expect(first.entries).toHaveLength(50);
    expect(first.nextCursor).not.toBeNull();
    const second = (await visit(token, `?cursor=${first.nextCursor}`)).body as SharedAnswer;
    expect(second.entries).toHaveLength(5);
    expect(second.nextCursor).toBeNull();
    // Load, ratings and wellness (the link shows check-ins, though there are none).
    expect(first.summaries).toHaveLength(3);
    expect(second.summaries).toBeUndefined();

    const { links } = (await (await athlete.request('/api/shares')).json()) as {
      links: { viewCount: number; lastViewedAt: string | null }[];
    };
    expect(links[0]!.viewCount).toBe(1);
    expect(links[0]!.lastViewedAt).not.toBeNull();
  });

  it('lists an athlete their own links, newest first, and never a token', async () => {
    const athlete = await athleteWith([]);
    await createLink(athlete, { ...newLink, name: 'Physio' });
    const { token } = await createLink(athlete, { ...newLink, name: 'Coach', expiresInDays: 7 });
    const other = await athleteWith([]);
    await createLink(other, { ...newLink, name: 'Not yours' });

    const response = await athlete.request('/api/shares');
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).not.toContain(token);
    const { links } = JSON.parse(text) as { links: { name: string; createdAt: string; expiresAt: string }[] };
    expect(links.map((link) => link.name)).toEqual(['Coach', 'Physio']);
    const days = (Date.parse(links[0]!.expiresAt) - Date.parse(links[0]!.createdAt)) / 86_400_000;
    expect(days).toBe(7);
  });

  it('a revoked, expired, unknown or malformed token gets the same 404', async () => {
    const athlete = await athleteWith([training('2026-03-10', 'x')]);
    const revoked = await createLink(athlete);
    const expiring = await createLink(athlete, { ...newLink, expiresInDays: 7 });
    const revoke = await athlete.request(`/api/shares/${revoked.id}/revoke`, { method: 'POST' });
    expect(revoke.status).toBe(200);
    expect(((await revoke.json()) as { link: { revokedAt: string | null } }).link.revokedAt).not.toBeNull();
    expect((await visit(expiring.token)).status).toBe(200);

    advanceClock(7 * 24 * 60 * 60 + 1);
    const notActive = { error: { code: 'NOT_FOUND', message: 'This link is not active' } };
    for (const token of [revoked.token, expiring.token, 'A'.repeat(43), 'short', `${revoked.token}x`]) {
      const answer = await visit(token);
      expect([token, answer.status, answer.body]).toEqual([token, 404, notActive]);
      expect(answer.headers.get('cache-control')).toBe('no-store');
    }
  });

  it(`keeps at most ${MAX_ACTIVE_SHARE_LINKS} active links per account, also when asked for in parallel; revoked and expired ones do not count`, async () => {
    const athlete = await athleteWith([]);
    const create = () => athlete.request('/api/shares', { json: newLink });
    const tooMany = {
      error: {
        code: 'TOO_MANY_SHARE_LINKS',
        message: `You have ${MAX_ACTIVE_SHARE_LINKS} active share links, the most one account can have. Revoke one you no longer need to make another.`,
      },
    };
    const revoked = await createLink(athlete);
    expect((await athlete.request(`/api/shares/${revoked.id}/revoke`, { method: 'POST' })).status).toBe(200);
    await createLink(athlete, { ...newLink, expiresInDays: 7 });
    await createLink(athlete, { ...newLink, expiresInDays: 7 });
    const ids: string[] = [];
    for (let made = 2; made < MAX_ACTIVE_SHARE_LINKS - 1; made++) ids.push((await createLink(athlete)).id);

    // One short of the limit, five at once: one gets through.
    const answers = await Promise.all(Array.from({ length: 5 }, create));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 422, 422, 422, 422]);
    expect(await answers.find((answer) => answer.status === 422)!.json()).toEqual(tooMany);
    const refused = await create();
    expect(refused.status).toBe(422);
    expect(await refused.json()).toEqual(tooMany);
    const { links } = (await (await athlete.request('/api/shares')).json()) as { links: { revokedAt: unknown }[] };
    expect(links.filter((link) => link.revokedAt === null)).toHaveLength(MAX_ACTIVE_SHARE_LINKS);

    // Revoking one makes room for one.
    expect((await athlete.request(`/api/shares/${ids[0]}/revoke`, { method: 'POST' })).status).toBe(200);
    expect((await create()).status).toBe(201);
    expect((await create()).status).toBe(422);
    // So does a link's expiry: the two 7-day links make room for two.
    advanceClock(7 * 24 * 60 * 60 + 1);
    expect([(await create()).status, (await create()).status, (await create()).status]).toEqual([201, 201, 422]);
  });

  it("revoking and deleting reach only the athlete's own links", async () => {
    const owner = await athleteWith([]);
    const { id, token } = await createLink(owner);
    const intruder = await athleteWith([]);
    expect((await intruder.request(`/api/shares/${id}/revoke`, { method: 'POST' })).status).toBe(404);
    expect((await intruder.request(`/api/shares/${id}`, { method: 'DELETE' })).status).toBe(404);
    expect((await visit(token)).status).toBe(200);

    expect((await owner.request(`/api/shares/${id}`, { method: 'DELETE' })).status).toBe(200);
    expect((await visit(token)).status).toBe(404);
    expect((await owner.request(`/api/shares/${id}`, { method: 'DELETE' })).status).toBe(404);
  });

  it('a password change keeps links; deleting the account deletes them', async () => {
    const athlete = app.browser();
    const email = uniqueEmail('share-account');
    await athlete.signUp(email, PASSWORD);
    await athlete.signIn(email, PASSWORD);
    const { token } = await createLink(athlete);
    const change = await athlete.request('/api/auth/change-password', {
      json: { currentPassword: PASSWORD, newPassword: 'another-pass-456', revokeOtherSessions: true },
    });
    expect(change.status).toBe(200);
    expect((await visit(token)).status).toBe(200);

    const deletion = await athlete.request('/api/auth/delete-user', { json: { password: 'another-pass-456' } });
    expect(deletion.status).toBe(200);
    expect((await visit(token)).status).toBe(404);
    const hash = createHash('sha256').update(token).digest('hex');
    const rows = await app.server.database.db
      .selectFrom('share_links')
      .select('id')
      .where('token_hash', '=', hash)
      .execute();
    expect(rows).toEqual([]);
  });

  it.each([
    [{ ...newLink, name: '' }, 'name'],
    [{ ...newLink, name: 'x'.repeat(61) }, 'name'],
    [{ ...newLink, displayName: '  ' }, 'displayName'],
    [{ ...newLink, from: '2026-02-30' }, 'from'],
    [{ ...newLink, to: '2026-02-01' }, 'to'],
    [{ ...newLink, types: [] }, 'types'],
    [{ ...newLink, types: ['Sleep'] }, 'types.0'],
    [{ ...newLink, includeNotes: 'yes' }, 'includeNotes'],
    [{ ...newLink, expiresInDays: 14 }, 'expiresInDays'],
    [{ ...newLink, expiresInDays: undefined }, 'expiresInDays'],
  ])('refuses a link with a bad %j, naming the field %s', async (body, field) => {
    const athlete = await athleteWith([]);
    const response = await athlete.request('/api/shares', { json: body });
    expect(response.status).toBe(422);
    const { error } = (await response.json()) as { error: { fields: string[] } };
    expect(error.fields[0]).toBe(field);
    expect((await (await athlete.request('/api/shares')).json()) as unknown).toEqual({ links: [] });
  });

  it('needs a session to list, make, revoke or delete links', async () => {
    const visitor = app.browser();
    expect((await visitor.request('/api/shares')).status).toBe(401);
    expect((await visitor.request('/api/shares', { json: newLink })).status).toBe(401);
    expect((await visitor.request(`/api/shares/${randomUUID()}/revoke`, { method: 'POST' })).status).toBe(401);
    expect((await visitor.request(`/api/shares/${randomUUID()}`, { method: 'DELETE' })).status).toBe(401);
  });
});

describe('shared journal lookups', () => {
  const app = serverForSuite({ trustedProxies: '127.0.0.1' });

  it('are limited per client address, 60 a minute, whatever the token', async () => {
    // An address no other test (or earlier run on a shared database) has used, as a trusted proxy reports it.
    const client = `203.0.113.${Math.floor(Math.random() * 250)}, 198.51.100.${Math.floor(Math.random() * 250)}`;
    const lookUp = (from: string) =>
      fetch(`${app.url}/api/shared/${'B'.repeat(43)}`, { headers: { 'x-forwarded-for': from } });
    const statuses: number[] = [];
    for (let n = 0; n < 60; n += 1) statuses.push((await lookUp(client)).status);
    expect(statuses).toEqual(Array.from({ length: 60 }, () => 404));
    // Another address is not held back.
    expect((await lookUp(`192.0.2.${Math.floor(Math.random() * 250)}`)).status).toBe(404);
    const limited = await lookUp(client);
    expect(limited.status).toBe(429);
    // The one code of every 429 the API answers (sign-in, reset, import; decision 033).
    expect(((await limited.json()) as { error: { code: string } }).error.code).toBe('TOO_MANY_ATTEMPTS');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(limited.headers.get('cache-control')).toBe('no-store');

    advanceClock(61);
    expect((await lookUp(client)).status).toBe(404);
  });
});
