import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { serverForSuite, startTestServer } from '../../test-support/test-server.js';

describe('GET /api/health/live and /api/health/ready', () => {
  const app = serverForSuite();

  it('live: the process answers', async () => {
    const response = await app.browser().request('/api/health/live');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'live' });
  });

  it('ready: the database answers and its schema is this server’s', async () => {
    const response = await app.browser().request('/api/health/ready');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ready' });
  });

  it('not ready, with nothing that helps an attacker, while a migration of this server is not in the database', async () => {
    const { db } = app.server.database;
    const [latest] = (
      await sql<{ name: string }>`select name from kysely_migration order by name desc limit 1`.execute(db)
    ).rows;
    await sql`delete from kysely_migration where name = ${latest!.name}`.execute(db);
    try {
      const response = await app.browser().request('/api/health/ready');
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({ status: 'not ready' });
    } finally {
      await sql`insert into kysely_migration (name, timestamp) values (${latest!.name}, ${new Date().toISOString()})`.execute(
        db,
      );
    }
    expect((await app.browser().request('/api/health/ready')).status).toBe(200);
  });
});

describe('readiness with the database gone', () => {
  it('is 503 while liveness stays 200', async () => {
    const app = await startTestServer();
    try {
      await app.server.database.close();
      const ready = await app.browser().request('/api/health/ready');
      expect(ready.status).toBe(503);
      expect(await ready.json()).toEqual({ status: 'not ready' });
      expect((await app.browser().request('/api/health/live')).status).toBe(200);
    } finally {
      await app.cleanup().catch(() => undefined);
    }
  });
});
