import { isValidDay, type Day } from '../../../../domain/dates';
import { dayState, readDayState, type DayState } from '../day-state';

/** How the Game journal was opened: for which day, and whether to finish an in-progress entry. */
export interface GameArrival {
  /** The day the entry is saved on; also passed back to /new-activity. */
  day: DayState;
  /** Set when Finish Journal sent the athlete here (completingEntry, phase postgame). */
  completing: { entryId: string | undefined; opposingTeam: string } | null;
}

const isRecord = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null;
const optionalText = (x: unknown): string | undefined => (typeof x === 'string' && x.trim() !== '' ? x : undefined);

/** Reads the router state: Finish Journal's `{ completingEntry, phase, entryDate, ... }` or /new-activity's day. */
export function readGameArrival(state: unknown, today: Day): GameArrival {
  if (isRecord(state) && state.completingEntry === true && state.phase === 'postgame') {
    const day = isValidDay(state.entryDate) ? dayState(state.entryDate) : readDayState(state, today);
    const completing = { entryId: optionalText(state.entryId), opposingTeam: optionalText(state.opposingTeam) ?? '' };
    return { day, completing };
  }
  return { day: readDayState(state, today), completing: null };
}
