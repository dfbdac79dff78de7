import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../scripts/lib/free-port.mjs';
import { expect } from './fixtures';

export interface SecondServer {
  url: string;
  stop(): Promise<void>;
}

/**
 * Another Touchline beside the one Playwright starts: the built server on a fresh data directory and a port of its
 * own (or `port`, when another party must know it first), with whatever settings a test needs (SMTP_URL, for one). Stopped and its data removed by `stop()`.
 * `dist`: a copy of the build to serve instead of `dist/` (inside the repository, where its packages are found).
 */
export async function startSecondServer(
  env: Record<string, string> = {},
  { port, dist = 'dist' }: { port?: number; dist?: string } = {},
): Promise<SecondServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'touchline-e2e-second-'));
  port ??= await freePort();
  const url = `http://127.0.0.1:${port}`;
  const server: ChildProcess = spawn(process.execPath, [join(dist, 'node/server/index.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      AUTH_RATE_LIMIT: 'off',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      ...env,
    },
    stdio: 'ignore',
  });
  await expect(async () => expect((await fetch(`${url}/api/health`)).ok).toBe(true)).toPass({ timeout: 20_000 });
  return {
    url,
    stop: async () => {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
