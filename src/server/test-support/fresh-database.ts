import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { startTestServer, type TestServer, type TestServerOptions } from './test-server.js';

/** A database nothing else writes to: for tests that count every account in it. */
export interface FreshDatabase {
  /** A new temp DATA_DIR (SQLite's, and the auth secret's). */
  dataDir: string;
  /** With DATABASE_URL set: a new database in the same cluster; '' for SQLite. */
  databaseUrl: string;
  /** Drops the database and deletes the DATA_DIR; stop servers on it first. */
  remove(): Promise<void>;
}

/**
 * An empty database of this test's own: a fresh DATA_DIR, and when the suite runs on PostgreSQL
 * (DATABASE_URL) a new database beside the suite's, which every other test file shares.
 */
export async function freshDatabase(): Promise<FreshDatabase> {
  const dataDir = mkdtempSync(join(tmpdir(), 'touchline-test-'));
  const removeDataDir = () => rmSync(dataDir, { recursive: true, force: true });
  const suiteUrl = process.env.DATABASE_URL;
  if (!suiteUrl) return { dataDir, databaseUrl: '', remove: async () => removeDataDir() };
  const name = `touchline_${randomUUID().replaceAll('-', '')}`;
  await onCluster(suiteUrl, `create database ${name}`);
  const url = new URL(suiteUrl);
  url.pathname = `/${name}`;
  return {
    dataDir,
    databaseUrl: url.toString(),
    remove: async () => {
      await onCluster(suiteUrl, `drop database if exists ${name} with (force)`);
      removeDataDir();
    },
  };
}

/**
 * A test server on an empty database of its own, for the enclosing describe block (as serverForSuite): for tests that
 * read every row of a table, such as a run of the reminder scheduler. `options` is read when the server starts, after
 * the block's earlier beforeAll hooks, so it may name a mail sink or push service they started; the server stops
 * before those close.
 */
export function serverOnFreshDatabaseForSuite(options: () => TestServerOptions = () => ({})): TestServer {
  const suite = {} as TestServer;
  let database: FreshDatabase | undefined;
  beforeAll(async () => {
    database = await freshDatabase();
    const { dataDir, databaseUrl } = database;
    Object.assign(suite, await startTestServer({ ...options(), dataDir, databaseUrl }));
  });
  afterAll(async () => {
    await suite.cleanup?.();
    await database?.remove();
  });
  return suite;
}

/** Runs one statement (CREATE or DROP DATABASE, which take no parameters) on the suite's database. */
async function onCluster(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
