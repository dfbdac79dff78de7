import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { JournalEntry } from '../../../../domain/entry-content';
import { entryQuery } from '../../../entries/api/entry';
import { findCachedEntry } from '../../../entries/api/entry-cache';

/** Where loading the entry to edit stands; `entry` is null when the athlete has no entry with that id. */
export type EntryToEdit =
  | { status: 'loading' }
  | { status: 'failed' | 'not-on-device'; retry: () => void }
  | { status: 'ready'; entry: JournalEntry | null };

/**
 * Whether the server has answered `query` since the screen opened. An answer the browser kept (restored from its store
 * as the page loads) does not count: it may be older than the server's, its version above all.
 */
export function useAnsweredSinceOpened(query: { dataUpdatedAt: number; errorUpdatedAt: number }): boolean {
  const [openedAt] = useState(Date.now);
  return query.dataUpdatedAt >= openedAt || query.errorUpdatedAt >= openedAt;
}

/**
 * The entry an Edit link names, asked of the server on every visit (its version above all must be current); offline,
 * from any cached view, which holds entries saved offline too. Once answered it stays ready while it refetches (after
 * a conflict), so the flow on screen keeps what the athlete typed.
 */
export function useEntryToEdit(id: string): EntryToEdit {
  const queryClient = useQueryClient();
  const query = useQuery({
    ...entryQuery(id),
    initialData: () => findCachedEntry(queryClient, id),
    initialDataUpdatedAt: 0,
    refetchOnMount: 'always',
  });
  const answered = useAnsweredSinceOpened(query);
  const paused = query.fetchStatus === 'paused';
  const retry = () => void query.refetch();
  if (answered && query.isError && query.data === undefined) return { status: 'failed', retry };
  if (paused && query.data === undefined) return { status: 'not-on-device', retry };
  if (!answered && !paused) return { status: 'loading' };
  return { status: 'ready', entry: query.data ?? null };
}
