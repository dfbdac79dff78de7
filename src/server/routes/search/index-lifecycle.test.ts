import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { SQLITE_FILE } from '../../db/connect.js';
import { migrations } from '../../db/migrations.js';
import { checkSqliteSearchSupport, SearchUnsupportedError } from '../../db/search-index/sqlite-support.js';
import { freshDatabase } from '../../test-support/fresh-database.js';
import { startTestServer, uniqueEmail, type TestBrowser, type TestServer } from '../../test-support/test-server.js';

/**
 * The search index over the life of a database: built by its migration for the entries there already are, carried by
 * a backup into the restored database, and refused at start by an SQLite without full-text search.
 */

const PASSWORD = 'lifecycle-pass-1';
const run = promisify(execFile);

/** A server on a database of its own (test-support/fresh-database.ts), or on `reuse` (a restored one). */
async function isolatedServer(cleanups: (() => Promise<void>)[], reuse?: { dataDir: string; databaseUrl?: string }) {
  let target = reuse;
  if (!target) {
    const fresh = await freshDatabase();
    cleanups.push(fresh.remove);
    target = fresh;
  }
  const server = await startTestServer({ rateLimit: 'off', dataDir: target.dataDir, databaseUrl: target.databaseUrl });
  cleanups.push(() => server.stop());
  return { server, ...target };
}

async function signedIn(app: TestServer, email = uniqueEmail('lifecycle'), signUp = true): Promise<TestBrowser> {
  const browser = app.browser();
  if (signUp) expect((await browser.signUp(email, PASSWORD)).status).toBe(200);
  expect((await browser.signIn(email, PASSWORD)).status).toBe(200);
  return browser;
}

/** An athlete signed up and in on a server of their own (see isolatedServer), with what a restart needs. */
async function athleteOnOwnServer(cleanups: (() => Promise<void>)[], label: string) {
  const isolated = await isolatedServer(cleanups);
  const email = uniqueEmail(label);
  return { ...isolated, email, browser: await signedIn(isolated.server, email) };
}

/** The athlete signed in again on a server started on `data`: the same data after a stop, or a restored copy. */
async function signedInAgain(
  cleanups: (() => Promise<void>)[],
  data: { dataDir: string; databaseUrl?: string },
  email: string,
): Promise<{ server: TestServer; browser: TestBrowser }> {
  const { server } = await isolatedServer(cleanups, data);
  return { server, browser: await signedIn(server, email, false) };
}

async function create(browser: TestBrowser, day: string, notes: string): Promise<string> {
  const id = randomUUID();
  const response = await browser.request('/api/entries', {
    json: { id, type: 'Wellness', day, content: { fatigue: 3, sleep: 3, soreness: 3, stress: 3, mood: 3, notes } },
  });
  expect(response.status).toBe(201);
  return id;
}

async function found(browser: TestBrowser, query: string): Promise<string[]> {
  const response = await browser.request(`/api/search?q=${encodeURIComponent(query)}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { results: { id: string }[] }).results.map((result) => result.id);
}

describe('the search index over the life of a database', () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it('is built by its migration for the entries written before it', async () => {
    const { server, dataDir, databaseUrl, email, browser } = await athleteOnOwnServer(cleanups, 'before-search');
    const older = await create(browser, '2026-01-10', 'Hamstring tight before search existed');
    const newer = await create(browser, '2026-01-12', 'Hamstring fine');

    // Back to the schema before search: its tables gone.
    const { db } = server.server.database;
    if (server.server.database.dialect === 'sqlite') {
      await sql`drop trigger entry_search_gone`.execute(db);
      await sql`drop table entry_search_text`.execute(db);
      await sql`drop table search_owners`.execute(db);
    }
    await sql`drop table entry_search`.execute(db);
    if (server.server.database.dialect === 'postgres') await sql`drop function entry_search_keys`.execute(db);
    // Its migrations, run as the migrator runs them (later migrations stay recorded as run).
    const steps = migrations(server.server.database.dialect);
    await steps['007_search_index']!.up(db);
    await steps['008_search_keys']!.up(db);
    await server.stop();

    const { browser: again } = await signedInAgain(cleanups, { dataDir, databaseUrl }, email);
    expect(await found(again, 'hamstring')).toEqual([newer, older]);
    expect(await found(again, 'existed')).toEqual([older]);
  });

  it("moves a database indexed by 007's first form to the athlete's own keys (008)", async () => {
    const { server, dataDir, databaseUrl, email, browser } = await athleteOnOwnServer(cleanups, 'first-form');
    const tight = await create(browser, '2026-03-01', 'Hamstring tight after sprints');
    const loose = await create(browser, '2026-03-02', 'Hamstring loose');

    const { db, dialect } = server.server.database;
    if (dialect === 'postgres') {
      // As 007 first left it: one GIN index of the athlete and the text's trigrams, and no keys function.
      await sql`create extension if not exists btree_gin`.execute(db);
      await sql`drop index entry_search_keys`.execute(db);
      await sql`drop function entry_search_keys`.execute(db);
      await sql`create index entry_search_user_text on entry_search using gin (user_id, text gin_trgm_ops)`.execute(db);
    }
    await migrations(dialect)['008_search_keys']!.up(db);
    await server.stop();

    const { server: restarted, browser: again } = await signedInAgain(cleanups, { dataDir, databaseUrl }, email);
    expect(await found(again, 'hamstring')).toEqual([loose, tight]);
    expect(await found(again, 'sprint')).toEqual([tight]);
    if (dialect === 'postgres') {
      const { rows } = await sql<{ name: string }>`select indexname as name from pg_indexes
        where tablename = 'entry_search' order by indexname`.execute(restarted.server.database.db);
      expect(rows.map((row) => row.name)).toEqual(['entry_search_keys', 'entry_search_pkey', 'entry_search_user_day']);
    }
  });

  it('searches a restored backup as it searched the original', async () => {
    const { server, email, browser } = await athleteOnOwnServer(cleanups, 'backed-up');
    const ids = [
      await create(browser, '2026-02-01', 'Calf cramp in the final'),
      await create(browser, '2026-02-02', 'Très bien, calf fine'),
    ];
    const queries = ['calf', 'cramp', 'tres', 'final', 'fine calf'];
    const before = await Promise.all(queries.map((query) => found(browser, query)));
    expect(before[0]).toEqual([ids[1], ids[0]]);

    let restored: { dataDir: string; databaseUrl?: string };
    if (server.server.database.dialect === 'sqlite') {
      // What `npm run backup` writes (the server's online copy), restored as a data directory of its own.
      const backupDir = mkdtempSync(join(tmpdir(), 'touchline-search-backup-'));
      cleanups.push(async () => rmSync(backupDir, { recursive: true, force: true }));
      await server.server.database.backup!(join(backupDir, SQLITE_FILE));
      copyFileSync(join(server.dataDir, 'auth-secret'), join(backupDir, 'auth-secret'));
      restored = { dataDir: backupDir, databaseUrl: '' };
    } else {
      // pg_dump and pg_restore, as the README says.
      const bin = (tool: string) => join(process.env.PG_BIN_DIR!, tool);
      const dump = join(mkdtempSync(join(tmpdir(), 'touchline-search-dump-')), 'touchline.dump');
      cleanups.push(async () => rmSync(dump, { force: true }));
      await run(bin('pg_dump'), ['--format=custom', `--file=${dump}`, server.config.DATABASE_URL!]);
      const target = await freshDatabase();
      cleanups.push(target.remove);
      await run(bin('pg_restore'), ['--no-owner', `--dbname=${target.databaseUrl}`, dump]);
      restored = target;
    }
    const { browser: again } = await signedInAgain(cleanups, restored, email);
    expect(await Promise.all(queries.map((query) => found(again, query)))).toEqual(before);

    // And the restored index keeps in step with changes.
    const added = await create(again, '2026-02-03', 'Calf sore');
    expect(await found(again, 'calf')).toEqual([added, ids[1], ids[0]]);
  });
});

describe('checkSqliteSearchSupport', () => {
  it('accepts the SQLite better-sqlite3 bundles', async () => {
    const { default: Sqlite } = await import('better-sqlite3');
    const sqlite = new Sqlite(':memory:');
    expect(() => checkSqliteSearchSupport(sqlite)).not.toThrow();
    sqlite.close();
  });

  it('stops start-up with a clear message when full-text search is missing', () => {
    const withoutFts5 = {
      exec: () => {
        throw new Error('no such module: fts5');
      },
    };
    expect(() => checkSqliteSearchSupport(withoutFts5)).toThrow(SearchUnsupportedError);
    expect(() => checkSqliteSearchSupport(withoutFts5)).toThrow(
      /lacks full-text search \(FTS5 with the trigram tokenizer, SQLite 3\.43 or newer\).*no such module: fts5.*DATABASE_URL/,
    );
  });
});
