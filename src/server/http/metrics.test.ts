import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { serverForSuite, signedInBrowser, uniqueEmail, TEST_PASSWORD } from '../test-support/test-server.js';

const TOKEN = 'scrape-me-please-0123456789';

/** The value of one sample line (`name{labels} value`) of the text format, or undefined when it is not there. */
function sample(text: string, name: string, labels: string): number | undefined {
  const line = text.split('\n').find((row) => row.startsWith(`${name}{${labels}} `));
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
}

describe('GET /metrics with METRICS_TOKEN set', () => {
  const app = serverForSuite({ metricsToken: TOKEN });
  const scrape = async (authorization = `Bearer ${TOKEN}`) =>
    app.browser().request('/metrics', { headers: { authorization } });

  it.each([
    ['no token', ''],
    ['another token', `Bearer ${TOKEN.replace('0', '1')}`],
    ['the token without Bearer', TOKEN],
    ['a longer token', `Bearer ${TOKEN}x`],
  ])('is not there (404) with %s', async (_label, authorization) => {
    const response = await scrape(authorization);
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('http_requests_total');
  });

  it('answers the Prometheus text format: requests by route pattern, entries written and refused, process figures', async () => {
    const email = uniqueEmail();
    const athlete = await signedInBrowser(app, { email, password: TEST_PASSWORD });
    const id = randomUUID();
    const entry = { id, type: 'Training', day: '2026-11-20', content: { answers: { t1: 'Sharp' } } };
    expect((await athlete.request('/api/entries', { method: 'POST', json: entry })).status).toBe(201);
    expect((await athlete.request(`/api/entries/${id}`)).status).toBe(200);
    const stale = { content: { answers: { t1: 'Sharper' } }, version: 1 };
    expect((await athlete.request(`/api/entries/${id}`, { method: 'PUT', json: stale })).status).toBe(200);
    expect((await athlete.request(`/api/entries/${id}`, { method: 'PUT', json: stale })).status).toBe(409);
    expect((await athlete.request(`/api/entries/${randomUUID()}`)).status).toBe(404);

    const response = await scrape();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await response.text();
    const byRoute = (method: string, route: string, status: number) =>
      sample(text, 'http_requests_total', `method="${method}",route="${route}",status="${status}"`);
    expect(byRoute('POST', '/api/entries', 201)).toBe(1);
    expect(byRoute('GET', '/api/entries/:id', 200)).toBe(1);
    expect(byRoute('GET', '/api/entries/:id', 404)).toBe(1);
    expect(byRoute('PUT', '/api/entries/:id', 409)).toBe(1);
    expect(sample(text, 'http_request_duration_seconds_count', 'method="POST",route="/api/entries",status="201"')).toBe(
      1,
    );
    expect(sample(text, 'touchline_entries_written_total', 'operation="create"')).toBe(1);
    expect(sample(text, 'touchline_entries_written_total', 'operation="update"')).toBe(1);
    expect(sample(text, 'touchline_entry_writes_refused_total', 'reason="conflict"')).toBe(1);
    expect(text).toMatch(/^process_resident_memory_bytes \d+/m);
    // The PostgreSQL pool's connections by state; SQLite has no pool.
    const pool = ['in_use', 'idle', 'waiting'].map((state) =>
      sample(text, 'touchline_database_pool_connections', `state="${state}"`),
    );
    if (app.server.database.dialect === 'postgres') {
      expect(pool.every((count) => Number.isInteger(count) && count! >= 0)).toBe(true);
      expect(pool[0]! + pool[1]!).toBeGreaterThan(0);
    } else {
      expect(pool).toEqual([undefined, undefined, undefined]);
    }
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds /m);
    // No id, email or entry text in any label or line.
    expect(text).not.toContain(id);
    expect(text).not.toContain(email);
    expect(text).not.toContain('Sharp');
  });

  it('counts a method the app has no use for as OTHER, so no client can grow the label set', async () => {
    await app.browser().request('/api/health', { method: 'PROPFIND' });
    const text = await (await scrape()).text();
    expect(text).not.toContain('method="PROPFIND"');
    expect(text).toMatch(/http_requests_total\{method="OTHER",route="[^"]+",status="\d+"\} \d/);
  });
});

describe('GET /metrics without METRICS_TOKEN', () => {
  const app = serverForSuite();

  it('is not there (404), whatever is sent', async () => {
    for (const authorization of ['', 'Bearer ', `Bearer ${TOKEN}`]) {
      const response = await app.browser().request('/metrics', { headers: { authorization } });
      expect(response.status).toBe(404);
    }
  });
});
