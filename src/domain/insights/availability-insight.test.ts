import { describe, expect, it } from 'vitest';
import { entry } from './test-support/entries';
import { availabilityInsight } from './availability-insight';

const health = (day: string, status: string) => entry('Health', day, { problem: 'injury', status });

describe('availabilityInsight', () => {
  it.each([
    // [Health entries, from, today, available, days, summary]: counted by hand.
    [[], '2026-11-02', '2026-11-29', 28, 28, 'Available on all 28 days: no injury or illness recorded.'],
    // Nov 2-9 available, Nov 10-29 modified (20 days).
    [[health('2026-11-10', 'modified')], '2026-11-02', '2026-11-29', 8, 28, 'Available on 8 of 28 days.'],
    // Modified since Oct 20 (before the period) until Available on Nov 5: Nov 2-4 not, Nov 5-29 available.
    [
      [health('2026-10-20', 'modified'), health('2026-11-05', 'available')],
      '2026-11-02',
      '2026-11-29',
      25,
      28,
      'Available on 25 of 28 days.',
    ],
    // Every day available although an entry exists.
    [[health('2026-10-20', 'available')], '2026-11-02', '2026-11-08', 7, 7, 'Available on all 7 days.'],
    // A later entry and another kind change nothing.
    [
      [health('2026-12-01', 'unavailable'), entry('Training', '2026-11-03', { effort: 5 })],
      '2026-11-02',
      '2026-11-08',
      7,
      7,
      'Available on all 7 days: no injury or illness recorded.',
    ],
  ])('%#: %s', (entries, from, today, available, days, summary) => {
    expect(availabilityInsight(entries, from, today)).toEqual({ available, days, summary });
  });
});
