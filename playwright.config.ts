import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM, CHROMIUM_ARGS, PHONE_VIEWPORT } from './scripts/lib/chromium.mjs';

// One port per run, chosen by the runner and inherited by its workers, so runs can go side by side.
process.env.E2E_PORT ??= String(3200 + (process.pid % 700));
const PORT = Number(process.env.E2E_PORT);
export const BASE_URL = `http://127.0.0.1:${PORT}`;

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [['list']],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: BASE_URL,
    viewport: PHONE_VIEWPORT,
    // Recording a trace for every test costs a third of the run (its screencast above all); to see why a test
    // failed, run it again with `npx playwright test <file> -g <title> --trace on`.
    trace: 'off',
    launchOptions: { executablePath: CHROMIUM, args: CHROMIUM_ARGS },
  },
  webServer: {
    // The built app, as `npm start` serves it, on a data directory of its own.
    command: 'node scripts/start.mjs',
    url: `${BASE_URL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'touchline-e2e-')),
      LOG_LEVEL: 'warn',
      // Every test signs an athlete up from 127.0.0.1; the limit itself is tested in the API suite.
      AUTH_RATE_LIMIT: 'off',
      ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
    },
  },
});
