import { once } from 'node:events';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRequest } from '../test-support/raw-http.js';
import { staticWeb } from './static-web.js';

describe('staticWeb', () => {
  let webRoot: string;

  beforeAll(() => {
    webRoot = mkdtempSync(join(tmpdir(), 'touchline-static-'));
    writeFileSync(join(webRoot, 'index.html'), '<!doctype html><head><title>Touchline</title></head>');
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
        ],
      }),
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
    expect(other.headers.get('cache-control')).toBe('no-cache');
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

  it("preloads a signed-in screen's code with its page, and never caches a page", async () => {
    const app = staticWeb(webRoot);
    const preloads = async (path: string) => {
      const page = await app.request(path);
      expect(page.status, path).toBe(200);
      expect(page.headers.get('cache-control'), path).toBe('no-cache');
      const html = await page.text();
      expect(html, path).toContain('<title>Touchline</title>');
      return [...html.matchAll(/rel="modulepreload" crossorigin href="([^"]+)"/g)].map((match) => match[1]);
    };
    const layout = ['/assets/layout-def.js', '/assets/shared-ghi.js'];
    expect(await preloads('/journal')).toEqual([...layout, '/assets/today-1.js']);
    expect(await preloads('/journal/')).toEqual([...layout, '/assets/today-1.js']);
    expect(await preloads('/journal/2026-03-05')).toEqual([...layout, '/assets/daily-2.js']);
    for (const path of ['/', '/signin', '/signup', '/no-such-page', '/journal/2026-03-05/more']) {
      expect(await preloads(path), path).toEqual([]);
    }
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
