import { describe, expect, it } from 'vitest';
import { insightsWindow, mondayOf, periodPhrase, periodWeeks } from './weeks';

describe('mondayOf', () => {
  it.each([
    ['2026-11-25', '2026-11-23', 'a Wednesday'],
    ['2026-11-23', '2026-11-23', 'a Monday is its own week'],
    ['2026-11-29', '2026-11-23', 'a Sunday ends the week'],
    ['2026-01-01', '2025-12-29', 'across a year boundary'],
    ['2021-01-03', '2020-12-28', 'the last day of ISO week 53 of 2020'],
    ['2024-03-01', '2024-02-26', 'across a leap day'],
  ])('%s -> %s (%s)', (day, monday) => {
    expect(mondayOf(day)).toBe(monday);
  });
});

describe('periodWeeks', () => {
  it('4 weeks end with the current week', () => {
    expect(periodWeeks('4w', '2026-11-25')).toEqual(['2026-11-02', '2026-11-09', '2026-11-16', '2026-11-23']);
  });

  it('12 weeks across a year boundary', () => {
    const weeks = periodWeeks('12w', '2026-01-01');
    expect(weeks).toHaveLength(12);
    expect(weeks[0]).toBe('2025-10-13');
    expect(weeks[11]).toBe('2025-12-29');
  });

  it('a year is 52 weeks, also when it ends in a 53-week ISO year', () => {
    const weeks = periodWeeks('1y', '2021-01-03');
    expect(weeks).toHaveLength(52);
    expect(weeks[0]).toBe('2020-01-06');
    expect(weeks[51]).toBe('2020-12-28');
    expect(new Set(weeks).size).toBe(52);
  });
});

describe('insightsWindow', () => {
  it.each([
    ['4w', '2026-11-25', '2026-10-01', 'the 8 weeks before today reach further than the period and 4 weeks'],
    ['12w', '2026-11-25', '2026-08-10', 'the period and the 4 weeks before it'],
    ['1y', '2026-11-25', '2025-11-03', '52 weeks from 2025-12-01 and 4 more'],
  ] as const)('%s on %s reads from %s (%s)', (period, today, from, _case) => {
    expect(insightsWindow(period, today)).toEqual({ from, to: today });
  });
});

describe('periodPhrase', () => {
  it('names a period inside a sentence', () => {
    expect([periodPhrase('4w'), periodPhrase('12w'), periodPhrase('1y')]).toEqual([
      'the last 4 weeks',
      'the last 12 weeks',
      'the last year',
    ]);
  });
});
