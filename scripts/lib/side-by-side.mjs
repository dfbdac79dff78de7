// Commands run at the same time, for work that keeps one core busy each (on two cores a pair takes as long as the
// longer one). Each command's output is kept and printed whole when it ends, under a line naming it, so two reports
// never interleave. Only node: builtins.
import { spawn } from 'node:child_process';

/**
 * @typedef {object} Command
 * @property {string} label what the report calls it, e.g. `npm run lint`
 * @property {string} command
 * @property {string[]} args
 * @property {NodeJS.ProcessEnv} [env]
 */

/** @type {Set<import('node:child_process').ChildProcess>} */
const running = new Set();
/** @type {NodeJS.Signals | null} */
let signalled = null;
// A stop asked of this process is passed on (with-postgres then deletes its cluster), and no further command starts.
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM', 'SIGHUP'])) {
  process.on(signal, () => {
    signalled ??= signal;
    for (const child of running) child.kill(signal);
  });
}

/** True once this process was asked to stop: callers start nothing more. */
export const stopAsked = () => signalled !== null;

/**
 * Runs one command, keeping its output, and prints that output whole when it ends.
 *
 * @param {Command} command
 * @param {{ keep?: boolean }} [options] keep: false prints as it comes (a command running alone)
 * @returns {Promise<number>} its exit code
 */
export function runCommand({ label, command, args, env }, { keep = true } = {}) {
  if (signalled) return Promise.resolve(1);
  const started = performance.now();
  return new Promise((resolve) => {
    /** @type {[NodeJS.WriteStream, Buffer][]} */
    const output = [];
    const child = spawn(command, args, {
      env: env ?? process.env,
      stdio: ['ignore', keep ? 'pipe' : 'inherit', keep ? 'pipe' : 'inherit'],
    });
    running.add(child);
    child.stdout?.on('data', (chunk) => output.push([process.stdout, chunk]));
    child.stderr?.on('data', (chunk) => output.push([process.stderr, chunk]));
    let ended = false;
    /** @param {number} code @param {string} [why] */
    const end = (code, why) => {
      if (ended) return;
      ended = true;
      running.delete(child);
      const seconds = Math.round((performance.now() - started) / 1000);
      if (keep) console.log(`\n──── ${label}: its output (it ended after ${seconds} s) ────`);
      for (const [stream, chunk] of output) stream.write(chunk);
      console.log(`──── ${label}: ${why ?? `exit code ${code}`}, ${seconds} s ────\n`);
      resolve(code);
    };
    child.once('error', (error) => end(1, error.message));
    child.once('close', (code, signal) => end(code ?? 1, signal ? `ended by ${signal}` : undefined));
  });
}

/**
 * Runs the commands at the same time; resolves, once all have ended, with their exit codes.
 *
 * @param {Command[]} commands
 * @returns {Promise<number[]>}
 */
export function sideBySide(commands) {
  return Promise.all(commands.map((command) => runCommand(command)));
}
