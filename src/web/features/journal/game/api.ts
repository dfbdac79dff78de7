import { queryOptions } from '@tanstack/react-query';
import type { GameContent, JournalEntry } from '../../../../domain/entry-content';
import { api, ok } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api';
import { entriesKey } from '../api/entries';

/** A stored Game entry, its content typed as a Game's. */
export type GameEntry = JournalEntry & { type: 'Game'; content: GameContent };

/** The entry as a Game entry, or null when it is none. */
export const asGame = (entry: JournalEntry | null | undefined): GameEntry | null =>
  entry?.type === 'Game' ? (entry as GameEntry) : null;

/** One Game entry by id (the one a Finish button points at); null when it is gone, someone else's or not a Game. */
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
