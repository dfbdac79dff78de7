// Output helpers shared by the benchmark scripts: Markdown tables on stdout, JSON in bench-results/.
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const RESULTS = resolve(dirname(fileURLToPath(import.meta.url)), '../../bench-results');

/** Bytes as KB with one decimal (1 KB = 1,000 bytes, as the budgets are written). */
export function formatBytes(bytes) {
  return `${(bytes / 1000).toFixed(1)} KB`;
}

/** Prints a Markdown table, so a run's output can be pasted into BENCHMARKS.md as it is. */
export function printTable(header, rows) {
  const cells = [header, ...rows].map((row) => row.map(String));
  const widths = header.map((_, column) => Math.max(...cells.map((row) => row[column].length)));
  const line = (row) => `| ${row.map((cell, column) => cell.padEnd(widths[column])).join(' | ')} |`;
  console.log(line(cells[0]));
  console.log(`|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`);
  for (const row of cells.slice(1)) console.log(line(row));
}

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

/** Writes bench-results/<name>.json with the machine beside the numbers. */
export function writeResult(name, result) {
  mkdirSync(RESULTS, { recursive: true });
  const file = join(RESULTS, `${name}.json`);
  writeFileSync(file, `${JSON.stringify({ machine: machine(), ...result }, null, 2)}\n`);
  console.log(`\nWrote ${file}`);
}
