import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type MiddlewareHandler } from 'hono';
import { FACT_PLACES, FIRST_ANSWER_ID, type FirstAnswer, type ShellFacts } from '../../domain/first-page.js';
import { hasSessionCookie } from '../session-cookie.js';
import { SHARED_HEADERS } from './shared-headers.js';
import type { FactsOfVisit } from './visit-facts.js';

const READ_METHODS = new Set(['GET', 'HEAD']);
/** Where a page names its screen's code for the boot: the name scripts/vite-boot.mjs reads. */
const SCREEN_CODE_META = 'touchline:screen-code';

/**
 * Serves the built web app. Hashed assets are cached for a year, and a missing one is a 404; every
 * other path that is not a file gets index.html, so a reload of a deep link such as /journal/2026-03-05 works. The build's
 * manifest (.vite/, read by the bundle benchmark) lists source paths and is not served. The service worker
 * (sw.js) and the web app manifest are never cached, so a new version reaches the browser. `factsOfVisit` tells a
 * signed-in first page's shell what the server knows of the visit (docs/decisions/060).
 */
export function staticWeb(webRoot: string, factsOfVisit: FactsOfVisit = async () => null) {
  const indexHtml = join(webRoot, 'index.html');
  const app = new Hono()
    // A shared journal's or an invite's page: never kept by a cache, its address (the token) never sent on as a
    // referrer, never indexed. Set after the answer, over the shell's own caching rule, whatever the status.
    .use('*', async (c, next) => {
      await next();
      if (isTokenPagePath(c.req.path))
        for (const [name, value] of Object.entries(SHARED_HEADERS)) c.header(name, value);
    })
    // Pages and files are only ever read: any other method gets 405, not the page.
    .use('*', async (c, next) => {
      if (!READ_METHODS.has(c.req.method)) return c.text('Method Not Allowed', 405, { Allow: 'GET, HEAD' });
      await next();
    });
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
      .get('*', firstPages(webRoot, factsOfVisit))
      .use('*', serveStatic({ root: webRoot, precompressed: true }))
      // A missing asset (a chunk of an older version, asked for by a page loaded before an update) is
      // an error the page can catch; index.html in its place would be cached for a year as the chunk.
      .all('/assets/*', (c) => c.text('Not found', 404))
      .get('*', noCache)
      .get('*', serveStatic({ path: indexHtml }))
  );
}

/**
 * Whether a path is a page whose address holds a token, however it is spelled: a shared journal's (`/s/<token>`) or a
 * team invite's (`/join/<token>`). The web app's router matches paths case-insensitively and percent-decoded (`/S/...`,
 * `/%73/...` show the shared journal too), so this does as well, and errs wide: any path whose first segment reads
 * `s` or `join` holds what may be a token.
 */
const TOKEN_PAGES = new Set(['s', 'join']);

function isTokenPagePath(path: string): boolean {
  const first = path.split('/').find((segment) => segment !== '');
  if (first === undefined) return false;
  let decoded = first;
  try {
    decoded = decodeURIComponent(first);
  } catch {
    // A malformed escape is no share page; the app's router (wouter) leaves such a path as it is, too.
  }
  return TOKEN_PAGES.has(decoded.toLowerCase());
}

/**
 * Answers the app's known pages with index.html as each needs it: a signed-in screen's names the screen's code and
 * the code every signed-in screen shares, which the page's boot fetches beside the entry script instead of one round
 * trip later (docs/decisions/015, 057); and a page with a shell carries it inside #root, painted before any script runs
 * (docs/decisions/055). A shell goes only to the visits it is drawn for: a signed-in screen's to a browser holding a
 * session cookie, a visitor's page (Home, sign-in) to one without, so that neither flashes a screen the visit will not
 * show. Whether the cookie's session is still valid is the app's to ask, as it does on every page. The screens' URL
 * patterns and the shells come with the build (`.vite/screens.json`, `.vite/shells.json`); other paths go on to the
 * files and to index.html as it is.
 */
function firstPages(webRoot: string, factsOfVisit: FactsOfVisit): MiddlewareHandler {
  const pages = firstPagesOf(webRoot);
  return async (c, next) => {
    const path = segments(c.req.path);
    const page = pages.find((candidate) => matches(candidate.pattern, path));
    if (!page) return next();
    const shell = hasSessionCookie(c.req.header('cookie')) ? page.signedInShell : page.visitorShell;
    // The page names this version's assets (as index.html does): never kept without asking, and never by a shared
    // cache, since it may hold the athlete's own words.
    c.header('Cache-Control', 'private, no-cache');
    c.header('Vary', 'Cookie');
    if (shell === null) return c.html(page.html);
    const visit = shell.withFacts === undefined ? null : await factsOfVisit(c, shell.path);
    const filled = visit && shell.withFacts !== undefined ? fillFacts(shell.withFacts, visit.facts) : null;
    // Functions, so that no `$` in a shell or an answer is read as a replacement pattern.
    let html = page.html.replace(ROOT, () => `<div id="root">${filled ?? shell.html}</div>`);
    if (filled !== null && visit?.answer)
      html = html.replace('</body>', () => `${answerElement(visit.answer!)}</body>`);
    return c.html(html);
  };
}

/** A shell's HTML with each marked place holding its fact, escaped; null when a place has no fact. */
function fillFacts(template: string, facts: ShellFacts): string | null {
  let complete = true;
  const html = template.replace(FACT_PLACES, (_place, name: string) => {
    const fact = facts[name as keyof ShellFacts];
    if (fact === undefined) complete = false;
    return escapeHtml(fact ?? '');
  });
  return complete ? html : null;
}

/**
 * The screen's first answer as a data block: JSON the app reads before its first render (never run: the page's
 * CSP allows no inline script, and needs none). `<` is written as `\u003c`, so no text in it can close the element.
 */
function answerElement(answer: FirstAnswer): string {
  const json = JSON.stringify(answer).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${FIRST_ANSWER_ID}">${json}</script>`;
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character]!);

const ROOT = '<div id="root"></div>';

interface FirstPage {
  pattern: string[];
  html: string;
  /** The shell a visit with a session cookie gets, if any. */
  signedInShell: BuiltShell | null;
  /** The shell a visit without one gets, if any. */
  visitorShell: BuiltShell | null;
}

/** A shell as the build rendered it (src/web/app/render-shells.tsx). */
interface BuiltShell {
  path: string;
  signedIn: boolean;
  html: string;
  /** The shell with a marked place for each of the visit's facts. */
  withFacts?: string;
}

/** Each signed-in screen's and each shell's page; none when the build has neither table. */
function firstPagesOf(webRoot: string): FirstPage[] {
  const indexHtml = readFileSync(join(webRoot, 'index.html'), 'utf8');
  const shells = readBuildFile<BuiltShell[]>(webRoot, 'shells.json') ?? [];
  const shellOf = (path: string, signedIn: boolean) =>
    shells.find((shell) => shell.path === path && shell.signedIn === signedIn) ?? null;
  const screens = signedInScreensOf(webRoot, indexHtml).map(({ path, html }) => ({
    pattern: segments(path),
    html,
    signedInShell: shellOf(path, true),
    visitorShell: null,
  }));
  const visitorPages = shells
    .filter((shell) => !shell.signedIn)
    .map((shell) => ({
      pattern: segments(shell.path),
      html: indexHtml,
      signedInShell: null,
      visitorShell: shell,
    }));
  return [...screens, ...visitorPages];
}

/**
 * Each signed-in screen's URL pattern with its index.html naming the screen's code; none when the build has no table or
 * manifest. Named, not preloaded: the page's boot asks for it with the app's entry once the page has been drawn
 * (scripts/vite-boot.mjs, docs/decisions/057).
 */
function signedInScreensOf(webRoot: string, indexHtml: string): { path: string; html: string }[] {
  const table = readBuildFile<{ layout: string; screens: { path: string; screen: string }[] }>(webRoot, 'screens.json');
  const manifest = readBuildFile<Record<string, ManifestChunk | undefined>>(webRoot, 'manifest.json');
  if (!table || !manifest) return [];
  const codeOf = (screen: string) => chunkFiles(manifest, `src/web/app/routes/${screen}.tsx`);
  const layout = codeOf(table.layout);
  return table.screens.map(({ path, screen }) => {
    const files = new Set([...layout, ...codeOf(screen)]);
    const code = [...files].map((file) => `/${file}`).join(' ');
    return { path, html: indexHtml.replace('</head>', `<meta name="${SCREEN_CODE_META}" content="${code}"></head>`) };
  });
}

/** A file of the build's `.vite/` directory, parsed, or null when it is missing. */
function readBuildFile<T>(webRoot: string, name: string): T | null {
  const path = join(webRoot, '.vite', name);
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as T) : null;
}

/** The files a module's chunk loads beyond the entry: its own and those it imports, per the build manifest. */
function chunkFiles(manifest: Record<string, ManifestChunk | undefined>, key: string): string[] {
  const files = new Set<string>();
  const visit = (chunkKey: string) => {
    const chunk = manifest[chunkKey];
    if (!chunk || chunk.isEntry || files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.imports?.forEach(visit);
  };
  visit(key);
  return [...files];
}

const segments = (path: string) => path.split('/').filter(Boolean);

/** Whether a path's segments fit a pattern of the app's router (`journal/:day`). */
function matches(pattern: string[], path: string[]): boolean {
  return pattern.length === path.length && pattern.every((part, index) => part.startsWith(':') || part === path[index]);
}

/** What Vite's build manifest says of one chunk. */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}

/** Kept only after asking the server again, unless the answer already says as much (a first page: `private, no-cache`). */
const noCache: MiddlewareHandler = async (c, next) => {
  await next();
  if (!c.res.headers.get('Cache-Control')?.includes('no-cache')) c.header('Cache-Control', 'no-cache');
};
