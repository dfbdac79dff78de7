import { AsyncLocalStorage } from 'node:async_hooks';
import { disableWhenIdle } from '../idle-async-context.js';

/**
 * Why the database could not do what was asked, when the cause is the database or its disk rather
 * than the request: PostgreSQL is unreachable (down, restarting, network), SQLite's disk is full, or
 * SQLite cannot write its files (read-only or failing file system).
 */
export type DatabaseFailure = 'unreachable' | 'disk-full' | 'not-writable';

// PostgreSQL's SQLSTATEs for a server going away or refusing new sessions; class 08 is handled below.
const POSTGRES_UNREACHABLE = new Set([
  '57P01', // admin_shutdown: terminating connection due to administrator command
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: the database system is starting up or shutting down
  '53300', // too_many_connections
]);
// Socket errors from connecting to, or talking with, a PostgreSQL server.
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
// What pg says, without a code, when a connection cannot be made or breaks.
const PG_CONNECTION_MESSAGE =
  /connection terminated|timeout exceeded when trying to connect|not queryable|connection error/i;

/** The failure an error from a database driver means, or null for any other error (a bug, a constraint...). */
export function classifyDatabaseError(error: unknown): DatabaseFailure | null {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string') {
    if (code === 'SQLITE_FULL') return 'disk-full';
    if (code.startsWith('SQLITE_READONLY') || code.startsWith('SQLITE_IOERR') || code === 'SQLITE_CANTOPEN') {
      return 'not-writable';
    }
    if (NETWORK_CODES.has(code) || POSTGRES_UNREACHABLE.has(code) || /^08[0-9A-Z]{3}$/.test(code)) {
      return 'unreachable';
    }
  }
  if (error instanceof Error && PG_CONNECTION_MESSAGE.test(error.message)) return 'unreachable';
  return null;
}

/**
 * Whether a write was refused because a row it points at is gone. Every foreign key of Touchline's own
 * tables points at the athlete's account, so this is a write racing the account's deletion.
 */
export function isAccountGone(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'SQLITE_CONSTRAINT_FOREIGNKEY' || code === '23503'; // PostgreSQL: foreign_key_violation
}

/** The failure behind an error or the error it wraps (better-auth wraps a failed session read). */
export function databaseFailureOf(error: unknown): DatabaseFailure | null {
  return classifyDatabaseError(error) ?? classifyDatabaseError((error as { cause?: unknown } | null)?.cause);
}

// better-auth's HTTP handler turns a failed query into a plain 500 response, so the error never
// reaches the app's error handler: the database layer notes each failure on the request it happened
// in instead. Only auth requests are tracked, and the storage is off between them.
const requestFailures = disableWhenIdle(new AsyncLocalStorage<{ failure: DatabaseFailure | null }>());

/** Runs one auth request's work and returns the database failure it ran into, if any. */
export async function trackDatabaseFailures(work: () => Promise<void>): Promise<DatabaseFailure | null> {
  const request = { failure: null as DatabaseFailure | null };
  await requestFailures.run(request, work);
  return request.failure;
}

/** Called by the database layer with every error a query or connection attempt raised. */
export function noteDatabaseError(error: unknown): void {
  const failure = classifyDatabaseError(error);
  const request = requestFailures.getStore();
  if (failure && request) request.failure = failure;
}
