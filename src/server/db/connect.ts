import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import type { Database } from './schema.js';

export type DialectName = 'sqlite' | 'postgres';
export type Db = Kysely<Database>;

/** An open database: the Kysely handle plus what the server needs around it. */
export interface DatabaseHandle {
  db: Db;
  dialect: DialectName;
  /** True when a trivial query succeeds. */
  isReachable(): Promise<boolean>;
  close(): Promise<void>;
}

/** Thrown when another server process already holds the SQLite data directory. */
export class DataDirInUseError extends Error {}

export const SQLITE_FILE = 'touchline.sqlite';

/** Opens PostgreSQL when a URL is given, else the SQLite file in dataDir. */
export function openDatabase(options: { databaseUrl?: string; dataDir: string }): DatabaseHandle {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openSqlite(options.dataDir);
}

function openSqlite(dataDir: string): DatabaseHandle {
  mkdirSync(dataDir, { recursive: true });
  const path = join(dataDir, SQLITE_FILE);
  // No waiting on a locked file at open: a second server should fail at once, not freeze.
  const sqlite = new SqliteDatabase(path, { timeout: 0 });
  try {
    // Exclusive locking holds an OS lock for the life of this connection, so a second server on the
    // same directory fails here instead of writing beside us; the OS drops the lock if we die.
    sqlite.pragma('locking_mode = EXCLUSIVE');
    sqlite.pragma('journal_mode = WAL');
    sqlite.exec('BEGIN EXCLUSIVE; COMMIT;');
  } catch (error) {
    sqlite.close();
    if ((error as { code?: string }).code === 'SQLITE_BUSY') {
      throw new DataDirInUseError(
        `Another Touchline server is already using the data directory ${dataDir}. Stop it first or set a different DATA_DIR.`,
      );
    }
    throw error;
  }
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  return {
    db,
    dialect: 'sqlite',
    isReachable: () => ping(db),
    close: () => db.destroy(),
  };
}

// `date` columns would otherwise become local-midnight Date objects; bigint counts arrive as text.
pg.types.setTypeParser(pg.types.builtins.DATE, (value) => value);
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

function openPostgres(connectionString: string): DatabaseHandle {
  const pool = new pg.Pool({ connectionString, max: 10, connectionTimeoutMillis: 5000 });
  // An idle client losing its connection (database restart) must not crash the process.
  pool.on('error', () => {});
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    dialect: 'postgres',
    isReachable: () => ping(db),
    close: () => db.destroy(),
  };
}

async function ping(db: Kysely<Database>): Promise<boolean> {
  try {
    await sql`select 1`.execute(db);
    return true;
  } catch {
    return false;
  }
}
