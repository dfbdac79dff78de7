// The built Touchline server as a child process the fault checks can kill, restart and measure.
import { spawn } from 'node:child_process';
import { SERVER_MAIN as BUILT_SERVER } from '../../lib/server-build.mjs';
import { freePort } from '../../lib/free-port.mjs';
import { processMemory } from '../../lib/process-memory.mjs';

const READY_TIMEOUT_MS = 30_000;

// Every server started, so a check that fails half-way leaves none running (see stopAllServers).
const running = new Set();

/** Stops every server a check started and left running. */
export async function stopAllServers() {
  await Promise.all([...running].map((server) => server.stop(5000)));
}

/** Resolves once `url`/api/health answers 200; rejects when `child` exits first or time runs out. */
async function waitUntilHealthy(url, child, stderr) {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`the server exited (${child.exitCode ?? child.signalCode}): ${stderr()}`);
    }
    try {
      if ((await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(1000) })).ok) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error(`the server was not healthy within 30 s: ${stderr()}`);
    await new Promise((wait) => setTimeout(wait, 20));
  }
}

/**
 * Starts the built server on a free port (kept across restarts) over DATA_DIR or DATABASE_URL and
 * waits for its health check. `env` adds or overrides variables (AUTH_RATE_LIMIT is off unless set).
 */
export async function startServer({ dataDir, databaseUrl, env = {} }) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const childEnv = {
    ...process.env,
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl ?? '',
    PUBLIC_URL: '',
    LOG_LEVEL: 'warn',
    AUTH_RATE_LIMIT: 'off',
    ...env,
  };
  let child;
  let stderr = '';
  const spawnServer = async () => {
    stderr = '';
    const spawnedAt = performance.now();
    child = spawn(process.execPath, [BUILT_SERVER], { env: childEnv, stdio: ['ignore', 'ignore', 'pipe'] });
    child.stderr.on('data', (chunk) => (stderr = (stderr + chunk).slice(-4000)));
    try {
      await waitUntilHealthy(url, child, () => stderr);
    } catch (error) {
      child.kill('SIGKILL');
      throw error;
    }
    return performance.now() - spawnedAt;
  };
  const exited = () =>
    child.exitCode !== null || child.signalCode !== null
      ? Promise.resolve()
      : new Promise((resolve) => child.once('exit', () => resolve()));

  await spawnServer();
  const server = {
    url,
    port,
    get pid() {
      return child.pid;
    },
    /** True while the process runs. */
    alive: () => child.exitCode === null && child.signalCode === null,
    memory: () => processMemory(child.pid, 'VmRSS'),
    stderr: () => stderr,
    /** SIGKILL, as a power cut or the OOM killer would. */
    async kill() {
      child.kill('SIGKILL');
      await exited();
    },
    /** Starts the server again on the same port and data; resolves with the ms until it was healthy. */
    restart: spawnServer,
    /** SIGTERM and wait; SIGKILL after `graceMs`. Resolves with the exit code (null when killed). */
    async stop(graceMs = 15_000) {
      if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
      await exited();
      clearTimeout(timer);
      return child.exitCode;
    },
  };
  running.add(server);
  return server;
}
