// SQLite on a data directory whose disk fills up, then turns read-only (as ext4 does on an I/O
// error): writes fail with a clear message, reads go on, nothing stored is damaged, and the server
// takes writes again, without a restart, once space returns. The data directory is a small ext4 file
// system in a loop-mounted file, so this needs root; elsewhere the check is skipped.
import { execFileSync } from 'node:child_process';
import { closeSync, mkdirSync, openSync, rmSync, writeSync } from 'node:fs';
import { basename, join } from 'node:path';
import { newAthlete } from '../lib/api-client.mjs';
import { codeOf, messageOf } from '../lib/errors.mjs';
import { startServer } from '../lib/server-process.mjs';
import { integrityCheck, sqliteFileIn } from '../lib/sqlite-file.mjs';
import { describeStatuses, newFoodEntry, verifyAcknowledged } from './lib/writers.mjs';

/** @typedef {import('../lib/api-client.mjs').Athlete} Athlete */
/** @typedef {import('../lib/api-client.mjs').Answer} Answer */

const IMAGE_MB = 24;
const MAX_CREATES_WHEN_FULL = 400;

/**
 * @param {string} command
 * @param {...string} args
 */
const sh = (command, ...args) => execFileSync(command, args, { stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8' });

/**
 * Fills the file system holding `dir` with one file; returns its path.
 *
 * @param {string} dir
 */
function fillDisk(dir) {
  const path = join(dir, 'filler');
  const fd = openSync(path, 'w');
  try {
    for (const size of [1 << 20, 1 << 12]) {
      const chunk = Buffer.alloc(size, 1);
      try {
        for (;;) writeSync(fd, chunk);
      } catch (error) {
        if (codeOf(error) !== 'ENOSPC') throw error;
      }
    }
  } finally {
    closeSync(fd);
  }
  return path;
}

/**
 * Reads every athlete's entries back: what verifyAcknowledged counts, or the error that stopped it.
 *
 * @param {Athlete[]} athletes
 * @param {Map<string, number>} acknowledged
 * @returns {Promise<{ missing: number, duplicates: number, stored: number } | { error: string }>}
 */
function readBack(athletes, acknowledged) {
  return verifyAcknowledged(athletes, acknowledged).catch((error) => ({ error: messageOf(error) }));
}

/**
 * Creates one entry per athlete, in turn, and records what came back.
 *
 * @param {Athlete[]} athletes
 * @param {Map<string, number>} acknowledged
 * @param {Map<number, number>} statuses
 */
async function createRound(athletes, acknowledged, statuses) {
  /** @type {Answer[]} */
  const answers = [];
  for (const [index, { client }] of athletes.entries()) {
    const entry = newFoodEntry();
    const answer = await client.request('POST', '/api/entries', entry);
    statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
    if (answer.status === 201) acknowledged.set(entry.id, index);
    answers.push(answer);
  }
  return answers;
}

/**
 * @param {import('./lib/results.mjs').CheckContext} context
 * @returns {Promise<import('./lib/results.mjs').CheckResult[]>}
 */
export async function diskFullAndReadOnly({ dataDir, log }) {
  const check = 'disk full / read-only (SQLite)';
  const image = join(dataDir, 'disk.img');
  const mountPoint = join(dataDir, 'mnt');
  mkdirSync(mountPoint);
  try {
    sh('truncate', '-s', `${IMAGE_MB}M`, image);
    sh('mkfs.ext4', '-q', '-F', '-m', '0', image);
    sh('mount', '-o', 'loop,errors=remount-ro', image, mountPoint);
  } catch (error) {
    const reason = `cannot mount a loop file system here (needs root): ${messageOf(error).split('\n')[0]}`;
    return [{ check, assertion: 'ran', pass: null, measured: reason }];
  }
  /** @type {import('../lib/server-process.mjs').ServerProcess | undefined} */
  let server;
  try {
    const device = basename(sh('findmnt', '-n', '-o', 'SOURCE', mountPoint).trim());
    const data = join(mountPoint, 'data');
    server = await startServer({ dataDir: data });
    const pid = server.pid;
    const first = await newAthlete(server.url, 'disk-0');
    const athletes = [first, await newAthlete(server.url, 'disk-1')];
    /** @type {Map<string, number>} */
    const acknowledged = new Map();
    for (let round = 0; round < 10; round++) await createRound(athletes, acknowledged, new Map());

    // Full: fill the disk, then create until the server refuses.
    const filler = fillDisk(mountPoint);
    /** @type {Map<number, number>} */
    const whenFull = new Map();
    /** @type {Answer | undefined} */
    let refused;
    for (let n = 0; n < MAX_CREATES_WHEN_FULL / athletes.length && !refused; n++) {
      refused = (await createRound(athletes, acknowledged, whenFull)).find((answer) => answer.status !== 201);
    }
    const readWhenFull = await readBack(athletes, acknowledged);
    // Signing in writes a session: better-auth's own failure must get the same clear answer.
    const signInWhenFull = await first.client.signIn(first.email);
    log(`  disk full: ${describeStatuses(whenFull)}`);

    // Space returns: the same process takes writes again.
    rmSync(filler);
    const freedAt = performance.now();
    /** @type {Map<number, number>} */
    const afterFree = new Map();
    /** @type {number | null} */
    let recoveredMs = null;
    while (performance.now() - freedAt < 10_000 && recoveredMs === null) {
      const answers = await createRound(athletes, acknowledged, afterFree);
      if (answers.every((answer) => answer.status === 201)) recoveredMs = Math.round(performance.now() - freedAt);
    }
    const recoveredInSameProcess = server.alive() && server.pid === pid;

    // Read-only: ext4 gives up on an error and remounts itself read-only under the running server.
    sh('sh', '-c', `echo 1 > /sys/fs/ext4/${device}/trigger_fs_error`);
    /** @type {Map<number, number>} */
    const whenReadOnly = new Map();
    const readOnlyAnswers = [];
    for (let round = 0; round < 3; round++)
      readOnlyAnswers.push(...(await createRound(athletes, acknowledged, whenReadOnly)));
    const readWhenReadOnly = await readBack(athletes, acknowledged);
    const sameProcess = server.alive() && server.pid === pid;
    log(`  read-only: ${describeStatuses(whenReadOnly)}`);

    // Repair as an operator would: stop, unmount, fsck, mount, check the database, start again.
    await server.stop(5000);
    sh('umount', mountPoint);
    let fsck = 'clean';
    try {
      sh('e2fsck', '-fy', image);
    } catch (error) {
      // 1 = errors corrected, as after a forced read-only
      fsck = `repaired (exit ${error instanceof Error && 'status' in error ? error.status : '?'})`;
    }
    sh('mount', '-o', 'loop', image, mountPoint);
    const integrity = integrityCheck(sqliteFileIn(data));
    await server.restart();
    const afterRepair = await verifyAcknowledged(athletes, acknowledged);
    for (const { client } of athletes) client.close();

    const fullMessage = refused?.body?.error;
    const readOnlyMessage = readOnlyAnswers.find((answer) => answer.status !== 201)?.body?.error;
    return [
      {
        check,
        assertion: 'disk full: creates refused with 507 STORAGE_FULL',
        pass:
          refused?.status === 507 &&
          fullMessage?.code === 'STORAGE_FULL' &&
          [...whenFull.keys()].every((s) => s === 201 || s === 507) &&
          signInWhenFull.status === 507,
        measured: `creates ${describeStatuses(whenFull)}, sign-in ${signInWhenFull.status}; "${fullMessage?.message}"`,
      },
      {
        check,
        assertion: 'disk full: stored entries still read back intact',
        pass: !('error' in readWhenFull) && readWhenFull.missing === 0 && readWhenFull.duplicates === 0,
        measured:
          'error' in readWhenFull
            ? readWhenFull.error
            : `${readWhenFull.stored} entries read, ${readWhenFull.missing} missing`,
      },
      {
        check,
        assertion: 'space returns: writes work again, no restart',
        pass: recoveredMs !== null && recoveredInSameProcess,
        measured:
          recoveredMs === null
            ? `still failing: ${describeStatuses(afterFree)}`
            : `creates succeed ${recoveredMs} ms after space was freed, same process`,
      },
      {
        check,
        assertion: 'read-only: creates refused with 503 STORAGE_NOT_WRITABLE, reads go on',
        pass:
          readOnlyAnswers.every(
            (answer) => answer.status === 503 && answer.body?.error?.code === 'STORAGE_NOT_WRITABLE',
          ) &&
          !('error' in readWhenReadOnly) &&
          readWhenReadOnly.missing === 0 &&
          sameProcess,
        measured: `${describeStatuses(whenReadOnly)}; reads: ${'error' in readWhenReadOnly ? readWhenReadOnly.error : `${readWhenReadOnly.stored} entries, ${readWhenReadOnly.missing} missing`}; "${readOnlyMessage?.message}"`,
      },
      {
        check,
        assertion: 'after repair: integrity ok, every acknowledged create present',
        pass: integrity === 'ok' && afterRepair.missing === 0 && afterRepair.duplicates === 0,
        measured: `fsck ${fsck}; integrity_check ${integrity}; ${acknowledged.size} acknowledged, ${afterRepair.missing} missing, ${afterRepair.duplicates} doubled`,
      },
    ];
  } finally {
    await server?.stop(5000);
    try {
      sh('umount', mountPoint);
    } catch {
      // Not mounted (any more).
    }
  }
}
