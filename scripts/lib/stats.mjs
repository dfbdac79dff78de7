// The figures the benchmarks and the fault checks take of their samples.

/**
 * The value below which `fraction` of the sorted samples lie (NaN when there are none).
 *
 * @param {readonly number[]} sorted
 * @param {number} fraction
 */
export function percentile(sorted, fraction) {
  return sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))] ?? NaN;
}

/**
 * The middle value of samples in any order (NaN when there are none).
 *
 * @param {readonly number[]} values
 */
export function median(values) {
  return percentile(
    [...values].sort((a, b) => a - b),
    0.5,
  );
}
