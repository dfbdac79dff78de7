import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

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
