// Preloaded into a server under a fault check (`node --expose-gc --import <this> server.js`), never into the app:
// on SIGUSR2 it collects all garbage and writes the heap still in use to standard error as `heap-probe <n> <bytes>`,
// `n` counting the probes. The heap left after a full collection is what a leak grows; resident memory also swings
// with when the collector last ran and what the allocator gave back, by more than the soak's budget.
let probes = 0;
process.on('SIGUSR2', () => {
  probes += 1;
  /** @type {() => void} */ (globalThis.gc)();
  process.stderr.write(`heap-probe ${probes} ${process.memoryUsage().heapUsed}\n`);
});
