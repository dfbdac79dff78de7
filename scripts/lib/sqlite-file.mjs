// The server's SQLite file opened from outside the server, by `npm run backup` and the fault checks: only while no
// server holds it (a running server keeps it locked, docs/decisions/001).
import { join } from 'node:path';
import Database from 'better-sqlite3';

/** The database file of a data directory, as the server names it (src/server/db/connect.ts). */
export const SQLITE_FILE = 'touchline.sqlite';

/**
 * The database file of the data directory `dataDir`.
 *
 * @param {string} dataDir
 */
export const sqliteFileIn = (dataDir) => join(dataDir, SQLITE_FILE);

/**
 * SQLite's integrity check of a database file: "ok", or what is wrong.
 *
 * @param {string} file
 */
export function integrityCheck(file) {
  const database = new Database(file, { fileMustExist: true });
  try {
    return String(database.pragma('integrity_check', { simple: true }));
  } finally {
    database.close();
  }
}
