// Restart PostgreSQL under load: the server keeps running (same process), answers 503
// DATABASE_UNAVAILABLE while the database is away (never a 500, never hanging), and serves again
// within 10 s of the database's return.
import { setTimeout as sleep } from 'node:timers/promises';
import { newAthlete } from '../lib/api-client.mjs';
import { startServer } from '../lib/server-process.mjs';
import { describeStatuses, startWriters, verifyAcknowledged } from './lib/writers.mjs';

/** @typedef {import('../lib/api-client.mjs').Answer & { sent: number, received: number }} TimedAnswer */

const RECOVERY_BUDGET_MS = 10_000;
// A request may wait for a connection (5 s, see db/connect.ts) but must then fail, not hang.
const SLOWEST_ALLOWED_MS = 6000;

/**
 * What an orchestrator's checks answer now: /api/health/ready and /api/health/live's statuses.
 *
 * @param {string} url
 */
async function healthStatuses(url) {
  const status = async (/** @type {string} */ path) =>
    (await fetch(`${url}/api/health/${path}`, { signal: AbortSignal.timeout(10_000) })).status;
  return { ready: await status('ready'), live: await status('live') };
}

/**
 * @param {import('./lib/results.mjs').PostgresContext} context
 * @returns {Promise<import('./lib/results.mjs').CheckResult[]>}
 */
export async function postgresRestart({ cluster, databaseUrl, dataDir, short, log }) {
  const check = 'PostgreSQL restart under load';
  const server = await startServer({ dataDir, databaseUrl });
  const pid = server.pid;
  const athletes = [];
  for (let i = 0; i < 4; i++) athletes.push(await newAthlete(server.url, `pg-restart-${i}`));

  // Every answer with the time it was sent and came back, from writers and from readers.
  /** @type {TimedAnswer[]} */
  const answers = [];
  const load = { running: true };
  /** @param {import('../lib/api-client.mjs').Athlete} athlete */
  const reader = async ({ client }) => {
    while (load.running) {
      const sent = performance.now();
      const answer = await client.request('GET', '/api/entries/day/2026-03-05');
      answers.push({ sent, received: performance.now(), ...answer });
      if (answer.status !== 200) await sleep(25);
    }
  };
  const readers = Promise.all(athletes.map(reader));
  const writers = startWriters({ athletes, count: 8, pauseMs: 10 });

  await sleep(2000);
  const stoppedAt = performance.now();
  await cluster.stop();
  await sleep(1000);
  const whileAway = await healthStatuses(server.url);
  await sleep(short ? 2000 : 7000);
  await cluster.start();
  const backAt = performance.now();
  log(`  PostgreSQL was down ${Math.round(backAt - stoppedAt)} ms`);
  await sleep(RECOVERY_BUDGET_MS + 2000);
  load.running = false;
  await Promise.all([readers, writers.stop()]);

  const failures = answers.filter((a) => a.status !== 200);
  const unexpected = failures.filter((a) => a.status !== 503 || a.body?.error?.code !== 'DATABASE_UNAVAILABLE');
  const lastFailure = Math.max(backAt, ...failures.map((a) => a.received));
  const slowest = Math.max(...answers.map((a) => a.received - a.sent));
  const first503 = failures.length ? Math.min(...failures.map((a) => a.received)) : stoppedAt;
  const { missing, duplicates } = await verifyAcknowledged(athletes, writers.acknowledged);
  for (const { client } of athletes) client.close();
  const afterReturn = await healthStatuses(server.url);
  const sameProcess = server.alive() && server.pid === pid;
  await server.stop();
  const sample = failures[0]?.body?.error?.message ?? '(none)';
  return [
    {
      check,
      assertion: 'readiness 503 while away and 200 after; liveness 200 throughout',
      pass: whileAway.ready === 503 && whileAway.live === 200 && afterReturn.ready === 200 && afterReturn.live === 200,
      measured: `while away: ready ${whileAway.ready}, live ${whileAway.live}; after: ready ${afterReturn.ready}, live ${afterReturn.live}`,
    },
    {
      check,
      assertion: 'server process keeps running (no restart)',
      pass: sameProcess,
      measured: `pid ${pid} ${sameProcess ? 'alive throughout' : 'gone'}`,
    },
    {
      check,
      assertion: 'while away: 503 DATABASE_UNAVAILABLE only, no hang',
      pass: failures.length > 0 && unexpected.length === 0 && slowest <= SLOWEST_ALLOWED_MS,
      measured: `${failures.length} x 503 over ${Math.round(lastFailure - first503)} ms, ${unexpected.length} other failures, slowest answer ${Math.round(slowest)} ms; "${sample}"`,
    },
    {
      check,
      assertion: `serves again within ${RECOVERY_BUDGET_MS / 1000} s of PostgreSQL's return`,
      pass: lastFailure - backAt <= RECOVERY_BUDGET_MS,
      measured: `last failure ${Math.round(lastFailure - backAt)} ms after PostgreSQL was back`,
    },
    {
      check,
      assertion: 'acknowledged creates all present, none twice',
      pass: missing === 0 && duplicates === 0,
      measured: `${writers.acknowledged.size} acknowledged, ${missing} missing, ${duplicates} doubled; writes ${describeStatuses(writers.statuses)}`,
    },
  ];
}
