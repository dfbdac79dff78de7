import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Logger } from 'pino';
import type { Metrics } from '../metrics/metrics.js';
import { backupName, writeBackupDirectory } from './backup-directory.js';

/** How often the schedule looks at the clock. */
const TICK_MS = 60_000;
/** After a failed backup, the next try waits this long (a full disk is not fixed by trying every minute). */
const RETRY_AFTER_MS = 60 * 60_000;
const BACKUP_NAME = /^touchline-(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})-(\d{3})Z$/;

export interface BackupScheduleOptions {
  dataDir: string;
  /** Where the backups go (BACKUP_DIR, or DATA_DIR/backups). */
  dir: string;
  /** The daily time, in the server's time zone (BACKUP_SCHEDULE). */
  at: { hour: number; minute: number };
  /** How many backups to keep, the newest (BACKUP_KEEP). */
  keep: number;
  /** SQLite's online backup of the open database into a new file. */
  copyDatabase: (destination: string) => Promise<void>;
  logger: Logger;
  metrics: Metrics;
}

export interface BackupSchedule {
  /** Takes the day's backup when its time has come and none was taken that day; what it did. */
  runOnce(now: Date): Promise<'not due' | 'written' | 'failed'>;
  start(): void;
  /** Stops the clock and waits for a backup being written. */
  stop(): Promise<void>;
}

/** The local day of `at` in the server's time zone, 2026-11-27. */
const localDay = (at: Date) =>
  `${at.getFullYear()}-${String(at.getMonth() + 1).padStart(2, '0')}-${String(at.getDate()).padStart(2, '0')}`;

/** The backups in `dir` by name, the newest first, with when each was taken. */
function backupsIn(dir: string): { name: string; at: Date }[] {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  return names
    .map((name) => ({ name, match: BACKUP_NAME.exec(name) }))
    .filter((found): found is { name: string; match: RegExpExecArray } => found.match !== null)
    .map(({ name, match: [, day, h, m, s, ms] }) => ({ name, at: new Date(`${day}T${h}:${m}:${s}.${ms}Z`) }))
    .sort((a, b) => b.name.localeCompare(a.name));
}

/**
 * A checked online backup of the SQLite database once a day at a set time (decision 053), the newest `keep` kept.
 * One server holds a data directory (decision 001), and one backup at a time runs in it. A backup found already taken
 * that day (the server restarted after it) is not taken again.
 */
export function createBackupSchedule(options: BackupScheduleOptions): BackupSchedule {
  const { dataDir, dir, at, keep, copyDatabase, logger, metrics } = options;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  let busy = false;
  let failedAt = -Infinity;

  function prune(): void {
    for (const { name } of backupsIn(dir).slice(keep)) {
      rmSync(join(dir, name), { recursive: true, force: true });
      logger.info({ backup: name }, 'old backup removed');
    }
  }

  async function take(now: Date): Promise<'written' | 'failed'> {
    const target = join(dir, backupName(now));
    const started = performance.now();
    try {
      const summary = await writeBackupDirectory(dataDir, target, copyDatabase);
      metrics.backupLastSuccess.set(now.getTime() / 1000);
      logger.info(
        { backup: target, ...summary, ms: Math.round(performance.now() - started) },
        'scheduled backup written',
      );
      prune();
      return 'written';
    } catch (error) {
      failedAt = now.getTime();
      logger.error({ err: error, backup: target }, 'scheduled backup failed');
      return 'failed';
    }
  }

  async function runOnce(now: Date): Promise<'not due' | 'written' | 'failed'> {
    const due = now.getHours() * 60 + now.getMinutes() >= at.hour * 60 + at.minute;
    const takenToday = backupsIn(dir).some((backup) => localDay(backup.at) === localDay(now));
    if (busy || !due || takenToday || now.getTime() - failedAt < RETRY_AFTER_MS) return 'not due';
    busy = true;
    try {
      return await take(now);
    } finally {
      busy = false;
    }
  }

  return {
    runOnce,
    start() {
      timer ??= setInterval(() => {
        running = runOnce(new Date());
      }, TICK_MS);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
