// Kill -9 the server 5 times while 20 writers create entries: every acknowledged create must be
// stored exactly once, and the server must be healthy again within 3 s of each restart.
import { setTimeout as sleep } from 'node:timers/promises';
import { newAthlete } from '../lib/api-client.mjs';
import { startServer } from '../lib/server-process.mjs';
import { integrityCheck, sqliteFileIn } from '../lib/sqlite-file.mjs';
import { describeStatuses, startWriters, verifyAcknowledged } from './lib/writers.mjs';

const KILLS = 5;
const WRITERS = 20;
const ATHLETES = 5;
const RESTART_BUDGET_MS = 3000;

/**
 * Runs the check on SQLite (`databaseUrl` unset) or PostgreSQL; returns its result rows.
 *
 * @param {import('./lib/results.mjs').CheckContext & { dialect: 'sqlite' | 'postgres', databaseUrl?: string }} context
 * @returns {Promise<import('./lib/results.mjs').CheckResult[]>}
 */
export async function killNine({ dialect, dataDir, databaseUrl, short, log }) {
  const check = `kill -9 x${KILLS} (${dialect})`;
  const server = await startServer({ dataDir, databaseUrl });
  const athletes = [];
  for (let i = 0; i < ATHLETES; i++) athletes.push(await newAthlete(server.url, `kill9-${i}`));
  const writers = startWriters({ athletes, count: WRITERS });
  const loadMs = short ? 1500 : 4000;
  const restarts = [];
  try {
    for (let kill = 1; kill <= KILLS; kill++) {
      await sleep(loadMs);
      await server.kill();
      restarts.push(Math.round(await server.restart()));
      log(`  kill ${kill}: back in ${restarts.at(-1)} ms, ${writers.acknowledged.size} creates acknowledged so far`);
    }
    await sleep(loadMs);
  } finally {
    await writers.stop();
  }
  const { missing, duplicates, stored } = await verifyAcknowledged(athletes, writers.acknowledged);
  for (const { client } of athletes) client.close();
  const stopCode = await server.stop();
  const rows = [
    {
      check,
      assertion: 'every acknowledged create present, none twice',
      pass: missing === 0 && duplicates === 0 && writers.acknowledged.size > 0,
      measured: `${writers.acknowledged.size} acknowledged, ${missing} missing, ${duplicates} doubled; ${stored} stored; answers ${describeStatuses(writers.statuses)}`,
    },
    {
      check,
      assertion: `healthy within ${RESTART_BUDGET_MS / 1000} s of each restart`,
      pass: Math.max(...restarts) <= RESTART_BUDGET_MS,
      measured: `restart to healthy: ${restarts.join(', ')} ms`,
    },
  ];
  if (dialect === 'sqlite') {
    const integrity = integrityCheck(sqliteFileIn(dataDir));
    rows.push({
      check,
      assertion: 'SQLite integrity_check ok afterwards',
      pass: integrity === 'ok' && stopCode === 0,
      measured: `integrity_check: ${integrity}; clean stop exit code ${stopCode}`,
    });
  }
  return rows;
}
