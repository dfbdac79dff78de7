import { describe, expect, it } from 'vitest';
import {
  monthNamed,
  addDays,
  addMonths,
  dayOfWeek,
  dayTimestamp,
  daysInMonth,
  displayDay,
  displayDayWithYear,
  displayShortDay,
  firstDayOfMonth,
  formatClock,
  formatClockTime,
  groupByDay,
  isLeapYear,
  isValidDay,
  isValidMonth,
  localDay,
  monthOfDay,
  monthTitle,
  parseDayOr,
} from './dates.js';

describe('isValidDay', () => {
  it.each([
    ['2026-03-05', true],
    ['2024-02-29', true],
    ['2000-02-29', true],
    ['2026-12-31', true],
    ['2026-01-01', true],
    ['2026-04-30', true],
    ['2025-02-29', false],
    ['1900-02-29', false],
    ['2026-02-30', false],
    ['2026-04-31', false],
    ['2026-13-01', false],
    ['2026-00-10', false],
    ['2026-01-00', false],
    ['2026-01-32', false],
    ['0000-01-01', false],
    ['2026-3-5', false],
    ['26-03-05', false],
    ['2026/03/05', false],
    ['2026-03-05T00:00:00Z', false],
    [' 2026-03-05', false],
    ['2026-03-05 ', false],
    ['2026-03-05\n', false],
    ['', false],
    ['today', false],
    [null, false],
    [undefined, false],
    [20260305, false],
  ])('isValidDay(%j) is %s', (input, expected) => {
    expect(isValidDay(input)).toBe(expected);
  });
});

describe('isLeapYear and daysInMonth', () => {
  it.each([
    [2024, true],
    [2025, false],
    [2028, true],
    [1900, false],
    [2000, true],
    [2100, false],
  ])('isLeapYear(%i) is %s', (year, expected) => {
    expect(isLeapYear(year)).toBe(expected);
  });

  it.each([
    [2024, 2, 29],
    [2025, 2, 28],
    [2026, 1, 31],
    [2026, 4, 30],
    [2026, 6, 30],
    [2026, 9, 30],
    [2026, 11, 30],
    [2026, 12, 31],
    [2026, 8, 31],
  ])('daysInMonth(%i, %i) is %i', (year, month, expected) => {
    expect(daysInMonth(year, month)).toBe(expected);
  });
});

describe('parseDayOr', () => {
  it.each([
    ['2026-03-05', '2026-01-01', '2026-03-05'],
    [undefined, '2026-01-01', '2026-01-01'],
    ['', '2026-01-01', '2026-01-01'],
    ['2026-02-30', '2026-01-01', '2026-01-01'],
    ['not-a-date', '2026-01-01', '2026-01-01'],
    ['2024-02-29', '2026-01-01', '2024-02-29'],
  ])('parseDayOr(%j, %j) is %j', (param, fallback, expected) => {
    expect(parseDayOr(param, fallback)).toBe(expected);
  });
});

describe('dayTimestamp', () => {
  it.each([
    ['2026-03-05', '2026-03-05T12:00:00.000Z'],
    ['2024-02-29', '2024-02-29T12:00:00.000Z'],
  ])('%s -> %s', (day, expected) => {
    expect(dayTimestamp(day)).toBe(expected);
  });
});

describe('addDays and dayOfWeek', () => {
  it.each([
    ['2026-03-05', 1, '2026-03-06'],
    ['2026-03-05', -5, '2026-02-28'],
    ['2026-02-28', 1, '2026-03-01'],
    ['2024-02-28', 1, '2024-02-29'],
    ['2024-02-29', 1, '2024-03-01'],
    ['2026-12-31', 1, '2027-01-01'],
    ['2027-01-01', -1, '2026-12-31'],
    ['2026-03-05', 0, '2026-03-05'],
    ['2026-03-05', 365, '2027-03-05'],
    ['1970-01-01', -1, '1969-12-31'],
    ['bad', 1, 'bad'],
  ])('addDays(%s, %i) is %s', (day, n, expected) => {
    expect(addDays(day, n)).toBe(expected);
  });

  it.each([
    ['1970-01-01', 4],
    ['2026-03-01', 0],
    ['2026-08-01', 6],
    ['2026-03-05', 4],
    ['2028-02-01', 2],
    ['2000-01-01', 6],
    ['1969-12-31', 3],
    ['2026-02-30', -1],
  ])('dayOfWeek(%s) is %i', (day, expected) => {
    expect(dayOfWeek(day)).toBe(expected);
  });

  it('agrees with the platform calendar for every day of 2023-2025', () => {
    let day = '2023-01-01';
    for (let i = 0; i < 366 * 3; i += 1) {
      const ms = Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)));
      const expected = new Date(ms);
      expect(day).toBe(expected.toISOString().slice(0, 10));
      expect(dayOfWeek(day)).toBe(expected.getUTCDay());
      day = addDays(day, 1);
    }
  });
});

describe('displayShortDay, displayDay and displayDayWithYear', () => {
  it.each([
    ['2026-03-05', 'Mar 5', 'March 5', 'March 5, 2026'],
    ['2026-01-01', 'Jan 1', 'January 1', 'January 1, 2026'],
    ['2026-12-31', 'Dec 31', 'December 31', 'December 31, 2026'],
    ['2024-02-29', 'Feb 29', 'February 29', 'February 29, 2024'],
    ['nonsense', 'nonsense', 'nonsense', 'nonsense'],
  ])('%s -> %j / %j / %j', (day, shortest, short, long) => {
    expect(displayShortDay(day)).toBe(shortest);
    expect(displayDay(day)).toBe(short);
    expect(displayDayWithYear(day)).toBe(long);
  });
});

describe('localDay', () => {
  it.each([
    [new Date(2026, 2, 5, 0, 0, 0), '2026-03-05'],
    [new Date(2026, 2, 5, 23, 59, 59), '2026-03-05'],
    [new Date(2024, 1, 29, 12), '2024-02-29'],
    [new Date(2026, 11, 31, 23, 30), '2026-12-31'],
  ])('%s -> %s', (date, expected) => {
    expect(localDay(date)).toBe(expected);
  });

  it('throws on an invalid Date', () => {
    expect(() => localDay(new Date(Number.NaN))).toThrow(RangeError);
  });
});

describe('groupByDay', () => {
  it('groups items under their day, days and items in the order they come', () => {
    const items = [
      { day: '2026-03-05', id: 'a' },
      { day: '2026-03-04', id: 'b' },
      { day: '2026-03-05', id: 'c' },
    ];
    expect(groupByDay(items)).toEqual([
      ['2026-03-05', [items[0], items[2]]],
      ['2026-03-04', [items[1]]],
    ]);
    expect(groupByDay([])).toEqual([]);
  });
});

describe('months', () => {
  it.each([
    ['2026-03-05', '2026-03'],
    ['2024-12-31', '2024-12'],
  ])('monthOfDay(%s) is %s', (day, expected) => {
    expect(monthOfDay(day)).toBe(expected);
  });

  it.each([
    ['2026-03', true],
    ['2026-12', true],
    ['2026-01', true],
    ['2026-00', false],
    ['2026-13', false],
    ['2026-3', false],
    ['2026-03-01', false],
    ['0000-01', false],
    ['', false],
    [null, false],
    [202603, false],
  ])('isValidMonth(%j) is %s', (input, expected) => {
    expect(isValidMonth(input)).toBe(expected);
  });

  it.each([
    ['2026-03', 1, '2026-04'],
    ['2026-01', 1, '2026-02'],
    ['2026-12', 1, '2027-01'],
    ['2026-01', -1, '2025-12'],
    ['2026-03', -14, '2025-01'],
    ['2026-03', 12, '2027-03'],
    ['2026-03', 0, '2026-03'],
    ['2026-03', 1.5, '2026-03'],
    ['bad', 1, 'bad'],
  ])('addMonths(%s, %d) is %s', (month, n, expected) => {
    expect(addMonths(month, n)).toBe(expected);
  });

  it('steps through every month of a year, once each, in order', () => {
    const seen: string[] = [];
    for (let month = '2025-11'; month !== '2027-02'; month = addMonths(month, 1)) seen.push(month);
    expect(seen).toEqual([
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
      '2026-03',
      '2026-04',
      '2026-05',
      '2026-06',
      '2026-07',
      '2026-08',
      '2026-09',
      '2026-10',
      '2026-11',
      '2026-12',
      '2027-01',
    ]);
  });

  it.each([
    ['2026-03', 'March 2026'],
    ['2028-02', 'February 2028'],
    ['2026-13', '2026-13'],
  ])('monthTitle(%s) is %s', (month, expected) => {
    expect(monthTitle(month)).toBe(expected);
  });

  it('firstDayOfMonth', () => {
    expect(firstDayOfMonth('2026-03')).toBe('2026-03-01');
  });
});

describe('formatClockTime', () => {
  it.each([
    [0, 0, '12:00 AM'],
    [0, 5, '12:05 AM'],
    [9, 30, '9:30 AM'],
    [11, 59, '11:59 AM'],
    [12, 0, '12:00 PM'],
    [15, 5, '3:05 PM'],
    [23, 59, '11:59 PM'],
  ])('%i:%i local -> %s', (hours, minutes, expected) => {
    expect(formatClockTime(new Date(2026, 2, 5, hours, minutes))).toBe(expected);
  });

  it('is empty for an invalid Date', () => {
    expect(formatClockTime(new Date(Number.NaN))).toBe('');
  });
});

describe('formatClock', () => {
  it('formats an ISO timestamp in local time', () => {
    const local = new Date(2026, 2, 5, 15, 5);
    expect(formatClock(local.toISOString())).toBe('3:05 PM');
  });

  it.each(['', 'yesterday', '2026-13-45T99:00:00Z'])('is empty for %j', (iso) => {
    expect(formatClock(iso)).toBe('');
  });
});

describe('monthNamed', () => {
  it.each([
    ['2026-03', '2026-11-28', '2026-03'],
    [null, '2026-11-28', '2026-11'],
    ['2026-13', '2026-11-28', '2026-11'],
    ['2026-3', '2026-01-01', '2026-01'],
  ])('%s on %s is %s', (param, today, month) => {
    expect(monthNamed(param, today)).toBe(month);
  });
});
