import { createHash } from 'node:crypto';

/** The meta tag in which the server names a page's screen code (src/server/http/static-web.ts). */
const SCREEN_CODE_META = 'touchline:screen-code';

/**
 * The page's script is a boot of a few hundred bytes, not the app (docs/decisions/057-boot-after-first-paint.md): it
 * waits until the browser has drawn the page (its shell, decision 055), then asks for the app's entry together with
 * the code the entry imports and the screen's code the server names, and runs the app. Before, the app's code was
 * fetched and often run before the first frame, which then waited for it.
 *
 * @param {{ entry: string, preloads: string[] }} app the entry's URL, and what it imports as the built page named it
 *   and React DOM's client, which it imports as it runs
 */
function bootSource({ entry, preloads }) {
  return `// Touchline's boot (scripts/vite-boot.mjs): the app's code once the page has been drawn.
const ENTRY = ${JSON.stringify(entry)};
const ENTRY_IMPORTS = ${JSON.stringify(preloads)};
const start = () => {
  const screen = document.querySelector('meta[name="${SCREEN_CODE_META}"]')?.content.split(' ') ?? [];
  for (const href of [...ENTRY_IMPORTS, ...screen]) {
    if (href === '') continue;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  import(ENTRY);
};
// A hidden page draws nothing until it is shown: it starts at once.
if (document.visibilityState === 'hidden') start();
else requestAnimationFrame(() => setTimeout(start));
`;
}

const ENTRY_TAG = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const PRELOAD_TAG = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;
/** React DOM's client, which the entry imports as it runs (src/web/main.tsx): every page needs it at once. */
const REACT_DOM_CLIENT = /[\\/]react-dom[\\/]client\.js$/;

/**
 * The files of the chunk the entry imports as it runs for React DOM's client (and what that chunk imports), which the
 * boot asks for with the entry's own: a round trip saved on every first page. Null when no chunk holds it.
 *
 * @param {import('rolldown').OutputBundle} bundle
 */
function reactDomClientFiles(bundle) {
  const chunk = Object.values(bundle).find(
    (one) => one.type === 'chunk' && one.moduleIds.some((id) => REACT_DOM_CLIENT.test(id)),
  );
  if (chunk?.type !== 'chunk') return null;
  return [chunk.fileName, ...chunk.imports].map((fileName) => `/${fileName}`);
}

/**
 * Replaces the built index.html's entry script and its module preloads with the boot, a file named by its content.
 *
 * @returns {import('vite').Plugin}
 */
export function bootAfterFirstPaint() {
  return {
    name: 'touchline-boot',
    apply: 'build',
    enforce: 'post',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const page = bundle['index.html'];
        if (page?.type !== 'asset' || typeof page.source !== 'string') this.error('the build has no index.html');
        const html = page.source;
        const entry = ENTRY_TAG.exec(html)?.[1];
        if (entry === undefined) this.error("index.html has no module script of Vite's form");
        const staticImports = [...html.matchAll(PRELOAD_TAG)].flatMap((match) => match[1] ?? []);
        const reactDom = reactDomClientFiles(bundle);
        if (reactDom === null) this.error("no chunk holds React DOM's client");
        const preloads = [...new Set([...staticImports, ...reactDom])].filter((href) => href !== entry);
        const source = bootSource({ entry, preloads });
        const hash = createHash('sha256').update(source).digest('base64url').slice(0, 8);
        const fileName = `assets/boot-${hash}.js`;
        this.emitFile({ type: 'asset', fileName, source });
        page.source = html
          .replace(PRELOAD_TAG, '')
          .replace(ENTRY_TAG, `<script type="module" crossorigin src="/${fileName}"></script>`);
      },
    },
  };
}
