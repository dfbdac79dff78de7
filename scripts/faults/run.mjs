// The fault checks: breaks the built server in the ways issue 8 lists and checks that it copes.
// Prints a PASS/FAIL table; exits 1 when any check fails. `npm run test:faults` builds first.
//
//   npm run test:faults [-- --short] [--only kill-9-sqlite,soak]
//
// --short is CI's version: shorter load phases and a 1-minute soak instead of 5. The PostgreSQL checks
// run on one throwaway cluster (scripts/postgres-cluster.mjs), a fresh database each.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { stackOf } from '../lib/errors.mjs';
import { stopAllServers } from '../lib/server-process.mjs';
import { startCluster } from '../postgres-cluster.mjs';
import { backupAndRestore } from './backup.mjs';
import { diskFullAndReadOnly } from './disk.mjs';
import { importWhileReading } from './import.mjs';
import { killNine } from './kill-9.mjs';
import { printResults } from './lib/results.mjs';
import { postgresRestart } from './postgres-restart.mjs';
import { remindersKillNine, reportsKillNine } from './reminders.mjs';
import { soak } from './soak.mjs';
import { twoServers } from './two-servers.mjs';

/** @typedef {import('./lib/results.mjs').CheckContext} CheckContext */
/** @typedef {import('./lib/results.mjs').CheckResult} CheckResult */

/** @type {import('../postgres-cluster.mjs').Cluster | null} */
let cluster = null;
let databases = 0;

/** @type {Record<string, (context: CheckContext) => Promise<CheckResult[]>>} */
const CHECKS = {
  'kill-9-sqlite': (context) => killNine({ ...context, dialect: 'sqlite' }),
  'kill-9-postgres': (context) => withPostgres(context, (c) => killNine({ ...c, dialect: 'postgres' })),
  'postgres-restart': (context) => withPostgres(context, postgresRestart),
  'two-servers': (context) => withPostgres(context, twoServers),
  disk: diskFullAndReadOnly,
  backup: backupAndRestore,
  'reminders-kill-9': remindersKillNine,
  'reports-kill-9': reportsKillNine,
  import: importWhileReading,
  soak,
};

/**
 * Runs a check with a fresh database on the shared cluster, started on first use.
 *
 * @param {CheckContext} context
 * @param {(context: import('./lib/results.mjs').PostgresContext) => Promise<CheckResult[]>} check
 */
async function withPostgres(context, check) {
  cluster ??= await startCluster();
  const databaseUrl = await cluster.createDatabase(`faults_${++databases}`);
  return check({ ...context, cluster, databaseUrl });
}

const { values } = parseArgs({ options: { short: { type: 'boolean', default: false }, only: { type: 'string' } } });
const selected = values.only ? values.only.split(',') : Object.keys(CHECKS);
const unknown = selected.filter((name) => !(name in CHECKS));
if (unknown.length) {
  console.error(`Unknown check ${unknown.join(', ')}; choose from ${Object.keys(CHECKS).join(', ')}`);
  process.exit(2);
}

/** @param {string} line */
const log = (line) => console.log(line);
const root = mkdtempSync(join(tmpdir(), 'touchline-faults-'));

/** Leaves nothing behind: no server process, no PostgreSQL cluster, no temporary files. */
async function cleanUp() {
  await stopAllServers();
  await cluster?.destroy().catch((error) => log(`could not remove the PostgreSQL cluster: ${error.message}`));
  rmSync(root, { recursive: true, force: true });
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    log(`${signal}: cleaning up`);
    void cleanUp().finally(() => process.exit(130));
  });
}

const rows = [];
try {
  for (const name of selected) {
    log(`${name}...`);
    const dataDir = join(root, name);
    mkdirSync(dataDir);
    const context = { short: values.short, log, dataDir };
    const started = performance.now();
    try {
      const check = CHECKS[name];
      if (!check) throw new Error(`no check ${name}`);
      rows.push(...(await check(context)));
    } catch (error) {
      rows.push({ check: name, assertion: 'ran to the end', pass: false, measured: stackOf(error) });
      await stopAllServers(); // a check that failed half-way may leave its servers running
    }
    log(`  (${((performance.now() - started) / 1000).toFixed(1)} s)`);
  }
} finally {
  await cleanUp();
}
printResults(rows);
process.exit(rows.some((row) => row.pass === false) ? 1 : 0);
