// The benchmarks' results as JSON in bench-results/, with the machine they were measured on.
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { join } from 'node:path';
import { ROOT } from '../lib/server-build.mjs';

const RESULTS = join(ROOT, 'bench-results');

/** The machine a run happened on, for the record. */
export function machine() {
  const cores = execFileSync('nproc', { encoding: 'utf8' }).trim();
  return {
    date: new Date().toISOString(),
    node: process.version,
    cores: Number(cores) || cpus().length,
    cpu: cpus()[0]?.model ?? 'unknown',
    memoryMb: Math.round(totalmem() / 1024 / 1024),
    // Other work on the machine slows every figure; the budgets are ratios for that reason.
    loadAverage: loadavg().map((load) => Number(load.toFixed(2))),
  };
}

/**
 * Writes bench-results/<name>.json with the machine beside the numbers.
 *
 * @param {string} name
 * @param {object} result
 */
export function writeResult(name, result) {
  mkdirSync(RESULTS, { recursive: true });
  const file = join(RESULTS, `${name}.json`);
  writeFileSync(file, `${JSON.stringify({ machine: machine(), ...result }, null, 2)}\n`);
  console.log(`\nWrote ${file}`);
}
