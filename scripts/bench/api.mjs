// `npm run bench:api`: load-tests the built server over real HTTP with real session cookies, beside
// two references on the same data: the day query straight through Kysely (the database floor) and a
// bare node:http server answering it without auth or framework. Exits 1 when a budget fails.
//
//   node scripts/bench/api.mjs [--athletes 100] [--scale 10] [--duration 10] [--warmup 3] [--rounds 5]
//
// Seeds `--athletes` and (with --scale 10, the default) 10x as many, starts a server and a bare
// reference on each, then loads every endpoint of every server in turns of duration/rounds seconds,
// so the ratios it compares are taken side by side. Runs on SQLite in temporary DATA_DIRs, or on
// PostgreSQL when DATABASE_URL is set: it then creates a database per dataset beside that one (it
// must be allowed to), such as on the throwaway cluster of `npm run bench:api:pg`.
import { randomUUID } from 'node:crypto';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
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
    rounds: { type: 'string', default: '5' },
  },
});
const ATHLETES = Number(options.athletes);
const SCALE = Number(options.scale);
const DURATION = Number(options.duration);
const WARMUP = Number(options.warmup);
const CONNECTIONS = Number(options.connections);
const SIGNED_IN = Number(options['signed-in']);
const ROUNDS = Number(options.rounds);
const DATABASE_URL = process.env.DATABASE_URL || undefined;

const BUDGETS = {
  dayVsBare: 0.6,
  monthP99VsDay: 4,
  insightsP50VsDay: 3,
  searchP50VsDay: 2,
  p50At10x: 1.3,
  peakRssBytes: 250 * 1024 * 1024,
};

const pick = (list) => list[Math.floor(Math.random() * list.length)];

/**
 * The searches measured: a word in about a third of an athlete's entries (a sentence of the seeder's prose), and an
 * opponent's name, in about one entry in a hundred (the seeder's games, one opponent of eight).
 */
const SEARCH_WORDS = { common: 'hamstring', rare: 'harriers' };

/** Percentile of sorted numbers. */
function percentile(sorted, fraction) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))];
}

/**
 * One autocannon burst of `seconds` against a target (a base URL, a method and a setupRequest-style
 * function returning path, headers and body per request). Latencies are recorded from each response
 * (autocannon's own histogram rounds to whole milliseconds) into `tally` when given.
 */
function burst(target, seconds, tally) {
  return new Promise((resolveRun, reject) => {
    const instance = autocannon(
      {
        url: target.url,
        connections: CONNECTIONS,
        duration: seconds,
        requests: [{ method: target.method, setupRequest: (req) => ({ ...req, ...target.request(req) }) }],
      },
      (error, result) => {
        if (error) return reject(error);
        if (tally) {
          tally.requests += result.requests.total;
          tally.errors += result.errors + result.timeouts + result.non2xx;
          tally.seconds += seconds;
        }
        resolveRun();
      },
    );
    if (tally) instance.on('response', (_client, _status, _bytes, time) => tally.latencies.push(time));
  });
}

/** Requests/s, p50, p99 and errors of a tally of bursts (or of a loop's latencies). */
function summary(tally) {
  const sorted = [...tally.latencies].sort((a, b) => a - b);
  return {
    requestsPerSecond: tally.requests / tally.seconds,
    p50: percentile(sorted, 0.5),
    p99: percentile(sorted, 0.99),
    errors: tally.errors,
  };
}

const emptyTally = () => ({ requests: 0, errors: 0, seconds: 0, latencies: [] });

/**
 * Loads every target for DURATION seconds in all, as ROUNDS short bursts taken in turn, after one
 * warm-up burst each. Interleaved, a slow moment of a shared machine hits every target alike, so the
 * ratios the budgets compare stay meaningful though the absolute figures move.
 */
async function loadInTurns(targets) {
  for (const target of targets) await burst(target, WARMUP);
  const tallies = targets.map(() => emptyTally());
  for (let round = 0; round < ROUNDS; round++) {
    for (const [index, target] of targets.entries()) await burst(target, DURATION / ROUNDS, tallies[index]);
  }
  return tallies.map(summary);
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

/** The database floor: entriesOfDay in a loop, one query at a time, on each dataset in turn. */
async function kyselyFloors(datasets) {
  const { openDatabase } = await import(resolve(ROOT, 'dist/node/server/db/connect.js'));
  const { entriesOfDay } = await import(resolve(ROOT, 'dist/node/server/routes/entries/queries.js'));
  const handles = datasets.map((d) => openDatabase({ dataDir: d.bareDataDir, databaseUrl: d.databaseUrl }));
  try {
    const loop = async (index, seconds, tally) => {
      const { users, days } = datasets[index];
      const end = performance.now() + seconds * 1000;
      for (let now = performance.now(); now < end;) {
        await entriesOfDay(handles[index].db, pick(users).id, pick(days));
        const after = performance.now();
        tally?.latencies.push(after - now);
        if (tally) tally.requests++;
        now = after;
      }
      if (tally) tally.seconds += seconds;
    };
    for (const index of datasets.keys()) await loop(index, WARMUP);
    const tallies = datasets.map(() => emptyTally());
    for (let round = 0; round < ROUNDS; round++) {
      for (const index of datasets.keys()) await loop(index, DURATION / ROUNDS, tallies[index]);
    }
    return tallies.map(summary);
  } finally {
    await Promise.all(handles.map((handle) => handle.close()));
  }
}

/**
 * Times `work(db, userId)` for a random athlete, one call at a time, for DURATION/ROUNDS seconds on each dataset in
 * turn (no HTTP, no cache): what an answer kept by journal revision costs the first time it is asked for.
 */
async function timeInProcess(datasets, work) {
  const { openDatabase } = await import(resolve(ROOT, 'dist/node/server/db/connect.js'));
  const handles = datasets.map((d) => openDatabase({ dataDir: d.bareDataDir, databaseUrl: d.databaseUrl }));
  try {
    const tallies = datasets.map(() => emptyTally());
    for (const [index, { users }] of datasets.entries()) {
      const seconds = Math.max(1, DURATION / ROUNDS);
      const end = performance.now() + seconds * 1000;
      for (let now = performance.now(); now < end;) {
        await work(handles[index].db, pick(users).id);
        const after = performance.now();
        tallies[index].latencies.push(after - now);
        tallies[index].requests++;
        now = after;
      }
      tallies[index].seconds += seconds;
    }
    return tallies.map(summary);
  } finally {
    await Promise.all(handles.map((handle) => handle.close()));
  }
}

/** A year of insights read and computed afresh, as the first view after each change to an athlete's journal. */
async function freshInsights(datasets) {
  const queries = await import(resolve(ROOT, 'dist/node/server/routes/insights/queries.js'));
  const { computeInsights } = await import(resolve(ROOT, 'dist/node/domain/insights/insights.js'));
  const { insightsWindow } = await import(resolve(ROOT, 'dist/node/domain/insights/weeks.js'));
  const today = new Date().toISOString().slice(0, 10);
  const { from, to } = insightsWindow('1y', today);
  return timeInProcess(datasets, async (db, userId) => {
    const [entries, journaledDays] = await Promise.all([
      queries.entriesBetween(db, userId, from, to),
      queries.journaledDays(db, userId, today),
    ]);
    computeInsights({ period: '1y', today, entries, journaledDays });
  });
}

/** A first page of a search found afresh, with its count and snippets, as a search not asked since the last change. */
async function freshSearch(datasets, word) {
  const { searchPage } = await import(resolve(ROOT, 'dist/node/server/routes/search/queries.js'));
  const { parseSearchQuery } = await import(resolve(ROOT, 'dist/node/domain/search/query.js'));
  const terms = parseSearchQuery(word);
  return timeInProcess(datasets, (db, userId) => searchPage(db, userId, { terms, filters: {}, limit: 50 }));
}

/** The search index's size on disk beside the entries' (SQLite: its tables' pages; PostgreSQL: with indexes). */
async function searchIndexSize(dataset) {
  const { openDatabase } = await import(resolve(ROOT, 'dist/node/server/db/connect.js'));
  const { sql } = await import('kysely');
  const handle = openDatabase({ dataDir: dataset.bareDataDir, databaseUrl: dataset.databaseUrl });
  try {
    if (handle.dialect === 'postgres') {
      const { rows } = await sql`select pg_total_relation_size('entry_search') as search,
        pg_total_relation_size('journal_entries') as entries`.execute(handle.db);
      return { searchBytes: Number(rows[0].search), entriesBytes: Number(rows[0].entries) };
    }
    const { rows } = await sql`select
        sum(case when name like 'entry_search%' or name like 'sqlite_autoindex_entry_search%' or name like 'search_owners%'
          or name like 'sqlite_autoindex_search_owners%' then pgsize else 0 end) as search,
        sum(case when name like 'journal_entries%' or name like 'sqlite_autoindex_journal_entries%'
          then pgsize else 0 end) as entries
      from dbstat`.execute(handle.db);
    return { searchBytes: Number(rows[0].search), entriesBytes: Number(rows[0].entries) };
  } finally {
    await handle.close();
  }
}

/** On PostgreSQL each dataset gets its own new database beside DATABASE_URL's (dropped first if left over). */
async function freshPostgresDatabase(name) {
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  try {
    await client.query(`drop database if exists ${name}`);
    await client.query(`create database ${name}`);
  } finally {
    await client.end();
  }
  const url = new URL(DATABASE_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * Seeds `athletes` into a new SQLite DATA_DIR (and copies the file for the bare reference, since a
 * SQLite file serves one process) or a new PostgreSQL database (which both servers share).
 */
async function prepareDataset(athletes) {
  console.log(`\n== Seeding ${athletes} athletes on ${DATABASE_URL ? 'PostgreSQL' : 'SQLite'} ==`);
  const dataDir = mkdtempSync(join(tmpdir(), 'touchline-bench-'));
  const databaseUrl = DATABASE_URL ? await freshPostgresDatabase(`touchline_bench_${athletes}`) : undefined;
  // The year ends today (the server's date), so that a year of insights reads a full year.
  const lastDay = new Date().toISOString().slice(0, 10);
  const { users, days, entries } = await seed({ dataDir, databaseUrl, athletes, lastDay });
  let bareDataDir = dataDir;
  if (!databaseUrl) {
    bareDataDir = mkdtempSync(join(tmpdir(), 'touchline-bench-bare-'));
    copyFileSync(join(dataDir, 'touchline.sqlite'), join(bareDataDir, 'touchline.sqlite'));
  }
  const months = [...new Set(days.map((day) => day.slice(0, 7)))];
  return { athletes, entries, users, days, months, dataDir, bareDataDir, databaseUrl };
}

/**
 * Athletes who only write. The reading targets' athletes keep an unchanged journal, so insights and searches, which
 * are kept by journal revision (decisions 023 and 024), are measured as an athlete asking again (Back from a result,
 * a reload); what the first time after a change costs are the reference rows computed afresh.
 */
const WRITERS = 10;

/** What autocannon sends for each measured endpoint of a dataset's server, and for its bare reference. */
function targetsOf(dataset, server, bare, signedIn) {
  const { days, months, users } = dataset;
  const writers = signedIn.slice(0, WRITERS);
  const cookies = signedIn.slice(WRITERS);
  const get = (path) => ({
    url: server.url,
    method: 'GET',
    request: () => ({ path: path(), headers: { cookie: pick(cookies) } }),
  });
  return {
    day: get(() => `/api/entries/day/${pick(days)}`),
    month: get(() => `/api/entries/month/${pick(months)}`),
    history: get(() => '/api/entries/history?type=Training&limit=50'),
    insights: get(() => '/api/insights?period=1y'),
    searchCommon: get(() => `/api/search?q=${SEARCH_WORDS.common}`),
    searchRare: get(() => `/api/search?q=${SEARCH_WORDS.rare}`),
    create: {
      url: server.url,
      method: 'POST',
      request: () => ({
        path: '/api/entries',
        headers: { cookie: pick(writers), origin: server.origin, 'content-type': 'application/json' },
        body: JSON.stringify({
          id: randomUUID(),
          type: 'Training',
          day: pick(days),
          content: contentFor('Training', Math.random),
        }),
      }),
    },
    bare: { url: bare.url, method: 'GET', request: () => ({ path: `/day/${pick(days)}?user=${pick(users).id}` }) },
  };
}

/** Seeds every dataset, starts its server and bare reference, and loads them all in turns. */
async function benchDatasets(sizes) {
  const datasets = [];
  const processes = [];
  try {
    for (const athletes of sizes) datasets.push(await prepareDataset(athletes));
    for (const dataset of datasets) dataset.index = await searchIndexSize(dataset);
    console.log('\nThe database floor (no HTTP), datasets in turns');
    const floors = await kyselyFloors(datasets);
    const fresh = {
      freshInsights: await freshInsights(datasets),
      freshSearchCommon: await freshSearch(datasets, SEARCH_WORDS.common),
      freshSearchRare: await freshSearch(datasets, SEARCH_WORDS.rare),
    };

    const targets = [];
    for (const dataset of datasets) {
      const server = await startTouchline({ dataDir: dataset.dataDir, databaseUrl: dataset.databaseUrl });
      processes.push(server);
      const bare = await startProcess(resolve(ROOT, 'scripts/bench/bare-server.mjs'), {
        env: { DATA_DIR: dataset.bareDataDir, DATABASE_URL: dataset.databaseUrl ?? '' },
        readyPath: '/health',
      });
      processes.push(bare);
      const cookies = await signIn(server, dataset.users.slice(0, Math.min(SIGNED_IN, dataset.users.length)));
      console.log(
        `${dataset.athletes} athletes: signed ${cookies.length} in (server peak so far ${mb(server.peakRss())})`,
      );
      targets.push({ dataset, server, bare, byKey: targetsOf(dataset, server, bare, cookies) });
    }

    const flat = targets.flatMap(({ byKey }, index) =>
      Object.entries(byKey).map(([key, target]) => ({ index, key, target })),
    );
    console.log(
      `Loading ${flat.length} targets, ${CONNECTIONS} connections, ${DURATION} s each in ${ROUNDS} turns of ` +
        `${DURATION / ROUNDS} s after a ${WARMUP} s warm-up`,
    );
    const results = await loadInTurns(flat.map(({ target }) => target));
    return targets.map(({ dataset, server, bare }, index) => {
      const rows = { kysely: floors[index] };
      for (const [key, tallies] of Object.entries(fresh)) rows[key] = tallies[index];
      for (const [position, { index: owner, key }] of flat.entries())
        if (owner === index) rows[key] = results[position];
      rows.bare.peakRss = bare.peakRss();
      return {
        athletes: dataset.athletes,
        entries: dataset.entries,
        index: dataset.index,
        rows,
        peakRss: server.peakRss(),
      };
    });
  } finally {
    for (const process of processes) await process.stop();
    for (const dataset of datasets) {
      rmSync(dataset.dataDir, { recursive: true, force: true });
      rmSync(dataset.bareDataDir, { recursive: true, force: true });
    }
  }
}

const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

const LABELS = {
  day: 'GET /api/entries/day/:day',
  month: 'GET /api/entries/month/:month',
  history: 'GET /api/entries/history?type=Training&limit=50',
  insights: 'GET /api/insights?period=1y',
  searchCommon: `GET /api/search?q=${SEARCH_WORDS.common} (common word)`,
  searchRare: `GET /api/search?q=${SEARCH_WORDS.rare} (rare word)`,
  create: 'POST /api/entries',
  bare: 'reference: bare node:http, day query, no auth',
  kysely: 'reference: day query through Kysely, no HTTP (ops/s)',
  freshInsights: 'reference: insights for 1 year computed afresh, no cache, no HTTP (ops/s)',
  freshSearchCommon: `reference: search for ${SEARCH_WORDS.common} found afresh, no cache, no HTTP (ops/s)`,
  freshSearchRare: `reference: search for ${SEARCH_WORDS.rare} found afresh, no cache, no HTTP (ops/s)`,
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
  const { searchBytes, entriesBytes } = dataset.index;
  console.log(
    `Search index on disk: ${mb(searchBytes)} (${(searchBytes / entriesBytes).toFixed(2)}x the entries' ${mb(entriesBytes)})`,
  );
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
    const insightsRatio = rows.insights.p50 / rows.day.p50;
    checks.push([
      `insights (1 year) p50 <= ${BUDGETS.insightsP50VsDay}x day p50 ${at}`,
      `${insightsRatio.toFixed(2)}x`,
      insightsRatio <= BUDGETS.insightsP50VsDay,
    ]);
    for (const key of ['searchCommon', 'searchRare']) {
      const ratio = rows[key].p50 / rows.day.p50;
      checks.push([
        `${LABELS[key]} p50 <= ${BUDGETS.searchP50VsDay}x day p50 ${at}`,
        `${ratio.toFixed(2)}x`,
        ratio <= BUDGETS.searchP50VsDay,
      ]);
    }
    const errors = ['day', 'month', 'history', 'insights', 'searchCommon', 'searchRare', 'create'].reduce(
      (sum, key) => sum + rows[key].errors,
      0,
    );
    checks.push([`zero errors ${at}`, String(errors), errors === 0]);
    const mb = dataset.peakRss / 1024 / 1024;
    checks.push([`server peak memory < 250 MB ${at}`, `${mb.toFixed(0)} MB`, dataset.peakRss < BUDGETS.peakRssBytes]);
  }
  if (scaled) {
    for (const key of ['day', 'month', 'history', 'insights', 'searchCommon', 'searchRare', 'create']) {
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

const [base, scaled] = await benchDatasets(SCALE > 1 ? [ATHLETES, ATHLETES * SCALE] : [ATHLETES]);

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
