import { resolve } from 'node:path';

/**
 * The modules a page's code reaches through static imports from its `roots` (files, relative to the project), known
 * once the build has its module graph: the code the page needs to show itself. Chunking runs after the graph is
 * built, so a chunk group's `test` can ask `has(id)` (vite.config.ts: the signed-in chunk holds what the journal's
 * first page needs and nothing that only other screens use).
 *
 * @param {string[]} roots
 */
export function firstPageModules(roots) {
  /** @type {Set<string>} */
  const reached = new Set();
  return {
    /** @param {string} id */
    has: (id) => reached.has(id),
    /** @type {import('vite').Plugin} */
    plugin: {
      name: 'touchline-first-page-modules',
      apply: 'build',
      buildEnd() {
        reached.clear();
        const waiting = roots.map((root) => resolve(root));
        for (let id = waiting.pop(); id !== undefined; id = waiting.pop()) {
          if (reached.has(id)) continue;
          const info = this.getModuleInfo(id);
          if (!info) throw new Error(`${id}, a root of the first page's modules, is not part of the build`);
          reached.add(id);
          waiting.push(...info.importedIds);
        }
      },
    },
  };
}
