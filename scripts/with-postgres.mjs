#!/usr/bin/env node
// Runs a command against a throwaway PostgreSQL cluster, e.g.
//   node scripts/with-postgres.mjs vitest run --project api
// The command gets DATABASE_URL (database "touchline_test") and PG_BIN_DIR in its
// environment. The cluster is stopped and its files deleted afterwards, whether the
// command passes, fails or we are interrupted. Only node: builtins, so it works
// before/without `npm install`.
import { delimiter, resolve } from 'node:path';
import { ClusterError, run, signalExitCode, startCluster } from './postgres-cluster.mjs';

const log = (msg) => console.error(`[with-postgres] ${msg}`);

const command = process.argv.slice(2);
if (command.length === 0) {
  log('usage: node scripts/with-postgres.mjs <command> [args...]');
  process.exit(2);
}

// Signals: forward to the user's command (it decides how to wind down); during
// setup just remember them and stop after the current step. Handlers stay
// installed so a second Ctrl-C can't skip the cleanup.
let signalled = null;
let userChild = null;
for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(sig, () => {
    signalled ??= sig;
    userChild?.kill(sig);
  });
}

let cluster = null;
async function main() {
  cluster = await startCluster();
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
  const r = await run(command[0], command.slice(1), { stdio: 'inherit', env }, (child) => (userChild = child));
  if (r.output) log(r.output.trimEnd()); // spawn error, e.g. command not found
  return r.code;
}

let code = 1;
try {
  code = await main();
} catch (err) {
  log(err instanceof ClusterError ? err.message : (err.stack ?? String(err)));
} finally {
  await cluster?.destroy().catch((err) => log(err.message));
}
process.exit(code);
