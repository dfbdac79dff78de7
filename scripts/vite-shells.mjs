import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';

/** @typedef {{ path: string, signedIn: boolean, html: string, withFacts?: string }} RenderedShell As src/web/app/render-shells.tsx makes it. */

/**
 * Renders the first pages' shells (src/web/app/render-shells.tsx) to HTML: builds that module for Node, with the
 * packages it imports left to node_modules, runs it once, and returns what it rendered. The build's own output is
 * thrown away.
 *
 * @param {string} entry
 * @returns {Promise<RenderedShell[]>}
 */
async function renderShells(entry) {
  const outputs = await build({
    configFile: false,
    logLevel: 'warn',
    build: { ssr: entry, write: false, minify: false },
  });
  const output = Array.isArray(outputs) ? outputs[0] : outputs;
  if (!output || !('output' in output)) throw new Error('The shells did not build');
  const chunk = output.output.find((file) => file.type === 'chunk' && file.isEntry);
  if (!chunk || chunk.type !== 'chunk') throw new Error('The shells built no module');
  // Inside the project, so that the module's imports of react and wouter resolve from node_modules.
  const dir = mkdtempSync(join('node_modules', '.touchline-shells-'));
  try {
    const file = join(dir, 'render-shells.mjs');
    writeFileSync(file, chunk.code);
    // The web app's module just built for Node, not the server's: loadServerApi() is for those.
    /** @type {{ renderShells: () => RenderedShell[] }} */
    // eslint-disable-next-line no-restricted-syntax
    const module = await import(pathToFileURL(join(process.cwd(), file)).href);
    return module.renderShells();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Renders the shells once per build and puts them into it as `.vite/shells.json`, for the server, which sends each
 * inside #root (src/server/http/static-web.ts). The dev server serves index.html as it is.
 *
 * @param {string} entry
 * @returns {import('vite').Plugin}
 */
export function emitShells(entry) {
  /** @type {RenderedShell[]} */
  let shells = [];
  return {
    name: 'touchline-shells',
    apply: 'build',
    async buildStart() {
      shells = await renderShells(entry);
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: '.vite/shells.json', source: JSON.stringify(shells) });
    },
  };
}
