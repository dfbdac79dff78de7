import type { AsyncLocalStorage } from 'node:async_hooks';

// Storages already switching themselves off (better-auth's are one per process, shared by every
// server a test process starts).
const idleStorages = new WeakSet<object>();

/**
 * Makes `storage` switch itself off whenever none of its runs is under way; its next run switches it
 * back on. Returns the same storage.
 *
 * On Node 20 a storage that has run once keeps promise hooks on for the whole process, so every
 * promise of every request pays to carry its context (about 13 % of the day list's throughput,
 * decision 013). Only for storages whose runs await all their work: a promise a run leaves behind
 * loses the store once the storage is off.
 */
export function disableWhenIdle<T>(storage: AsyncLocalStorage<T>): AsyncLocalStorage<T> {
  if (idleStorages.has(storage)) return storage;
  idleStorages.add(storage);
  const run = storage.run.bind(storage) as (
    store: T,
    callback: (...args: unknown[]) => unknown,
    ...args: unknown[]
  ) => unknown;
  let runs = 0;
  const settled = () => {
    if (--runs === 0) storage.disable();
  };
  const idleRun = (store: T, callback: (...args: unknown[]) => unknown, ...args: unknown[]) => {
    runs++;
    let result: unknown;
    try {
      result = run(store, callback, ...args);
    } catch (error) {
      settled();
      throw error;
    }
    if (typeof (result as PromiseLike<unknown> | null)?.then === 'function') {
      (result as PromiseLike<unknown>).then(settled, settled);
    } else {
      settled();
    }
    return result;
  };
  storage.run = idleRun as AsyncLocalStorage<T>['run'];
  return storage;
}
