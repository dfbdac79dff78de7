/**
 * How long one batch of an import should take to write. SQLite writes on the server's thread, so a batch holds every
 * other request back while it is written. Its commit costs a few ms whatever its size (more on a busy machine), so
 * much smaller batches spend most of an import committing: a 20 MB import of 30-entry batches took twice as long.
 */
const BATCH_MS = 20;
/**
 * The sizes a batch takes: powers of two, so that the few statements of each size are prepared once and stay in the
 * connection's cache (a statement is prepared for each distinct text, and each size makes its own).
 */
const BATCH_SIZES = [16, 32, 64, 128, 256, 512] as const;

/**
 * Paces an import's writes: each batch sized from the pace of the one before to take about BATCH_MS (smaller after
 * one that took half as long again, larger when twice as many would have fitted), and a rest as long as the last
 * batch took before the next one, so that the import takes at most half of the server's thread and a request needing
 * several turns of the event loop (a session check, then its reads) gets them all between two batches. A batch merely
 * awaited might not give even one turn: a worker's messages are taken one after another, without a turn between
 * them, as long as more keep arriving.
 */
export function writePace() {
  let step = 2;
  let tookMs = 0;
  return {
    /** How many entries the next batch should hold. */
    get size(): number {
      return BATCH_SIZES[step]!;
    },
    /** Resolves once the server's thread has had as long again as the last batch took. */
    rest(): Promise<void> {
      return new Promise((resolve) => setTimeout(resolve, tookMs));
    },
    /** Writes a batch of `entries` and sizes the next one from how long it took. */
    async time<T>(entries: number, write: () => Promise<T>): Promise<T> {
      const started = performance.now();
      const written = await write();
      tookMs = performance.now() - started;
      const fitting = (entries * BATCH_MS) / Math.max(tookMs, 0.1);
      if (tookMs > 1.5 * BATCH_MS) step = Math.max(step - 1, 0);
      else if (fitting >= 2 * BATCH_SIZES[step]!) step = Math.min(step + 1, BATCH_SIZES.length - 1);
      return written;
    },
  };
}
