import { isValidDay, type Day } from '../../../domain/dates';
import { paths } from '../../config/paths';
import { dayState, readDayState, type DayState } from '../../entries/navigation/day-state';
import type { AfterSave } from './flow-config';

/** The day a flow saves on, and whether the athlete chose it (URL or router state) rather than it defaulting. */
export interface FlowDay {
  day: DayState;
  chosen: boolean;
}

const hasStateDay = (state: unknown): boolean =>
  typeof state === 'object' && state !== null && isValidDay((state as { selectedDate?: unknown }).selectedDate);

/** The day of a flow: a valid URL date (rehab), else router state selectedDate, else `today`. */
export function readFlowDay(state: unknown, param: string | undefined, today: Day): FlowDay {
  if (isValidDay(param)) return { day: dayState(param), chosen: true };
  return { day: readDayState(state, today), chosen: hasStateDay(state) };
}

/** Where to go after a save: the Today view, or the daily view of the entry's day. */
export function pathAfterSave(rule: AfterSave, { day, chosen }: FlowDay): string {
  if (rule === 'day' || (rule === 'day-if-chosen' && chosen)) return paths.day(day.selectedDate);
  return paths.journal;
}
