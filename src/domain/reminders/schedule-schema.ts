// The parts of a weekly schedule as the server checks them, shared by an athlete's reminders and a team's report and
// check-in request: a wall-clock time, the weekdays and the IANA zone they are in.
import { z } from 'zod';
import { isClockTime, isTimeZone } from './schedule.js';

const TIME_MESSAGE = 'Give the time as HH:mm, from 00:00 to 23:59';
const WEEKDAYS_MESSAGE = 'Weekdays are distinct whole numbers from 0 (Sunday) to 6 (Saturday)';

export const clockTimeSchema = z.string(TIME_MESSAGE).refine(isClockTime, TIME_MESSAGE);

export const weekdaysSchema = z
  .array(z.number(WEEKDAYS_MESSAGE).int(WEEKDAYS_MESSAGE).min(0, WEEKDAYS_MESSAGE).max(6, WEEKDAYS_MESSAGE), {
    error: WEEKDAYS_MESSAGE,
  })
  .max(7, WEEKDAYS_MESSAGE)
  .refine((days) => new Set(days).size === days.length, WEEKDAYS_MESSAGE)
  // One order whatever the client sent, so a stored setting compares equal to the same choice made again.
  .transform((days) => [...days].sort((a, b) => a - b));

/** A zone, or null while none is chosen. */
export const timeZoneSchema = z
  .string('Give the time zone as an IANA name, e.g. Europe/Madrid')
  .refine(isTimeZone, 'This is not a time zone this server knows (use an IANA name, e.g. Europe/Madrid)')
  .nullable();
