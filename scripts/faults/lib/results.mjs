// What a fault check is given and what it answers: one row per assertion, PASS, FAIL or SKIP, with what was measured.
import { printTable } from '../../lib/report.mjs';

/**
 * What every check is given.
 *
 * @typedef {object} CheckContext
 * @property {string} dataDir An empty directory of its own.
 * @property {boolean} short CI's shorter version.
 * @property {(line: string) => void} log
 */

/**
 * What a PostgreSQL check is given besides: a fresh database on the shared throwaway cluster.
 *
 * @typedef {CheckContext & { cluster: import('../../postgres-cluster.mjs').Cluster, databaseUrl: string }} PostgresContext
 */

/**
 * One assertion of a check.
 *
 * @typedef {object} CheckResult
 * @property {string} check
 * @property {string} assertion
 * @property {boolean | null} pass null when the check could not run here (skipped).
 * @property {string} measured
 */

/** @param {boolean | null} pass */
const verdict = (pass) => (pass === null ? 'SKIP' : pass ? 'PASS' : 'FAIL');

/**
 * Prints the rows as a table, then how many passed, failed and were skipped.
 *
 * @param {CheckResult[]} rows
 */
export function printResults(rows) {
  console.log('');
  printTable(
    ['check', 'assertion', 'result', 'measured'],
    rows.map((row) => [row.check, row.assertion, verdict(row.pass), row.measured]),
  );
  const failed = rows.filter((row) => row.pass === false).length;
  const skipped = rows.filter((row) => row.pass === null).length;
  console.log(
    `\n${failed === 0 ? 'PASS' : 'FAIL'}: ${rows.length - failed - skipped} passed, ${failed} failed, ${skipped} skipped`,
  );
}
