// `npm run bench:web`: builds the web app and measures what a first visit to each route loads,
// beside a bare React 19 + react-dom app built with the same Vite settings. Exits 1 when a budget fails.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { formatBytes, printTable, writeResult } from './report.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const WEB_OUT = join(ROOT, 'dist/web');

/**
 * The lazy route modules React Router loads for each measured path (see src/web/app/router.tsx);
 * the entry (main.tsx: router, root layout, auth guard, and the Home and sign-in screens) loads on
 * every path.
 */
const ROUTES = [
  { path: '/', modules: [], budget: 1.5 },
  { path: '/signin', modules: [], budget: 1.5 },
  {
    path: '/journal',
    modules: ['src/web/app/routes/data-layout.tsx', 'src/web/app/routes/today.tsx'],
    budget: 1.9,
  },
  {
    path: '/calendar',
    modules: ['src/web/app/routes/data-layout.tsx', 'src/web/app/routes/calendar.tsx'],
    budget: 1.9,
  },
];
const CSS_BUDGET_GZIP = 15_000;

/** The settings our vite.config.ts builds with, minus the app's own plugins, for the reference app. */
const SHARED_BUILD = { manifest: true, modulePreload: { polyfill: false }, emptyOutDir: true };

async function buildApp() {
  await build({ root: ROOT, logLevel: 'warn' });
  return readManifest(WEB_OUT);
}

/** A bare React 19 app (one component rendered with react-dom/client), built in a scratch folder. */
async function buildReactReference() {
  // Inside the project, so `react` resolves from our node_modules; bench-results/ is git-ignored.
  mkdirSync(join(ROOT, 'bench-results'), { recursive: true });
  const dir = mkdtempSync(join(ROOT, 'bench-results/react-reference-'));
  try {
    writeFileSync(
      join(dir, 'index.html'),
      '<!doctype html><html><body><div id="root"></div><script type="module" src="/main.jsx"></script></body></html>\n',
    );
    writeFileSync(
      join(dir, 'main.jsx'),
      [
        "import { StrictMode } from 'react';",
        "import { createRoot } from 'react-dom/client';",
        'function App() {',
        '  return <h1>Hello</h1>;',
        '}',
        "createRoot(document.getElementById('root')).render(<StrictMode><App /></StrictMode>);",
        '',
      ].join('\n'),
    );
    await build({
      root: dir,
      configFile: false,
      logLevel: 'warn',
      plugins: [react()],
      build: { ...SHARED_BUILD, outDir: join(dir, 'dist') },
    });
    const manifest = readManifest(join(dir, 'dist'));
    return measure(manifest, join(dir, 'dist'), entryKey(manifest), []);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function readManifest(outDir) {
  return JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8'));
}

function entryKey(manifest) {
  const key = Object.keys(manifest).find((name) => manifest[name].isEntry);
  if (!key) throw new Error('The Vite manifest has no entry chunk.');
  return key;
}

/**
 * The chunks a first visit loads: the entry and the route modules with all their static imports
 * (which Vite modulepreloads), and the CSS those chunks carry. Dynamic imports are not followed.
 */
function measure(manifest, outDir, entry, routeModules) {
  const chunks = new Set();
  const css = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the Vite manifest; has the router changed?`);
    if (chunks.has(chunk.file)) return;
    chunks.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(entry);
  for (const key of routeModules) visit(key);
  const sizes = (files) =>
    [...files].reduce(
      (total, file) => {
        const bytes = readFileSync(join(outDir, file));
        return { raw: total.raw + bytes.length, gzip: total.gzip + gzipSync(bytes, { level: 9 }).length };
      },
      { raw: 0, gzip: 0 },
    );
  return { files: chunks.size, js: sizes(chunks), css: sizes(css) };
}

const appManifest = await buildApp();
const reference = await buildReactReference();
const appEntry = entryKey(appManifest);

const rows = ROUTES.map((route) => {
  const sizes = measure(appManifest, WEB_OUT, appEntry, route.modules);
  const ratio = sizes.js.gzip / reference.js.gzip;
  const jsPass = ratio <= route.budget;
  const cssPass = sizes.css.gzip <= CSS_BUDGET_GZIP;
  return { path: route.path, budget: route.budget, ...sizes, ratio, jsPass, cssPass };
});

console.log(`\nFirst-visit JavaScript and CSS per route (gzip -9), against a bare React 19 + react-dom app\n`);
printTable(
  ['route', 'JS files', 'JS raw', 'JS gzip', 'x React', 'budget', 'JS', 'CSS gzip', 'CSS (<= 15 KB)'],
  [
    ...rows.map((row) => [
      row.path,
      row.files,
      formatBytes(row.js.raw),
      formatBytes(row.js.gzip),
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
      '1.00x',
      '',
      '',
      formatBytes(reference.css.gzip),
      '',
    ],
  ],
);

const failed = rows.some((row) => !row.jsPass || !row.cssPass);
writeResult('web', { reference, routes: rows, pass: !failed });
console.log(failed ? '\nSome budgets FAIL.' : '\nAll budgets PASS.');
process.exitCode = failed ? 1 : 0;
