import type { Worker } from 'node:worker_threads';
import { startWorker } from '../../worker-thread.js';
import type { ReadEntry, ReadExport } from './export-file.js';
import type { OtherAppRead } from './other-apps/other-app-file.js';

/** What the import learns of a file as it opens: all but its entries, and how many of those there are. */
export type ExportHeader = Omit<ReadExport, 'entries'> & { entryCount: number };

export type ToWorker =
  | { job: number; type: 'open'; bytes: ArrayBuffer; now: string; timeZone: string }
  | { job: number; type: 'next'; count: number }
  | { job: number; type: 'close' };

export type FromWorker =
  | { job: number; type: 'opened'; file: ExportHeader }
  /** Another app's export, read whole (it is written in one transaction), or why it cannot be imported. */
  | { job: number; type: 'other-app'; read: OtherAppRead }
  | { job: number; type: 'refused'; reason: 'not-an-export' | 'too-large' }
  | { job: number; type: 'entries'; entries: ReadEntry[] }
  | { job: number; type: 'failed'; message: string };

/** A file read and checked in the worker, whose entries the import takes a batch at a time. */
export interface OpenExport extends ExportHeader {
  /** The next `count` entries, in file order; none once every entry was taken. */
  next(count: number): Promise<ReadEntry[]>;
  /** Lets the worker forget the file. */
  close(): void;
}

/** The worker could not read a file: it holds more than an export can (`tooLarge`), or the worker failed. */
export class ExportReadError extends Error {
  constructor(
    message: string,
    readonly tooLarge = false,
  ) {
    super(message);
  }
}

/**
 * The worker's heap, well over what the files it parses can take (export-file.ts counts their values first: at most
 * about 280 MB): a worker that reached its limit could take the whole process down (V8 aborts on some allocations).
 */
const WORKER_HEAP_MB = 768;
/** A worker with no file open stops after this long, giving its memory back. */
const IDLE_MS = 30_000;

/**
 * Reads uploaded exports in one worker thread, started when the first is uploaded: the server's own thread only
 * moves the bytes over and takes the checked entries back a batch at a time, each batch a message of its own, so it
 * keeps answering other requests throughout. Files are read one after another.
 */
export function exportReader() {
  let worker: Worker | null = null;
  let lastJob = 0;
  const open = new Set<number>();
  const waiting = new Map<number, { resolve: (answer: FromWorker) => void; reject: (error: Error) => void }>();
  let idle: NodeJS.Timeout | undefined;

  function running(): Worker {
    clearTimeout(idle);
    if (worker) return worker;
    const started = startWorker('export-reader-worker', import.meta.url, {
      resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
    });
    // Never what keeps the process alive: a request waiting on it does that.
    started.unref();
    started.on('message', (answer: FromWorker) => {
      const request = waiting.get(answer.job);
      waiting.delete(answer.job);
      request?.resolve(answer);
    });
    const stopped = (error: ExportReadError) => {
      if (worker !== started) return;
      worker = null;
      open.clear();
      for (const request of waiting.values()) request.reject(error);
      waiting.clear();
    };
    started.on('error', (error: Error) => stopped(new ExportReadError(error.message)));
    started.on('exit', () => stopped(new ExportReadError('The import worker stopped.')));
    return (worker = started);
  }

  function ask(message: ToWorker, transfer: ArrayBuffer[] = []): Promise<FromWorker> {
    const target = running();
    return new Promise((resolve, reject) => {
      waiting.set(message.job, { resolve, reject });
      target.postMessage(message, transfer);
    });
  }

  function close(job: number): void {
    if (open.delete(job)) worker?.postMessage({ job, type: 'close' } satisfies ToWorker);
    if (open.size > 0 || waiting.size > 0) return;
    clearTimeout(idle);
    idle = setTimeout(() => {
      const idleWorker = worker;
      worker = null;
      void idleWorker?.terminate();
    }, IDLE_MS).unref();
  }

  const unexpected = (answer: FromWorker) =>
    new ExportReadError(answer.type === 'failed' ? answer.message : `The import worker answered ${answer.type}.`);

  return {
    /**
     * Reads `bytes` (handed over to the worker: unusable here after) as another app's export (its UTC times placed in
     * `timeZone`), else as a Touchline export; null when it is neither, an ExportReadError that is `tooLarge` when it
     * holds more than an export can.
     */
    async open(bytes: ArrayBuffer, now: string, timeZone: string): Promise<OpenedFile | null> {
      const job = ++lastJob;
      open.add(job);
      try {
        const answer = await ask({ job, type: 'open', bytes, now, timeZone }, [bytes]);
        if (answer.type === 'other-app') {
          close(job);
          return { kind: 'other-app', read: answer.read };
        }
        if (answer.type === 'refused') {
          close(job);
          if (answer.reason === 'not-an-export') return null;
          throw new ExportReadError('The file holds more than an export can.', true);
        }
        if (answer.type !== 'opened') throw unexpected(answer);
        const file: OpenExport = {
          ...answer.file,
          async next(count) {
            // A worker that stopped (and any started since) no longer has this file.
            if (!open.has(job)) throw new ExportReadError('The import worker stopped.');
            const next = await ask({ job, type: 'next', count });
            if (next.type !== 'entries') throw unexpected(next);
            return next.entries;
          },
          close: () => close(job),
        };
        return { kind: 'export', file };
      } catch (error) {
        close(job);
        throw error;
      }
    },
  };
}

export type ExportReader = ReturnType<typeof exportReader>;

/** An uploaded file, read: a Touchline export to take a batch at a time, or another app's export. */
export type OpenedFile = { kind: 'export'; file: OpenExport } | { kind: 'other-app'; read: OtherAppRead };
