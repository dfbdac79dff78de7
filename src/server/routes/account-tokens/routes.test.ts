import { createHash, randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MAX_ACCESS_TOKENS } from '../../../domain/access-tokens.js';
import { TOKEN_RATE_LIMIT } from '../../http/access-token-auth.js';
import { tableRowsOf } from '../../test-support/db-state.js';
import {
  serverForSuite,
  signedInBrowser,
  TEST_PASSWORD,
  uniqueEmail,
  type TestBrowser,
} from '../../test-support/test-server.js';

const DAY = '2026-06-02';

afterEach(() => {
  vi.useRealTimers();
});

interface Made {
  token: { id: string; name: string; scope: string; createdAt: string; lastUsedAt: string | null };
  secret: string;
}

const training = (words: string) => ({
  id: randomUUID(),
  type: 'Training',
  day: DAY,
  content: { answers: { t1: words }, rating: 7, effort: 6, minutes: 45, notes: words },
});

describe('personal access tokens', () => {
  const app = serverForSuite();

  async function athlete(): Promise<{ browser: TestBrowser; userId: string; email: string }> {
    const email = uniqueEmail('tokens');
    const browser = await signedInBrowser(app, { email });
    return { browser, userId: (await browser.session())!.user.id, email };
  }

  async function makeToken(browser: TestBrowser, scope: 'read' | 'write', name = 'Watch sync'): Promise<Made> {
    const response = await browser.request('/api/account/tokens', { json: { name, scope } });
    expect(response.status).toBe(201);
    return (await response.json()) as Made;
  }

  /** A request as a script sends it: the token, no cookie, no Origin. */
  function withToken(secret: string, path: string, init: { method?: string; json?: unknown } = {}) {
    const headers: Record<string, string> = { authorization: `Bearer ${secret}` };
    if (init.json !== undefined) headers['content-type'] = 'application/json';
    return fetch(new URL(path, app.url), {
      method: init.method ?? (init.json !== undefined ? 'POST' : 'GET'),
      headers,
      body: init.json !== undefined ? JSON.stringify(init.json) : undefined,
    });
  }

  async function errorCode(response: Response): Promise<string> {
    const { error } = (await response.json()) as { error: { code: string; message: string } };
    expect(error.message).toMatch(/\w/);
    return error.code;
  }

  const entryCount = async (userId: string) =>
    (await tableRowsOf(app.server.database.db, 'journal_entries', userId)).length;

  it('shows a new token once, keeps only its SHA-256, and lists it by name, scope, created and last used', async () => {
    const { browser, userId } = await athlete();
    const { token, secret } = await makeToken(browser, 'read', '  Garmin  ');

    expect(secret).toMatch(/^tl_[A-Za-z0-9_-]{43}$/);
    expect(token).toMatchObject({ name: 'Garmin', scope: 'read', lastUsedAt: null });
    const rows = await tableRowsOf(app.server.database.db, 'access_tokens', userId);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.token_hash).toBe(createHash('sha256').update(secret).digest('hex'));
    expect(JSON.stringify(rows)).not.toContain(secret.slice(3));
    const listed = await browser.request('/api/account/tokens');
    const body = (await listed.json()) as { tokens: Made['token'][] };
    expect(body.tokens).toEqual([token]);
    expect(JSON.stringify(body)).not.toContain(secret.slice(3));
  });

  it('writes with a Read and write token, without cookies or an Origin, and reads the day back', async () => {
    const { browser } = await athlete();
    const { secret } = await makeToken(browser, 'write');
    const entry = training('from a script');

    const created = await withToken(secret, '/api/entries', { json: entry });
    expect(created.status).toBe(201);
    const day = await withToken(secret, `/api/entries/day/${DAY}`);
    expect(day.status).toBe(200);
    const { entries } = (await day.json()) as { entries: { id: string }[] };
    expect(entries.map((e) => e.id)).toEqual([entry.id]);
    // The athlete's own session sees the entry the token made.
    const mine = (await (await browser.request(`/api/entries/${entry.id}`)).json()) as { entry: { id: string } };
    expect(mine.entry.id).toBe(entry.id);
  });

  it('reads with a Read token and refuses its writes with 403, writing nothing', async () => {
    const { browser, userId } = await athlete();
    const entry = training('mine');
    expect((await browser.request('/api/entries', { json: entry })).status).toBe(201);
    const { secret } = await makeToken(browser, 'read');

    expect((await withToken(secret, `/api/entries/day/${DAY}`)).status).toBe(200);
    expect((await withToken(secret, `/api/entries/day/${DAY}`, { method: 'HEAD' })).status).toBe(200);
    const posted = await withToken(secret, '/api/entries', { json: training('refused') });
    expect(posted.status).toBe(403);
    expect(await errorCode(posted)).toBe('READ_ONLY_TOKEN');
    const deleted = await withToken(secret, `/api/entries/${entry.id}`, { method: 'DELETE' });
    expect(deleted.status).toBe(403);
    expect(await entryCount(userId)).toBe(1);
  });

  it('answers 401 to an unknown, malformed or revoked token, even beside a valid cookie', async () => {
    const { browser } = await athlete();
    const { token, secret } = await makeToken(browser, 'write');
    expect((await withToken(secret, `/api/entries/day/${DAY}`)).status).toBe(200);

    const unknown = await withToken(`tl_${'A'.repeat(43)}`, `/api/entries/day/${DAY}`);
    expect(unknown.status).toBe(401);
    expect(await errorCode(unknown)).toBe('INVALID_TOKEN');
    expect((await withToken('not-a-token', `/api/entries/day/${DAY}`)).status).toBe(401);
    const withCookie = await browser.request(`/api/entries/day/${DAY}`, {
      headers: { authorization: `Bearer tl_${'B'.repeat(43)}` },
    });
    expect(withCookie.status).toBe(401);
    expect((await withToken('', `/api/entries/day/${DAY}`)).status).toBe(401);
    // Another scheme is a proxy's (Basic sign-in in front of the app), not a token: the cookie decides.
    const behindBasic = { authorization: `Basic ${Buffer.from('family:door').toString('base64')}` };
    expect((await browser.request(`/api/entries/day/${DAY}`, { headers: behindBasic })).status).toBe(200);
    expect((await browser.request('/api/entries', { json: training('via proxy'), headers: behindBasic })).status).toBe(
      201,
    );
    const basicAlone = await fetch(new URL(`/api/entries/day/${DAY}`, app.url), { headers: behindBasic });
    expect(basicAlone.status).toBe(401);

    const revoked = await browser.request(`/api/account/tokens/${token.id}`, { method: 'DELETE' });
    expect(revoked.status).toBe(200);
    expect((await withToken(secret, `/api/entries/day/${DAY}`)).status).toBe(401);
    expect((await withToken(secret, '/api/entries', { json: training('after') })).status).toBe(401);
    expect((await browser.request(`/api/account/tokens/${token.id}`, { method: 'DELETE' })).status).toBe(404);
  });

  it("refuses a token on better-auth's routes, the password, email, deletion, tokens and sharing routes", async () => {
    const { browser, userId, email } = await athlete();
    const { token, secret } = await makeToken(browser, 'write');
    const refusedRoutes: [string, string, unknown?][] = [
      ['GET', '/api/account/tokens'],
      ['POST', '/api/account/tokens', { name: 'Successor', scope: 'write' }],
      ['DELETE', `/api/account/tokens/${token.id}`],
      ['GET', '/api/shares'],
      ['POST', '/api/shares', { name: 'x', displayName: 'x', from: DAY, to: null, types: ['Training'] }],
      ['GET', '/api/auth/get-session'],
      ['POST', '/api/auth/change-password', { currentPassword: TEST_PASSWORD, newPassword: 'taken-over-pass-1' }],
      ['POST', '/api/auth/change-email', { newEmail: uniqueEmail('thief') }],
      ['POST', '/api/auth/delete-user', { password: TEST_PASSWORD }],
      ['POST', '/api/auth/sign-out', {}],
      // Spelled otherwise, the same routes.
      ['GET', '/api/%73hares'],
      ['GET', '/api/account/tokens/'],
    ];
    for (const [method, path, json] of refusedRoutes) {
      const response = await withToken(secret, path, { method, json });
      expect(response.status, `${method} ${path}`).toBe(403);
      expect(await errorCode(response)).toBe('TOKEN_NOT_ALLOWED');
    }
    const db = app.server.database.db;
    expect(await tableRowsOf(db, 'access_tokens', userId)).toHaveLength(1);
    expect(await tableRowsOf(db, 'share_links', userId)).toHaveLength(0);
    expect((await browser.session())?.user.email).toBe(email);
    expect((await app.browser().signIn(email, TEST_PASSWORD)).status).toBe(200);
  });

  it("never reads or changes another athlete's data with a token", async () => {
    const a = await athlete();
    const b = await athlete();
    const theirs = training('B only');
    expect((await b.browser.request('/api/entries', { json: theirs })).status).toBe(201);
    const { secret } = await makeToken(a.browser, 'write');

    expect((await withToken(secret, `/api/entries/${theirs.id}`)).status).toBe(404);
    const day = (await (await withToken(secret, `/api/entries/day/${DAY}`)).json()) as { entries: unknown[] };
    expect(day.entries).toEqual([]);
    const put = await withToken(secret, `/api/entries/${theirs.id}`, {
      method: 'PUT',
      json: { content: { answers: { t1: 'A was here' }, rating: 1 }, version: 1 },
    });
    expect(put.status).toBe(404);
    expect((await withToken(secret, `/api/entries/${theirs.id}`, { method: 'DELETE' })).status).toBe(404);
    const stored = (await b.browser.request(`/api/entries/${theirs.id}`).then((r) => r.json())) as {
      entry: { content: { notes: string } };
    };
    expect(stored.entry.content.notes).toBe('B only');
    // B's session cannot revoke A's token either.
    const [aToken] = (await (await a.browser.request('/api/account/tokens')).json()).tokens as { id: string }[];
    expect((await b.browser.request(`/api/account/tokens/${aToken!.id}`, { method: 'DELETE' })).status).toBe(404);
    expect((await withToken(secret, `/api/entries/day/${DAY}`)).status).toBe(200);
  });

  it('acts on staff routes as its account, under the same scope rules', async () => {
    const { browser } = await athlete();
    const write = await makeToken(browser, 'write');
    const read = await makeToken(browser, 'read');
    const made = await withToken(write.secret, '/api/teams', { json: { name: 'Token FC' } });
    expect(made.status).toBe(201);
    const { teams } = (await (await withToken(read.secret, '/api/teams')).json()) as { teams: { name: string }[] };
    expect(teams.map((team) => team.name)).toEqual(['Token FC']);
    expect((await withToken(read.secret, '/api/teams', { json: { name: 'No' } })).status).toBe(403);
  });

  it(`holds an account to ${MAX_ACCESS_TOKENS} tokens, with a clear message`, async () => {
    const { browser } = await athlete();
    const made = await Promise.all(
      Array.from({ length: MAX_ACCESS_TOKENS }, (_, i) => makeToken(browser, 'read', `Token ${i}`)),
    );
    const over = await browser.request('/api/account/tokens', { json: { name: 'One more', scope: 'read' } });
    expect(over.status).toBe(422);
    const { error } = (await over.json()) as { error: { code: string; message: string } };
    expect(error.code).toBe('TOO_MANY_ACCESS_TOKENS');
    expect(error.message).toContain(`${MAX_ACCESS_TOKENS} access tokens`);
    expect((await browser.request(`/api/account/tokens/${made[0]!.token.id}`, { method: 'DELETE' })).status).toBe(200);
    await makeToken(browser, 'read', 'In its place');
  });

  it('refuses a bad name or scope with 422 naming the field', async () => {
    const { browser } = await athlete();
    for (const [body, field] of [
      [{ name: '', scope: 'read' }, 'name'],
      [{ name: 'x'.repeat(61), scope: 'read' }, 'name'],
      [{ name: 'Bot', scope: 'admin' }, 'scope'],
      [{ name: 'Bot' }, 'scope'],
    ] as const) {
      const response = await browser.request('/api/account/tokens', { json: body });
      expect(response.status).toBe(422);
      expect(((await response.json()) as { error: { fields: string[] } }).error.fields).toEqual([field]);
    }
  });

  it(`limits each token to ${TOKEN_RATE_LIMIT.attempts} requests a minute, with Retry-After`, async () => {
    const { browser } = await athlete();
    const busy = await makeToken(browser, 'read', 'Busy');
    const other = await makeToken(browser, 'read', 'Other');
    const path = `/api/entries/day/${DAY}`;
    for (let sent = 0; sent < TOKEN_RATE_LIMIT.attempts; sent += 20) {
      const batch = await Promise.all(Array.from({ length: 20 }, () => withToken(busy.secret, path)));
      expect(batch.map((r) => r.status)).toEqual(Array(20).fill(200));
    }
    const limited = await withToken(busy.secret, path);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await errorCode(limited)).toBe('TOO_MANY_ATTEMPTS');
    // Another token of the same account, and the athlete's own session, go on.
    expect((await withToken(other.secret, path)).status).toBe(200);
    expect((await browser.request(path)).status).toBe(200);
  });

  it('writes last used at most once a minute', async () => {
    const { browser, userId } = await athlete();
    const { token, secret } = await makeToken(browser, 'read');
    const lastUsed = async () =>
      (await tableRowsOf(app.server.database.db, 'access_tokens', userId)).find((row) => row.id === token.id)!
        .last_used_at as string | null;

    expect((await withToken(secret, `/api/entries/day/${DAY}`)).status).toBe(200);
    const first = await lastUsed();
    expect(first).not.toBeNull();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 30_000);
    expect((await withToken(secret, `/api/entries/day/${DAY}`)).status).toBe(200);
    expect(await lastUsed()).toBe(first);
    vi.setSystemTime(Date.now() + 31_000);
    expect((await withToken(secret, `/api/entries/day/${DAY}`)).status).toBe(200);
    const later = await lastUsed();
    expect(Date.parse(later!) - Date.parse(first!)).toBeGreaterThanOrEqual(60_000);
    const listed = (await (await browser.request('/api/account/tokens')).json()) as { tokens: Made['token'][] };
    expect(listed.tokens[0]!.lastUsedAt).toBe(later);
  });

  it('keeps tokens working after a password change and deletes them with the account', async () => {
    const { browser, userId } = await athlete();
    const { secret } = await makeToken(browser, 'write');
    const changed = await browser.request('/api/auth/change-password', {
      json: { currentPassword: TEST_PASSWORD, newPassword: 'a-new-password-2', revokeOtherSessions: true },
    });
    expect(changed.status).toBe(200);
    expect((await withToken(secret, `/api/entries/day/${DAY}`)).status).toBe(200);

    const deleted = await browser.request('/api/auth/delete-user', { json: { password: 'a-new-password-2' } });
    expect(deleted.status).toBe(200);
    expect(await tableRowsOf(app.server.database.db, 'access_tokens', userId)).toEqual([]);
    expect((await withToken(secret, `/api/entries/day/${DAY}`)).status).toBe(401);
    expect((await withToken(secret, '/api/entries', { json: training('ghost') })).status).toBe(401);
  });
});
