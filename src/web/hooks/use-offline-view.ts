import { useEffect } from 'react';
import type { FetchStatus } from '@tanstack/react-query';
import { showToast } from '../components/ui/toast';

/** The specification's notice when a view shows what the browser kept (the Today view uses the same words and id). */
const OFFLINE_NOTICE = 'You appear to be offline. Using local data only.';

/** Says once, in a toast, that a view is offline and shows what the browser kept. */
export function useOfflineNotice(offline: boolean): void {
  useEffect(() => {
    if (offline) showToast('info', OFFLINE_NOTICE, { id: 'journal-offline' });
  }, [offline]);
}

/**
 * Whether a view is still loading: only while an answer can come. Offline the view shows what the browser kept
 * (or its empty state when it kept nothing) and says once that it is offline, instead of loading for ever.
 */
export function useLoadingUnlessOffline(query: { isPending: boolean; fetchStatus: FetchStatus }): boolean {
  const offline = query.fetchStatus === 'paused';
  useOfflineNotice(offline);
  return query.isPending && !offline;
}
