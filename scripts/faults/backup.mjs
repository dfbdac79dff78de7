// `npm run backup` while writers keep creating entries: the copy is consistent (SQLite's integrity
// check, every create acknowledged before the backup started is in it, nothing that was never
// stored), and a server started on the restored copy serves the same entries. The journals are
// seeded with a year of entries each, so the copy takes many steps with writes between them.
import { execFile } from 'node:child_process';
import { cpSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';
import { emailOf, seed } from '../bench/seed.mjs';
import { signedIn } from '../lib/api-client.mjs';
import { ROOT } from '../lib/server-build.mjs';
import { startServer } from '../lib/server-process.mjs';
import { SQLITE_FILE } from '../lib/sqlite-file.mjs';
import { describeStatuses, startWriters } from './lib/writers.mjs';

/** @typedef {import('../lib/api-client.mjs').Athlete} Athlete */
/** @typedef {import('../../src/domain/entry-content.js').JournalEntry} JournalEntry */

const run = promisify(execFile);

/**
 * The files and directories in a backup (and itself) that group or others may read, with their modes.
 *
 * @param {string} directory
 */
function looseModes(directory) {
  const paths = [directory, ...readdirSync(directory).map((name) => join(directory, name))];
  return paths
    .filter((path) => (statSync(path).mode & 0o077) !== 0)
    .map((path) => `${path} ${(statSync(path).mode & 0o777).toString(8)}`);
}

/**
 * Runs `npm run backup`'s script for `dataDir` into `target`; resolves with its output and duration.
 *
 * @param {string} dataDir
 * @param {string} target
 */
async function backup(dataDir, target) {
  const started = performance.now();
  const { stdout } = await run(process.execPath, [join(ROOT, 'scripts/backup.mjs'), '--to', target], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
  });
  return { output: stdout.trim().split('\n')[0], ms: Math.round(performance.now() - started) };
}

/**
 * Every athlete's entries on the server at `url`, as id -> entry (the sessions work there too).
 *
 * @param {Athlete[]} athletes
 * @param {string} url
 */
async function entriesOn(athletes, url) {
  /** @type {Map<string, JournalEntry>} */
  const entries = new Map();
  for (const { client } of athletes) for (const entry of await client.allEntries(url)) entries.set(entry.id, entry);
  return entries;
}

/**
 * Starts a server on a copy of `backupDir` and reads every athlete's entries from it.
 *
 * @param {string} backupDir
 * @param {string} restoredDir
 * @param {Athlete[]} athletes
 */
async function restore(backupDir, restoredDir, athletes) {
  cpSync(backupDir, restoredDir, { recursive: true });
  const server = await startServer({ dataDir: restoredDir });
  try {
    return await entriesOn(athletes, server.url);
  } finally {
    await server.stop();
  }
}

/**
 * @param {unknown} a
 * @param {unknown} b
 */
const same = (a, b) => JSON.stringify(a) === JSON.stringify(b);

/**
 * @param {import('./lib/results.mjs').CheckContext} context
 * @returns {Promise<import('./lib/results.mjs').CheckResult[]>}
 */
export async function backupAndRestore({ dataDir, short, log }) {
  const check = 'backup while running (SQLite)';
  const live = join(dataDir, 'live');
  const { users, entries: seeded } = await seed({ dataDir: live, athletes: short ? 3 : 10, log: () => {} });
  const megabytes = (statSync(join(live, SQLITE_FILE)).size / 1e6).toFixed(1);
  log(`  seeded ${users.length} athletes with ${seeded} entries (${megabytes} MB)`);
  const server = await startServer({ dataDir: live });
  const athletes = [];
  for (let i = 0; i < users.length; i++) athletes.push(await signedIn(server.url, emailOf(i)));
  try {
    // Under load: the copy is taken while writers keep creating entries.
    const writers = startWriters({ athletes, count: 6, pauseMs: 5 });
    await sleep(1500);
    const acknowledgedBefore = new Set(writers.acknowledged.keys());
    const underLoad = await backup(live, join(dataDir, 'backup-under-load'));
    await sleep(500);
    await writers.stop();
    const liveEntries = await entriesOn(athletes, server.url);
    log(`  ${underLoad.output}`);

    // Quiet: the copy must then hold exactly what the running server serves.
    const quiet = await backup(live, join(dataDir, 'backup-quiet'));

    const fromLoaded = await restore(join(dataDir, 'backup-under-load'), join(dataDir, 'restored-1'), athletes);
    const fromQuiet = await restore(join(dataDir, 'backup-quiet'), join(dataDir, 'restored-2'), athletes);
    for (const { client } of athletes) client.close();

    const missingBefore = [...acknowledgedBefore].filter((id) => !fromLoaded.has(id)).length;
    const unknownOrChanged = [...fromLoaded].filter(([id, entry]) => !same(entry, liveEntries.get(id))).length;
    const quietDiffers =
      fromQuiet.size !== liveEntries.size || [...liveEntries].some(([id, entry]) => !same(entry, fromQuiet.get(id)));
    const writesOk = [...writers.statuses.keys()].every((status) => status === 201);
    await server.stop();
    // With no server running the script copies the file itself.
    await backup(live, join(dataDir, 'backup-stopped'));
    const loose = ['backup-under-load', 'backup-quiet', 'backup-stopped'].flatMap((name) =>
      looseModes(join(dataDir, name)),
    );
    return [
      {
        check,
        assertion: 'backups are readable by their owner only (0700 directory, 0600 files)',
        pass: loose.length === 0,
        measured:
          loose.length === 0
            ? 'three backups (two made by the running server, one with it stopped): every mode owner-only'
            : loose.join(', '),
      },
      {
        check,
        assertion: 'copy under load is consistent; server kept serving',
        pass: missingBefore === 0 && unknownOrChanged === 0 && writesOk,
        measured: `${megabytes} MB database; backup took ${underLoad.ms} ms while ${writers.acknowledged.size} creates were acknowledged (${describeStatuses(writers.statuses)}); restored ${fromLoaded.size} entries: ${missingBefore} of ${acknowledgedBefore.size} acknowledged before the backup missing, ${unknownOrChanged} not as served`,
      },
      {
        check,
        assertion: 'restored copy serves the same entries (sessions too)',
        pass: !quietDiffers,
        measured: `${quiet.ms} ms backup; restored ${fromQuiet.size} entries, live ${liveEntries.size}, ${quietDiffers ? 'DIFFERENT' : 'identical'}`,
      },
    ];
  } finally {
    await server.stop();
  }
}
