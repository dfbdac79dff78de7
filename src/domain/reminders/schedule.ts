// When a reminder is due: a wall-clock time on an athlete's own day, in their time zone, turned into the one instant
// it happens. Daylight-saving changes never make it happen twice or not at all: a time the clocks skip happens as far
// after the jump (02:30 on a spring-forward night is 03:30), and a time they pass twice happens the first time.
import { dayOfWeek, type Day } from '../dates.js';

/** A wall-clock time, `HH:mm` (00:00 to 23:59). */
export type ClockTime = string;

const CLOCK_TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

export function isClockTime(value: unknown): value is ClockTime {
  return typeof value === 'string' && CLOCK_TIME.test(value);
}

/** Whether `zone` is a time zone this runtime knows (an IANA name such as Europe/Madrid, or UTC). */
export function isTimeZone(zone: unknown): zone is string {
  if (typeof zone !== 'string' || zone.length === 0 || zone.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** The wall clock in `zone` at `instant`: its day and the minutes since that day's midnight. */
export function wallClock(instant: Date, zone: string): { day: Day; minutes: number } {
  let format = formatters.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    });
    formatters.set(zone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(instant).map((part) => [part.type, part.value]));
  return {
    day: `${parts.year}-${parts.month}-${parts.day}`,
    minutes: Number(parts.hour) * 60 + Number(parts.minute),
  };
}

const minutesOf = (time: ClockTime) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** How far the wall clock in `zone` is ahead of UTC at `instant`, in minutes. */
function offsetAt(instant: number, zone: string): number {
  const clock = wallClock(new Date(instant), zone);
  const wallAsUtc = Date.parse(`${clock.day}T00:00:00Z`) + clock.minutes * MINUTE;
  return Math.round((wallAsUtc - Math.floor(instant / MINUTE) * MINUTE) / MINUTE);
}

/**
 * The instant at which the wall clock in `zone` reads `time` on `day` (as Temporal's "compatible" rule has it): the
 * earlier of two when the clocks pass the time twice, and, when they skip it, the time as far after the jump as it
 * was meant to be before it (02:30 on a night the clocks go from 02:00 to 03:00 is 03:30).
 */
export function dueInstant(day: Day, time: ClockTime, zone: string): Date {
  const wallAsUtc = Date.parse(`${day}T00:00:00Z`) + minutesOf(time) * MINUTE;
  // No zone changes its offset twice in two days: the offsets a day either side are the only candidates.
  const offsetBefore = offsetAt(wallAsUtc - DAY, zone);
  const offsetAfter = offsetAt(wallAsUtc + DAY, zone);
  const matches = [offsetBefore, offsetAfter]
    .map((offset) => wallAsUtc - offset * MINUTE)
    .filter((instant) => {
      const clock = wallClock(new Date(instant), zone);
      return clock.day === day && clock.minutes === minutesOf(time);
    });
  if (matches.length > 0) return new Date(Math.min(...matches));
  return new Date(wallAsUtc - offsetBefore * MINUTE);
}

/** Whether a reminder set for `weekdays` (as `Date.getDay` counts them: 0 Sunday to 6 Saturday) is sent on `day`. */
export const isOnWeekday = (day: Day, weekdays: readonly number[]): boolean => weekdays.includes(dayOfWeek(day));
