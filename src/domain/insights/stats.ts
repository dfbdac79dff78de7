// The arithmetic and number wording every insight shares.
import { formatNumber } from '../number-format.js';

/** The mean of some numbers; null for none. */
export function mean(values: readonly number[]): number | null {
  return values.length === 0 ? null : values.reduce((sum, value) => sum + value, 0) / values.length;
}

/** The population standard deviation (every value counts, divided by n); 0 for fewer than two values. */
export function populationSd(values: readonly number[]): number {
  const average = mean(values);
  if (average === null) return 0;
  return Math.sqrt(values.reduce((sum, value) => sum + (value - average) ** 2, 0) / values.length);
}

/**
 * A number rounded half up to one decimal (7.05 -> 7.1). Binary floats hold 7.05 as 7.0499..., so the tenths are
 * taken to 12 significant digits first, which removes that error and nothing a rating or score can carry.
 */
export function oneDecimal(value: number): number {
  return Math.round(Number((value * 10).toPrecision(12))) / 10;
}

/** '7.0', '6.4': how an average reads, always with its one decimal. */
export function formatOneDecimal(value: number): string {
  return oneDecimal(value).toFixed(1);
}

/** '1,840': how a whole number reads. */
export function formatWhole(value: number): string {
  return formatNumber(Math.round(value));
}

/** '1 day', '5 days'. */
export function countOf(count: number, singular: string, plural = `${singular}s`): string {
  return `${formatNumber(count)} ${count === 1 ? singular : plural}`;
}
