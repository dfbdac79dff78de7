import { describe, expect, it } from 'vitest';
import { dueInstant, isClockTime, isOnWeekday, isTimeZone, wallClock } from './schedule';

describe('dueInstant', () => {
  it.each([
    // Plain days: the zone's offset that day.
    ['UTC', '2026-06-01', '20:00', '2026-06-01T20:00:00.000Z'],
    ['Europe/Madrid', '2026-01-15', '20:00', '2026-01-15T19:00:00.000Z'], // CET, +1
    ['Europe/Madrid', '2026-07-15', '08:00', '2026-07-15T06:00:00.000Z'], // CEST, +2
    ['Asia/Kolkata', '2026-06-01', '08:00', '2026-06-01T02:30:00.000Z'], // +5:30
    ['America/New_York', '2026-01-15', '21:00', '2026-01-16T02:00:00.000Z'], // EST, -5: the next UTC day
    ['Pacific/Auckland', '2026-06-01', '08:00', '2026-05-31T20:00:00.000Z'], // NZST, +12: the UTC day before
    // Spring forward in Madrid, Sunday 2026-03-29: 02:00 CET becomes 03:00 CEST (01:00 UTC).
    ['Europe/Madrid', '2026-03-29', '01:59', '2026-03-29T00:59:00.000Z'],
    ['Europe/Madrid', '2026-03-29', '02:30', '2026-03-29T01:30:00.000Z'], // skipped: 03:30 CEST, once
    ['Europe/Madrid', '2026-03-29', '03:00', '2026-03-29T01:00:00.000Z'],
    ['Europe/Madrid', '2026-03-29', '08:00', '2026-03-29T06:00:00.000Z'],
    // Fall back in Madrid, Sunday 2026-10-25: 03:00 CEST becomes 02:00 CET (01:00 UTC).
    ['Europe/Madrid', '2026-10-25', '02:30', '2026-10-25T00:30:00.000Z'], // passed twice: the first time
    ['Europe/Madrid', '2026-10-25', '03:00', '2026-10-25T02:00:00.000Z'],
    ['Europe/Madrid', '2026-10-25', '20:00', '2026-10-25T19:00:00.000Z'],
    // New York, Sunday 2026-03-08 (02:00 EST -> 03:00 EDT) and Sunday 2026-11-01 (02:00 EDT -> 01:00 EST).
    ['America/New_York', '2026-03-08', '02:30', '2026-03-08T07:30:00.000Z'], // skipped: 03:30 EDT
    ['America/New_York', '2026-03-08', '20:00', '2026-03-09T00:00:00.000Z'],
    ['America/New_York', '2026-11-01', '01:30', '2026-11-01T05:30:00.000Z'], // passed twice: EDT's
    ['America/New_York', '2026-11-01', '08:00', '2026-11-01T13:00:00.000Z'],
  ])('%s, %s %s -> %s', (zone, day, time, instant) => {
    expect(dueInstant(day, time, zone).toISOString()).toBe(instant);
  });

  it('gives every day of a year in Madrid one instant at 20:00 local time, 23 or 24 or 25 hours apart', () => {
    let day = '2026-01-01';
    let previous = dueInstant(day, '20:00', 'Europe/Madrid').getTime();
    const gaps = new Map<number, number>();
    for (let n = 0; n < 364; n += 1) {
      day = new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
      const instant = dueInstant(day, '20:00', 'Europe/Madrid').getTime();
      expect(wallClock(new Date(instant), 'Europe/Madrid')).toEqual({ day, minutes: 20 * 60 });
      const hours = (instant - previous) / 3_600_000;
      gaps.set(hours, (gaps.get(hours) ?? 0) + 1);
      previous = instant;
    }
    // One 23-hour day (spring), one 25-hour day (autumn), the rest 24.
    expect(Object.fromEntries(gaps)).toEqual({ 23: 1, 24: 362, 25: 1 });
  });
});

describe('wallClock', () => {
  it.each([
    ['2026-03-29T00:59:00Z', 'Europe/Madrid', { day: '2026-03-29', minutes: 119 }],
    ['2026-03-29T01:00:00Z', 'Europe/Madrid', { day: '2026-03-29', minutes: 180 }],
    ['2026-01-16T02:00:00Z', 'America/New_York', { day: '2026-01-15', minutes: 21 * 60 }],
  ])('%s in %s', (instant, zone, clock) => {
    expect(wallClock(new Date(instant), zone)).toEqual(clock);
  });
});

describe('inputs', () => {
  it.each([
    ['08:00', true],
    ['23:59', true],
    ['00:00', true],
    ['24:00', false],
    ['8:00', false],
    ['08:60', false],
    ['08:00:00', false],
    [800, false],
  ])('clock time %j -> %s', (value, valid) => {
    expect(isClockTime(value)).toBe(valid);
  });

  it.each([
    ['Europe/Madrid', true],
    ['UTC', true],
    ['America/Argentina/Buenos_Aires', true],
    ['Mars/Olympus_Mons', false],
    ['', false],
    [42, false],
  ])('time zone %j -> %s', (value, valid) => {
    expect(isTimeZone(value)).toBe(valid);
  });

  it('knows the weekdays of a day (0 is Sunday)', () => {
    expect(isOnWeekday('2026-11-25', [3])).toBe(true); // a Wednesday
    expect(isOnWeekday('2026-11-29', [1, 2, 3, 4, 5])).toBe(false); // a Sunday
  });
});
