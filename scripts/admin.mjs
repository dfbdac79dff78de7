// `npm run admin -- COMMAND`: the admin commands (src/server/admin), run on the server's host.
//
//   npm run admin -- reset-password EMAIL | list-accounts | delete-account EMAIL [--yes] | stats
//
// They reach the database the server uses, with the server's environment (DATA_DIR, DATABASE_URL,
// PUBLIC_URL, AUTH_SECRET): on SQLite through the running server's control socket, or the file when
// no server runs; on PostgreSQL directly. The commands are compiled with the server (dist/node); with
// no build, the server is compiled first.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { loadServerApi, ROOT, SERVER_BUILD, serverIsBuilt } from './lib/server-build.mjs';

if (!serverIsBuilt()) {
  console.error('No server build found: compiling the server first (the server half of `npm run build`)...');
  const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
  // Its output goes to standard error: standard output is the command's answer. The commands only need the
  // JavaScript, which does not depend on the types (isolatedModules): --noCheck emits the same files as `npm run
  // build` in a quarter of the time, and leaves the type errors to `npm run typecheck` and `npm run build`.
  const build = spawnSync(
    process.execPath,
    [tsc, '-p', 'tsconfig.server.json', '--noCheck', '--outDir', SERVER_BUILD],
    {
      cwd: ROOT,
      stdio: ['ignore', 2, 2],
    },
  );
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const { runAdmin } = await loadServerApi();
process.exit(await runAdmin(process.argv.slice(2)));
