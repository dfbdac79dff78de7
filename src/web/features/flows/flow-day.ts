import { formatClockTime, isValidDay, localDay, type Day } from '../../../domain/dates';
import { paths } from '../../config/paths';
import { dayState, readDayState, type DayState } from '../../entries/navigation/day-state';

/** The day a flow saves on. */
export interface FlowDay {
  day: DayState;
}

/** The day of a flow: a valid URL date (rehab), else router state selectedDate, else `today`. */
export function readFlowDay(state: unknown, param: string | undefined, today: Day): FlowDay {
  return { day: isValidDay(param) ? dayState(param) : readDayState(state, today) };
}

/**
 * Where every flow lands once its entry is saved (PRODUCT.md, "One order, one landing"): the day the entry belongs
 * to, that is Today when it is today, else that day's journal.
 */
export function pathAfterSave(day: Day, today: Day = localDay(new Date())): string {
  return day === today ? paths.journal : paths.day(day);
}

/**
 * The time of day a new entry starts with (issue 30: typed by nobody): now ('3:30 PM') when the entry is for today;
 * blank for another day, where now would be a wrong guess that also puts the entry out of its place in the day.
 */
export function startingTimeOfDay(day: Day, now: Date = new Date()): string {
  return day === localDay(now) ? formatClockTime(now) : '';
}
