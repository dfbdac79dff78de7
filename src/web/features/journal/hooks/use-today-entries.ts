import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { Day } from '../../../../domain/dates';
import type { JournalEntry } from '../../../../domain/entry-content';
import { showToast } from '../../../components/ui/toast';
import { isNetworkFailure } from '../../../lib/api';
import { dayEntriesQuery } from '../../../entries/api/entries';
import { useTimePassed } from './use-load-timers';

/** How long the Today view waits for its fetch before showing what it has (specification section 9). */
export const FIRST_LOAD_TIMEOUT_MS = 6000;
/** The same, when entries are already cached from an earlier load. */
export const LATER_LOAD_TIMEOUT_MS = 3000;

/**
 * What the Today view can show: still loading, the error panel, or a list (possibly cached, possibly empty; `failed`
 * when the server answered this visit's load with an error, so the list is the one cached before).
 */
export type TodayLoad =
  | { phase: 'loading'; safetyMs: number }
  | { phase: 'failed' }
  | { phase: 'ready'; entries: readonly JournalEntry[]; failed: boolean };

type Notice = 'offline' | 'timeout';

// Fixed ids: a notice shown twice (React's development double effects) stays one toast.
const NOTICES = {
  offline: () => showToast('info', 'You appear to be offline. Using local data only.', { id: 'journal-offline' }),
  timeout: () =>
    showToast('warning', 'Loading took longer than expected. Using local data.', { id: 'journal-timeout' }),
} as const satisfies Record<Notice, () => void>;

/**
 * Today's entries as the Today view loads them. Every visit fetches afresh and waits for that fetch, at most
 * 6 s on the first load and 3 s when entries are cached; then it shows whatever it has. Offline, the cached
 * entries show with a toast saying so; a server error shows the cached entries under a line saying so, or the error
 * panel when nothing is cached.
 */
export function useTodayEntries(today: Day): TodayLoad {
  const query = useQuery({ ...dayEntriesQuery(today), refetchOnMount: 'always' });
  // When this visit's load began, and how long it may take: fixed for the visit.
  const [load] = useState(() => ({
    startedAt: Date.now(),
    safetyMs: query.data === undefined ? FIRST_LOAD_TIMEOUT_MS : LATER_LOAD_TIMEOUT_MS,
  }));

  const failed = query.status === 'error' && query.errorUpdatedAt >= load.startedAt;
  const paused = query.fetchStatus === 'paused'; // the query library waits for the browser to be online
  const settled = paused || failed || query.dataUpdatedAt >= load.startedAt;
  const timedOut = useTimePassed(load.safetyMs, !settled);
  const offline = paused || (failed && isNetworkFailure(query.error));

  const notice: Notice | null = offline ? 'offline' : timedOut && !settled ? 'timeout' : null;
  useEffect(() => {
    if (notice) NOTICES[notice]();
  }, [notice]);

  if (!settled && !timedOut) return { phase: 'loading', safetyMs: load.safetyMs };
  if (query.data !== undefined) return { phase: 'ready', entries: query.data, failed: failed && !offline };
  if (failed && !offline) return { phase: 'failed' };
  return { phase: 'ready', entries: [], failed: false };
}
