import { addDays, type Day } from '../dates.js';
import { dueInstant, isOnWeekday, wallClock, type ClockTime } from './schedule.js';

const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6] as const;

/** One reminder's next occasion: the athlete's day it is for and the instant it is due. */
export interface DueOccasion {
  day: Day;
  at: Date;
}

/**
 * The first occasion strictly after `after` of a reminder set for `time` on `weekdays` in `zone`. Called again with
 * the instant an occasion was due, it gives the next one: each day's instant is 23 to 25 hours after the one before,
 * so no day comes twice and none is passed over, across daylight-saving changes too. Null only for no weekdays.
 */
export function nextDue(
  time: ClockTime,
  zone: string,
  after: Date,
  weekdays: readonly number[] = EVERY_DAY,
): DueOccasion | null {
  if (weekdays.length === 0) return null;
  // The athlete's day at `after` may already have passed its time: look from the day before to the week after.
  let day = addDays(wallClock(after, zone).day, -1);
  for (let n = 0; n < 9; n += 1, day = addDays(day, 1)) {
    if (!isOnWeekday(day, weekdays)) continue;
    const at = dueInstant(day, time, zone);
    if (at.getTime() > after.getTime()) return { day, at };
  }
  return null;
}
