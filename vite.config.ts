import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { bootAfterFirstPaint } from './scripts/vite-boot.mjs';
import { precompress } from './scripts/vite-precompress.mjs';
import { buildPushWorker, emitPushWorker } from './scripts/vite-push-worker.mjs';
import { firstPageModules } from './scripts/vite-first-page-modules.mjs';
import { emitShells } from './scripts/vite-shells.mjs';
import { SIGNED_IN_LAYOUT, SIGNED_IN_SCREENS } from './src/web/app/screens.ts';

/** A signed-in screen's route module, by its path (`journal` shows `./routes/today.tsx`). */
const routeOf = (path: string) =>
  `src/web/app/routes/${SIGNED_IN_SCREENS.find((screen) => screen.path === path)!.screen}.tsx`;
const LAYOUT = `src/web/app/routes/${SIGNED_IN_LAYOUT}.tsx`;
/** What each signed-in first page (a tab's) needs: the layout around every signed-in screen and the screen. */
const firstPages = firstPageModules({
  journal: [LAYOUT, routeOf('journal')],
  calendar: [LAYOUT, routeOf('calendar')],
  insights: [LAYOUT, routeOf('insights')],
  teams: [LAYOUT, routeOf('teams')],
});
const OTHER_FIRST_PAGES = ['calendar', 'insights', 'teams'] as const;
/** Teams (issue 31) load on their own routes only: most athletes never open them, and /journal must not carry them. */
const TEAMS = /src[\\/](web[\\/]features[\\/]teams|domain[\\/]teams)[\\/]/;
/**
 * The code every signed-in screen loads first: what the journal's first page needs (the query cache and its
 * persistence, the API client, shared UI, the domain rules) but not what only the journal's entry cards use, nor the
 * teams'. What other screens share and the journal does not use (forms, reminders' parts, the flows' validation) stays
 * out too.
 */
const isSignedInShared = (id: string) => firstPages.has('journal', id) && !isTheJournalsOwn(id) && !TEAMS.test(id);
/**
 * What the journal's first page needs and no other tab's does: the entry cards with their menus, comments and facts,
 * and the domain rules they word (a game's result, availability, load). The day, the histories and search share it.
 */
const isTheJournalsOwn = (id: string) =>
  firstPages.has('journal', id) && !OTHER_FIRST_PAGES.some((page) => firstPages.has(page, id));

/**
 * The service worker's push and notification-click handlers (reminders, issue 22). The worker stays the one workbox
 * generates (`generateSW`), which imports this script: precaching, the navigation fallback and so the offline
 * behaviour stay exactly as they were, where `injectManifest` would mean rewriting them by hand. The handlers are
 * TypeScript, built on their own into one classic script named by its content, so a change to them changes sw.js and
 * reaches every browser with the next update, never from a stale cache.
 */
const pushWorker = await buildPushWorker('src/web/service-worker/push-worker.ts');

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    // Installable app: the manifest, and a service worker that precaches the app shell so it opens offline.
    VitePWA({
      // A new version waits until the athlete reloads from the prompt (src/web/lib/service-worker.ts):
      // reloading by itself could drop a half-written entry.
      registerType: 'prompt',
      // Registered from our own code after load, never by an inline or extra script (CSP, first-page weight).
      injectRegister: false,
      includeAssets: ['favicon.svg', 'icons/apple-touch-icon.png'],
      manifest: {
        name: 'Touchline',
        short_name: 'Touchline',
        description: 'Your private athlete journal.',
        id: '/',
        start_url: '/journal',
        scope: '/',
        display: 'standalone',
        orientation: 'portrait',
        theme_color: '#0f172a',
        background_color: '#f1f5f9',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        // The bundle benchmark's build manifest is not part of the app; the push handlers (above) are imported by
        // the worker, which keeps them with its own script.
        globIgnores: ['.vite/**', pushWorker.fileName],
        importScripts: [pushWorker.fileName],
        // Every app route opens the shell; the API is never answered from the worker's cache: the query
        // cache in IndexedDB is the offline copy of the athlete's data.
        navigateFallback: '/index.html',
        // A shared journal is never served from the worker's cache: it must reach the server, which may have revoked it
        // and which sends its headers. Every spelling the router opens it at: /s/, /S/, /%73/, /%53/.
        navigateFallbackDenylist: [/^\/api\//, /^\/(s|%[57]3)\//i],
        runtimeCaching: [],
        // The first worker takes the open page at once, so it works offline before any reload.
        clientsClaim: true,
        cleanupOutdatedCaches: true,
      },
    }),
    emitPushWorker(pushWorker),
    // The first pages' shells, painted before any script runs (docs/decisions/055-first-paint-shells.md).
    emitShells('src/web/app/render-shells.tsx'),
    // The page's script waits for the first frame, then fetches the app (docs/decisions/057-boot-after-first-paint.md).
    bootAfterFirstPaint(),
    precompress(),
    firstPages.plugin,
    {
      // The signed-in screens' table for the server, which preloads a screen's code with its page (static-web.ts).
      name: 'touchline-screen-table',
      apply: 'build',
      generateBundle() {
        const table = { layout: SIGNED_IN_LAYOUT, screens: SIGNED_IN_SCREENS };
        this.emitFile({ type: 'asset', fileName: '.vite/screens.json', source: JSON.stringify(table) });
      },
    },
  ],
  resolve: {
    // React 19 has useSyncExternalStore: wouter's shim for older Reacts is not built in (0.4 KB gzip on every page).
    alias: [
      {
        find: /^use-sync-external-store\/shim(\/index\.js)?$/,
        replacement: fileURLToPath(new URL('./src/web/lib/use-sync-external-store.ts', import.meta.url)),
      },
    ],
  },
  build: {
    outDir: 'dist/web',
    emptyOutDir: true,
    // dist/web/.vite/manifest.json: which chunks and CSS each route loads (read by scripts/bench/web.mjs).
    manifest: true,
    // No preload helper: the boot asks for a first page's code all at once (decision 057), and once the service worker
    // has the app (moments after the first page) a screen's code comes from it; before then a screen first opened
    // waits one round trip more for the chunks it alone shares. The helper and its table of every screen's files cost
    // every first page 1.4 KB gzip (issue 36; docs/decisions/059-first-visit-bytes.md).
    modulePreload: false,
    // Left to itself the bundler cuts what the signed-in screens share into two dozen small chunks, each a request
    // in a row before the first signed-in screen can show. Grouped by what each tab's first page needs (above): the
    // first page's code stays in the entry, and a signed-in first page loads a handful of files, not 25.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'app', tags: ['$initial'], priority: 3 },
            // React DOM and its scheduler in one chunk, which the entry imports as it runs: compiled and run in a task of
            // its own, not in the entry's (src/web/main.tsx).
            { name: 'react-dom', test: /node_modules[\\/](react-dom|scheduler)[\\/]/, priority: 3 },
            // Home's care link's one icon, which the New screen shares: in the signed-in chunk it would bring all of
            // that chunk to Home; in the entry it costs every page a few hundred bytes.
            { name: 'app', test: /lucide-react[\\/].*[\\/]heart-pulse\.js$/, priority: 3 },
            { name: 'signed-in', minShareCount: 2, test: isSignedInShared, priority: 2 },
            { name: 'entry-cards', minShareCount: 2, test: isTheJournalsOwn, priority: 1 },
            // What /teams needs of the teams feature, which the team's own screens share: one chunk, not one per screen.
            {
              name: 'teams',
              minShareCount: 2,
              test: (id) => firstPages.has('teams', id) && TEAMS.test(id),
              priority: 1,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
});
