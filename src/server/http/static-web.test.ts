import { once } from 'node:events';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRequest } from '../test-support/raw-http.js';
import { startTestServer } from '../test-support/test-server.js';
import { factPlace, FIRST_ANSWER_ID, type FirstAnswer } from '../../domain/first-page.js';
import { staticWeb } from './static-web.js';
import type { FactsOfVisit } from './visit-facts.js';

describe('staticWeb', () => {
  let webRoot: string;

  beforeAll(() => {
    webRoot = mkdtempSync(join(tmpdir(), 'touchline-static-'));
    writeFileSync(
      join(webRoot, 'index.html'),
      '<!doctype html><head><title>Touchline</title></head><body><div id="root"></div></body>',
    );
    mkdirSync(join(webRoot, 'assets'));
    writeFileSync(join(webRoot, 'assets/app-abc123.js'), 'console.log(1);');
    mkdirSync(join(webRoot, '.vite'));
    writeFileSync(
      join(webRoot, '.vite/manifest.json'),
      JSON.stringify({
        'index.html': { file: 'assets/app-abc123.js', src: 'src/web/main.tsx', isEntry: true },
        'src/web/app/routes/data-layout.tsx': {
          file: 'assets/layout-def.js',
          imports: ['index.html', '_shared-ghi.js'],
        },
        '_shared-ghi.js': { file: 'assets/shared-ghi.js', imports: ['index.html'] },
        'src/web/app/routes/today.tsx': { file: 'assets/today-1.js', imports: ['index.html', '_shared-ghi.js'] },
        'src/web/app/routes/daily-journal.tsx': { file: 'assets/daily-2.js', imports: ['_shared-ghi.js'] },
      }),
    );
    writeFileSync(
      join(webRoot, '.vite/screens.json'),
      JSON.stringify({
        layout: 'data-layout',
        screens: [
          { path: 'journal', screen: 'today' },
          { path: 'journal/:day', screen: 'daily-journal' },
          { path: 'insights', screen: 'insights' },
        ],
      }),
    );
    writeFileSync(
      join(webRoot, '.vite/shells.json'),
      JSON.stringify([
        { path: '', signedIn: false, html: '<h1>Home shell</h1>' },
        { path: 'signin', signedIn: false, html: '<h1>Sign-in shell</h1>' },
        { path: 'journal', signedIn: true, html: '<h1>Journal shell</h1>' },
        {
          path: 'insights',
          signedIn: true,
          html: '<p>Loading insights...</p>',
          withFacts: `<p>${factPlace('headline')}</p><h2>${factPlace('monthTitle')}</h2>`,
        },
      ]),
    );
    writeFileSync(join(webRoot, 'sw.js'), 'self.skipWaiting;');
    writeFileSync(join(webRoot, 'manifest.webmanifest'), '{"name":"Touchline"}');
  });
  afterAll(() => rmSync(webRoot, { recursive: true, force: true }));

  it('serves a shared journal page never cached, without a referrer, not indexed', async () => {
    const app = staticWeb(webRoot);
    const page = await app.request(`/s/${'A'.repeat(43)}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<title>Touchline</title>');
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');
    expect(page.headers.get('x-robots-tag')).toBe('noindex');
    // Other pages keep the shell's own rule.
    const other = await app.request('/journal');
    expect(other.headers.get('cache-control')).toBe('private, no-cache');
    expect(other.headers.get('referrer-policy')).toBeNull();
  });

  it('gives every spelling of a share page the share headers, through the real server', async () => {
    const token = 'Ab_-'.repeat(10) + 'xyz';
    // Every path the web app's router shows as the shared journal: wouter, as we set it, matches paths case-insensitively
    // and percent-decoded, with or without a trailing slash (the same spellings in src/web/app/router.test.ts).
    const spellings = [
      `/s/${token}`,
      `/S/${token}`,
      `/s/${token}/`,
      `/S/${token}/`,
      `/%73/${token}`,
      `/%53/${token}`,
      `/S/${token}?from=probe`,
      // Not the shared journal (the app shows its not-found page), but the address still holds a token.
      `//s/${token}`,
      `/S/${token}/more`,
    ];
    const app = await startTestServer({ webRoot });
    try {
      for (const path of spellings) {
        for (const method of ['GET', 'HEAD']) {
          const response = await rawRequest(`${app.url}${path}`, { method });
          expect(response.status, `${method} ${path}`).toBe(200);
          expect(
            {
              cache: response.headers['cache-control'],
              referrer: response.headers['referrer-policy'],
              robots: response.headers['x-robots-tag'],
            },
            `${method} ${path}`,
          ).toEqual({ cache: 'no-store', referrer: 'no-referrer', robots: 'noindex' });
        }
      }
      // Refused methods too: a 405 at a share address is answered under the same rules.
      const posted = await rawRequest(`${app.url}/S/${token}`, { method: 'DELETE' });
      expect(posted.status).toBe(405);
      expect(posted.headers['referrer-policy']).toBe('no-referrer');
      expect(posted.headers['x-robots-tag']).toBe('noindex');
      // Other pages, also ones that start with an s, keep the shell's own rule.
      for (const path of ['/journal', '/signin', '/sharing', '/Settings']) {
        const response = await rawRequest(`${app.url}${path}`);
        expect(response.headers['cache-control'], path).toMatch(/^(private, )?no-cache$/);
        expect(response.headers['x-robots-tag'], path).toBeUndefined();
      }
    } finally {
      await app.cleanup();
    }
  });

  it('gives a team invite page (/join/<token>) the share headers, however it is spelled', async () => {
    const app = staticWeb(webRoot);
    for (const path of [`/join/${'A'.repeat(43)}`, `/JOIN/${'A'.repeat(43)}/`, `/%6Aoin/${'A'.repeat(43)}`]) {
      const page = await app.request(path);
      expect(page.status, path).toBe(200);
      expect(
        [page.headers.get('cache-control'), page.headers.get('referrer-policy'), page.headers.get('x-robots-tag')],
        path,
      ).toEqual(['no-store', 'no-referrer', 'noindex']);
    }
    const other = await app.request('/joined');
    expect(other.headers.get('referrer-policy')).toBeNull();
  });

  it('serves hashed assets for a year and deep links as index.html', async () => {
    const app = staticWeb(webRoot);
    const asset = await app.request('/assets/app-abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    const deepLink = await app.request('/journal/2026-03-05');
    expect(deepLink.status).toBe(200);
    expect(await deepLink.text()).toContain('<title>Touchline</title>');
  });

  it("names a signed-in screen's code in its page for the boot, and never caches a page", async () => {
    const app = staticWeb(webRoot);
    const screenCode = async (path: string) => {
      const page = await app.request(path);
      expect(page.status, path).toBe(200);
      expect(page.headers.get('cache-control'), path).toContain('no-cache');
      const html = await page.text();
      expect(html, path).toContain('<title>Touchline</title>');
      const named = /<meta name="touchline:screen-code" content="([^"]*)">/.exec(html)?.[1];
      return named === undefined ? [] : named.split(' ');
    };
    const layout = ['/assets/layout-def.js', '/assets/shared-ghi.js'];
    expect(await screenCode('/journal')).toEqual([...layout, '/assets/today-1.js']);
    expect(await screenCode('/journal/')).toEqual([...layout, '/assets/today-1.js']);
    expect(await screenCode('/journal/2026-03-05')).toEqual([...layout, '/assets/daily-2.js']);
    for (const path of ['/', '/signin', '/signup', '/no-such-page', '/journal/2026-03-05/more']) {
      expect(await screenCode(path), path).toEqual([]);
    }
  });

  it("sends a shell inside #root only to the visits it is drawn for: a screen's with a session cookie, a visitor page's without", async () => {
    const app = staticWeb(webRoot);
    const rootOf = async (path: string, cookie?: string) => {
      const page = await app.request(path, { headers: cookie ? { cookie } : {} });
      expect(page.status, path).toBe(200);
      // Never kept by a shared cache: a shell may hold the athlete's own words (their headline).
      expect(page.headers.get('cache-control'), path).toBe('private, no-cache');
      // A cache between the browser and the server keeps one copy per cookie, never a signed-in shell for a visitor.
      expect(page.headers.get('vary'), path).toBe('Cookie');
      return /<div id="root">(.*?)<\/div><\/body>/.exec(await page.text())?.[1];
    };
    const session = 'theme=dark; touchline.session_token=abc.def';
    expect(await rootOf('/journal', session)).toBe('<h1>Journal shell</h1>');
    expect(await rootOf('/journal/', '__Host-touchline.session_token=abc.def')).toBe('<h1>Journal shell</h1>');
    expect(await rootOf('/', 'touchline.session_token=abc')).toBe('');
    expect(await rootOf('/signin', session)).toBe('');
    expect(await rootOf('/journal/2026-03-05', session)).toBe('');
    for (const visitor of [undefined, 'theme=dark', 'touchline.session_token=', 'xtouchline.session_token=abc']) {
      expect(await rootOf('/journal', visitor), String(visitor)).toBe('');
      expect(await rootOf('/', visitor), String(visitor)).toBe('<h1>Home shell</h1>');
      expect(await rootOf('/signin', visitor), String(visitor)).toBe('<h1>Sign-in shell</h1>');
    }
    // The screen's code stays named in its page, shell or not.
    expect(await (await app.request('/journal', { headers: { cookie: session } })).text()).toContain(
      '/assets/today-1.js">',
    );
  });

  it("fills a shell's places with the visit's facts, escaped, and carries the screen's answer as JSON no text can close", async () => {
    const answer = { insights: { period: '4w', today: '2026-11-28', insights: { headline: '</script><b>' } } };
    const asked: string[] = [];
    const facts: FactsOfVisit = async (c, shellPath) => {
      asked.push(`${shellPath} ${c.req.header('cookie')}`);
      return {
        facts: { headline: 'Load <up> & "away"', monthTitle: 'May $& 2026' },
        answer: answer as unknown as FirstAnswer,
      };
    };
    const app = staticWeb(webRoot, facts);
    const session = 'touchline.session_token=abc.def';
    const html = await (await app.request('/insights', { headers: { cookie: session } })).text();
    expect(html).toContain(
      '<div id="root"><p>Load &lt;up&gt; &amp; &quot;away&quot;</p><h2>May $&amp; 2026</h2></div>',
    );
    expect(asked).toEqual([`insights ${session}`]);
    const data = new RegExp(`<script type="application/json" id="${FIRST_ANSWER_ID}">(.*?)</script></body>`).exec(html);
    expect(data?.[1]).not.toContain('<');
    expect(JSON.parse(data![1]!)).toEqual(answer);
    // A visitor is never asked about: no session cookie, no signed-in shell.
    expect(await (await app.request('/insights')).text()).not.toContain('Load');
    expect(asked).toHaveLength(1);
  });

  it("sends a shell with its places, and no answer, when the visit's facts are unknown or incomplete", async () => {
    const session = { headers: { cookie: 'touchline.session_token=abc.def' } };
    const shellOf = async (facts: FactsOfVisit | undefined) => {
      const html = await (await staticWeb(webRoot, facts).request('/insights', session)).text();
      expect(html).not.toContain(FIRST_ANSWER_ID);
      return /<div id="root">(.*?)<\/div><\/body>/.exec(html)?.[1];
    };
    expect(await shellOf(undefined)).toBe('<p>Loading insights...</p>');
    expect(await shellOf(async () => null)).toBe('<p>Loading insights...</p>');
    // A headline but no month: the template has a place for both.
    expect(await shellOf(async () => ({ facts: { headline: 'Up' }, answer: {} as FirstAnswer }))).toBe(
      '<p>Loading insights...</p>',
    );
  });

  it('answers a missing asset with 404, never with index.html cached for a year', async () => {
    const missing = await staticWeb(webRoot).request('/assets/app-old456.js');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('cache-control') ?? '').not.toContain('immutable');
    expect(await missing.text()).not.toContain('<title>Touchline</title>');
  });

  it.each([
    ['POST', '/'],
    ['DELETE', '/index.html'],
    ['TRACE', '/'],
    ['PUT', '/journal/2026-03-05'],
    ['PATCH', '/assets/app-abc123.js'],
    ['OPTIONS', '/signin'],
  ])('answers %s %s with 405 and Allow: GET, HEAD, never the page', async (method, path) => {
    // Over a real socket: fetch's Request cannot carry TRACE, Node's server can.
    const server = serve({ fetch: staticWeb(webRoot).fetch, port: 0, hostname: '127.0.0.1' });
    try {
      await once(server, 'listening');
      const { port } = server.address() as AddressInfo;
      const response = await rawRequest(`http://127.0.0.1:${port}${path}`, { method });
      expect(response.status).toBe(405);
      expect(response.headers.allow).toBe('GET, HEAD');
      expect(response.body).not.toContain('<title>Touchline</title>');
      expect(response.body).not.toContain('console.log');
    } finally {
      server.close();
    }
  });

  it('answers HEAD like GET, without a body', async () => {
    const response = await staticWeb(webRoot).request('/journal', { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('');
  });

  it('does not serve the build manifest, which lists source paths', async () => {
    const response = await staticWeb(webRoot).request('/.vite/manifest.json');
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('src/web');
  });

  it('serves the service worker and the web app manifest with their types, never from a stale cache', async () => {
    const app = staticWeb(webRoot);
    const worker = await app.request('/sw.js');
    expect(worker.status).toBe(200);
    expect(worker.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(worker.headers.get('cache-control')).toBe('no-cache');
    const manifest = await app.request('/manifest.webmanifest');
    expect(manifest.status).toBe(200);
    expect(manifest.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
  });
});
