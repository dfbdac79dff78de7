import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

/**
 * The server build the commands run here use (SERVER_BUILD_DIR, in place of dist/node): one for each test process,
 * inside the repository (where the build finds node_modules), so that the API suite's passes on SQLite and on
 * PostgreSQL, run side by side, never delete or overwrite each other's build, nor dist/node.
 */
export const ADMIN_BUILD = join(ROOT, 'dist', `admin-test-${randomUUID()}`);

/**
 * The compiled module `npm run admin` loads (the scripts' entry point, src/server/scripts-api.ts); without it, the first
 * command compiles the server.
 */
export const COMPILED_ADMIN = join(ADMIN_BUILD, 'server/scripts-api.js');

export interface CommandResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Runs `npm run admin`'s script (scripts/admin.mjs) as a child process with only `env` (and PATH) as
 * its environment, `stdin` as its input (ended at once when absent), and resolves when it exits.
 */
export function runAdmin(
  args: string[],
  options: { env: Record<string, string>; stdin?: string },
): Promise<CommandResult> {
  return run(
    process.execPath,
    ['scripts/admin.mjs', ...args],
    { PATH: process.env.PATH ?? '', ...options.env, SERVER_BUILD_DIR: ADMIN_BUILD },
    options.stdin,
  );
}

/** Runs `npm run --silent admin -- ARGS` itself, as the README says to. */
export function runNpmAdmin(args: string[], env: Record<string, string>): Promise<CommandResult> {
  return run('npm', ['run', '--silent', 'admin', '--', ...args], {
    ...process.env,
    ...env,
    SERVER_BUILD_DIR: ADMIN_BUILD,
  });
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv, stdin?: string): Promise<CommandResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, env, stdio: 'pipe' });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(stdin ?? '');
  });
}
