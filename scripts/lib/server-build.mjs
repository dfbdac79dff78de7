// Where the build is (`npm run build`): the one place the scripts name files of dist/. They run the built server as a
// process (SERVER_MAIN) and import only the build of src/server/scripts-api.ts, typed by that source.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** The repository's root. */
export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
/**
 * The compiled server and domain: tsconfig.server.json's outDir, or SERVER_BUILD_DIR (relative to the repository, and
 * inside it, where the build finds node_modules). The admin command's test compiles into a directory of its own, so
 * that the API suite's two passes, run side by side, never delete or write each other's build.
 */
export const SERVER_BUILD = resolve(ROOT, process.env.SERVER_BUILD_DIR || 'dist/node');
/** The built server's entry: what `npm start` runs. */
export const SERVER_MAIN = join(SERVER_BUILD, 'server/index.js');
/** The built web app, which the server serves. */
export const WEB_BUILD = join(ROOT, 'dist/web');
const SCRIPTS_API = join(SERVER_BUILD, 'server/scripts-api.js');

/** @typedef {typeof import('../../src/server/scripts-api.js')} ServerApi */

/** True when the server has been compiled (the server half of `npm run build`). */
export function serverIsBuilt() {
  return existsSync(SERVER_MAIN) && existsSync(SCRIPTS_API);
}

/** Runs the built server in this process (`npm start`), so SIGTERM and SIGINT reach it directly. */
export async function runServerHere() {
  await import(pathToFileURL(SERVER_MAIN).href);
}

/**
 * The server's scripts API (src/server/scripts-api.ts), as built.
 *
 * @returns {Promise<ServerApi>}
 */
export async function loadServerApi() {
  if (!existsSync(SCRIPTS_API)) throw new Error(`${SCRIPTS_API} is missing: run \`npm run build\` first.`);
  return import(pathToFileURL(SCRIPTS_API).href);
}

/**
 * The server's scripts API, compiling the server first when there is no build (`npm run admin` and `npm run backup`
 * on a fresh checkout). The compiler's output goes to standard error: standard output is the command's answer.
 *
 * @returns {Promise<ServerApi>}
 */
export async function loadServerApiBuildingFirst() {
  if (!serverIsBuilt()) {
    console.error('No server build found: compiling the server first (the server half of `npm run build`)...');
    const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
    // The commands only need the JavaScript, which does not depend on the types (isolatedModules): --noCheck emits
    // the same files as `npm run build` in a quarter of the time, and leaves type errors to `npm run typecheck`.
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
  return loadServerApi();
}
