import { queryOptions } from '@tanstack/react-query';
import type { Day } from '../../../../domain/dates';
import type { GameContent, JournalEntry } from '../../../../domain/entry-content';
import { api, ok } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api';
import { entriesKey } from '../api/entries';

/** A stored Game entry, its content typed as a Game's. */
export type GameEntry = JournalEntry & { type: 'Game'; content: GameContent };

const asGame = (entry: JournalEntry | null): GameEntry | null => (entry?.type === 'Game' ? (entry as GameEntry) : null);

/** One Game entry by id (the one Finish Journal points at); null when it is gone or not a Game. */
export const gameEntryQuery = (id: string) =>
  queryOptions({
    queryKey: [...entriesKey, 'entry', id],
    queryFn: ({ signal }) =>
      ok(api.entries[':id'].$get({ param: { id } }, { init: { signal } })).then(
        (answer) => asGame(answer.entry as JournalEntry),
        (error: unknown) => {
          if (error instanceof ApiError && error.status === 404) return null;
          throw error;
        },
      ),
  });

/** The newest Game entry of a day, or null. */
export const latestGameQuery = (day: Day) =>
  queryOptions({
    queryKey: [...entriesKey, 'latest-game', day],
    queryFn: ({ signal }) =>
      ok(api.entries['latest-game'][':day'].$get({ param: { day } }, { init: { signal } })).then((answer) =>
        asGame(answer.entry as JournalEntry | null),
      ),
  });
