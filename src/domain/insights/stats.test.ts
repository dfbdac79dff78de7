import { describe, expect, it } from 'vitest';
import { countOf, formatOneDecimal, formatWhole, mean, oneDecimal, populationSd } from './stats';

describe('stats', () => {
  it.each([
    [7.05, 7.1],
    [1.45, 1.5],
    [6.35, 6.4],
    [141 / 20, 7.1],
    [7.04, 7],
    [2 / 3, 0.7],
  ])('oneDecimal(%s) = %s, half up', (value, rounded) => {
    expect(oneDecimal(value)).toBe(rounded);
  });

  it('formats numbers as the screen reads them', () => {
    expect([formatOneDecimal(7), formatOneDecimal(6.449), formatWhole(1840), formatWhole(1385.6)]).toEqual([
      '7.0',
      '6.4',
      '1,840',
      '1,386',
    ]);
    expect([countOf(1, 'day'), countOf(0, 'day'), countOf(1200, 'game')]).toEqual(['1 day', '0 days', '1,200 games']);
  });

  it('mean and population SD', () => {
    expect(mean([])).toBeNull();
    expect(mean([2, 4, 9])).toBe(5);
    expect(populationSd([])).toBe(0);
    expect(populationSd([5])).toBe(0);
    expect(populationSd([2, 4, 4, 4, 5, 5, 7, 9])).toBe(2); // the textbook example: mean 5, variance 4
  });
});
