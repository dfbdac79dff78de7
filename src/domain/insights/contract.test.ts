import { describe, expect, it } from 'vitest';
import { insightPeriodNamed } from './contract';

describe('insightPeriodNamed', () => {
  it.each([
    ['4w', '4w'],
    ['12w', '12w'],
    ['1y', '1y'],
    [null, '4w'],
    ['2y', '4w'],
    ['1Y', '4w'],
  ])('%s is %s', (param, period) => {
    expect(insightPeriodNamed(param)).toBe(period);
  });
});
