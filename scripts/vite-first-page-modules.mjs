import { resolve } from 'node:path';

/**
 * The modules each first page's code reaches through static imports from its roots (files, relative to the project),
 * known once the build has its module graph: the code a page needs to show itself. Chunking runs after the graph is
 * built, so a chunk group's `test` can ask `has(page, id)` (vite.config.ts groups the signed-in screens' shared code
 * by which first pages need it).
 *
 * @template {string} Page
 * @param {Record<Page, string[]>} rootsOfPage
 */
export function firstPageModules(rootsOfPage) {
  /** @type {Map<string, Set<string>>} */
  const reachedBy = new Map();
  return {
    /** @param {Page} page @param {string} id */
    has: (page, id) => reachedBy.get(page)?.has(id) ?? false,
    /** @type {import('vite').Plugin} */
    plugin: {
      name: 'touchline-first-page-modules',
      apply: 'build',
      buildEnd(error) {
        // A build that failed has no whole module graph: its own error says why.
        if (error) return;
        for (const [page, roots] of Object.entries(rootsOfPage)) {
          /** @type {Set<string>} */
          const reached = new Set();
          const waiting = /** @type {string[]} */ (roots).map((root) => resolve(root));
          for (let id = waiting.pop(); id !== undefined; id = waiting.pop()) {
            if (reached.has(id)) continue;
            const info = this.getModuleInfo(id);
            if (!info) throw new Error(`${id}, a root of ${page}'s first page, is not part of the build`);
            reached.add(id);
            waiting.push(...info.importedIds);
          }
          reachedBy.set(page, reached);
        }
      },
    },
  };
}
