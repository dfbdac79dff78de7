import { useMemo } from 'react';
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { Outlet } from 'react-router';
import { SyncStatus } from '../../components/sync-status';
import { useAuth } from '../../features/auth/auth-context';
import { queryClient } from '../../lib/query-client';
import { afterRestore, persistOptionsFor } from '../offline-data';

/** Wraps the signed-in screens in the query cache, persisted in the browser for offline reading and writing. */
export function Component() {
  const userId = useAuth().user?.id ?? '';
  const persistOptions = useMemo(() => persistOptionsFor(userId), [userId]);
  return (
    <PersistQueryClientProvider client={queryClient} persistOptions={persistOptions} onSuccess={afterRestore}>
      <SyncStatus />
      <Outlet />
    </PersistQueryClientProvider>
  );
}
