// `npm run bench:web`: what a real browser loads on a first visit to each route, beside a bare React 19 + react-dom
// app measured the same way. Exits 1 when a budget fails.
//
//   npm run bench:web   (builds the app, then runs this script; `node scripts/bench/web.mjs` after `npm run build`)
//
// - The built server (`dist/`) runs on a fresh data directory with one athlete seeded with a year of entries up to
//   today (UTC). The reference app (scripts/bench/react-reference.mjs) is built with the same Vite settings and served
//   by a tiny static server on 127.0.0.1 (brotli or gzip, as the app's server sends its precompressed files).
// - Each route is a first visit in Debian's Chromium (scripts/bench/first-visit.mjs): a fresh browser context (empty
//   cache, no service worker), signed in through the API first for the signed-in routes, the page loaded and left
//   until the network is idle and then quiet for 2.5 s, so the idle-time loads (toast area, service worker
//   registration) are caught.
// - Counted against the budgets: every JavaScript and CSS file **the page** fetched (its scripts, modulepreloads,
//   lazy chunks, idle-time imports), each distinct file once, sized as gzip -9 of its body (the figure earlier runs
//   and the reference use), and the bytes actually sent (the body as the server encoded it).
// - Not counted, reported beside: what the **service worker** fetches once it installs (sw.js, workbox and its
//   precache of every screen: what makes the app open offline, vite.config.ts). Chromium reports those requests
//   on the context (Request.serviceWorker()). They start once the first screen is up, and the precache is the whole
//   app whatever the route, so they say nothing of what a route costs; the line under each route's files gives
//   them. Files the page had already fetched come from the HTTP cache then (nothing sent).
// - A route that answers the app's not-found screen (its chunk is fetched) is measured as it is and marked.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PASSWORD } from '../lib/api-client.mjs';
import { formatBytes, printTable } from '../lib/report.mjs';
import { SERVER_MAIN, WEB_BUILD } from '../lib/server-build.mjs';
import { startServer } from '../lib/server-process.mjs';
import { firstVisit, launchChromium } from './first-visit.mjs';
import { withReactReference } from './react-reference.mjs';
import { writeResult } from './results.mjs';
import { emailOf, seed, teamOfFirstAthlete } from './seed.mjs';

/** @typedef {import('@playwright/test').Browser} Browser */
/** @typedef {import('./first-visit.mjs').VisitResponse} VisitResponse */
/** @typedef {Awaited<ReturnType<typeof firstVisit>>} Visit */

const ROUTES = [
  { path: '/', signedIn: false, budget: 1.4 },
  { path: '/signin', signedIn: false, budget: 1.4 },
  { path: '/journal', signedIn: true, budget: 1.8 },
  { path: '/calendar', signedIn: true, budget: 1.8 },
  { path: '/insights', signedIn: true, budget: 1.8 },
  { path: '/teams', signedIn: true, budget: 1.8 },
];
const CSS_BUDGET_GZIP = 15_000;
/** The route module the router shows for a path the app does not have (src/web/app/router.tsx). */
const NOT_FOUND_MODULE = 'src/web/app/routes/not-found.tsx';

/**
 * Where a built file comes from, per a Vite build manifest: its source module, or the shared chunk's name.
 *
 * @param {string} outDir
 */
function sourcesOf(outDir) {
  /** @type {import('vite').Manifest} */
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8'));
  /** @type {Map<string, string>} */
  const sources = new Map();
  for (const [key, chunk] of Object.entries(manifest)) {
    const source = chunk.isEntry
      ? `entry (${key})`
      : chunk.src
        ? chunk.src.replace(/^(\.\.\/)*(.*node_modules\/)?/, '')
        : `chunk shared by screens ("${chunk.name}")`;
    sources.set(`/${chunk.file}`, source);
    for (const css of chunk.css ?? []) sources.set(`/${css}`, `styles of ${source}`);
  }
  // The page's boot script, written by the build after the manifest (scripts/vite-boot.mjs).
  for (const file of readdirSync(join(outDir, 'assets'))) {
    if (/^boot-[^.]+\.js$/.test(file)) sources.set(`/assets/${file}`, 'boot (index.html)');
  }
  const notFound = manifest[NOT_FOUND_MODULE];
  return { sources, notFoundFile: notFound ? `/${notFound.file}` : null };
}

/**
 * Bytes sent for a response: negative or missing when the browser answered from its HTTP cache (nothing sent).
 *
 * @param {{ transferred: number | null }} response
 */
const sent = (response) => Math.max(0, response.transferred ?? 0);
/**
 * @template T
 * @param {readonly T[]} items
 * @param {(item: T) => number} pick
 */
const sum = (items, pick) => items.reduce((total, item) => total + pick(item), 0);

/**
 * A visit's figures: the JS and CSS the page fetched (each distinct file once for raw and gzip; every request for
 * the bytes sent), and what the service worker fetched beside.
 *
 * @param {Visit} visit
 * @param {Map<string, string>} sources
 */
function summarize(visit, sources) {
  const ok = visit.responses.filter((response) => response.status >= 200 && response.status < 300);
  const byPage = ok.filter((response) => !response.byServiceWorker);
  /** @param {VisitResponse['kind']} kind */
  const files = (kind) => {
    const requests = byPage.filter((response) => response.kind === kind);
    /** @type {Map<string, VisitResponse & { requests: number, source: string }>} */
    const distinct = new Map();
    for (const request of requests) {
      const seen = distinct.get(request.path);
      if (seen) seen.requests += 1;
      else distinct.set(request.path, { ...request, requests: 1, source: sources.get(request.path) ?? '' });
    }
    const list = [...distinct.values()];
    return { list, raw: sum(list, (f) => f.raw), gzip: sum(list, (f) => f.gzip), sent: sum(requests, sent) };
  };
  const js = files('js');
  const css = files('css');
  const byWorker = ok.filter((response) => response.byServiceWorker);
  const pageFetched = new Set(byPage.map((response) => response.path));
  const workerOnlyJs = byWorker.filter((response) => response.kind === 'js' && !pageFetched.has(response.path));
  return {
    finalPath: new URL(visit.finalUrl).pathname,
    files: js.list.length,
    js: { raw: js.raw, gzip: js.gzip, sent: js.sent },
    css: { raw: css.raw, gzip: css.gzip, sent: css.sent },
    list: [...js.list, ...css.list].map((file) => ({
      path: file.path,
      kind: file.kind,
      source: file.source,
      raw: file.raw,
      gzip: file.gzip,
      sent: file.transferred === null ? null : sent(file),
      encoding: file.encoding,
      requests: file.requests,
      startMs: file.startMs,
    })),
    serviceWorker: {
      requests: byWorker.length,
      sent: sum(byWorker, sent),
      // The code only the worker fetched: the other screens, precached for offline.
      otherJsFiles: workerOnlyJs.length,
      otherJsGzip: sum(workerOnlyJs, (response) => response.gzip),
    },
  };
}

/**
 * @param {Browser} browser
 * @returns {Promise<ReturnType<typeof summarize>>}
 */
function measureReference(browser) {
  return withReactReference({ paintFirst: false }, async ({ origin, outDir }) => {
    const visit = await firstVisit(browser, { origin, path: '/' });
    return summarize(visit, sourcesOf(outDir).sources);
  });
}

/** @param {Browser} browser */
async function measureApp(browser) {
  const { sources, notFoundFile } = sourcesOf(WEB_BUILD);
  const dataDir = mkdtempSync(join(tmpdir(), 'touchline-bench-web-'));
  const today = new Date().toISOString().slice(0, 10);
  try {
    await seed({ dataDir, athletes: 1, lastDay: today });
    const server = await startServer({ dataDir });
    try {
      await teamOfFirstAthlete(server.url);
      const visits = [];
      for (const route of ROUTES) {
        const signIn = route.signedIn ? { email: emailOf(0), password: PASSWORD } : undefined;
        const visit = await firstVisit(browser, { origin: server.origin, path: route.path, signIn });
        const summary = summarize(visit, sources);
        if (summary.finalPath !== route.path) {
          throw new Error(`${route.path} ended on ${summary.finalPath}${route.signedIn ? ' (not signed in?)' : ''}`);
        }
        const notFound = summary.list.some((file) => file.path === notFoundFile);
        visits.push({ ...route, notFound, ...summary });
      }
      return visits;
    } finally {
      await server.stopCleanly();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

for (const built of [join(WEB_BUILD, '.vite/manifest.json'), SERVER_MAIN]) {
  if (!existsSync(built)) {
    console.error(`${built} is missing: run \`npm run build\` first (\`npm run bench:web\` does).`);
    process.exit(1);
  }
}

const browser = await launchChromium();
let reference;
let visits;
try {
  reference = await measureReference(browser);
  visits = await measureApp(browser);
} finally {
  await browser.close();
}

const rows = visits.map((visit) => {
  const ratio = visit.js.gzip / reference.js.gzip;
  return { ...visit, ratio, jsPass: ratio <= visit.budget, cssPass: visit.css.gzip <= CSS_BUDGET_GZIP };
});
/** @param {{ path: string, notFound?: boolean }} row */
const label = (row) => (row.notFound ? `${row.path} (not-found screen)` : row.path);

console.log(
  `\nFirst visit in Chromium until the network is idle: the JavaScript and CSS the page fetched (gzip -9 of each ` +
    `file; "sent" as the server encoded it), against a bare React 19 + react-dom app measured the same way\n`,
);
printTable(
  ['route', 'JS files', 'JS raw', 'JS gzip', 'JS sent', 'x React', 'budget', 'JS', 'CSS gzip', 'CSS (<= 15 KB)'],
  [
    ...rows.map((row) => [
      label(row),
      row.files,
      formatBytes(row.js.raw),
      formatBytes(row.js.gzip),
      formatBytes(row.js.sent),
      `${row.ratio.toFixed(2)}x`,
      `<= ${row.budget}x`,
      row.jsPass ? 'PASS' : 'FAIL',
      formatBytes(row.css.gzip),
      row.cssPass ? 'PASS' : 'FAIL',
    ]),
    [
      'bare React 19',
      reference.files,
      formatBytes(reference.js.raw),
      formatBytes(reference.js.gzip),
      formatBytes(reference.js.sent),
      '1.00x',
      '',
      '',
      formatBytes(reference.css.gzip),
      '',
    ],
  ],
);
for (const row of rows.filter((r) => r.notFound)) {
  console.log(`\n${row.path} answered the app's not-found screen: its figures are that screen's, not the route's.`);
}

console.log(
  `\nThe files of each route: JS, then CSS, each in the order the page asked for them ("asked at": after the ` +
    `navigation began); "source" is the module or shared chunk of the build manifest`,
);
for (const row of [...rows, { ...reference, path: 'bare React 19' }]) {
  console.log(
    `\n${label(row)}: ${row.files} JS ${row.files === 1 ? 'file' : 'files'}, ${formatBytes(row.js.gzip)} gzip\n`,
  );
  printTable(
    ['file', 'source', 'gzip', 'sent', 'asked at'],
    row.list.map((file) => [
      `${file.path.replace(/^\/assets\//, '')}${file.requests > 1 ? ` (${file.requests} requests)` : ''}`,
      file.source,
      formatBytes(file.gzip),
      file.sent === null ? '?' : `${formatBytes(file.sent)} ${file.encoding}`,
      `${file.startMs} ms`,
    ]),
  );
  const worker = row.serviceWorker;
  if (worker.requests > 0) {
    console.log(
      `Not counted: the service worker then fetched ${worker.requests} files (${formatBytes(worker.sent)} sent), ` +
        `among them the code of ${worker.otherJsFiles} files this page did not load ` +
        `(${formatBytes(worker.otherJsGzip)} gzip), precached for offline.`,
    );
  }
}

const failed = rows.some((row) => !row.jsPass || !row.cssPass);
writeResult('web', { method: 'chromium-first-visit', reference, routes: rows, pass: !failed });
console.log(failed ? '\nSome budgets FAIL.' : '\nAll budgets PASS.');
process.exitCode = failed ? 1 : 0;
