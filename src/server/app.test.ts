import { Agent, request } from 'node:http';
import { sql } from 'kysely';
import { describe, expect, it, onTestFinished } from 'vitest';
import { MAX_BODY_BYTES } from './app.js';
import { migrations } from './db/migrations.js';
import { rawRequest, type RawResponse } from './test-support/raw-http.js';
import {
  startTestServer,
  uniqueEmail,
  serverForSuite,
  serversOnOneStore,
  usingPostgres,
} from './test-support/test-server.js';

interface ErrorBody {
  error: { code: string; message: string };
}

/** Asserts the one error shape of the API and returns it. */
function expectApiError(body: unknown): ErrorBody['error'] {
  expect(body).toEqual({ error: { code: expect.stringMatching(/^[A-Z_]+$/), message: expect.stringMatching(/\w/) } });
  return (body as ErrorBody).error;
}

describe('HTTP boundary', () => {
  const app = serverForSuite({ rateLimit: 'off' });

  function post(body: string, options: { chunked?: boolean } = {}): Promise<RawResponse> {
    return rawRequest(`${app.url}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { origin: app.url, 'content-type': 'application/json' },
      body,
      ...options,
    });
  }

  /** A JSON body of exactly `bytes` bytes. */
  function jsonOfSize(bytes: number): string {
    const frame = '{"email":"","password":"x"}';
    return frame.replace('""', `"${'a'.repeat(bytes - frame.length)}"`);
  }

  it('answers GET /api/health with ok and a reachable database', async () => {
    const response = await app.browser().request('/api/health');

    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', database: 'reachable' });
  });

  it('keeps an idle connection open for 65 s, longer than the 60 s a proxy or a client pool keeps one idle', async () => {
    // Node closes an idle connection after 5 s by default: a client reusing it at that moment gets
    // its request reset (ECONNRESET), and a proxy in front answers 502.
    const response = await rawRequest(`${app.url}/api/health`, { headers: { connection: 'keep-alive' } });

    expect(response.headers['keep-alive']).toBe('timeout=65');
  });

  it('answers an unknown API route with a JSON 404', async () => {
    const response = await app.browser().request('/api/no-such-thing');

    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(expectApiError(await response.json()).code).toBe('NOT_FOUND');
  });

  it.each([
    ['with a Content-Length', false],
    ['streamed without a Content-Length', true],
  ])('refuses a body over 1 MiB %s with a JSON 413', async (_label, chunked) => {
    const response = await post(jsonOfSize(MAX_BODY_BYTES + 1), { chunked });

    expect(response.status).toBe(413);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(expectApiError(JSON.parse(response.body)).code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('lets a body of exactly 1 MiB through to the handler', async () => {
    const response = await post(jsonOfSize(MAX_BODY_BYTES));

    expect(response.status).not.toBe(413);
    expect(response.status).toBeLessThan(500);
  });

  it('answers malformed JSON to an auth endpoint with a 400 error and no stack trace', async () => {
    const response = await app.browser().request('/api/auth/sign-in/email', { body: '{"email": "a@b.co", ' });

    expect(response.status).toBe(400);
    const text = await response.text();
    expectApiError(JSON.parse(text));
    expect(text).not.toMatch(/stack|\bat .+:\d+:\d+|node_modules|\.ts\b|\.m?js\b/i);
  });

  it('refuses a state-changing request from a foreign Origin with 403', async () => {
    const credentials = { email: uniqueEmail(), password: 'not-a-real-password' };
    const ours = await app.browser().request('/api/auth/sign-in/email', { json: credentials });
    const foreign = await app.browser().request('/api/auth/sign-in/email', {
      json: credentials,
      headers: { origin: 'https://evil.example' },
    });
    const missing = await rawRequest(`${app.url}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(credentials),
    });

    expect(ours.status).toBe(401); // reached better-auth: the Origin is what the others lack
    expect(foreign.status).toBe(403);
    expectApiError(await foreign.json());
    expect(missing.status).toBe(403);
    expectApiError(JSON.parse(missing.body));
  });

  it.each(['application/x-www-form-urlencoded', 'text/plain', 'multipart/form-data; boundary=x'])(
    'refuses a %s body (what a cross-site form can send) with 415 or 403',
    async (contentType) => {
      const response = await app.browser().request('/api/auth/sign-in/email', {
        body: 'email=a%40b.co&password=not-a-real-password',
        headers: { 'content-type': contentType },
      });

      expect([403, 415]).toContain(response.status);
      expectApiError(await response.json());
    },
  );

  it.each([
    'TEXT/PLAIN',
    'Text/Plain; charset=UTF-8',
    'APPLICATION/X-WWW-FORM-URLENCODED',
    'text/plain; x=application/json',
  ])(
    'refuses a %s body too: a media type is the same whatever its case (what no-cors fetch can send)',
    async (contentType) => {
      const response = await app.browser().request('/api/auth/sign-in/email', {
        body: JSON.stringify({ email: 'a@b.co', password: 'not-a-real-password' }),
        headers: { 'content-type': contentType },
      });

      expect(response.status).toBe(415);
      expectApiError(await response.json());
    },
  );

  it.each([
    'APPLICATION/JSON',
    'Application/Json; charset=UTF-8',
    'application/json;charset=utf-8',
    'application/JSON',
  ])('takes a %s body as JSON: media types are case-insensitive', async (contentType) => {
    const browser = app.browser();
    const email = uniqueEmail('media-type');
    const json = (body: unknown) => ({ body: JSON.stringify(body), headers: { 'content-type': contentType } });
    expect(
      (await browser.request('/api/auth/sign-up/email', json({ name: 'A', email, password: 'pass-word-1' }))).status,
    ).toBe(200);
    expect((await browser.request('/api/auth/sign-in/email', json({ email, password: 'pass-word-1' }))).status).toBe(
      200,
    );
    const created = await browser.request(
      '/api/entries',
      json({ id: crypto.randomUUID(), type: 'Training', day: '2026-05-14', content: { answers: {}, rating: 4 } }),
    );
    expect(created.status).toBe(201);
  });

  describe('security headers', () => {
    it.each([
      ['GET /api/health', '/api/health', {}],
      ['an unknown API route', '/api/no-such-thing', {}],
      ['an auth error', '/api/auth/sign-in/email', { json: { email: 'nobody@example.com', password: 'whatever-1' } }],
      [
        'a foreign-Origin refusal',
        '/api/auth/sign-in/email',
        { json: {}, headers: { origin: 'https://evil.example' } },
      ],
    ])('are the API set on %s: nothing may load, run or frame it', async (_label, path, init) => {
      const response = await app.browser().request(path, init);
      const csp = parseCsp(response.headers.get('content-security-policy') ?? '');

      expect([...csp]).toEqual([
        ['default-src', ["'none'"]],
        ['frame-ancestors', ["'none'"]],
      ]);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(response.headers.get('cross-origin-resource-policy')).toBe('same-origin');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      // What governs a page only is left off.
      expect(response.headers.get('cross-origin-opener-policy')).toBeNull();
    });

    it('are the page set outside /api/', async () => {
      const response = await app.browser().request('/journal');
      const csp = parseCsp(response.headers.get('content-security-policy') ?? '');

      expect(csp.get('script-src')).toEqual(["'self'"]);
      expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
      expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    });
  });
});

describe('server lifecycle', () => {
  const store = serversOnOneStore();

  it(
    usingPostgres
      ? 'starts a second server on the same database without re-running migrations, keeping users and sessions'
      : 'restarts on the same DATA_DIR without re-running migrations, keeping users and sessions',
    async () => {
      const first = await store.first();
      const email = uniqueEmail();
      const browser = first.browser();
      expect((await browser.signUp(email, 'survives-restarts')).status).toBe(200);
      expect((await browser.signIn(email, 'survives-restarts')).status).toBe(200);

      const second = await store.next(first);

      expect((await second.browser().signIn(email, 'survives-restarts')).status).toBe(200);
      const carried = second.browser();
      for (const [name, value] of browser.cookies) carried.cookies.set(name, value);
      expect((await carried.session())?.user.email).toBe(email);
      const users = await second.server.database.db
        .selectFrom('user')
        .select('id')
        .where('email', '=', email)
        .execute();
      expect(users).toHaveLength(1);
      const applied = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(
        second.server.database.db,
      );
      expect(applied.rows.map((row) => row.name)).toEqual(
        Object.keys(migrations(second.server.database.dialect)).sort(),
      );
    },
  );

  it('close() lets an in-flight request finish with 200, then refuses new connections and closes the database', async () => {
    const app = await startTestServer();
    onTestFinished(() => app.cleanup());
    const email = uniqueEmail();
    const body = JSON.stringify({ name: 'Test Athlete', email, password: 'closing-time' });
    let closing: Promise<void> | undefined;
    let closeCalledAt = 0;

    // Expect: 100-continue makes the server confirm it has the request before we send the body, so
    // close() certainly runs while the request is in flight; the sign-up then writes to the database.
    const inFlight = new Promise<RawResponse>((resolve, reject) => {
      const outgoing = request(`${app.url}/api/auth/sign-up/email`, {
        method: 'POST',
        // As a browser does: the connection stays open for reuse after the answer.
        agent: new Agent({ keepAlive: true }),
        headers: {
          origin: app.url,
          'content-type': 'application/json',
          'content-length': String(Buffer.byteLength(body)),
          expect: '100-continue',
        },
      });
      outgoing.on('continue', () => {
        closeCalledAt = performance.now();
        closing = app.stop();
        outgoing.end(body);
      });
      outgoing.on('response', (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }));
      });
      outgoing.on('error', reject);
    });

    const response = await inFlight;
    expect(closing).toBeDefined();
    expect(response.status).toBe(200);
    expect((JSON.parse(response.body) as { user: { email: string } }).user.email).toBe(email);
    await closing;
    // Idle keep-alive sockets are closed as soon as their response is out, not at their timeout.
    expect(performance.now() - closeCalledAt).toBeLessThan(1_500);
    await expect(rawRequest(`${app.url}/api/health`)).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    expect(await app.server.database.isReachable()).toBe(false);
  });
});

/** A Content-Security-Policy header as directive -> sources. */
function parseCsp(header: string): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const directive of header.split(';')) {
    const [name, ...sources] = directive.trim().split(/\s+/);
    if (name) directives.set(name.toLowerCase(), sources);
  }
  return directives;
}
