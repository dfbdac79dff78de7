import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import pino from 'pino';
import { authOptions, publicBaseUrl } from '../auth.js';
import {
  DataDirInUseError,
  DataDirNotWritableError,
  openDatabase,
  SQLITE_FILE,
  type DatabaseHandle,
} from '../db/connect.js';
import { databaseFailureOf, type DatabaseFailure } from '../db/failures.js';
import { migrateToLatest } from '../db/migrate.js';
import type { Config } from '../env.js';
import { AdminError } from './errors.js';
import { adminOperations } from './operations.js';
import type { AdminAnswers, AdminRequest } from './protocol.js';

const FAILURES: Record<DatabaseFailure, string> = {
  unreachable: 'The database (DATABASE_URL) cannot be reached: is PostgreSQL running?',
  'disk-full': "The data directory's disk is full: nothing was changed.",
  'not-writable': 'The database cannot be written: check that this user may write to the data directory.',
};

/**
 * Runs one admin request on the database itself, opened and migrated as the server does: PostgreSQL
 * (DATABASE_URL), or the SQLite file when no server holds it. The database is open for this request only,
 * so a server can start while delete-account waits for its confirmation.
 */
export async function runDirectly<R extends AdminRequest>(
  config: Config,
  request: R,
): Promise<AdminAnswers[R['command']]> {
  const handle = open(config);
  try {
    // Errors only, on standard error: standard output carries the command's answer.
    const logger = pino({ level: 'error' }, pino.destination({ dest: 2, sync: true }));
    // The secret signs cookies; nothing here signs one, so without AUTH_SECRET a throwaway one does
    // (the server's own, in DATA_DIR, is left alone).
    const secret = config.AUTH_SECRET ?? randomBytes(32).toString('base64url');
    const options = authOptions(config, handle, secret, logger);
    await migrateToLatest(handle, options);
    return await adminOperations({ handle, authOptions: options, publicUrl: publicBaseUrl(config) })(request);
  } catch (error) {
    const failure = databaseFailureOf(error);
    throw failure ? new AdminError(FAILURES[failure]) : error;
  } finally {
    await handle.close();
  }
}

function open(config: Config): DatabaseHandle {
  if (!config.DATABASE_URL) {
    const file = resolve(config.DATA_DIR, SQLITE_FILE);
    // Opening would create an empty database, which no server ever used.
    if (!existsSync(file)) {
      throw new AdminError(`There is no database at ${file}: set DATA_DIR to the server's data directory.`);
    }
  }
  try {
    return openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  } catch (error) {
    if (error instanceof DataDirInUseError) {
      throw new AdminError(
        `A server holds ${resolve(config.DATA_DIR)} but does not answer on its control socket (its path may be too long for one): stop the server and try again.`,
      );
    }
    if (error instanceof DataDirNotWritableError) throw new AdminError(error.message);
    throw error;
  }
}
