import { parentPort, workerData } from 'node:worker_threads';
import SqliteDatabase from 'better-sqlite3';

// Checks a backup's database file off the server's thread: SQLite's integrity check reads every page, which for a
// large journal takes seconds that no request should wait for. Answers { integrity, accounts, entries }.
// Opened writable, as a data directory is: closing it then folds and removes its -wal and -shm files.
const database = new SqliteDatabase(workerData as string, { fileMustExist: true });
try {
  const count = (table: string) => Number(database.prepare(`select count(*) from "${table}"`).pluck().get());
  parentPort!.postMessage({
    integrity: String(database.pragma('integrity_check', { simple: true })),
    accounts: count('user'),
    entries: count('journal_entries'),
  });
} finally {
  database.close();
}
