import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tableCounts, userRows } from '../test-support/db-state.js';
import { rawRequest } from '../test-support/raw-http.js';
import { apiRouteTable, type RouteKey } from '../test-support/route-table.js';
import { startTestServer, uniqueEmail, type TestBrowser, type TestServer } from '../test-support/test-server.js';

const PASSWORD = 'cross-site-pass-1';
const ENTRY_ID = randomUUID();
/** A value for each path parameter, so the request would reach its handler if it got through. */
const PARAMS: Record<string, string> = { id: ENTRY_ID, name: 'lift', day: '2026-05-14', token: 'x' };

/**
 * What another site can make a signed-in browser send: a request with that site's Origin (or none,
 * as some old browsers do), and a form's body (urlencoded, multipart or text/plain, which need no
 * CORS preflight). Every state-changing API route must refuse them all and change nothing.
 */
const FORGERIES = [
  { label: 'a foreign Origin', origin: 'https://evil.example', type: 'application/json' },
  { label: 'no Origin', origin: undefined, type: 'application/json' },
  { label: 'a urlencoded form body', origin: 'own', type: 'application/x-www-form-urlencoded' },
  { label: 'a multipart form body', origin: 'own', type: 'multipart/form-data; boundary=x' },
  { label: 'a text/plain body', origin: 'own', type: 'text/plain' },
  // Media types are case-insensitive: the JSON check is too, and these stay forms.
  { label: 'a Text/Plain body', origin: 'own', type: 'Text/Plain; charset=UTF-8' },
  { label: 'an APPLICATION/X-WWW-FORM-URLENCODED body', origin: 'own', type: 'APPLICATION/X-WWW-FORM-URLENCODED' },
] as const;

/**
 * Routes whose only credential is a signed token in the URL, never the cookie: a mail provider's one-click unsubscribe
 * (RFC 8058) posts a form with no Origin, so they take any Origin and body. A forgery without the token changes nothing.
 */
const TOKEN_ONLY_ROUTES: RouteKey[] = ['POST /api/reminders/unsubscribe'];

describe('cross-site requests', () => {
  let app: TestServer;
  let browser: TestBrowser;
  let userId: string;
  let stateChanging: RouteKey[];

  beforeAll(async () => {
    app = await startTestServer();
    browser = app.browser();
    const email = uniqueEmail('cross-site');
    expect((await browser.signUp(email, PASSWORD)).status).toBe(200);
    expect((await browser.signIn(email, PASSWORD)).status).toBe(200);
    userId = (await browser.session())!.user.id;
    const created = await browser.request('/api/entries', {
      method: 'POST',
      json: { id: ENTRY_ID, type: 'Training', day: '2026-05-14', content: { answers: {}, rating: 4 } },
    });
    expect(created.status).toBe(201);
    stateChanging = (await apiRouteTable()).filter(
      (route) => !route.startsWith('GET ') && !TOKEN_ONLY_ROUTES.includes(route),
    );
  });
  afterAll(() => app?.cleanup());

  it('finds the state-changing routes in the route table', () => {
    expect(stateChanging).toContain('POST /api/entries');
    expect(stateChanging).toContain('POST /api/auth/delete-user');
    expect(stateChanging.length).toBeGreaterThan(20);
  });

  it.each(FORGERIES)('refuses $label on every state-changing route, changing nothing', async (forgery) => {
    const cookie = [...browser.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const before = {
      rows: await userRows(app.server.database.db, userId),
      counts: await tableCounts(app.server.database.db),
    };

    for (const route of stateChanging) {
      const [method, template] = route.split(' ') as [string, string];
      const path = template.replace(/:(\w+)/g, (_match, name: string) => PARAMS[name]!);
      const headers: Record<string, string> = { cookie, 'content-type': forgery.type };
      if (forgery.origin) headers.origin = forgery.origin === 'own' ? app.url : forgery.origin;
      // What a form would carry: the password is the account's, so only the refusal stands in the way.
      const body = forgery.type.startsWith('application/json')
        ? JSON.stringify({ password: PASSWORD, name: 'Forged' })
        : `password=${PASSWORD}&name=Forged`;

      const response = await rawRequest(`${app.url}${path}`, { method, headers, body });

      expect([403, 415], `${route}: ${response.status} ${response.body}`).toContain(response.status);
      expect(JSON.parse(response.body)).toEqual({ error: { code: expect.any(String), message: expect.any(String) } });
    }
    for (const route of TOKEN_ONLY_ROUTES) {
      const [method, path] = route.split(' ') as [string, string];
      const headers: Record<string, string> = { cookie, 'content-type': forgery.type };
      if (forgery.origin) headers.origin = forgery.origin === 'own' ? app.url : forgery.origin;
      const response = await rawRequest(`${app.url}${path}?token=x`, {
        method,
        headers,
        body: 'List-Unsubscribe=One-Click',
      });
      expect(response.status, `${route}: ${response.body}`).toBe(400);
    }
    const after = {
      rows: await userRows(app.server.database.db, userId),
      counts: await tableCounts(app.server.database.db),
    };
    expect(after).toEqual(before);
  });
});
