import { closeSync, mkdirSync, openSync } from 'node:fs';
import { join } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import {
  Kysely,
  PostgresAdapter,
  PostgresDialect,
  SqliteDialect,
  sql,
  type PostgresPool,
  type PostgresPoolClient,
  type SqliteDatabase as KyselySqlite,
} from 'kysely';
import pg from 'pg';
import { classifyDatabaseError, noteDatabaseError } from './failures.js';
import { checkSqliteSearchSupport } from './search-index/sqlite-support.js';
import type { Database } from './schema.js';
import type { PoolUse } from '../metrics/metrics.js';

export type DialectName = 'sqlite' | 'postgres';
export type Db = Kysely<Database>;

/** An open database: the Kysely handle plus what the server needs around it. */
export interface DatabaseHandle {
  db: Db;
  dialect: DialectName;
  /** True when a trivial query succeeds. */
  isReachable(): Promise<boolean>;
  /** SQLite only: writes a consistent copy of the database to a new file while it stays in use. */
  backup?(destination: string): Promise<void>;
  /** PostgreSQL only: the pool's connections now (the metrics' gauge). */
  poolUse?(): PoolUse;
  close(): Promise<void>;
}

/** Thrown when another server process already holds the SQLite data directory. */
export class DataDirInUseError extends Error {}

/** Thrown when the SQLite data directory cannot be written (permissions, read-only or full disk). */
export class DataDirNotWritableError extends Error {}

export const SQLITE_FILE = 'touchline.sqlite';

/** Which database a Kysely handle (or a transaction of one) talks to. */
export function dialectOf(db: Db): DialectName {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}

/** Opens PostgreSQL when a URL is given, else the SQLite file in dataDir. */
export function openDatabase(options: { databaseUrl?: string; dataDir: string }): DatabaseHandle {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openSqlite(options.dataDir);
}

function openSqlite(dataDir: string): DatabaseHandle {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const path = join(dataDir, SQLITE_FILE);
  // A new database file is created for its owner only, whatever the umask; SQLite gives its -wal and
  // -shm files the database file's mode.
  closeSync(openSync(path, 'a', 0o600));
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
    const code = (error as { code?: string }).code;
    if (code === 'SQLITE_BUSY') {
      throw new DataDirInUseError(
        `Another Touchline server is already using the data directory ${dataDir}. Stop it first or set a different DATA_DIR.`,
      );
    }
    if (classifyDatabaseError(error)) {
      throw new DataDirNotWritableError(
        `Touchline cannot write to the data directory ${dataDir} (${code}): check that this user may write there and that its disk is neither full nor read-only.`,
      );
    }
    throw error;
  }
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  try {
    checkSqliteSearchSupport(sqlite);
  } catch (error) {
    sqlite.close();
    throw error;
  }
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: observedSqlite(sqlite) }) });
  return {
    db,
    dialect: 'sqlite',
    isReachable: () => ping(db),
    // better-sqlite3's online backup copies page by page between other queries; writes made through
    // this same connection meanwhile are carried into the copy, so it is one consistent moment.
    backup: async (destination) => {
      await sqlite.backup(destination);
    },
    close: () => db.destroy(),
  };
}

/** How many prepared statements the SQLite connection keeps: every query shape the app makes, with room. */
const STATEMENT_CACHE_SIZE = 500;

/**
 * The SQLite connection as Kysely uses it: each statement is prepared once per SQL text and reused
 * (Kysely would prepare it again for every query), and every error a statement raises is noted (see
 * failures.ts).
 */
function observedSqlite(sqlite: SqliteDatabase.Database): KyselySqlite {
  const observe = <T>(run: () => T): T => {
    try {
      return run();
    } catch (error) {
      noteDatabaseError(error);
      throw error;
    }
  };
  type Prepared = ReturnType<KyselySqlite['prepare']>;
  const prepared = new Map<string, Prepared>();
  const prepare = (text: string): Prepared => {
    const statement = observe(() => sqlite.prepare(text));
    // SQLite ends a transaction itself on some errors (a full disk, a failing file system). Kysely's rollback then
    // finds none, and its "no transaction is active" would take the place of the error that says what went wrong.
    const isRollback = /^\s*rollback\s*$/i.test(text);
    return {
      reader: statement.reader,
      all: (parameters) => observe(() => statement.all(parameters)),
      run: (parameters) =>
        isRollback && !sqlite.inTransaction
          ? { changes: 0, lastInsertRowid: 0 }
          : observe(() => statement.run(parameters)),
      iterate: (parameters) => observe(() => statement.iterate(parameters)),
    };
  };
  return {
    close: () => sqlite.close(),
    prepare: (text) => {
      let statement = prepared.get(text);
      if (!statement) {
        statement = prepare(text);
        // Bounded: the oldest statement goes first (a Map keeps insertion order).
        if (prepared.size >= STATEMENT_CACHE_SIZE) prepared.delete(prepared.keys().next().value!);
        prepared.set(text, statement);
      }
      return statement;
    },
  };
}

// `date` columns would otherwise become local-midnight Date objects; bigint counts arrive as text.
pg.types.setTypeParser(pg.types.builtins.DATE, (value) => value);
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

function openPostgres(connectionString: string): DatabaseHandle {
  // A request waits at most 5 s for a connection, so while PostgreSQL is away requests fail fast
  // (503) instead of hanging; keep-alive notices a peer that vanished without closing the socket.
  const pool = new pg.Pool({ connectionString, max: 10, connectionTimeoutMillis: 5000, keepAlive: true });
  // A client losing its connection (database restart) must not crash the process, whether it sits
  // idle in the pool (the pool re-emits the error) or is checked out between two queries.
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', () => {}));
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: observedPool(pool) }) });
  return {
    db,
    dialect: 'postgres',
    isReachable: () => ping(db),
    poolUse: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    close: () => db.destroy(),
  };
}

/**
 * The pool as Kysely uses it, noting every failed connection attempt and query (see failures.ts).
 * A client whose connection broke is destroyed on release instead of going back to the pool.
 */
function observedPool(pool: pg.Pool): PostgresPool {
  return {
    end: () => pool.end(),
    connect: async () => {
      const client = await pool.connect().catch((error: unknown) => {
        noteDatabaseError(error);
        throw error;
      });
      let broken: Error | undefined;
      const query = (...args: unknown[]) => {
        const result = (client.query as (...a: unknown[]) => unknown)(...args);
        if (!(result instanceof Promise)) return result; // a cursor: its errors come as it is read
        return result.catch((error: unknown) => {
          noteDatabaseError(error);
          if (classifyDatabaseError(error) === 'unreachable') broken = error as Error;
          throw error;
        });
      };
      return { query: query as PostgresPoolClient['query'], release: () => client.release(broken) };
    },
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
