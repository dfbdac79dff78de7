import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../env.js';
import { startServer, type RunningServer } from '../server.js';
import { freePort, TestBrowser, uniqueEmail } from '../test-support/test-server.js';

const food = (id: string) => ({
  id,
  type: 'Food',
  day: '2026-03-05',
  content: { mealType: 'Lunch', timeOfDay: '12:30', foodItems: 'rice and beans', feelingNotes: '' },
});

// SQLite on purpose, even when the suite runs with DATABASE_URL set: `query_only` makes every write
// fail with SQLITE_READONLY, as a read-only data directory does, without needing root to mount one.
describe('a database that cannot write', () => {
  let dataDir: string;
  let server: RunningServer;
  let athlete: TestBrowser;
  const email = uniqueEmail();
  const setWritable = (writable: boolean) =>
    sql`pragma query_only = ${sql.raw(writable ? 'off' : 'on')}`.execute(server.database.db);

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'touchline-failure-'));
    const port = String(await freePort());
    server = await startServer(
      loadConfig({ PORT: port, DATA_DIR: dataDir, LOG_LEVEL: 'silent', AUTH_RATE_LIMIT: 'off' }),
    );
    athlete = new TestBrowser(server.url);
    await athlete.signUp(email, 'password-123');
    await athlete.signIn(email, 'password-123');
  });
  afterAll(async () => {
    await server?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('refuses writes with a clear 503, keeps serving reads, and writes again once it can', async () => {
    const saved = food(randomUUID());
    expect((await athlete.request('/api/entries', { json: saved })).status).toBe(201);
    await setWritable(false);
    try {
      const create = await athlete.request('/api/entries', { json: food(randomUUID()) });
      expect(create.status).toBe(503);
      expect(await create.json()).toEqual({
        error: { code: 'STORAGE_NOT_WRITABLE', message: expect.stringMatching(/cannot write to its data directory/) },
      });

      // better-auth answers a failed session write with its own 500: it gets the same clear answer.
      const signIn = await new TestBrowser(server.url).signIn(email, 'password-123');
      expect(signIn.status).toBe(503);
      expect(((await signIn.json()) as { error: { code: string } }).error.code).toBe('STORAGE_NOT_WRITABLE');

      const day = await athlete.request('/api/entries/day/2026-03-05');
      expect(day.status).toBe(200);
      expect(((await day.json()) as { entries: { id: string }[] }).entries.map((entry) => entry.id)).toEqual([
        saved.id,
      ]);
    } finally {
      await setWritable(true);
    }
    expect((await athlete.request('/api/entries', { json: food(randomUUID()) })).status).toBe(201);
  });
});
