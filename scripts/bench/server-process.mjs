// Runs a built server (or the bare reference server) as a child process, for the API benchmarks.
import { spawn } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../lib/free-port.mjs';
import { processMemory } from '../lib/process-memory.mjs';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const BUILT_SERVER = resolve(ROOT, 'dist/node/server/index.js');

/**
 * Starts `script` with node on a free port and waits until `readyPath` answers 200. Its stdout
 * (one log line a request) goes nowhere, so logging costs what it costs in production without the
 * benchmark process having to read it; stderr is kept for the error message.
 */
export async function startProcess(script, { env = {}, readyPath = '/api/health', args = [] } = {}) {
  const port = await freePort();
  const child = spawn(process.execPath, [script, ...args], {
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const exited = new Promise((resolveExit) => child.once('exit', (code) => resolveExit(code)));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${script} exited with ${child.exitCode}: ${stderr}`);
    try {
      if ((await fetch(url + readyPath)).ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`${script} did not become ready in 30 s: ${stderr}`);
    }
    await new Promise((wait) => setTimeout(wait, 100));
  }
  return {
    url,
    origin: url,
    pid: child.pid,
    peakRss: () => processMemory(child.pid, 'VmHWM'),
    async stop() {
      child.kill('SIGTERM');
      const code = await exited;
      if (code !== 0) throw new Error(`${script} exited with ${code} on SIGTERM: ${stderr}`);
    },
  };
}

/** Starts the built Touchline server on a data directory (or DATABASE_URL, when given). */
export function startTouchline({ dataDir, databaseUrl, logLevel = 'info' }) {
  return startProcess(BUILT_SERVER, {
    env: {
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl ?? '',
      LOG_LEVEL: logLevel,
      // Every benchmark client signs in from 127.0.0.1; the per-address sign-in limit would stop them.
      AUTH_RATE_LIMIT: 'off',
      PUBLIC_URL: '',
    },
  });
}
