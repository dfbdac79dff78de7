import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { serverForSuite, signedInBrowser } from '../test-support/test-server.js';

const dir = mkdtempSync(join(tmpdir(), 'touchline-backups-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A moment of the server's own clock: a local day and time, as BACKUP_SCHEDULE reads it. */
const local = (day: number, hour: number, minute: number, second = 0) => new Date(2026, 10, day, hour, minute, second);

describe('the daily backup (BACKUP_SCHEDULE=03:00, BACKUP_KEEP=2), on SQLite', () => {
  // Always SQLite: the schedule is refused on PostgreSQL (env.test.ts), which is backed up with pg_dump.
  const app = serverForSuite({ databaseUrl: '', backups: { schedule: '03:00', keep: 2, dir } });
  const backups = () => readdirSync(dir).sort();
  const schedule = () => app.server.backups!;

  it('is taken at its minute, once that day, checked, and holds the journal and the secrets', async () => {
    const athlete = await signedInBrowser(app);
    const entry = {
      id: crypto.randomUUID(),
      type: 'Training',
      day: '2026-11-26',
      content: { answers: { t1: 'Hills' } },
    };
    expect((await athlete.request('/api/entries', { method: 'POST', json: entry })).status).toBe(201);

    expect(await schedule().runOnce(local(27, 2, 59, 30))).toBe('not due');
    expect(backups()).toEqual([]);

    const at = local(27, 3, 0, 10);
    expect(await schedule().runOnce(at)).toBe('written');
    const [name] = backups();
    expect(name).toBe(`touchline-${at.toISOString().replace(/[:.]/g, '-')}`);
    const backup = join(dir, name!);
    expect(statSync(backup).mode & 0o777).toBe(0o700);
    expect(readdirSync(backup).sort()).toEqual(['auth-secret', 'touchline.sqlite', 'vapid-keys.json']);
    const copy = new SqliteDatabase(join(backup, 'touchline.sqlite'), { readonly: true });
    try {
      expect(copy.prepare('select id from journal_entries').pluck().all()).toEqual([entry.id]);
    } finally {
      copy.close();
    }
    const [lastSuccess] = (await app.server.metrics.backupLastSuccess.get()).values;
    expect(lastSuccess!.value).toBe(at.getTime() / 1000);

    // Later that day (a restart, another tick): not again.
    expect(await schedule().runOnce(local(27, 3, 1))).toBe('not due');
    expect(await schedule().runOnce(local(27, 23, 59))).toBe('not due');
    expect(backups()).toHaveLength(1);
  });

  it('keeps the newest BACKUP_KEEP: the oldest goes when a third is taken', async () => {
    expect(await schedule().runOnce(local(28, 3, 0, 5))).toBe('written');
    expect(await schedule().runOnce(local(29, 4, 12))).toBe('written');
    const kept = backups();
    expect(kept).toHaveLength(2);
    expect(kept.map((name) => name.slice(10, 20))).toEqual([
      local(28, 3, 0, 5).toISOString().slice(0, 10),
      local(29, 4, 12).toISOString().slice(0, 10),
    ]);
    expect(kept.every((name) => existsSync(join(dir, name, 'touchline.sqlite')))).toBe(true);
  });
});
