import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { Outlet } from 'react-router';
import { CACHE_MAX_AGE_MS, queryClient, queryPersister } from '../../lib/query-client';

/** Wraps the signed-in screens in the query cache, persisted in the browser for offline reading. */
export function Component() {
  return (
    <PersistQueryClientProvider
      client={queryClient}
      persistOptions={{ persister: queryPersister, maxAge: CACHE_MAX_AGE_MS }}
      // What the browser kept may be older than the server (another device, a save just before a
      // reload): show it at once, but fetch every screen's data afresh.
      onSuccess={() => void queryClient.invalidateQueries()}
    >
      <Outlet />
    </PersistQueryClientProvider>
  );
}
