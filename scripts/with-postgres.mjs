#!/usr/bin/env node
// Runs a command against a throwaway PostgreSQL cluster, e.g.
//   node scripts/with-postgres.mjs vitest run --project api
// The command gets DATABASE_URL (database "touchline_test") and PG_BIN_DIR in its
// environment. The cluster is stopped and its files deleted afterwards, whether the
// command passes, fails or we are interrupted. Only node: builtins, so it works
// before/without `npm install`.
import { delimiter, resolve } from 'node:path';
import { messageOf, stackOf } from './lib/errors.mjs';
import { ClusterError, run, signalExitCode, startCluster } from './postgres-cluster.mjs';

/** @param {string} msg */
const log = (msg) => console.error(`[with-postgres] ${msg}`);

const [program, ...args] = process.argv.slice(2);
if (program === undefined) {
  log('usage: node scripts/with-postgres.mjs <command> [args...]');
  process.exit(2);
}

// Signals: forward to the user's command (it decides how to wind down); during
// setup just remember them and stop after the current step. Handlers stay
// installed so a second Ctrl-C can't skip the cleanup.
/** @type {NodeJS.Signals | null} */
let signalled = null;
/** @type {import('node:child_process').ChildProcess | null} */
let userChild = null;
for (const sig of /** @type {const} */ (['SIGINT', 'SIGTERM', 'SIGHUP'])) {
  process.on(sig, () => {
    signalled ??= sig;
    userChild?.kill(sig);
  });
}

/**
 * Runs the command on a new database of the cluster; resolves with its exit code.
 *
 * @param {import('./postgres-cluster.mjs').Cluster} cluster
 * @param {string} program
 * @param {string[]} args
 */
async function runOn(cluster, program, args) {
  if (signalled) return signalExitCode(signalled);
  const databaseUrl = await cluster.createDatabase('touchline_test');
  if (signalled) return signalExitCode(signalled);

  // No shell: arguments reach the command exactly as given. Prepending
  // node_modules/.bin lets `vitest` etc. resolve (spawn searches env.PATH).
  const env = {
    ...process.env,
    DATABASE_URL: databaseUrl,
    PG_BIN_DIR: cluster.binDir,
    PATH: [resolve('node_modules/.bin'), process.env.PATH].filter(Boolean).join(delimiter),
  };
  const r = await run(program, args, { stdio: 'inherit', env }, (child) => (userChild = child));
  if (r.output) log(r.output.trimEnd()); // spawn error, e.g. command not found
  return r.code;
}

let code = 1;
/** @type {import('./postgres-cluster.mjs').Cluster | undefined} */
let cluster;
try {
  cluster = await startCluster();
  code = await runOn(cluster, program, args);
} catch (err) {
  log(err instanceof ClusterError ? err.message : stackOf(err));
} finally {
  await cluster?.destroy().catch((err) => log(messageOf(err)));
}
process.exit(code);
