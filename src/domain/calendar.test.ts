import { describe, expect, it } from 'vitest';
import { isInMonth, monthGrid, monthGridBounds, WEEKDAY_HEADERS } from './calendar.js';
import { dayOfWeek } from './dates.js';

describe('WEEKDAY_HEADERS', () => {
  it('starts on Sunday', () => {
    expect(WEEKDAY_HEADERS.join(' ')).toBe('S M T W T F S');
  });
});

describe('monthGrid', () => {
  it.each([
    // month, weeks, first cell, last cell
    ['2026-08', 6, '2026-07-26', '2026-09-05'], // starts on Saturday
    ['2028-02', 5, '2028-01-30', '2028-03-04'], // leap February, starts on Tuesday
    ['2026-02', 4, '2026-02-01', '2026-02-28'], // starts on Sunday, 28 days: exactly four weeks
    ['2026-03', 5, '2026-03-01', '2026-04-04'], // starts on Sunday
    ['2026-05', 6, '2026-04-26', '2026-06-06'], // 31 days starting Friday
    ['2025-12', 5, '2025-11-30', '2026-01-03'], // crosses the year end
    ['2027-01', 6, '2026-12-27', '2027-02-06'], // starts Friday, back into last year
  ])('%s has %i weeks from %s to %s', (month, weekCount, first, last) => {
    const weeks = monthGrid(month);
    expect(weeks).toHaveLength(weekCount);
    expect(weeks[0]?.[0]).toBe(first);
    expect(weeks.at(-1)?.at(-1)).toBe(last);
  });

  it.each(['2026-08', '2028-02', '2026-02', '2026-03', '2024-09'])(
    '%s: every week is Sunday to Saturday and days are consecutive, covering the whole month once',
    (month) => {
      const weeks = monthGrid(month);
      for (const week of weeks) {
        expect(week.map(dayOfWeek)).toEqual([0, 1, 2, 3, 4, 5, 6]);
      }
      const days = weeks.flat();
      expect(new Set(days).size).toBe(days.length);
      expect([...days].sort()).toEqual(days);
      const inMonth = days.filter((day) => isInMonth(day, month));
      expect(inMonth[0]).toBe(`${month}-01`);
      expect(inMonth.map((day) => Number(day.slice(8)))).toEqual(inMonth.map((_, i) => i + 1));
    },
  );

  it('shows February 29 in a leap year and not in a common year', () => {
    expect(monthGrid('2028-02').flat()).toContain('2028-02-29');
    expect(
      monthGrid('2026-02')
        .flat()
        .filter((day) => isInMonth(day, '2026-02')),
    ).toHaveLength(28);
  });

  it('lays out August 2026 (starting on Saturday)', () => {
    expect(monthGrid('2026-08')[0]).toEqual([
      '2026-07-26',
      '2026-07-27',
      '2026-07-28',
      '2026-07-29',
      '2026-07-30',
      '2026-07-31',
      '2026-08-01',
    ]);
  });

  it.each(['2026-13', '', 'March'])('is empty for the invalid month %j', (month) => {
    expect(monthGrid(month)).toEqual([]);
    expect(monthGridBounds(month)).toBeNull();
  });
});

describe('monthGridBounds', () => {
  it.each([
    ['2026-08', { start: '2026-07-26', end: '2026-09-05' }],
    ['2026-02', { start: '2026-02-01', end: '2026-02-28' }],
  ])('%s -> %j', (month, expected) => {
    expect(monthGridBounds(month)).toEqual(expected);
  });
});

describe('isInMonth', () => {
  it.each([
    ['2026-03-05', '2026-03', true],
    ['2026-03-31', '2026-03', true],
    ['2026-04-01', '2026-03', false],
    ['2025-03-05', '2026-03', false],
    ['2026-030', '2026-03', false],
  ])('isInMonth(%s, %s) is %s', (day, month, expected) => {
    expect(isInMonth(day, month)).toBe(expected);
  });
});
