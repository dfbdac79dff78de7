import { once } from 'node:events';
import { chmodSync, copyFileSync, existsSync, mkdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { SQLITE_FILE } from '../db/connect.js';
import { startWorker } from '../worker-thread.js';

// A backup is a directory that is itself a data directory: the database copied by SQLite's online backup, and the
// generated secrets sessions and push subscriptions are bound to. `npm run backup` and the scheduled backups both
// write it here, check it the same way, and leave nothing behind when anything fails.

/** The generated secrets: sessions (auth-secret) and the key devices' push subscriptions are bound to (vapid-keys.json). */
const SECRET_FILES = ['auth-secret', 'vapid-keys.json'];

export class BackupError extends Error {}

/** What a checked backup holds. */
export interface BackupSummary {
  accounts: number;
  entries: number;
  bytes: number;
}

/** SQLite's integrity check of the copy and what it holds, in a worker thread. */
async function checkCopy(file: string): Promise<{ integrity: string; accounts: number; entries: number }> {
  const worker = startWorker('backup-check-worker', import.meta.url, { workerData: file });
  const [answer] = (await Promise.race([
    once(worker, 'message'),
    once(worker, 'error').then(([error]) => Promise.reject(error)),
  ])) as [{ integrity: string; accounts: number; entries: number }];
  await worker.terminate();
  return answer;
}

/**
 * Writes a backup of the data directory `dataDir` into the new directory `target` (for its owner only): the database
 * through `copyDatabase` (the running server's online backup, or a copy of a file no server holds), the secrets,
 * then the check. Removes `target` and throws BackupError when any step fails.
 */
export async function writeBackupDirectory(
  dataDir: string,
  target: string,
  copyDatabase: (destination: string) => Promise<void>,
): Promise<BackupSummary> {
  if (existsSync(target)) throw new BackupError(`${target} already exists; choose a new directory.`);
  // The copy holds every account's journal and the auth secret: only its owner may read it.
  mkdirSync(target, { recursive: true, mode: 0o700 });
  try {
    const copy = join(target, SQLITE_FILE);
    await copyDatabase(copy);
    chmodSync(copy, 0o600);
    for (const file of SECRET_FILES) {
      if (!existsSync(join(dataDir, file))) continue;
      copyFileSync(join(dataDir, file), join(target, file));
      chmodSync(join(target, file), 0o600);
    }
    const { integrity, accounts, entries } = await checkCopy(copy);
    if (integrity !== 'ok') throw new BackupError(`The copy failed SQLite's integrity check: ${integrity}`);
    return { accounts, entries, bytes: statSync(copy).size };
  } catch (error) {
    rmSync(target, { recursive: true, force: true });
    if (error instanceof BackupError) throw error;
    throw new BackupError(`The backup failed: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** A backup directory's name for the moment `at`: touchline-2026-11-27T03-00-00-000Z, which sorts by time. */
export const backupName = (at: Date): string => `touchline-${at.toISOString().replace(/[:.]/g, '-')}`;
