import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Day, Month } from '../../../domain/dates';
import type { JournalEntry } from '../../../domain/entry-content';
import type { EntryType } from '../../../domain/entry-types';
import { api, ok } from '../../lib/api-client';

/** Every cached answer about entries sits under this key, so one invalidation refreshes every view. */
export const entriesKey = ['entries'] as const;

/** The Today view gives up waiting for the server after this long (specification section 9). */
export const ENTRY_FETCH_TIMEOUT_MS = 8000;

/**
 * Entries of one day, newest first. Every view keeps entries as `JournalEntry`: the comments each answer carries ride
 * along and are read through `commentsOf` (comment-shape.ts), so an entry made on this device, which has none yet, is
 * an entry all the same.
 */
export const dayEntriesQuery = (day: Day) =>
  queryOptions({
    queryKey: [...entriesKey, 'day', day],
    queryFn: ({ signal }) =>
      ok(
        api.entries.day[':day'].$get(
          { param: { day } },
          { init: { signal: AbortSignal.any([signal, AbortSignal.timeout(ENTRY_FETCH_TIMEOUT_MS)]) } },
        ),
      ).then((answer): JournalEntry[] => answer.entries),
  });

/** Entry count and average rating for every day the month grid shows. */
export const monthSummaryQuery = (month: Month) =>
  queryOptions({
    queryKey: [...entriesKey, 'month', month],
    queryFn: ({ signal }) => ok(api.entries.month[':month'].$get({ param: { month } }, { init: { signal } })),
  });

/** The entries of some days and kinds, oldest first (the printable report). */
export const rangeEntriesQuery = (from: Day, to: Day, types: readonly EntryType[]) =>
  queryOptions({
    queryKey: [...entriesKey, 'range', from, to, types.join(',')],
    queryFn: ({ signal }) =>
      ok(api.entries.range.$get({ query: { from, to, types: types.join(',') } }, { init: { signal } })).then(
        (answer): JournalEntry[] => answer.entries,
      ),
  });

/** A page of a history: its entries, the cursor of the next page (null on the last), how many there are in all. */
export interface HistoryPage {
  entries: JournalEntry[];
  nextCursor: string | null;
  total: number;
}

/** The history of one entry type (or all), newest first, a page at a time. */
export const historyQuery = (type: EntryType | null) =>
  infiniteQueryOptions({
    queryKey: [...entriesKey, 'history', type ?? 'all'],
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }): Promise<HistoryPage> =>
      ok(
        api.entries.history.$get(
          { query: { ...(type ? { type } : {}), ...(pageParam ? { cursor: pageParam } : {}), limit: '30' } },
          { init: { signal } },
        ),
      ),
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });

/** Removes every view's cached entries so they refetch after a change. */
function useRefreshEntries() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: entriesKey });
}

/** Deletes entries of one type (all days), or of one day (by its timestamp), or both. */
export function useDeleteEntries() {
  const refresh = useRefreshEntries();
  return useMutation({
    mutationFn: (filter: { type?: EntryType; timestamp?: string }) => ok(api.entries.$delete({ query: filter })),
    onSuccess: refresh,
  });
}
