import { describe, expect, it } from 'vitest';
import { consistencyInsight } from './consistency';
import { daysBetween } from './test-support/entries';

describe('consistencyInsight', () => {
  const today = '2026-11-25';

  it.each([
    [[], { daysThisMonth: 0, currentRun: 0, longestRun: 0 }, 'no entries'],
    [
      [
        ...daysBetween('2026-10-01', '2026-10-23'),
        ...daysBetween('2026-11-01', '2026-11-05'),
        ...daysBetween('2026-11-20', '2026-11-24'),
      ],
      { daysThisMonth: 10, currentRun: 5, longestRun: 23 },
      'a run ending yesterday is current',
    ],
    [daysBetween('2026-11-20', '2026-11-25'), { daysThisMonth: 6, currentRun: 6, longestRun: 6 }, 'a run ending today'],
    [
      daysBetween('2026-11-20', '2026-11-23'),
      { daysThisMonth: 4, currentRun: 0, longestRun: 4 },
      'no entry today or yesterday',
    ],
    [
      [...daysBetween('2025-12-30', '2026-01-02'), '2026-11-25'],
      { daysThisMonth: 1, currentRun: 1, longestRun: 4 },
      'a run across a year boundary',
    ],
    [['2026-11-26', '2026-11-27'], { daysThisMonth: 0, currentRun: 0, longestRun: 0 }, 'days after today do not count'],
  ])('%#: %s', (days, expected) => {
    expect(consistencyInsight(new Set(days), today)).toEqual(expected);
  });
});
