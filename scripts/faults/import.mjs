// A 20 MB import while 10 other athletes read (issue 28: a 15 MB import held the server for 14.6 s, everyone's
// requests waiting). The file is read and checked in a worker thread and written in short batches, so the server
// keeps answering: every read of the other clients during the import is timed, and their p99 must stay under
// 100 ms. The import itself must finish with every entry of the file.
import { newAthlete } from '../lib/api-client.mjs';
import { exportOfSize } from '../lib/export-file.mjs';
import { startServer } from '../lib/server-process.mjs';
import { percentile } from '../lib/stats.mjs';

/** The largest file an import takes is 20 MiB; the export fills it but for a margin. */
const FILE_BYTES = 20 * 1024 * 1024 - 16 * 1024;
const READERS = 10;
const P99_BUDGET_MS = 100;
/** Between one reader's requests: ten readers then ask about 150 times a second, as busy as the soak's 100. */
const PAUSE_MS = 50;
const DAY = '2026-03-02';
/** The import answers once every entry is written, with nothing on the wire meanwhile. */
const IMPORT_TIMEOUT_MS = 5 * 60_000;

/** @param {number} ms */
const pause = (ms) => new Promise((wait) => setTimeout(wait, ms));

/** @typedef {{ latencies: number[], errors: number, samples: string[] }} ReadStats */

/**
 * Reads as the app does (the health check, history, a day) until `state.importing` ends, timing each read.
 *
 * @param {import('../lib/api-client.mjs').Athlete} reader
 * @param {number} first
 * @param {{ importing: boolean }} state
 * @param {ReadStats} stats
 */
async function readWhileImporting({ client }, first, state, stats) {
  const paths = ['/api/health', '/api/entries/history?limit=20', `/api/entries/day/${DAY}`];
  for (let n = first; state.importing; n++) {
    const path = paths[n % paths.length] ?? '/api/health';
    const answer = await client.request('GET', path);
    stats.latencies.push(answer.ms);
    if (answer.status !== 200) {
      stats.errors++;
      if (stats.samples.length < 5) stats.samples.push(`${path}: ${answer.status || answer.error}`);
    }
    await pause(PAUSE_MS);
  }
}

/**
 * @param {import('./lib/results.mjs').CheckContext} context
 * @returns {Promise<import('./lib/results.mjs').CheckResult[]>}
 */
export async function importWhileReading({ dataDir, log }) {
  const check = '20 MB import, 10 readers';
  const server = await startServer({ dataDir });
  const clients = [];
  try {
    const importer = await newAthlete(server.url, 'importer', { timeoutMs: IMPORT_TIMEOUT_MS });
    clients.push(importer.client);
    const readers = [];
    for (let i = 0; i < READERS; i += 5) {
      readers.push(...(await Promise.all([0, 1, 2, 3, 4].map((n) => newAthlete(server.url, `reader-${i + n}`)))));
    }
    clients.push(...readers.map(({ client }) => client));
    // Each reader has a day of its own to read back.
    for (const { client } of readers) {
      const entry = { id: crypto.randomUUID(), type: 'Training', day: DAY, content: { answers: {}, rating: 7 } };
      const created = await client.request('POST', '/api/entries', entry);
      if (created.status !== 201) throw new Error(`a reader's entry answered ${created.status}`);
    }
    const { text, entries } = exportOfSize(FILE_BYTES);
    const body = Buffer.from(text);
    const newest = JSON.parse(text).entries.at(-1).id;
    const megabytes = (body.length / 1024 / 1024).toFixed(1);
    log(`  importing ${megabytes} MB (${entries} entries) while ${READERS} readers read`);

    const state = { importing: true };
    /** @type {ReadStats} */
    const stats = { latencies: [], errors: 0, samples: [] };
    const reading = readers.map((reader, index) => readWhileImporting(reader, index, state, stats));
    const started = performance.now();
    const answer = await importer.client.request('POST', '/api/account/import', body);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    state.importing = false;
    await Promise.all(reading);

    const summary = answer.body?.summary;
    const history = await importer.client.request('GET', '/api/entries/history?limit=1');
    const latencies = stats.latencies.sort((a, b) => a - b);
    const p99 = percentile(latencies, 0.99);
    const ms = (/** @type {number} */ value) => `${value.toFixed(1)} ms`;
    return [
      {
        check,
        assertion: 'the import finishes with every entry',
        pass: answer.status === 200 && summary?.imported === entries && history.body?.entries?.[0]?.id === newest,
        measured: `${answer.status || answer.error} after ${seconds} s: ${megabytes} MB, ${summary?.imported ?? 0} of ${entries} entries imported, ${summary?.refusedCount ?? '?'} refused; the newest in history`,
      },
      {
        check,
        assertion: `other clients' reads during it: p99 under ${P99_BUDGET_MS} ms`,
        pass: stats.errors === 0 && latencies.length > 0 && p99 < P99_BUDGET_MS && server.alive(),
        measured: `${latencies.length} reads (health, history, a day) in ${seconds} s, ${stats.errors} errors${stats.samples.length ? `: ${stats.samples.join('; ')}` : ''}; p50 ${ms(percentile(latencies, 0.5))}, p99 ${ms(p99)}, max ${ms(latencies.at(-1) ?? 0)}`,
      },
    ];
  } finally {
    for (const client of clients) client.close();
    await server.stop();
  }
}
