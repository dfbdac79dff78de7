import type { Plugin } from 'vite';

/** The service worker's push handling, built into one classic script named by its content. */
export interface PushWorker {
  fileName: string;
  code: string;
}

export function buildPushWorker(entry: string): Promise<PushWorker>;
export function emitPushWorker(worker: PushWorker): Plugin;
