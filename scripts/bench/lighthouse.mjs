// `npm run bench:lighthouse`: Lighthouse 12 (mobile preset, simulated throttling) in Debian's Chromium
// against the built app on a seeded athlete: /signin signed out, /journal, /calendar, /insights and /teams signed
// in with a year of entries up to today (and a team the athlete made). Three runs a page; the median of each figure is held to the budgets.
// Exits 1 when a budget fails. Lighthouse's CPU slowdown is calibrated to the machine before each run, as Lighthouse's
// throttling guide asks, so that every run simulates the same phone however fast the machine is at the time (decision
// 062). Beside them, in the same rounds, a bare React 19 app whose page paints first and asks
// for React once that is drawn, as ours do (scripts/bench/react-reference.mjs): not held to the budgets, it shows what
// any React app arriving that way paid at the time, on a machine whose speed can change from minute to minute.
//
//   node scripts/bench/lighthouse.mjs [--runs 3] [--pages /journal,/calendar] [--reports DIR]
//   (after `npm run build`; --reports keeps each run's full Lighthouse report as JSON, to look into)
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { throttling } from 'lighthouse/core/config/constants.js';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { chromium } from 'playwright';
import { signedIn } from '../lib/api-client.mjs';
import { CHROMIUM, CHROMIUM_ARGS, requireChromium } from '../lib/chromium.mjs';
import { messageOf } from '../lib/errors.mjs';
import { printTable } from '../lib/report.mjs';
import { startServer } from '../lib/server-process.mjs';
import { median } from '../lib/stats.mjs';
import { withReactReference } from './react-reference.mjs';
import { writeResult } from './results.mjs';
import { emailOf, seed, teamOfFirstAthlete } from './seed.mjs';

/** @typedef {import('lighthouse').Result} LighthouseResult */
/** @typedef {'performance' | 'LCP' | 'TBT' | 'CLS' | 'accessibility'} FigureName */
/**
 * One Lighthouse run of a page: its figures, and what is reported beside them.
 *
 * @typedef {Record<FigureName, number> & { benchmarkIndex: number, cpuSlowdown: number, assetsPass: boolean,
 *   renderBlocking: string[] }} Run
 */

const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    pages: { type: 'string' },
    reports: { type: 'string' },
  },
});
const RUNS = Number(options.runs);

try {
  requireChromium();
} catch (error) {
  console.error(messageOf(error));
  process.exit(1);
}

const ALL_PAGES = [
  { path: '/signin', signedIn: false },
  { path: '/journal', signedIn: true },
  { path: '/calendar', signedIn: true },
  { path: '/insights', signedIn: true },
  { path: '/teams', signedIn: true },
];
const chosen = options.pages?.split(',');
/** The row of the bare React 19 app (scripts/bench/react-reference.mjs): reported, not held to the budgets. */
const REFERENCE = 'bare React 19 (reference)';
const PAGES = chosen ? ALL_PAGES.filter((page) => chosen.includes(page.path)) : ALL_PAGES;

/**
 * A figure of a Lighthouse result, which a completed run reports.
 *
 * @param {number | null | undefined} value
 * @param {string} what
 */
function reported(value, what) {
  if (value === null || value === undefined) throw new Error(`Lighthouse reported no ${what}`);
  return value;
}

/**
 * @param {LighthouseResult} lhr
 * @param {string} category
 */
const categoryScore = (lhr, category) => reported(lhr.categories[category]?.score, `${category} score`) * 100;
/**
 * @param {LighthouseResult} lhr
 * @param {string} audit
 */
const auditValue = (lhr, audit) => reported(lhr.audits[audit]?.numericValue, audit);

/**
 * Each figure, how to read it from a Lighthouse result, and its budget.
 *
 * @type {{ name: FigureName, read: (lhr: LighthouseResult) => number, pass: (v: number) => boolean,
 *   format: (v: number) => string, budget: string }[]}
 */
const FIGURES = [
  {
    name: 'performance',
    read: (lhr) => categoryScore(lhr, 'performance'),
    pass: (v) => v >= 98,
    format: (v) => v.toFixed(0),
    budget: '>= 98',
  },
  {
    name: 'LCP',
    read: (lhr) => auditValue(lhr, 'largest-contentful-paint'),
    pass: (v) => v <= 1500,
    format: (v) => `${(v / 1000).toFixed(2)} s`,
    budget: '<= 1.5 s',
  },
  {
    name: 'TBT',
    read: (lhr) => auditValue(lhr, 'total-blocking-time'),
    pass: (v) => v <= 50,
    format: (v) => `${v.toFixed(0)} ms`,
    budget: '<= 50 ms',
  },
  {
    name: 'CLS',
    read: (lhr) => auditValue(lhr, 'cumulative-layout-shift'),
    pass: (v) => v <= 0.02,
    format: (v) => v.toFixed(3),
    budget: '<= 0.02',
  },
  {
    name: 'accessibility',
    read: (lhr) => categoryScore(lhr, 'accessibility'),
    pass: (v) => v >= 100,
    format: (v) => v.toFixed(0),
    budget: '= 100',
  },
];

/** @param {FigureName} name */
function figure(name) {
  const found = FIGURES.find((one) => one.name === name);
  if (!found) throw new Error(`no figure ${name}`);
  return found;
}

/**
 * A value for each figure.
 *
 * @template T
 * @param {(name: FigureName) => T} value
 * @returns {Record<FigureName, T>}
 */
function byFigure(value) {
  return {
    performance: value('performance'),
    LCP: value('LCP'),
    TBT: value('TBT'),
    CLS: value('CLS'),
    accessibility: value('accessibility'),
  };
}

/**
 * The athlete's cookies as their browser holds them: the session's, from a real sign-in through the API, and the time
 * zone the app keeps beside it on every start (src/web/lib/zone-cookie.ts), so that a first page shows the athlete's
 * day as it would in their browser. The zone is this machine's, as is the Chromium's that Lighthouse drives.
 *
 * @param {string} url
 * @returns {Promise<{ name: string, value: string, url: string }[]>}
 */
async function athleteCookies(url) {
  const { client } = await signedIn(url, emailOf(0));
  client.close();
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const cookies = client
    .cookieHeader()
    .split('; ')
    .map((pair) => ({ name: pair.slice(0, pair.indexOf('=')), value: pair.slice(pair.indexOf('=') + 1), url }));
  return [...cookies, { name: 'touchline-zone', value: encodeURIComponent(zone), url }];
}

/**
 * Makes the browser a first visitor's to `url`'s origin: no cache, storage, service worker or cookie of an earlier
 * run, then the athlete's `cookies` in its cookie jar. Lighthouse would clear the origin itself, cookies too; a
 * session sent as an extra header instead would be dropped by the browser as soon as the app writes a cookie of its
 * own (the zone's).
 *
 * @param {number} port Chromium's debugging port.
 * @param {string} url
 * @param {{ name: string, value: string, url: string }[]} cookies
 */
async function firstVisitor(port, url, cookies) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0];
    if (!context) throw new Error('Chromium has no browser context');
    const page = context.pages()[0] ?? (await context.newPage());
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Storage.clearDataForOrigin', { origin: new URL(url).origin, storageTypes: 'all' });
    await context.clearCookies();
    if (cookies.length > 0) await context.addCookies(cookies);
  } finally {
    // Only the connection closes; the browser stays for Lighthouse.
    await browser.close();
  }
}

/**
 * The benchmarkIndex of the phone Lighthouse's mobile preset simulates: its 4x CPU slowdown is meant to turn a
 * high-end desktop (an index of 1,500 to 2,000, Lighthouse's docs/throttling.md) into a mid-tier phone, 1,750 / 4.
 */
const SIMULATED_PHONE_INDEX = 1750 / 4;

/**
 * The CPU slowdown that turns this machine, as fast as it is now, into the preset's phone: Lighthouse's own benchmark
 * (the one it reports as benchmarkIndex), run in the Chromium it drives, just before the run. Never below 1: a machine
 * slower than that phone is measured as it is.
 *
 * @param {number} port Chromium's debugging port.
 */
async function calibratedSlowdown(port) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0];
    if (!context) throw new Error('Chromium has no browser context');
    const page = await context.newPage();
    const index = await page.evaluate(pageFunctions.computeBenchmarkIndex);
    await page.close();
    return Math.max(1, index / SIMULATED_PHONE_INDEX);
  } finally {
    await browser.close();
  }
}

/** A run Lighthouse itself could not complete; `code` is Lighthouse's (NO_NAVSTART, NO_FCP, ...). */
class LighthouseRunError extends Error {
  /**
   * @param {string} url
   * @param {{ code: string, message: string }} error
   */
  constructor(url, { code, message }) {
    super(`Lighthouse on ${url}: ${message} (${code})`);
    this.code = code;
  }
}

/** Lighthouse's own failures to record the page's trace, which say nothing of the page: such a run is taken again. */
const TRACE_NOT_RECORDED = new Set(['NO_NAVSTART', 'NO_TRACING_STARTED']);
const RUN_ATTEMPTS = 3;

/**
 * One Lighthouse run, taken again (up to RUN_ATTEMPTS in all) when Lighthouse failed to record its trace.
 *
 * @param {number} port Chromium's debugging port.
 * @param {string} url
 * @param {{ name: string, value: string, url: string }[]} cookies
 */
async function auditRecorded(port, url, cookies) {
  for (let attempt = 1; ; attempt++) {
    try {
      const cpuSlowdown = await calibratedSlowdown(port);
      await firstVisitor(port, url, cookies);
      return await audit(port, url, cpuSlowdown);
    } catch (error) {
      if (!(error instanceof LighthouseRunError && TRACE_NOT_RECORDED.has(error.code)) || attempt === RUN_ATTEMPTS) {
        throw error;
      }
      console.log(`${error.message}; taking the run again`);
    }
  }
}

/**
 * One Lighthouse run, on a browser firstVisitor() has prepared (Lighthouse's own reset of the origin would clear the
 * cookies).
 *
 * @param {number} port Chromium's debugging port.
 * @param {string} url
 * @param {number} cpuSlowdown
 * @returns {Promise<Run>}
 */
async function audit(port, url, cpuSlowdown) {
  const result = await lighthouse(url, {
    port,
    throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: cpuSlowdown },
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
    disableStorageReset: true,
  });
  if (!result) throw new Error(`Lighthouse on ${url} gave no result`);
  const lhr = result.lhr;
  if (options.reports) {
    mkdirSync(options.reports, { recursive: true });
    const name = `${new URL(url).pathname.slice(1) || 'reference'}-${Date.now()}.json`;
    writeFileSync(join(options.reports, name), JSON.stringify(lhr));
  }
  if (lhr.runtimeError) throw new LighthouseRunError(url, lhr.runtimeError);
  if (lhr.finalDisplayedUrl !== url) throw new Error(`${url} ended on ${lhr.finalDisplayedUrl} (not signed in?)`);
  return {
    ...byFigure((name) => figure(name).read(lhr)),
    benchmarkIndex: lhr.environment.benchmarkIndex,
    cpuSlowdown,
    // Fonts, icons and images: sized, no font swap, and what still blocks rendering.
    assetsPass: lhr.audits['unsized-images']?.score === 1 && lhr.audits['font-display']?.score === 1,
    renderBlocking: renderBlockingPaths(lhr),
  };
}

/**
 * The paths of what blocked the page's first render.
 *
 * @param {LighthouseResult} lhr
 */
function renderBlockingPaths(lhr) {
  const details = lhr.audits['render-blocking-resources']?.details;
  if (!details || !('items' in details)) return [];
  const paths = [];
  for (const item of /** @type {readonly object[]} */ (details.items)) {
    if ('url' in item && typeof item.url === 'string') paths.push(new URL(item.url).pathname);
  }
  return paths;
}

const dataDir = mkdtempSync(join(tmpdir(), 'touchline-lighthouse-'));
const today = new Date().toISOString().slice(0, 10);
const rows = [];
try {
  await seed({ dataDir, athletes: 1, lastDay: today });
  const server = await startServer({ dataDir });
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
  try {
    await teamOfFirstAthlete(server.url);
    const cookies = await athleteCookies(server.url);
    /** @type {Map<string, Run[]>} */
    const runsOf = new Map();
    /** @param {string} name @param {Run} run */
    const keep = (name, run) => runsOf.set(name, [...(runsOf.get(name) ?? []), run]);
    await withReactReference({ paintFirst: true }, async (reference) => {
      // Round by round, each page and then the reference: the reference's runs are taken in the same minutes as the
      // pages', so it shows how much of a figure any React app would have paid on the machine at the time.
      for (let run = 0; run < RUNS; run++) {
        for (const page of PAGES) {
          keep(page.path, await auditRecorded(chrome.port, `${server.url}${page.path}`, page.signedIn ? cookies : []));
        }
        keep(REFERENCE, await auditRecorded(chrome.port, `${reference.origin}/`, []));
        console.log(`round ${run + 1} of ${RUNS} taken`);
      }
    });
    for (const page of [...PAGES, { path: REFERENCE, signedIn: false }]) {
      const runs = runsOf.get(page.path) ?? [];
      const medians = {
        ...byFigure((name) => median(runs.map((run) => run[name]))),
        benchmarkIndex: median(runs.map((run) => run.benchmarkIndex)),
        cpuSlowdown: median(runs.map((run) => run.cpuSlowdown)),
      };
      rows.push({ path: page.path, signedIn: page.signedIn, runs, medians });
    }
  } finally {
    chrome.kill();
    await server.stopCleanly();
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}

console.log(
  `\nLighthouse 12, mobile preset, simulated throttling, CPU slowdown calibrated to a phone of benchmarkIndex ` +
    `${SIMULATED_PHONE_INDEX.toFixed(0)}: median of ${RUNS} runs per page\n`,
);
printTable(
  ['page', ...FIGURES.map((f) => `${f.name} (${f.budget})`), 'result'],
  rows.map((row) => [
    `${row.path}${row.signedIn ? ' (signed in)' : ''}`,
    ...FIGURES.map((f) => f.format(row.medians[f.name])),
    row.path === REFERENCE ? 'reference' : FIGURES.every((f) => f.pass(row.medians[f.name])) ? 'PASS' : 'FAIL',
  ]),
);
for (const row of rows) {
  const blocking = [...new Set(row.runs.flatMap((run) => run.renderBlocking))];
  console.log(
    `${row.path}: images sized and fonts without swap shift ${row.runs.every((run) => run.assetsPass) ? 'PASS' : 'FAIL'}; ` +
      `render-blocking: ${blocking.join(', ') || 'none'}; TBT per run ${row.runs.map((run) => run.TBT.toFixed(0)).join(', ')} ms; ` +
      `Chromium's benchmarkIndex ${row.medians.benchmarkIndex.toFixed(0)}, CPU slowdown ` +
      `${row.runs.map((run) => run.cpuSlowdown.toFixed(1)).join(', ')}x`,
  );
}
const failed = rows.some(
  (row) =>
    row.path !== REFERENCE &&
    (FIGURES.some((f) => !f.pass(row.medians[f.name])) || !row.runs.every((run) => run.assetsPass)),
);
writeResult('lighthouse', { runs: RUNS, pages: rows, pass: !failed });
console.log(failed ? '\nSome budgets FAIL.' : '\nAll budgets PASS.');
process.exitCode = failed ? 1 : 0;
