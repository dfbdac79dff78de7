import type { Day } from '../dates.js';
import { isGameInProgress } from '../today.js';
import type { EntryType } from '../entry-types.js';
import type { ReminderKind } from './settings.js';

/** The parts of a day's entry that decide whether its reminder is still wanted. */
export interface DayEntry {
  id: string;
  type: EntryType;
  day: Day;
  content: unknown;
  createdAt: string;
}

/** Send it (for a game: the one to finish), or not, and why not. */
export type ReminderDecision = { send: true; gameId: string | null } | { send: false; reason: string };

/**
 * Whether a reminder due for `day` is still worth sending, given that day's entries: the journal reminder only
 * while the day has no entry but its check-in (the check-in is its own reminder), the check-in only until it is
 * made, and "finish your game" only while a game of the day has its pregame and no postgame (the newest such game).
 */
export function reminderStillWanted(kind: ReminderKind, day: Day, entries: readonly DayEntry[]): ReminderDecision {
  const ofDay = entries.filter((entry) => entry.day === day);
  switch (kind) {
    case 'journal':
      return ofDay.some((entry) => entry.type !== 'Wellness')
        ? { send: false, reason: 'already journaled' }
        : { send: true, gameId: null };
    case 'checkIn':
      return ofDay.some((entry) => entry.type === 'Wellness')
        ? { send: false, reason: 'check-in made' }
        : { send: true, gameId: null };
    case 'finishGame': {
      const inProgress = ofDay
        .filter(isGameInProgress)
        .sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : a.id < b.id ? 1 : -1));
      const game = inProgress[0];
      return game ? { send: true, gameId: game.id } : { send: false, reason: 'no game to finish' };
    }
  }
}
