// `npm run backup`: a consistent copy of the SQLite database in DATA_DIR, taken while the server runs.
//
//   npm run backup [-- --to DIR]      (DATA_DIR as for the server, ./data by default)
//
// The copy is a directory that is itself a data directory (touchline.sqlite, auth-secret and vapid-keys.json), by
// default backups/touchline-<UTC time>; restore by starting a server on (a copy of) it. The server
// holds its SQLite file locked (decision 001), so a running server makes the copy itself, asked
// through the Unix socket DATA_DIR/control.sock (decision 008); with no server running, this script
// copies the file directly. Either way SQLite's online backup writes the copy, which is then checked, as the
// scheduled backups (BACKUP_SCHEDULE) write and check theirs: both through the server's writeBackupDirectory.
// PostgreSQL (DATABASE_URL set) is backed up with pg_dump instead: see the README.
import { existsSync } from 'node:fs';
import { connect } from 'node:net';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import Database from 'better-sqlite3';
import { codeOf, messageOf, stackOf } from './lib/errors.mjs';
import { loadServerApiBuildingFirst } from './lib/server-build.mjs';
import { SQLITE_FILE } from './lib/sqlite-file.mjs';

const CONTROL_SOCKET_FILE = 'control.sock';
const { BackupError, backupName, writeBackupDirectory } = await loadServerApiBuildingFirst();

/**
 * Asks the server on `socketPath` to write the database to `destination`; resolves false when no
 * server listens there (a socket file left by a killed server).
 *
 * @param {string} socketPath
 * @param {string} destination
 * @returns {Promise<boolean>}
 */
function askRunningServer(socketPath, destination) {
  return new Promise((resolveReply, reject) => {
    const socket = connect(socketPath);
    let reply = '';
    socket.setEncoding('utf8');
    socket.on('connect', () => socket.write(`${JSON.stringify({ backup: destination })}\n`));
    socket.on('data', (chunk) => (reply += chunk));
    socket.on('error', (error) => {
      if (codeOf(error) === 'ECONNREFUSED' || codeOf(error) === 'ENOENT') resolveReply(false);
      else reject(new BackupError(`Could not reach the server on ${socketPath}: ${error.message}`));
    });
    socket.on('end', () => {
      try {
        const answer = JSON.parse(reply);
        if (answer.ok) resolveReply(true);
        else reject(new BackupError(answer.error));
      } catch {
        reject(new BackupError(`The server gave no clear answer: ${reply || '(nothing)'}`));
      }
    });
  });
}

/**
 * Copies the database file directly; only possible while no server holds it.
 *
 * @param {string} source
 * @param {string} destination
 */
async function copyStoppedDatabase(source, destination) {
  let database;
  try {
    // No waiting: if a server holds the file, say so at once.
    database = new Database(source, { fileMustExist: true, timeout: 0 });
    await database.backup(destination);
  } catch (error) {
    if (codeOf(error) === 'SQLITE_BUSY') {
      throw new BackupError(
        `A server holds ${source} but did not answer on its control socket; stop it and try again.`,
      );
    }
    throw new BackupError(`Could not copy ${source}: ${messageOf(error)}`);
  } finally {
    database?.close();
  }
}

async function main() {
  const { values } = parseArgs({ options: { to: { type: 'string' } } });
  if (process.env.DATABASE_URL) {
    throw new BackupError('DATABASE_URL is set: back up PostgreSQL with pg_dump (see "Backups" in the README).');
  }
  const dataDir = resolve(process.env.DATA_DIR || './data');
  const source = join(dataDir, SQLITE_FILE);
  if (!existsSync(source)) throw new BackupError(`There is no database at ${source} (set DATA_DIR).`);
  const target = resolve(values.to ?? join('backups', backupName(new Date())));
  const started = performance.now();
  let byServer = false;
  const { accounts, entries, bytes } = await writeBackupDirectory(dataDir, target, async (copy) => {
    byServer = await askRunningServer(join(dataDir, CONTROL_SOCKET_FILE), copy);
    if (!byServer) await copyStoppedDatabase(source, copy);
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const megabytes = (bytes / 1e6).toFixed(1);
  console.log(
    `Backed up ${entries} entries of ${accounts} accounts (${megabytes} MB, integrity ok) to ${target} in ${seconds} s` +
      ` (${byServer ? 'made by the running server' : 'no server was running'}).`,
  );
  console.log(`To restore: stop the server, then start it with DATA_DIR set to a copy of ${target}.`);
}

try {
  await main();
} catch (error) {
  console.error(error instanceof BackupError ? error.message : stackOf(error));
  process.exit(1);
}
