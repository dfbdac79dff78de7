// `npm run bench:lighthouse`: Lighthouse 12 (mobile preset, simulated throttling) in Debian's Chromium
// against the built app on a seeded athlete: /signin signed out, /journal, /calendar and /insights signed
// in with a year of entries up to today. Three runs a page; the median of each figure is held to the budgets.
// Exits 1 when a budget fails.
//
//   node scripts/bench/lighthouse.mjs [--runs 3] [--pages /journal,/calendar] [--reports DIR]
//   (after `npm run build`; --reports keeps each run's full Lighthouse report as JSON, to look into)
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { printTable, writeResult } from './report.mjs';
import { emailOf, PASSWORD, seed } from './seed.mjs';
import { startTouchline } from './server-process.mjs';

const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    pages: { type: 'string' },
    reports: { type: 'string' },
  },
});
const RUNS = Number(options.runs);

const CHROMIUM = process.env.CHROME_PATH || '/usr/bin/chromium';
const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
if (!existsSync(CHROMIUM)) {
  console.error(`No Chromium at ${CHROMIUM}: install Debian's (apt-get install chromium) or set CHROME_PATH.`);
  process.exit(1);
}

const ALL_PAGES = [
  { path: '/signin', signedIn: false },
  { path: '/journal', signedIn: true },
  { path: '/calendar', signedIn: true },
  { path: '/insights', signedIn: true },
];
const PAGES = options.pages ? ALL_PAGES.filter((page) => options.pages.split(',').includes(page.path)) : ALL_PAGES;

/** Each figure, how to read it from a Lighthouse result, and its budget. */
const FIGURES = [
  {
    name: 'performance',
    read: (lhr) => lhr.categories.performance.score * 100,
    pass: (v) => v >= 95,
    format: (v) => v.toFixed(0),
    budget: '>= 95',
  },
  {
    name: 'LCP',
    read: (lhr) => lhr.audits['largest-contentful-paint'].numericValue,
    pass: (v) => v <= 2000,
    format: (v) => `${(v / 1000).toFixed(2)} s`,
    budget: '<= 2.0 s',
  },
  {
    name: 'TBT',
    read: (lhr) => lhr.audits['total-blocking-time'].numericValue,
    pass: (v) => v <= 100,
    format: (v) => `${v.toFixed(0)} ms`,
    budget: '<= 100 ms',
  },
  {
    name: 'CLS',
    read: (lhr) => lhr.audits['cumulative-layout-shift'].numericValue,
    pass: (v) => v <= 0.05,
    format: (v) => v.toFixed(3),
    budget: '<= 0.05',
  },
  {
    name: 'accessibility',
    read: (lhr) => lhr.categories.accessibility.score * 100,
    pass: (v) => v >= 95,
    format: (v) => v.toFixed(0),
    budget: '>= 95',
  },
];

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** The athlete's session cookie, from a real sign-in through the API. */
async function sessionCookie(server) {
  const response = await fetch(`${server.url}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.origin },
    body: JSON.stringify({ email: emailOf(0), password: PASSWORD }),
  });
  if (!response.ok) throw new Error(`sign-in answered ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

/** A run Lighthouse itself could not complete; `code` is Lighthouse's (NO_NAVSTART, NO_FCP, ...). */
class LighthouseRunError extends Error {
  constructor(url, { code, message }) {
    super(`Lighthouse on ${url}: ${message} (${code})`);
    this.code = code;
  }
}

/** Lighthouse's own failures to record the page's trace, which say nothing of the page: such a run is taken again. */
const TRACE_NOT_RECORDED = new Set(['NO_NAVSTART', 'NO_TRACING_STARTED']);
const RUN_ATTEMPTS = 3;

/** One Lighthouse run, taken again (up to RUN_ATTEMPTS in all) when Lighthouse failed to record its trace. */
async function auditRecorded(port, url, cookie) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await audit(port, url, cookie);
    } catch (error) {
      if (!(error instanceof LighthouseRunError && TRACE_NOT_RECORDED.has(error.code)) || attempt === RUN_ATTEMPTS) {
        throw error;
      }
      console.log(`${error.message}; taking the run again`);
    }
  }
}

/**
 * One Lighthouse run. Lighthouse clears the origin's storage (cookies too) before it loads the page,
 * so a signed-in run carries the session as an extra Cookie header on every request instead.
 */
async function audit(port, url, cookie) {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
    extraHeaders: cookie ? { Cookie: cookie } : undefined,
  });
  const lhr = result.lhr;
  if (options.reports) {
    mkdirSync(options.reports, { recursive: true });
    const name = `${new URL(url).pathname.slice(1)}-${Date.now()}.json`;
    writeFileSync(join(options.reports, name), JSON.stringify(lhr));
  }
  if (lhr.runtimeError) throw new LighthouseRunError(url, lhr.runtimeError);
  if (lhr.finalDisplayedUrl !== url) throw new Error(`${url} ended on ${lhr.finalDisplayedUrl} (not signed in?)`);
  return {
    ...Object.fromEntries(FIGURES.map((figure) => [figure.name, figure.read(lhr)])),
    benchmarkIndex: lhr.environment.benchmarkIndex,
    // Fonts, icons and images: sized, no font swap, and what still blocks rendering.
    assetsPass: lhr.audits['unsized-images'].score === 1 && lhr.audits['font-display'].score === 1,
    renderBlocking: lhr.audits['render-blocking-resources'].details.items.map((item) => new URL(item.url).pathname),
  };
}

const dataDir = mkdtempSync(join(tmpdir(), 'touchline-lighthouse-'));
const today = new Date().toISOString().slice(0, 10);
const rows = [];
try {
  await seed({ dataDir, athletes: 1, lastDay: today });
  const server = await startTouchline({ dataDir, logLevel: 'warn' });
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROMIUM_FLAGS });
  try {
    const cookie = await sessionCookie(server);
    for (const page of PAGES) {
      const runs = [];
      for (let run = 0; run < RUNS; run++) {
        runs.push(await auditRecorded(chrome.port, `${server.url}${page.path}`, page.signedIn ? cookie : undefined));
      }
      const medians = Object.fromEntries(
        [...FIGURES.map((f) => f.name), 'benchmarkIndex'].map((name) => [name, median(runs.map((r) => r[name]))]),
      );
      rows.push({ path: page.path, signedIn: page.signedIn, runs, medians });
      console.log(`${page.path}: ${runs.map((r) => `performance ${r.performance.toFixed(0)}`).join(', ')}`);
    }
  } finally {
    await chrome.kill();
    await server.stop();
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}

console.log(`\nLighthouse 12, mobile preset, simulated throttling: median of ${RUNS} runs per page\n`);
printTable(
  ['page', ...FIGURES.map((f) => `${f.name} (${f.budget})`), 'result'],
  rows.map((row) => [
    `${row.path}${row.signedIn ? ' (signed in)' : ''}`,
    ...FIGURES.map((f) => f.format(row.medians[f.name])),
    FIGURES.every((f) => f.pass(row.medians[f.name])) ? 'PASS' : 'FAIL',
  ]),
);
for (const row of rows) {
  const blocking = [...new Set(row.runs.flatMap((run) => run.renderBlocking))];
  console.log(
    `${row.path}: images sized and fonts without swap shift ${row.runs.every((run) => run.assetsPass) ? 'PASS' : 'FAIL'}; ` +
      `render-blocking: ${blocking.join(', ') || 'none'}; Chromium's benchmarkIndex ${row.medians.benchmarkIndex.toFixed(0)}`,
  );
}
const failed = rows.some(
  (row) => FIGURES.some((f) => !f.pass(row.medians[f.name])) || !row.runs.every((run) => run.assetsPass),
);
writeResult('lighthouse', { runs: RUNS, pages: rows, pass: !failed });
console.log(failed ? '\nSome budgets FAIL.' : '\nAll budgets PASS.');
process.exitCode = failed ? 1 : 0;
