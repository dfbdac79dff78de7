// The benchmarks' reference: a bare React 19 app (one component rendered with react-dom/client), built with the
// settings our vite.config.ts builds with and served on 127.0.0.1 as the app's server serves its files (brotli or gzip,
// from memory). bench:web weighs the app's first visits against its bytes; bench:lighthouse measures it beside the
// app's pages, its page painted and its React loaded after that paint as theirs are, so that a run shows what any
// React app arriving that way costs on this machine at that moment.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { listeningPort } from '../lib/free-port.mjs';
import { ROOT } from '../lib/server-build.mjs';

/** The settings our vite.config.ts builds with, minus the app's own plugins. */
const SHARED_BUILD = { manifest: true, modulePreload: { polyfill: false }, emptyOutDir: true };

/** The app: one component, rendered with react-dom/client. */
const APP = [
  "import { StrictMode } from 'react';",
  "import { createRoot } from 'react-dom/client';",
  'function App() {',
  '  return <h1>Hello</h1>;',
  '}',
  "createRoot(document.getElementById('root')).render(<StrictMode><App /></StrictMode>);",
  '',
].join('\n');

/**
 * With `paintFirst`, the page arrives as the app's pages do: its root holds a heading and a line, drawn before any
 * script runs (docs/decisions/055-first-paint-shells.md), and its script asks for React only once that is drawn
 * (decision 057); React then replaces them. Without, the page paints only once React has rendered.
 */
const FIRST_PAINT = '<h1>Hello</h1><p>Drawn before any script runs.</p>';
const BOOT_AFTER_FIRST_PAINT = "requestAnimationFrame(() => setTimeout(() => import('./app.jsx')));\n";

/**
 * Builds the reference app in `dir`; returns its dist.
 *
 * @param {string} dir
 * @param {boolean} paintFirst
 */
async function buildReference(dir, paintFirst) {
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><html lang="en"><head><meta name="viewport" content="width=device-width, initial-scale=1">' +
      `<title>Hello</title></head><body><div id="root">${paintFirst ? FIRST_PAINT : ''}</div>` +
      '<script type="module" src="/main.jsx"></script></body></html>\n',
  );
  if (paintFirst) {
    writeFileSync(join(dir, 'main.jsx'), BOOT_AFTER_FIRST_PAINT);
    writeFileSync(join(dir, 'app.jsx'), APP);
  } else {
    writeFileSync(join(dir, 'main.jsx'), APP);
  }
  const outDir = join(dir, 'dist');
  await build({
    root: dir,
    configFile: false,
    logLevel: 'warn',
    plugins: [react()],
    build: { ...SHARED_BUILD, outDir },
  });
  return outDir;
}

/** @type {Record<string, string>} */
const CONTENT_TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };

/**
 * Serves `root` on 127.0.0.1 (index.html for `/`), compressed at the highest level the browser accepts.
 *
 * @param {string} root
 */
async function serveStatic(root) {
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    const file = join(root, normalize(path === '/' ? '/index.html' : path));
    if (!file.startsWith(root) || !existsSync(file)) return void response.writeHead(404).end();
    const body = readFileSync(file);
    const accepted = request.headers['accept-encoding'] ?? '';
    /** @type {Record<string, string>} */
    const headers = { 'content-type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream' };
    if (/\bbr\b/.test(accepted)) {
      headers['content-encoding'] = 'br';
      const params = { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY };
      response.writeHead(200, headers).end(brotliCompressSync(body, { params }));
    } else if (/\bgzip\b/.test(accepted)) {
      headers['content-encoding'] = 'gzip';
      response.writeHead(200, headers).end(gzipSync(body, { level: 9 }));
    } else {
      response.writeHead(200, headers).end(body);
    }
  });
  await new Promise((listening) => server.listen(0, '127.0.0.1', () => listening(undefined)));
  const origin = `http://127.0.0.1:${listeningPort(server)}`;
  // A browser still running (Lighthouse's) keeps its connections open: they are ended, or closing would wait for them.
  const close = () =>
    new Promise((closed) => {
      server.close(closed);
      server.closeAllConnections();
    });
  return { origin, close };
}

/**
 * Builds and serves the reference app while `use` runs, then removes both.
 *
 * @template T
 * @param {{ paintFirst: boolean }} options
 * @param {(reference: { origin: string, outDir: string }) => Promise<T>} use
 * @returns {Promise<T>}
 */
export async function withReactReference({ paintFirst }, use) {
  // Inside the project, so `react` resolves from our node_modules; bench-results/ is git-ignored.
  mkdirSync(join(ROOT, 'bench-results'), { recursive: true });
  const dir = mkdtempSync(join(ROOT, 'bench-results/react-reference-'));
  try {
    const outDir = await buildReference(dir, paintFirst);
    const server = await serveStatic(outDir);
    try {
      return await use({ origin: server.origin, outDir });
    } finally {
      await server.close();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
