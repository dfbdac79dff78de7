import { Worker, type WorkerOptions } from 'node:worker_threads';

/**
 * Starts the worker thread whose module is `name` beside `from` (the caller's `import.meta.url`): `name.js` in the
 * built server. Run from the TypeScript sources (the API tests), the worker is `name.ts`, which Node cannot run by
 * itself: test-support/typescript-hooks.mjs compiles it, and what it imports, as it is loaded.
 */
export function startWorker(name: string, from: string, options: WorkerOptions = {}): Worker {
  if (!from.endsWith('.ts')) return new Worker(new URL(`./${name}.js`, from), options);
  const hooks = new URL('./test-support/typescript-hooks.mjs', import.meta.url).href;
  const register = `data:text/javascript,import { register } from 'node:module'; register(${JSON.stringify(hooks)});`;
  return new Worker(new URL(`./${name}.ts`, from), {
    ...options,
    execArgv: [...(options.execArgv ?? []), '--import', register],
  });
}
