import { describe, expect, it } from 'vitest';
import { addDays } from '../dates';
import { dayNumber, insightsWindow, mondayOf, periodPhrase, periodWeeks, timeWords, weekNumber } from './weeks';

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
    // The week's number is its Monday's, one more than the Sunday before.
    expect(weekNumber(day)).toBe(weekNumber(monday));
    expect(weekNumber(monday) - weekNumber(addDays(monday, -1))).toBe(1);
  });
});

describe('dayNumber and weekNumber', () => {
  it.each([
    ['1970-01-01', 0, 0],
    ['1970-01-04', 3, 0], // a Sunday: still week 0
    ['1970-01-05', 4, 1], // a Monday
    ['1969-12-29', -3, 0], // the Monday of week 0
    ['2000-03-01', 11017, 1574], // after a leap day of a year divisible by 400
    ['2026-11-23', 20780, 2969], // 56 years with 14 leap days, then 326 days
  ])('%s is day %s of week %s', (day, number, week) => {
    expect([dayNumber(day), weekNumber(day)]).toEqual([number, week]);
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

describe('timeWords', () => {
  it('speaks from today while the period runs to today', () => {
    expect(timeWords('12w', '2026-11-25', false)).toEqual({
      week: 'This week',
      fourWeeks: 'the last 4 weeks',
      period: 'the last 12 weeks',
      ongoing: true,
    });
  });

  it.each([
    [
      '4w',
      '2026-03-31',
      'The week of March 30, 2026',
      'the 4 weeks to March 31, 2026',
      'the 4 weeks to March 31, 2026',
    ],
    [
      '12w',
      '2025-12-28',
      'The week of December 22, 2025',
      'the 4 weeks to December 28, 2025',
      'the 12 weeks to December 28, 2025',
    ],
    ['1y', '2026-03-02', 'The week of March 2, 2026', 'the 4 weeks to March 2, 2026', 'the year to March 2, 2026'],
  ] as const)('names the days of a %s period that ended on %s', (period, lastDay, week, fourWeeks, whole) => {
    expect(timeWords(period, lastDay, true)).toEqual({ week, fourWeeks, period: whole, ongoing: false });
  });
});
