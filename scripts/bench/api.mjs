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
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { sql } from 'kysely';
import pg from 'pg';
import { signedIn } from '../lib/api-client.mjs';
import { formatMegabytes, printTable } from '../lib/report.mjs';
import { loadServerApi, ROOT } from '../lib/server-build.mjs';
import { startServer, startServerScript } from '../lib/server-process.mjs';
import { SQLITE_FILE } from '../lib/sqlite-file.mjs';
import { percentile } from '../lib/stats.mjs';
import { writeResult } from './results.mjs';
import { contentFor, seed } from './seed.mjs';

/** @typedef {import('../../src/server/scripts-api.js').Db} Db */
/** @typedef {import('../lib/server-process.mjs').ServerProcess} ServerProcess */
/** @typedef {{ requests: number, errors: number, seconds: number, latencies: number[] }} Tally */
/** @typedef {{ requestsPerSecond: number, p50: number, p99: number, errors: number }} Summary */
/**
 * What autocannon sends to one endpoint: the server, the method, and each request's path, headers and body.
 *
 * @typedef {{ url: string, method: string, request: () => { path: string, headers?: Record<string, string>,
 *   body?: string } }} Target
 */
/** @typedef {Awaited<ReturnType<typeof prepareDataset>>} Dataset */

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
  squadP50VsDay: 3,
  searchP50VsDay: 2,
  p50At10x: 1.3,
  peakRssBytes: 250 * 1024 * 1024,
};

const api = await loadServerApi();

/**
 * @template T
 * @param {readonly T[]} list
 * @returns {T}
 */
function pick(list) {
  const item = list[Math.floor(Math.random() * list.length)];
  if (item === undefined) throw new Error('nothing to pick from');
  return item;
}

/**
 * An object with a value for each key.
 *
 * @template {string} K
 * @template T
 * @param {readonly K[]} keys
 * @param {(key: K) => T} value
 * @returns {Record<K, T>}
 */
function recordOf(keys, value) {
  return /** @type {Record<K, T>} */ (Object.fromEntries(keys.map((key) => [key, value(key)])));
}

/**
 * The searches measured: a word in about a third of an athlete's entries (a sentence of the seeder's prose), and an
 * opponent's name, in about one entry in a hundred (the seeder's games, one opponent of eight).
 */
const SEARCH_WORDS = { common: 'hamstring', rare: 'harriers' };

/** The endpoints loaded over HTTP. */
const ENDPOINTS = /** @type {const} */ ([
  'day',
  'month',
  'history',
  'insights',
  'searchCommon',
  'searchRare',
  'squad',
  'create',
]);
/** What is loaded over HTTP: the endpoints, and the bare reference. */
const TARGETS = /** @type {const} */ ([...ENDPOINTS, 'bare']);
/** @typedef {(typeof TARGETS)[number]} TargetKey */

/**
 * One autocannon burst of `seconds` against a target. Latencies are recorded from each response (autocannon's own
 * histogram rounds to whole milliseconds) into `tally` when given.
 *
 * @param {Target} target
 * @param {number} seconds
 * @param {Tally} [tally]
 * @returns {Promise<void>}
 */
function burst(target, seconds, tally) {
  return new Promise((resolveRun, reject) => {
    const instance = autocannon(
      {
        url: target.url,
        connections: CONNECTIONS,
        duration: seconds,
        requests: [{ method: target.method, setupRequest: (req) => ({ ...req, ...target.request() }) }],
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

/**
 * Requests/s, p50, p99 and errors of a tally of bursts (or of a loop's latencies).
 *
 * @param {Tally} tally
 * @returns {Summary}
 */
function summary(tally) {
  const sorted = [...tally.latencies].sort((a, b) => a - b);
  return {
    requestsPerSecond: tally.requests / tally.seconds,
    p50: percentile(sorted, 0.5),
    p99: percentile(sorted, 0.99),
    errors: tally.errors,
  };
}

/** @returns {Tally} */
const emptyTally = () => ({ requests: 0, errors: 0, seconds: 0, latencies: [] });

/**
 * Loads every target of every set for DURATION seconds in all, as ROUNDS short bursts taken in turn, after one
 * warm-up burst each. Interleaved, a slow moment of a shared machine hits every target alike, so the ratios the
 * budgets compare stay meaningful though the absolute figures move.
 *
 * @template {string} K
 * @param {readonly K[]} keys
 * @param {Record<K, Target>[]} targetSets
 * @returns {Promise<Record<K, Summary>[]>}
 */
async function loadInTurns(keys, targetSets) {
  const sets = targetSets.map((targets) => ({ targets, tallies: recordOf(keys, () => emptyTally()) }));
  const all = sets.flatMap(({ targets, tallies }) =>
    keys.map((key) => ({ target: targets[key], tally: tallies[key] })),
  );
  for (const { target } of all) await burst(target, WARMUP);
  for (let round = 0; round < ROUNDS; round++) {
    for (const { target, tally } of all) await burst(target, DURATION / ROUNDS, tally);
  }
  return sets.map(({ tallies }) => recordOf(keys, (key) => summary(tallies[key])));
}

/**
 * Signs athletes in through the API (argon2id, so two at a time) and returns their cookie headers, in their order.
 *
 * @param {ServerProcess} server
 * @param {readonly { email: string }[]} users
 */
async function signIn(server, users) {
  /** @type {string[]} */
  const cookies = [];
  let nextIndex = 0;
  const worker = async () => {
    for (let index = nextIndex++, user = users[index]; user; index = nextIndex++, user = users[index]) {
      const { client } = await signedIn(server.url, user.email);
      cookies[index] = client.cookieHeader();
      client.close();
    }
  };
  await Promise.all([worker(), worker()]);
  return cookies;
}

/**
 * Times `work` on each dataset in turn, one call at a time, in the process (no HTTP, no cache): first a warm-up of
 * `warmUpSeconds` on each, then `rounds` turns of `turnSeconds` on each.
 *
 * @param {readonly Dataset[]} datasets
 * @param {(db: Db, dataset: Dataset) => Promise<unknown>} work
 * @param {{ warmUpSeconds: number, rounds: number, turnSeconds: number }} turns
 */
async function timeInProcess(datasets, work, { warmUpSeconds, rounds, turnSeconds }) {
  const sets = datasets.map((dataset) => ({
    dataset,
    handle: api.openDatabase({ dataDir: dataset.bareDataDir, databaseUrl: dataset.databaseUrl }),
    tally: emptyTally(),
  }));
  /**
   * @param {(typeof sets)[number]} set
   * @param {number} seconds
   * @param {Tally} [tally]
   */
  const loop = async ({ dataset, handle }, seconds, tally) => {
    const end = performance.now() + seconds * 1000;
    for (let now = performance.now(); now < end;) {
      await work(handle.db, dataset);
      const after = performance.now();
      tally?.latencies.push(after - now);
      if (tally) tally.requests++;
      now = after;
    }
    if (tally) tally.seconds += seconds;
  };
  try {
    if (warmUpSeconds > 0) for (const set of sets) await loop(set, warmUpSeconds);
    for (let round = 0; round < rounds; round++) {
      for (const set of sets) await loop(set, turnSeconds, set.tally);
    }
    return sets.map(({ tally }) => summary(tally));
  } finally {
    await Promise.all(sets.map(({ handle }) => handle.close()));
  }
}

/**
 * The database floor: the day query through Kysely in a loop, on each dataset in turns, as the HTTP targets are
 * loaded.
 *
 * @param {readonly Dataset[]} datasets
 */
function kyselyFloors(datasets) {
  return timeInProcess(datasets, (db, { users, days }) => api.entriesOfDay(db, pick(users).id, pick(days)), {
    warmUpSeconds: WARMUP,
    rounds: ROUNDS,
    turnSeconds: DURATION / ROUNDS,
  });
}

/**
 * Times `work(db, userId)` for a random athlete, one call at a time, for DURATION/ROUNDS seconds on each dataset in
 * turn (no HTTP, no cache): what an answer kept by journal revision costs the first time it is asked for.
 *
 * @param {readonly Dataset[]} datasets
 * @param {(db: Db, userId: string) => Promise<unknown>} work
 */
function timeAfresh(datasets, work) {
  return timeInProcess(datasets, (db, { users }) => work(db, pick(users).id), {
    warmUpSeconds: 0,
    rounds: 1,
    turnSeconds: Math.max(1, DURATION / ROUNDS),
  });
}

/**
 * A year of insights read and computed afresh, as the first view after each change to an athlete's journal.
 *
 * @param {readonly Dataset[]} datasets
 */
function freshInsights(datasets) {
  const today = new Date().toISOString().slice(0, 10);
  const { from, to } = api.insightsWindow('1y', today);
  return timeAfresh(datasets, async (db, userId) => {
    const [entries, journaledDays] = await Promise.all([
      api.entriesBetween(db, userId, from, to),
      api.journaledDays(db, userId, today),
    ]);
    api.computeInsights({ period: '1y', today, entries, journaledDays });
  });
}

/**
 * The squad of the dataset's team (SQUAD_ATHLETES athletes, a year each) read and computed afresh, as a staff member's
 * first look after each change to an athlete's journal: the whole team's figures, none kept.
 *
 * @param {readonly Dataset[]} datasets
 */
function freshSquad(datasets) {
  const today = new Date().toISOString().slice(0, 10);
  return timeInProcess(
    datasets,
    async (db, { team }) => api.freshSquadFigures(db, team.id, await api.squadAthletes(db, team.id), today),
    { warmUpSeconds: 0, rounds: 1, turnSeconds: Math.max(1, DURATION / ROUNDS) },
  );
}

/**
 * A first page of a search found afresh, with its count and snippets, as a search not asked since the last change.
 *
 * @param {readonly Dataset[]} datasets
 * @param {string} word
 */
function freshSearch(datasets, word) {
  const terms = api.parseSearchQuery(word);
  return timeAfresh(datasets, (db, userId) => api.searchPage(db, userId, { terms, filters: {}, limit: 50 }));
}

/**
 * The search index's size on disk beside the entries' (SQLite: its tables' pages; PostgreSQL: with indexes).
 *
 * @param {string} dataDir
 * @param {string | undefined} databaseUrl
 */
async function searchIndexSize(dataDir, databaseUrl) {
  const handle = api.openDatabase({ dataDir, databaseUrl });
  try {
    /** @type {import('kysely').RawBuilder<{ search: number | string, entries: number | string }>} */
    const sizes =
      handle.dialect === 'postgres'
        ? sql`select pg_total_relation_size('entry_search') as search,
            pg_total_relation_size('journal_entries') as entries`
        : sql`select
            sum(case when name like 'entry_search%' or name like 'sqlite_autoindex_entry_search%' or name like 'search_owners%'
              or name like 'sqlite_autoindex_search_owners%' then pgsize else 0 end) as search,
            sum(case when name like 'journal_entries%' or name like 'sqlite_autoindex_journal_entries%'
              then pgsize else 0 end) as entries
          from dbstat`;
    const { rows } = await sizes.execute(handle.db);
    return { searchBytes: Number(rows[0]?.search), entriesBytes: Number(rows[0]?.entries) };
  } finally {
    await handle.close();
  }
}

/**
 * On PostgreSQL each dataset gets its own new database beside DATABASE_URL's (dropped first if left over).
 *
 * @param {string} databaseUrl
 * @param {string} name
 */
async function freshPostgresDatabase(databaseUrl, name) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(`drop database if exists ${name}`);
    await client.query(`create database ${name}`);
  } finally {
    await client.end();
  }
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Athletes of the dataset's team, whose squad is loaded. */
const SQUAD_ATHLETES = 30;

/**
 * The dataset's team: a staff member and SQUAD_ATHLETES athletes, figures only, written as the join routes write them.
 * They are seeded athletes after the writers (see WRITERS), so their journals stay as seeded: the squad is measured as
 * staff looking again, as insights are; what the first look costs is the reference row computed afresh.
 *
 * @param {string} dataDir
 * @param {string | undefined} databaseUrl
 * @param {readonly { id: string, email: string }[]} users
 */
async function seedTeam(dataDir, databaseUrl, users) {
  const athletes = users.slice(WRITERS, WRITERS + SQUAD_ATHLETES);
  const coach = users[WRITERS + SQUAD_ATHLETES];
  if (!coach) throw new Error(`a team needs ${WRITERS + SQUAD_ATHLETES + 1} athletes or more`);
  const handle = api.openDatabase({ dataDir, databaseUrl });
  const id = randomUUID();
  const now = new Date().toISOString();
  try {
    await handle.db.insertInto('teams').values({ id, name: 'Bench FC', created_at: now }).execute();
    const member = (/** @type {{ id: string }} */ user, /** @type {number} */ index) => ({
      id: randomUUID(),
      team_id: id,
      user_id: user.id,
      role: /** @type {const} */ ('athlete'),
      is_owner: 0,
      display_name: `Athlete ${index}`,
      scope: /** @type {const} */ ('figures'),
      joined_at: now,
    });
    await handle.db
      .insertInto('team_members')
      .values([
        ...athletes.map(member),
        { ...member(coach, 0), role: 'staff', is_owner: 1, display_name: 'Bench Coach', scope: null },
      ])
      .execute();
  } finally {
    await handle.close();
  }
  return { id, coach };
}

/**
 * Seeds `athletes` into a new SQLite DATA_DIR (and copies the file for the bare reference, since a
 * SQLite file serves one process) or a new PostgreSQL database (which both servers share).
 *
 * @param {number} athletes
 */
async function prepareDataset(athletes) {
  console.log(`\n== Seeding ${athletes} athletes on ${DATABASE_URL ? 'PostgreSQL' : 'SQLite'} ==`);
  const dataDir = mkdtempSync(join(tmpdir(), 'touchline-bench-'));
  const databaseUrl = DATABASE_URL
    ? await freshPostgresDatabase(DATABASE_URL, `touchline_bench_${athletes}`)
    : undefined;
  // The year ends today (the server's date), so that a year of insights reads a full year.
  const lastDay = new Date().toISOString().slice(0, 10);
  const { users, days, entries } = await seed({ dataDir, databaseUrl, athletes, lastDay });
  let bareDataDir = dataDir;
  if (!databaseUrl) {
    bareDataDir = mkdtempSync(join(tmpdir(), 'touchline-bench-bare-'));
    copyFileSync(join(dataDir, SQLITE_FILE), join(bareDataDir, SQLITE_FILE));
  }
  const months = [...new Set(days.map((day) => day.slice(0, 7)))];
  const index = await searchIndexSize(bareDataDir, databaseUrl);
  // Into both files on SQLite: the fresh-squad reference reads the bare one.
  const team = await seedTeam(dataDir, databaseUrl, users);
  if (!databaseUrl) copyFileSync(join(dataDir, SQLITE_FILE), join(bareDataDir, SQLITE_FILE));
  return { athletes, entries, users, days, months, dataDir, bareDataDir, databaseUrl, index, team };
}

/**
 * Athletes who only write. The reading targets' athletes keep an unchanged journal, so insights and searches, which
 * are kept by journal revision (decisions 023 and 024), are measured as an athlete asking again (Back from a result,
 * a reload); what the first time after a change costs are the reference rows computed afresh.
 */
const WRITERS = 10;

/**
 * What autocannon sends for each measured endpoint of a dataset's server, and for its bare reference.
 *
 * @param {Dataset} dataset
 * @param {ServerProcess} server
 * @param {ServerProcess} bare
 * @param {string[]} signedIn the cookie headers of signed-in athletes
 * @param {string} coach the cookie header of the team's staff member
 * @returns {Record<TargetKey, Target>}
 */
function targetsOf(dataset, server, bare, signedIn, coach) {
  const { days, months, users } = dataset;
  const writers = signedIn.slice(0, WRITERS);
  const cookies = signedIn.slice(WRITERS);
  /**
   * @param {() => string} path
   * @returns {Target}
   */
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
    squad: {
      url: server.url,
      method: 'GET',
      request: () => ({ path: `/api/teams/${dataset.team.id}/squad`, headers: { cookie: coach } }),
    },
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

/**
 * Seeds every dataset, starts its server and bare reference, and loads them all in turns.
 *
 * @param {number[]} sizes
 */
async function benchDatasets(sizes) {
  /** @type {Dataset[]} */
  const datasets = [];
  /** @type {ServerProcess[]} */
  const processes = [];
  try {
    for (const athletes of sizes) datasets.push(await prepareDataset(athletes));
    console.log('\nThe database floor (no HTTP), datasets in turns');
    const floors = await kyselyFloors(datasets);
    const fresh = {
      freshInsights: await freshInsights(datasets),
      freshSearchCommon: await freshSearch(datasets, SEARCH_WORDS.common),
      freshSearchRare: await freshSearch(datasets, SEARCH_WORDS.rare),
      freshSquad: await freshSquad(datasets),
    };

    const started = [];
    for (const dataset of datasets) {
      // Logging at info, as in production: one line a request is part of what a request costs.
      const server = await startServer({
        dataDir: dataset.dataDir,
        databaseUrl: dataset.databaseUrl,
        env: { LOG_LEVEL: 'info' },
      });
      processes.push(server);
      const bare = await startServerScript(join(ROOT, 'scripts/bench/bare-server.mjs'), {
        env: { DATA_DIR: dataset.bareDataDir, DATABASE_URL: dataset.databaseUrl ?? '' },
        readyPath: '/health',
      });
      processes.push(bare);
      const cookies = await signIn(server, dataset.users.slice(0, Math.min(SIGNED_IN, dataset.users.length)));
      const [coach] = await signIn(server, [dataset.team.coach]);
      console.log(
        `${dataset.athletes} athletes: signed ${cookies.length} in (server peak so far ${formatMegabytes(server.peakRss())})`,
      );
      started.push({ dataset, server, bare, targets: targetsOf(dataset, server, bare, cookies, coach ?? '') });
    }

    console.log(
      `Loading ${started.length * TARGETS.length} targets, ${CONNECTIONS} connections, ${DURATION} s each in ${ROUNDS} ` +
        `turns of ${DURATION / ROUNDS} s after a ${WARMUP} s warm-up`,
    );
    const loaded = await loadInTurns(
      TARGETS,
      started.map(({ targets }) => targets),
    );
    return started.map(({ dataset, server, bare }, index) => ({
      athletes: dataset.athletes,
      entries: dataset.entries,
      index: dataset.index,
      rows: {
        ...nth(loaded, index),
        bare: { ...nth(loaded, index).bare, peakRss: bare.peakRss() },
        kysely: nth(floors, index),
        freshInsights: nth(fresh.freshInsights, index),
        freshSearchCommon: nth(fresh.freshSearchCommon, index),
        freshSearchRare: nth(fresh.freshSearchRare, index),
        freshSquad: nth(fresh.freshSquad, index),
      },
      peakRss: server.peakRss(),
    }));
  } finally {
    for (const process of processes) await process.stopCleanly();
    for (const dataset of datasets) {
      rmSync(dataset.dataDir, { recursive: true, force: true });
      rmSync(dataset.bareDataDir, { recursive: true, force: true });
    }
  }
}

/**
 * The item at `index`, which the caller knows is there.
 *
 * @template T
 * @param {readonly T[]} list
 * @param {number} index
 * @returns {T}
 */
function nth(list, index) {
  const item = list[index];
  if (item === undefined) throw new Error(`no item ${index} of ${list.length}`);
  return item;
}

/** @typedef {Awaited<ReturnType<typeof benchDatasets>>[number]} Measured */
/** @typedef {keyof Measured['rows']} RowKey */

/** The rows of a dataset's table, in order. */
const ROWS = /** @type {const} */ ([
  ...TARGETS,
  'kysely',
  'freshInsights',
  'freshSearchCommon',
  'freshSearchRare',
  'freshSquad',
]);

/** @type {Record<RowKey, string>} */
const LABELS = {
  day: 'GET /api/entries/day/:day',
  month: 'GET /api/entries/month/:month',
  history: 'GET /api/entries/history?type=Training&limit=50',
  insights: 'GET /api/insights?period=1y',
  searchCommon: `GET /api/search?q=${SEARCH_WORDS.common} (common word)`,
  searchRare: `GET /api/search?q=${SEARCH_WORDS.rare} (rare word)`,
  squad: `GET /api/teams/:teamId/squad (${SQUAD_ATHLETES} athletes)`,
  create: 'POST /api/entries',
  bare: 'reference: bare node:http, day query, no auth',
  kysely: 'reference: day query through Kysely, no HTTP (ops/s)',
  freshInsights: 'reference: insights for 1 year computed afresh, no cache, no HTTP (ops/s)',
  freshSearchCommon: `reference: search for ${SEARCH_WORDS.common} found afresh, no cache, no HTTP (ops/s)`,
  freshSearchRare: `reference: search for ${SEARCH_WORDS.rare} found afresh, no cache, no HTTP (ops/s)`,
  freshSquad: `reference: squad of ${SQUAD_ATHLETES} computed afresh, no cache, no HTTP (ops/s)`,
};

/** @param {Measured} dataset */
function printDataset(dataset) {
  console.log(`\n${dataset.athletes} athletes, ${dataset.entries.toLocaleString('en-US')} entries`);
  printTable(
    ['endpoint', 'requests/s', 'p50 ms', 'p99 ms', 'errors'],
    ROWS.map((key) => {
      const row = dataset.rows[key];
      return [LABELS[key], Math.round(row.requestsPerSecond), row.p50.toFixed(2), row.p99.toFixed(2), row.errors];
    }),
  );
  console.log(
    `Peak memory (VmHWM): server ${formatMegabytes(dataset.peakRss)}, bare reference ${formatMegabytes(dataset.rows.bare.peakRss)}`,
  );
  const { searchBytes, entriesBytes } = dataset.index;
  console.log(
    `Search index on disk: ${formatMegabytes(searchBytes)} (${(searchBytes / entriesBytes).toFixed(2)}x the entries' ${formatMegabytes(entriesBytes)})`,
  );
}

/**
 * Each budget, what was measured, and whether it holds.
 *
 * @param {Measured} base
 * @param {Measured | undefined} scaled
 * @returns {[string, string, boolean][]}
 */
function budgets(base, scaled) {
  /** @type {[string, string, boolean][]} */
  const checks = [];
  for (const dataset of scaled ? [base, scaled] : [base]) {
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
    const squadRatio = rows.squad.p50 / rows.day.p50;
    checks.push([
      `${LABELS.squad} p50 <= ${BUDGETS.squadP50VsDay}x day p50 ${at}`,
      `${squadRatio.toFixed(2)}x`,
      squadRatio <= BUDGETS.squadP50VsDay,
    ]);
    for (const key of /** @type {const} */ (['searchCommon', 'searchRare'])) {
      const ratio = rows[key].p50 / rows.day.p50;
      checks.push([
        `${LABELS[key]} p50 <= ${BUDGETS.searchP50VsDay}x day p50 ${at}`,
        `${ratio.toFixed(2)}x`,
        ratio <= BUDGETS.searchP50VsDay,
      ]);
    }
    const errors = ENDPOINTS.reduce((sum, key) => sum + rows[key].errors, 0);
    checks.push([`zero errors ${at}`, String(errors), errors === 0]);
    const peak = dataset.peakRss ?? Infinity;
    checks.push([`server peak memory < 250 MB ${at}`, formatMegabytes(dataset.peakRss), peak < BUDGETS.peakRssBytes]);
  }
  if (scaled) {
    for (const key of ENDPOINTS) {
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
if (!base) throw new Error('no dataset was measured');
const measured = scaled ? [base, scaled] : [base];

for (const dataset of measured) printDataset(dataset);
const checks = budgets(base, scaled);
console.log('\nBudgets');
printTable(
  ['budget', 'measured', 'result'],
  checks.map(([name, figure, pass]) => [name, figure, pass ? 'PASS' : 'FAIL']),
);
const failed = checks.some(([, , pass]) => !pass);
writeResult('api', {
  database: DATABASE_URL ? 'postgres' : 'sqlite',
  connections: CONNECTIONS,
  durationSeconds: DURATION,
  datasets: measured,
  budgets: checks.map(([name, figure, pass]) => ({ name, measured: figure, pass })),
  pass: !failed,
});
console.log(failed ? '\nSome budgets FAIL.' : '\nAll budgets PASS.');
process.exitCode = failed ? 1 : 0;
// Keep-alive sockets of fetch would otherwise hold the process open for a few seconds.
process.exit();
