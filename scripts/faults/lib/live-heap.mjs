import { setTimeout as sleep } from 'node:timers/promises';

/** The node options that load the heap probe into a server (see heap-probe.mjs). */
export const HEAP_PROBE_NODE_ARGS = ['--expose-gc', '--import', new URL('./heap-probe.mjs', import.meta.url).href];

const PROBE_TIMEOUT_MS = 10_000;

/**
 * The bytes of heap a server started with HEAP_PROBE_NODE_ARGS holds after a full garbage collection: asks its probe
 * and reads the answer from its standard error.
 *
 * @param {import('../../lib/server-process.mjs').ServerProcess} server
 * @param {number} probe This probe's number since the server started (1 for the first).
 */
export async function liveHeapAfterGc(server, probe) {
  if (server.pid === undefined) throw new Error('The server is not running');
  process.kill(server.pid, 'SIGUSR2');
  const deadline = Date.now() + PROBE_TIMEOUT_MS;
  const answer = new RegExp(`heap-probe ${probe} (\\d+)\\n`);
  for (;;) {
    const found = answer.exec(server.stderr());
    if (found) return Number(found[1]);
    if (Date.now() > deadline) throw new Error(`The server's heap probe did not answer: ${server.stderr()}`);
    await sleep(50);
  }
}
