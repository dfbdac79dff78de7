import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { createMetrics } from '../metrics/metrics.js';
import { createApp } from '../app.js';
import { authOptions, createAuth } from '../auth.js';
import { openDatabase } from '../db/connect.js';
import { loadConfig } from '../env.js';

/** "METHOD /api/path" as Hono and better-auth name a route, e.g. "GET /api/entries/:id". */
export type RouteKey = `${'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'} /api/${string}`;

const AUTH_MOUNT = '/api/auth';

/**
 * Every API route the server answers, built the way the server builds its app: our own routes from
 * Hono's route table, and, in place of the /api/auth/* mount, each endpoint better-auth serves there.
 * Test suites compare their case tables with this list, so a new route without a case fails them.
 */
export async function apiRouteTable(): Promise<RouteKey[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'touchline-routes-'));
  const database = openDatabase({ dataDir });
  try {
    const logger = pino({ level: 'silent' });
    const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
    const auth = await createAuth(authOptions(config, database, 'route-table-secret-'.repeat(2), logger));
    const reminders = {
      pushPublicKey: 'x',
      emailAvailable: false,
      unsubscribeKey: Buffer.alloc(32),
      privateAddresses: 'refuse' as const,
    };
    // Nothing is sent from here: only the routes' table is read.
    const commentNotifier = {
      notify() {},
      sweep: () => Promise.reject(new Error('not sent here')),
      stop: async () => {},
    };
    const app = createApp({ config, auth, database, logger, reminders, commentNotifier, metrics: createMetrics() });
    const keys = new Set<string>();
    for (const { method, path } of app.routes) {
      // Middleware and the catch-all 404 are ALL; they are not routes of their own.
      if (method === 'ALL' || !path.startsWith('/api/')) continue;
      if (path === `${AUTH_MOUNT}/*`) continue;
      keys.add(`${method} ${path}`);
    }
    const authMounted = app.routes.some((route) => route.path === `${AUTH_MOUNT}/*`);
    if (authMounted) {
      for (const endpoint of Object.values(auth.api) as { path?: string; options?: { method?: string | string[] } }[]) {
        if (!endpoint.path) continue; // server-only calls, not reachable over HTTP
        for (const method of [endpoint.options?.method ?? []].flat())
          keys.add(`${method} ${AUTH_MOUNT}${endpoint.path}`);
      }
    }
    return [...keys].sort() as RouteKey[];
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
