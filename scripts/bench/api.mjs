// `npm run bench:api`: load-tests the built server over real HTTP with real session cookies, beside
// two references on the same data: the day query straight through Kysely (the database floor) and a
// bare node:http server answering it without auth or framework. Exits 1 when a budget fails.
//
//   node scripts/bench/api.mjs [--athletes 100] [--scale 10] [--duration 10] [--warmup 3]
//
// Runs on SQLite in a fresh temporary DATA_DIR, or on DATABASE_URL (an empty database) when it is set.
// With --scale 10 (the default) it repeats everything on 10x the athletes and compares the p50s.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { printTable, writeResult } from './report.mjs';
import { contentFor, PASSWORD, seed } from './seed.mjs';
import { ROOT, startProcess, startTouchline } from './server-process.mjs';

const { values: options } = parseArgs({
  options: {
    athletes: { type: 'string', default: '100' },
    scale: { type: 'string', default: '10' },
    duration: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '3' },
    connections: { type: 'string', default: '20' },
    'signed-in': { type: 'string', default: '200' },
  },
});
const ATHLETES = Number(options.athletes);
const SCALE = Number(options.scale);
const DURATION = Number(options.duration);
const WARMUP = Number(options.warmup);
const CONNECTIONS = Number(options.connections);
const SIGNED_IN = Number(options['signed-in']);
const DATABASE_URL = process.env.DATABASE_URL || undefined;

const BUDGETS = {
  dayVsBare: 0.6,
  monthP99VsDay: 4,
  p50At10x: 1.3,
  peakRssBytes: 250 * 1024 * 1024,
};

const pick = (list) => list[Math.floor(Math.random() * list.length)];

/** Percentile of sorted numbers. */
function percentile(sorted, fraction) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))];
}

/**
 * Runs autocannon against `url` with `request` (a setupRequest-style function returning path,
 * headers and body per request), first for the warm-up, then measured. Latencies are recorded from
 * each response (autocannon's own histogram rounds to whole milliseconds).
 */
async function load(url, method, request) {
  const run = (duration, latencies) =>
    new Promise((resolveRun, reject) => {
      const instance = autocannon(
        {
          url,
          connections: CONNECTIONS,
          duration,
          requests: [{ method, setupRequest: (req) => ({ ...req, ...request(req) }) }],
        },
        (error, result) => (error ? reject(error) : resolveRun(result)),
      );
      instance.on('response', (_client, _status, _bytes, responseTime) => latencies?.push(responseTime));
    });
  await run(WARMUP);
  const latencies = [];
  const result = await run(DURATION, latencies);
  latencies.sort((a, b) => a - b);
  return {
    requestsPerSecond: result.requests.total / DURATION,
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
    errors: result.errors + result.timeouts + result.non2xx,
    requests: result.requests.total,
  };
}

/** Signs athletes in through the API (argon2id, so two at a time) and returns their cookie headers. */
async function signIn(server, users) {
  const cookies = [];
  let nextIndex = 0;
  const worker = async () => {
    while (nextIndex < users.length) {
      const user = users[nextIndex++];
      const response = await fetch(`${server.url}/api/auth/sign-in/email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: server.origin },
        body: JSON.stringify({ email: user.email, password: PASSWORD }),
      });
      if (!response.ok) throw new Error(`sign-in of ${user.email} answered ${response.status}`);
      cookies.push(
        response.headers
          .getSetCookie()
          .map((cookie) => cookie.split(';')[0])
          .join('; '),
      );
    }
  };
  await Promise.all([worker(), worker()]);
  return cookies;
}

/** The database floor: entriesOfDay in a loop for `seconds`, one query at a time. */
async function kyselyFloor(dataDir, users, days, seconds) {
  const { openDatabase } = await import(resolve(ROOT, 'dist/node/server/db/connect.js'));
  const { entriesOfDay } = await import(resolve(ROOT, 'dist/node/server/routes/entries/queries.js'));
  const handle = openDatabase({ dataDir, databaseUrl: DATABASE_URL });
  try {
    const latencies = [];
    const query = () => entriesOfDay(handle.db, pick(users).id, pick(days));
    for (const end = Date.now() + WARMUP * 1000; Date.now() < end;) await query();
    const started = performance.now();
    const end = started + seconds * 1000;
    for (let now = started; now < end;) {
      await query();
      const after = performance.now();
      latencies.push(after - now);
      now = after;
    }
    latencies.sort((a, b) => a - b);
    return {
      requestsPerSecond: latencies.length / seconds,
      p50: percentile(latencies, 0.5),
      p99: percentile(latencies, 0.99),
      errors: 0,
    };
  } finally {
    await handle.close();
  }
}

/** Seeds `athletes`, loads every endpoint, then the two references; returns the measurements. */
async function benchDataset(athletes) {
  console.log(`\n== ${athletes} athletes on ${DATABASE_URL ? 'PostgreSQL' : 'SQLite'} ==`);
  const dataDir = mkdtempSync(join(tmpdir(), 'touchline-bench-'));
  try {
    const { users, days, entries } = await seed({ dataDir, databaseUrl: DATABASE_URL, athletes });
    const months = [...new Set(days.map((day) => day.slice(0, 7)))];

    const server = await startTouchline({ dataDir, databaseUrl: DATABASE_URL });
    const rows = {};
    let peakRss;
    try {
      const signedIn = users.slice(0, Math.min(SIGNED_IN, users.length));
      const cookies = await signIn(server, signedIn);
      const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
      console.log(
        `Signed ${cookies.length} athletes in (server peak so far ${mb(server.peakRss())}); ` +
          `loading ${CONNECTIONS} connections for ${DURATION} s each`,
      );
      const get = (path) => () => ({ path: path(), headers: { cookie: pick(cookies) } });
      rows.day = await load(
        server.url,
        'GET',
        get(() => `/api/entries/day/${pick(days)}`),
      );
      rows.month = await load(
        server.url,
        'GET',
        get(() => `/api/entries/month/${pick(months)}`),
      );
      rows.history = await load(
        server.url,
        'GET',
        get(() => '/api/entries/history?type=Training&limit=50'),
      );
      rows.create = await load(server.url, 'POST', () => ({
        path: '/api/entries',
        headers: { cookie: pick(cookies), origin: server.origin, 'content-type': 'application/json' },
        body: JSON.stringify({
          id: randomUUID(),
          type: 'Training',
          day: pick(days),
          content: contentFor('Training', Math.random),
        }),
      }));
      peakRss = server.peakRss();
      console.log(`Server peak memory after the load: ${mb(peakRss)}`);
    } finally {
      await server.stop();
    }

    const bare = await startProcess(resolve(ROOT, 'scripts/bench/bare-server.mjs'), {
      env: { DATA_DIR: dataDir, DATABASE_URL: DATABASE_URL ?? '' },
      readyPath: '/health',
    });
    try {
      rows.bare = await load(bare.url, 'GET', () => ({ path: `/day/${pick(days)}?user=${pick(users).id}` }));
      rows.bare.peakRss = bare.peakRss();
    } finally {
      await bare.stop();
    }
    rows.kysely = await kyselyFloor(dataDir, users, days, DURATION);
    return { athletes, entries, rows, peakRss };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const LABELS = {
  day: 'GET /api/entries/day/:day',
  month: 'GET /api/entries/month/:month',
  history: 'GET /api/entries/history?type=Training&limit=50',
  create: 'POST /api/entries',
  bare: 'reference: bare node:http, day query, no auth',
  kysely: 'reference: day query through Kysely, no HTTP (ops/s)',
};

function printDataset(dataset) {
  console.log(`\n${dataset.athletes} athletes, ${dataset.entries.toLocaleString('en-US')} entries`);
  printTable(
    ['endpoint', 'requests/s', 'p50 ms', 'p99 ms', 'errors'],
    Object.entries(LABELS).map(([key, label]) => {
      const row = dataset.rows[key];
      return [label, Math.round(row.requestsPerSecond), row.p50.toFixed(2), row.p99.toFixed(2), row.errors];
    }),
  );
  const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
  console.log(`Peak memory (VmHWM): server ${mb(dataset.peakRss)}, bare reference ${mb(dataset.rows.bare.peakRss)}`);
}

function budgets(base, scaled) {
  const checks = [];
  for (const dataset of [base, scaled].filter(Boolean)) {
    const { rows } = dataset;
    const at = `(${dataset.athletes} athletes)`;
    const dayRatio = rows.day.requestsPerSecond / rows.bare.requestsPerSecond;
    checks.push([
      `day list >= ${BUDGETS.dayVsBare}x bare server req/s ${at}`,
      `${dayRatio.toFixed(2)}x`,
      dayRatio >= BUDGETS.dayVsBare,
    ]);
    const monthRatio = rows.month.p99 / rows.day.p99;
    checks.push([
      `month p99 <= ${BUDGETS.monthP99VsDay}x day p99 ${at}`,
      `${monthRatio.toFixed(2)}x`,
      monthRatio <= BUDGETS.monthP99VsDay,
    ]);
    const errors = ['day', 'month', 'history', 'create'].reduce((sum, key) => sum + rows[key].errors, 0);
    checks.push([`zero errors ${at}`, String(errors), errors === 0]);
    const mb = dataset.peakRss / 1024 / 1024;
    checks.push([`server peak memory < 250 MB ${at}`, `${mb.toFixed(0)} MB`, dataset.peakRss < BUDGETS.peakRssBytes]);
  }
  if (scaled) {
    for (const key of ['day', 'month', 'history', 'create']) {
      const ratio = scaled.rows[key].p50 / base.rows[key].p50;
      checks.push([
        `${LABELS[key]} p50 at ${SCALE}x data <= ${BUDGETS.p50At10x}x`,
        `${ratio.toFixed(2)}x`,
        ratio <= BUDGETS.p50At10x,
      ]);
    }
  }
  return checks;
}

const base = await benchDataset(ATHLETES);
const scaled = SCALE > 1 ? await benchDataset(ATHLETES * SCALE) : undefined;

for (const dataset of [base, scaled].filter(Boolean)) printDataset(dataset);
const checks = budgets(base, scaled);
console.log('\nBudgets');
printTable(
  ['budget', 'measured', 'result'],
  checks.map(([name, measured, pass]) => [name, measured, pass ? 'PASS' : 'FAIL']),
);
const failed = checks.some(([, , pass]) => !pass);
writeResult('api', {
  database: DATABASE_URL ? 'postgres' : 'sqlite',
  connections: CONNECTIONS,
  durationSeconds: DURATION,
  datasets: [base, scaled].filter(Boolean),
  budgets: checks.map(([name, measured, pass]) => ({ name, measured, pass })),
  pass: !failed,
});
console.log(failed ? '\nSome budgets FAIL.' : '\nAll budgets PASS.');
process.exitCode = failed ? 1 : 0;
// Keep-alive sockets of fetch would otherwise hold the process open for a few seconds.
process.exit();
