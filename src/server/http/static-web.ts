import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type MiddlewareHandler } from 'hono';

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
      // The service worker and the manifest keep their names across versions: browsers must ask for them afresh.
      .use('/sw.js', noCache)
      .use('/manifest.webmanifest', noCache)
      .use('*', serveStatic({ root: webRoot, precompressed: true }))
      // A missing asset (a chunk of an older version, asked for by a page loaded before an update) is
      // an error the page can catch; index.html in its place would be cached for a year as the chunk.
      .all('/assets/*', (c) => c.text('Not found', 404))
      .get('*', noCache)
      .get('*', serveStatic({ path: indexHtml }))
  );
}

const noCache: MiddlewareHandler = async (c, next) => {
  await next();
  c.header('Cache-Control', 'no-cache');
};
