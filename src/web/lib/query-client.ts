import { QueryClient } from '@tanstack/react-query';
import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import { del, get, set } from 'idb-keyval';

const CACHE_KEY = 'touchline-query-cache';
/** How long data cached in the browser stays usable offline. */
export const CACHE_MAX_AGE_MS = 1000 * 60 * 60 * 24 * 30;

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

/** Keeps the query cache in IndexedDB so the last data shows when the server cannot be reached. */
export const queryPersister = createAsyncStoragePersister({
  key: CACHE_KEY,
  storage: {
    getItem: (key) => get<string>(key).then((value) => value ?? null),
    setItem: (key, value: string) => set(key, value),
    removeItem: (key) => del(key),
  },
  throttleTime: 500,
});

/** Forgets every cached answer, in memory and in the browser (sign-out, the error panel's resets). */
export async function clearCachedData(): Promise<void> {
  queryClient.clear();
  await del(CACHE_KEY);
}
