import { displayDay, isValidDay, type Day } from '../../../domain/dates';
import { isRecord } from '../../../domain/guards';

/** The router state the journal screens pass along: the chosen day and its display text ('March 5'). */
export interface DayState {
  selectedDate: Day;
  displayDate: string;
}

/** The state to pass on for `day`, its display text derived from it. */
export function dayState(day: Day): DayState {
  return { selectedDate: day, displayDate: displayDay(day) };
}

/** The non-blank displayDate of a router state, if it carries one. */
export function stateDisplayDate(state: unknown): string | undefined {
  const text = isRecord(state) ? state.displayDate : undefined;
  return typeof text === 'string' && text.trim() !== '' ? text : undefined;
}

/** The day a screen was sent with; `today` when the state carries no valid selectedDate. */
export function readDayState(state: unknown, today: Day): DayState {
  const selectedDate = isRecord(state) ? state.selectedDate : undefined;
  if (!isValidDay(selectedDate)) return dayState(today);
  return { selectedDate, displayDate: stateDisplayDate(state) ?? displayDay(selectedDate) };
}
