import { queryOptions } from '@tanstack/react-query';
import type { JournalEntry } from '../../../domain/entry-content';
import { ApiError } from '../../lib/api';
import { api, ok } from '../../lib/api-client';
import { entriesKey } from './entries';

/**
 * One entry by id (the one a Finish or Edit link names); null when there is none for this athlete: gone, someone
 * else's, or an id that names no entry at all.
 */
export const entryQuery = (id: string) =>
  queryOptions({
    queryKey: [...entriesKey, 'entry', id],
    queryFn: ({ signal }): Promise<JournalEntry | null> =>
      ok(api.entries[':id'].$get({ param: { id } }, { init: { signal } })).then(
        (answer) => answer.entry,
        (error: unknown) => {
          if (error instanceof ApiError && (error.status === 404 || error.status === 422)) return null;
          throw error;
        },
      ),
  });
