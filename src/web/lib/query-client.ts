import {
  QueryClient,
  type QueryFunction,
  type QueryFunctionContext,
  type QueryKey,
  type SkipToken,
} from '@tanstack/react-query';
import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import type { PersistedClient, Persister } from '@tanstack/react-query-persist-client';
import { del, get, set } from 'idb-keyval';
import { isNetworkFailure } from './api';
import { askEarly, forgetEarlyAnswers } from './api-client';
import { followConnection } from './connection';
import { clearDrafts } from './drafts';
import { readPersistedClient, type RestoreRules } from './restored-cache';

const CACHE_KEY = 'touchline-query-cache';
/** How long data cached in the browser stays usable offline. */
export const CACHE_MAX_AGE_MS = 1000 * 60 * 60 * 24 * 30;

/**
 * How every change that must reach the server (entries, question sets) runs. One scope: one at a time, in the order
 * the athlete made them, so a create always lands before the update or delete of the same entry. A change that
 * got no answer is tried again (with growing pauses, up to 30 s) until it gets one; a change the server refused
 * stays (gcTime Infinity) until the athlete has seen it.
 */
export const SYNC_SCOPE = { id: 'touchline-sync' } as const;
export const SYNC_CHANGE_OPTIONS = {
  scope: SYNC_SCOPE,
  retry: (_failures: number, error: Error) => isNetworkFailure(error),
  retryDelay: (failures: number) => Math.min(1000 * 2 ** failures, 30_000),
  gcTime: Infinity,
};

followConnection();

/**
 * One retry, 30 s stale time. Answers no screen uses stay in memory (gcTime Infinity) so they can be
 * persisted for offline use; a finite gcTime this long would overflow the browser's timer and drop
 * them at once.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: 1, staleTime: 30_000, gcTime: Infinity },
  },
});

/**
 * Whether memory already holds what the browser kept. The signed-in screens restore the kept cache each time they
 * mount; restoring twice in one page would add every waiting change a second time.
 */
let restoredThisPage = false;

/** The query cache and the changes waiting to sync, kept in IndexedDB, read back (once a page) through `rules`. */
export function createQueryPersister(rules: RestoreRules): Persister {
  const persister = createAsyncStoragePersister({
    key: CACHE_KEY,
    storage: {
      getItem: (key) => get<unknown>(key).then((value) => (value === undefined ? null : String(value))),
      setItem: (key, value: string) => set(key, value),
      removeItem: (key) => del(key),
    },
    serialize: (client) => JSON.stringify(asLastAnswers(client)),
    deserialize: (text) => readPersistedClient(text, rules),
    // Written as soon as anything changes (writes never overlap; a burst of changes makes one write): an entry
    // saved offline must be in the browser before the athlete can close the app.
    throttleTime: 0,
  });
  return {
    ...persister,
    restoreClient: async () => {
      if (restoredThisPage) return undefined;
      restoredThisPage = true;
      return persister.restoreClient();
    },
  };
}

/**
 * The kept cache with each query whose last refresh failed kept as the answer it still holds: read back, it is that
 * answer, as it was before the failure (whose error would not survive being written as text).
 */
function asLastAnswers(client: PersistedClient): PersistedClient {
  const queries = client.clientState.queries.map((query) =>
    query.state.status === 'error'
      ? {
          ...query,
          state: {
            ...query.state,
            status: 'success' as const,
            error: null,
            fetchFailureCount: 0,
            fetchFailureReason: null,
          },
        }
      : query,
  );
  return { ...client, clientState: { ...client.clientState, queries } };
}

/**
 * Asks now (`askEarly`) for what the query of `options` asks for once the kept cache is back: for a page's first
 * screen, from its code as it loads, a round trip before its queries can start (decision 063). Not a prefetch: a
 * query fetching before the restore falls back, when that fetch is cancelled (its screen closed offline), to its state
 * from before the restore, and loses what the browser kept for it.
 */
export function askEarlyFor<TKey extends QueryKey, TPageParam = never>(options: {
  queryKey: TKey;
  queryFn?: QueryFunction<unknown, TKey, TPageParam> | SkipToken;
  initialPageParam?: TPageParam;
}): void {
  const { queryFn, queryKey, initialPageParam } = options;
  if (typeof queryFn !== 'function') return;
  const signal = new AbortController().signal;
  const context = {
    client: queryClient,
    queryKey,
    signal,
    meta: undefined,
    pageParam: initialPageParam,
    direction: 'forward',
  };
  askEarly(() => queryFn(context as QueryFunctionContext<TKey, TPageParam>));
}

/** Empties the cache in memory (before another athlete's session); the next signed-in screen restores afresh. */
export function forgetCacheInMemory(): void {
  queryClient.clear();
  forgetEarlyAnswers();
  restoredThisPage = false;
}

/**
 * Forgets every cached answer, waiting change and draft, in memory and in the browser (sign-out, the error panel's
 * resets).
 */
export async function clearCachedData(): Promise<void> {
  forgetCacheInMemory();
  clearDrafts();
  await del(CACHE_KEY);
}
