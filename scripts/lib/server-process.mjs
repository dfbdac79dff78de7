// The built Touchline server (or another node script that serves HTTP, such as the benchmarks' bare reference) as a
// child process on a free port, for the benchmarks and the fault checks: started and waited for until it answers,
// killed, restarted on the same port and data, measured, and stopped.
import { spawn } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort } from './free-port.mjs';
import { processMemory } from './process-memory.mjs';
import { SERVER_MAIN } from './server-build.mjs';

const READY_TIMEOUT_MS = 30_000;
/** How much of a server's standard error is kept for the messages that quote it. */
const STDERR_CHARS = 4000;

/**
 * A server running as a child process.
 *
 * @typedef {object} ServerProcess
 * @property {string} url Its base URL, http://127.0.0.1:PORT.
 * @property {string} origin The Origin its clients send (the server requires one on every cookie-carrying POST).
 * @property {number} port
 * @property {number | undefined} pid The current process's id (a restart makes a new process).
 * @property {() => boolean} alive True while the process runs.
 * @property {() => number | null} rss Its resident memory now, in bytes.
 * @property {() => number | null} peakRss Its peak resident memory, in bytes.
 * @property {() => string} stderr The end of what it wrote to standard error.
 * @property {() => Promise<void>} kill SIGKILL, as a power cut or the OOM killer would.
 * @property {() => Promise<number>} restart Starts it again on the same port and data; resolves with the ms until it
 *   answered.
 * @property {(graceMs?: number) => Promise<number | null>} stop SIGTERM and wait, SIGKILL after `graceMs`; resolves
 *   with the exit code (null when killed).
 * @property {() => Promise<void>} stopCleanly SIGTERM and wait; rejects unless it exited with 0.
 */

/**
 * Every server started, so a run that fails half-way leaves none running (see stopAllServers).
 *
 * @type {Set<ServerProcess>}
 */
const running = new Set();

/** Stops every server started here and left running. */
export async function stopAllServers() {
  await Promise.all([...running].map((server) => server.stop(5000)));
}

/**
 * Starts `script` with node on a free port (HOST and PORT set, the port kept across restarts) and waits until
 * `readyPath` answers 200. Its standard output (one log line a request) goes nowhere, so logging costs what it costs
 * in production without this process reading it; the end of its standard error is kept for messages.
 *
 * @param {string} script
 * @param {{ env?: Record<string, string>, readyPath?: string, nodeArgs?: string[] }} [options] `env` adds to this
 *   process's environment; `nodeArgs` go to node before the script.
 * @returns {Promise<ServerProcess>}
 */
export async function startServerScript(script, { env = {}, readyPath = '/api/health', nodeArgs = [] } = {}) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const childEnv = { ...process.env, HOST: '127.0.0.1', PORT: String(port), ...env };
  let stderr = '';
  /** @type {import('node:child_process').ChildProcess} */
  let child;
  /** @param {import('node:child_process').ChildProcess} one */
  const hasExited = (one) => one.exitCode !== null || one.signalCode !== null;
  /** Resolves with the ms from spawning until `readyPath` answered 200; throws when it exits or times out first. */
  const startAndWait = async () => {
    const spawnedAt = performance.now();
    stderr = '';
    const spawned = spawn(process.execPath, [...nodeArgs, script], {
      env: childEnv,
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    spawned.stderr.on('data', (chunk) => (stderr = (stderr + chunk).slice(-STDERR_CHARS)));
    child = spawned;
    const deadline = Date.now() + READY_TIMEOUT_MS;
    for (;;) {
      if (hasExited(child)) throw new Error(`${script} exited (${child.exitCode ?? child.signalCode}): ${stderr}`);
      try {
        if ((await fetch(url + readyPath, { signal: AbortSignal.timeout(1000) })).ok) break;
      } catch {
        // Not listening yet.
      }
      if (Date.now() > deadline) {
        child.kill('SIGKILL');
        throw new Error(`${script} did not answer ${readyPath} within ${READY_TIMEOUT_MS / 1000} s: ${stderr}`);
      }
      await sleep(20);
    }
    return performance.now() - spawnedAt;
  };
  /** @param {import('node:child_process').ChildProcess} one */
  const exited = (one) =>
    hasExited(one) ? Promise.resolve() : new Promise((resolve) => one.once('exit', () => resolve(undefined)));

  await startAndWait();

  /** @param {number} [graceMs] */
  const stop = async (graceMs = 15_000) => {
    if (hasExited(child)) return child.exitCode;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    await exited(child);
    clearTimeout(timer);
    return child.exitCode;
  };
  /** @type {ServerProcess} */
  const server = {
    url,
    origin: url,
    port,
    get pid() {
      return child.pid;
    },
    alive: () => !hasExited(child),
    rss: () => processMemory(child.pid, 'VmRSS'),
    peakRss: () => processMemory(child.pid, 'VmHWM'),
    stderr: () => stderr,
    async kill() {
      child.kill('SIGKILL');
      await exited(child);
    },
    restart: startAndWait,
    stop,
    async stopCleanly() {
      const code = await stop();
      if (code !== 0) throw new Error(`${script} exited with ${code ?? child.signalCode} on SIGTERM: ${stderr}`);
    },
  };
  running.add(server);
  return server;
}

/**
 * Starts the built Touchline server on a data directory (or DATABASE_URL, when given). `env` adds or overrides
 * variables: the sign-in rate limit is off (every client of a benchmark or check signs in from 127.0.0.1) and the log
 * level is warn unless set.
 *
 * @param {{ dataDir: string, databaseUrl?: string, env?: Record<string, string>, nodeArgs?: string[] }} options
 */
export function startServer({ dataDir, databaseUrl, env = {}, nodeArgs = [] }) {
  return startServerScript(SERVER_MAIN, {
    nodeArgs,
    env: {
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl ?? '',
      PUBLIC_URL: '',
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT: 'off',
      ...env,
    },
  });
}
