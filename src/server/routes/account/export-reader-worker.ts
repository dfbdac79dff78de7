// The import's worker thread: reads and checks each uploaded file (another app's, other-apps/; else a Touchline
// export, export-file.ts) away from the server's thread, then hands a Touchline export's entries over a batch at a
// time, as the import asks for them (export-reader.ts); another app's come whole, written in one transaction.
import { parentPort } from 'node:worker_threads';
import { readExport, type ReadEntry } from './export-file.js';
import type { FromWorker, ToWorker } from './export-reader.js';
import { readOtherApp } from './other-apps/read-other-app.js';

const port = parentPort!;
/** Each open file's entries, and how many were handed over. */
const files = new Map<number, { entries: ReadEntry[]; handed: number }>();

function answer(message: ToWorker): FromWorker | null {
  const { job } = message;
  switch (message.type) {
    case 'open': {
      const bytes = new Uint8Array(message.bytes);
      // Another app's export is recognised by its content first; anything else is read as Touchline's.
      const other = readOtherApp(bytes, message.timeZone);
      if (other) return { job, type: 'other-app', read: other };
      const file = readExport(bytes, message.now);
      if (typeof file === 'string') return { job, type: 'refused', reason: file };
      const { entries, ...rest } = file;
      files.set(job, { entries, handed: 0 });
      return { job, type: 'opened', file: { ...rest, entryCount: entries.length } };
    }
    case 'next': {
      const file = files.get(job);
      if (!file) return { job, type: 'failed', message: 'This file is not open.' };
      const entries = file.entries.slice(file.handed, file.handed + message.count);
      file.handed += entries.length;
      return { job, type: 'entries', entries };
    }
    case 'close':
      files.delete(job);
      return null;
  }
}

port.on('message', (message: ToWorker) => {
  try {
    const reply = answer(message);
    if (reply) port.postMessage(reply);
  } catch (error) {
    port.postMessage({ job: message.job, type: 'failed', message: String(error) } satisfies FromWorker);
  }
});
