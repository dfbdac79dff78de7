import { createHash } from 'node:crypto';
import { build } from 'vite';

/**
 * Builds the service worker's push handling (src/web/service-worker/push-worker.ts) on its own into one classic
 * script, as `importScripts` needs, named by its content so a new version is never read from a cache.
 *
 * @param {string} entry
 * @returns {Promise<{ fileName: string, code: string }>}
 */
export async function buildPushWorker(entry) {
  const outputs = await build({
    configFile: false,
    logLevel: 'warn',
    build: {
      write: false,
      minify: true,
      lib: { entry, formats: ['iife'], name: 'touchlinePush', fileName: 'sw-push' },
    },
  });
  const output = Array.isArray(outputs) ? outputs[0] : outputs;
  if (!output || !('output' in output)) throw new Error('The push worker did not build');
  const chunk = output.output.find((file) => file.type === 'chunk');
  if (!chunk) throw new Error('The push worker built no script');
  const hash = createHash('sha256').update(chunk.code).digest('hex').slice(0, 10);
  return { fileName: `assets/sw-push-${hash}.js`, code: chunk.code };
}

/**
 * Puts the built push handling into the web app's output.
 *
 * @param {{ fileName: string, code: string }} worker
 * @returns {import('vite').Plugin}
 */
export function emitPushWorker(worker) {
  return {
    name: 'touchline-push-worker',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: worker.fileName, source: worker.code });
    },
  };
}
