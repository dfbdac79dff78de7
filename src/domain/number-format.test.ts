import { describe, expect, it } from 'vitest';
import { formatNumber } from './number-format.js';

const formats = new Map<string, Intl.NumberFormat>();
/** What toLocaleString('en-US') writes, from one NumberFormat a choice of decimals (it makes one a call). */
const intl = (value: number, min?: number, max?: number) => {
  const key = `${min}-${max}`;
  let format = formats.get(key);
  if (!format) {
    // eslint-disable-next-line no-restricted-syntax -- what formatNumber is compared with
    format = new Intl.NumberFormat(
      'en-US',
      min === undefined ? undefined : { minimumFractionDigits: min, maximumFractionDigits: max },
    );
    formats.set(key, format);
  }
  return format.format(value);
};

describe('formatNumber', () => {
  it.each([
    [0, '0'],
    [-0, '-0'],
    [7, '7'],
    [1840, '1,840'],
    [-1840, '-1,840'],
    [1234567.891, '1,234,567.891'],
    [0.6666666, '0.667'],
    [2.5, '2.5'],
    [0.0005, '0.001'],
    [0.0004, '0'],
    [-0.0004, '-0'],
    [999.9996, '1,000'],
    [1e21, '1,000,000,000,000,000,000,000'],
    [1.5e-7, '0'],
    [Number.NaN, 'NaN'],
    [Number.POSITIVE_INFINITY, '∞'],
    [Number.NEGATIVE_INFINITY, '-∞'],
  ])('writes %d as %s, as toLocaleString does', (value, written) => {
    expect(formatNumber(value)).toBe(written);
    expect(formatNumber(value)).toBe(intl(value));
  });

  it.each([
    [1.05, 1, 1, '1.1'],
    [1.005, 2, 2, '1.01'],
    [2.675, 2, 2, '2.68'],
    [3, 1, 1, '3.0'],
    [1840.44, 0, 0, '1,840'],
    [1840.5, 0, 0, '1,841'],
    [-2.5, 0, 0, '-3'],
    [9.96, 1, 1, '10.0'],
    [0.5, 0, 0, '1'],
  ])('writes %d with %d to %d decimals as %s, as toLocaleString does', (value, min, max, written) => {
    expect(formatNumber(value, min, max)).toBe(written);
    expect(formatNumber(value, min, max)).toBe(intl(value, min, max));
  });

  it('agrees with toLocaleString on many numbers of every size', () => {
    let seed = 36;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const disagreements: string[] = [];
    for (let i = 0; i < 3000; i++) {
      const scale = 10 ** Math.floor(random() * 16 - 6);
      const value = (random() - 0.3) * scale;
      for (const v of [value, Math.round(value), Math.round(value * 1000) / 1000, Math.round(value * 2) / 2]) {
        if (formatNumber(v) !== intl(v)) disagreements.push(`${v}: ${formatNumber(v)}`);
        for (const digits of [0, 1, 2]) {
          if (formatNumber(v, digits, digits) !== intl(v, digits, digits)) disagreements.push(`${v} (${digits})`);
        }
      }
    }
    expect(disagreements).toEqual([]);
  });
});
