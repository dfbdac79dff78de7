import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type MiddlewareHandler } from 'hono';
import { PUBLIC_PAGES } from '../../domain/public-pages.js';

/**
 * Serves the built web app. Hashed assets are cached for a year, and a missing one is a 404; every
 * other path that is not a file gets index.html, so a reload of a deep link such as /journal/2026-03-05 works. The build's
 * manifest (.vite/, read by the bundle benchmark) lists source paths and is not served. The service worker
 * (sw.js) and the web app manifest are never cached, so a new version reaches the browser.
 */
export function staticWeb(webRoot: string) {
  const indexHtml = join(webRoot, 'index.html');
  const app = new Hono();
  if (!existsSync(indexHtml)) {
    return app.get('*', (c) => c.text('The web app is not built. Run `npm run build`.', 503));
  }
  return (
    app
      .all('/.vite/*', (c) => c.text('Not found', 404))
      .use('/assets/*', async (c, next) => {
        await next();
        if (c.res.ok) c.header('Cache-Control', 'public, max-age=31536000, immutable');
      })
      // The service worker, the manifest and the shell keep their names across versions: browsers must ask for them afresh.
      .use('/sw.js', noCache)
      .use('/manifest.webmanifest', noCache)
      // The shell names this version's assets: a browser must not keep an older one.
      .use('/', noCache)
      .use('/index.html', noCache)
      .use('*', serveStatic({ root: webRoot, precompressed: true }))
      // A missing asset (a chunk of an older version, asked for by a page loaded before an update) is
      // an error the page can catch; index.html in its place would be cached for a year as the chunk.
      .all('/assets/*', (c) => c.text('Not found', 404))
      .get('*', noCache)
      .get('*', signedInPages(webRoot))
      .get('*', serveStatic({ path: indexHtml }))
  );
}

const PUBLIC_PATHS = new Set<string>(Object.values(PUBLIC_PAGES));

/**
 * Answers a signed-in screen's page with index.html that also preloads the code every signed-in screen runs
 * (the query cache, the API client, shared components). The browser then fetches it beside the entry script,
 * instead of one round trip later, when the entry asks for it.
 */
function signedInPages(webRoot: string): MiddlewareHandler {
  const html = indexHtmlPreloading(webRoot, signedInSharedCode(webRoot));
  return async (c, next) => {
    if (html === null || PUBLIC_PATHS.has(c.req.path)) return next();
    return c.html(html);
  };
}

/** index.html with a modulepreload link for each file, or null when there is nothing to add. */
function indexHtmlPreloading(webRoot: string, files: string[]): string | null {
  if (files.length === 0) return null;
  const links = files.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join('');
  return readFileSync(join(webRoot, 'index.html'), 'utf8').replace('</head>', `${links}</head>`);
}

/**
 * The files the signed-in screens' layout (routes/data-layout.tsx) loads beyond the entry, per the build's
 * manifest. None when the manifest is missing or the layout is not in it.
 */
function signedInSharedCode(webRoot: string): string[] {
  const manifestPath = join(webRoot, '.vite/manifest.json');
  if (!existsSync(manifestPath)) return [];
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk | undefined>;
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || chunk.isEntry || files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.imports?.forEach(visit);
  };
  visit('src/web/app/routes/data-layout.tsx');
  return [...files];
}

/** What Vite's build manifest says of one chunk. */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}

const noCache: MiddlewareHandler = async (c, next) => {
  await next();
  c.header('Cache-Control', 'no-cache');
};
