import type { Day } from '../../../../domain/dates';
import { readDayState, type DayState } from '../../../entries/navigation/day-state';
import { readEditId } from '../../../entries/navigation/edit-arrival';

/** How the Game journal was opened: for which day, and which game in progress to finish, if any. */
export interface GameArrival {
  /** The day a new entry is saved on; also passed back to /new-activity. */
  day: DayState;
  /** The id in `?finish=`: a Finish button sent the athlete to that game's postgame. */
  finishId: string | null;
  /** The id in `?edit=`: an Edit link sent the athlete to edit that saved game. */
  editId: string | null;
}

/**
 * Reads /new-activity's day from the router state, the game to finish from the URL's `finish` parameter and the game
 * to edit from its `edit` parameter.
 */
export function readGameArrival(state: unknown, search: URLSearchParams, today: Day): GameArrival {
  const finishId = search.get('finish')?.trim() ?? '';
  return { day: readDayState(state, today), finishId: finishId === '' ? null : finishId, editId: readEditId(search) };
}
