// What the benchmarks and the fault checks print: Markdown tables on standard output, so a run's output can be pasted
// into BENCHMARKS.md or docs/TRUST.md as it is, and the figures in them.

/**
 * Prints a Markdown table.
 *
 * @param {readonly string[]} header
 * @param {readonly (readonly (string | number)[])[]} rows
 */
export function printTable(header, rows) {
  const cells = [header, ...rows].map((row) => row.map(String));
  const widths = header.map((_, column) => Math.max(...cells.map((row) => (row[column] ?? '').length)));
  /** @param {string[]} row */
  const line = (row) => `| ${row.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(' | ')} |`;
  console.log(line(cells[0] ?? []));
  console.log(`|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`);
  for (const row of cells.slice(1)) console.log(line(row));
}

/**
 * Bytes as KB with one decimal (1 KB = 1,000 bytes, as the budgets are written).
 *
 * @param {number} bytes
 */
export function formatBytes(bytes) {
  return `${(bytes / 1000).toFixed(1)} KB`;
}

/**
 * Bytes as MB (1 MB = 1,048,576 bytes, as memory is counted), or "?" when not known.
 *
 * @param {number | null} bytes
 */
export function formatMegabytes(bytes, digits = 0) {
  return bytes === null ? '? MB' : `${(bytes / 1024 / 1024).toFixed(digits)} MB`;
}
