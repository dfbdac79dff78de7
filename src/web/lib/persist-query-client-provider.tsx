import { startTransition, useEffect, useRef, useState, type ReactNode } from 'react';
import { IsRestoringProvider, QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import {
  persistQueryClientRestore,
  persistQueryClientSubscribe,
  type PersistQueryClientOptions,
} from '@tanstack/react-query-persist-client';

/**
 * The query library's `PersistQueryClientProvider`, but the end of the restore is a transition: every query on the
 * screen renders again then (they waited for the restore) and subscribes, which starts their requests. Outside a
 * transition React draws that in one task, without yielding (issue 36: 40 ms on a fast machine when /journal opened);
 * in a transition it draws in slices and starts the requests in a task of their own. Otherwise the same: restore
 * once, call `onSuccess` (or `onError`), then save the cache whenever it changes.
 */
export function PersistQueryClientProvider({
  client,
  persistOptions,
  onSuccess,
  onError,
  children,
}: {
  client: QueryClient;
  persistOptions: Omit<PersistQueryClientOptions, 'queryClient'>;
  onSuccess?: () => Promise<unknown> | unknown;
  onError?: () => Promise<unknown> | unknown;
  children: ReactNode;
}) {
  const [isRestoring, setIsRestoring] = useState(true);
  const options = useRef({ persistOptions, onSuccess, onError });
  const restored = useRef(false);
  useEffect(() => {
    options.current = { persistOptions, onSuccess, onError };
  });
  useEffect(() => {
    const persist = { ...options.current.persistOptions, queryClient: client };
    if (!restored.current) {
      restored.current = true;
      persistQueryClientRestore(persist)
        .then(() => options.current.onSuccess?.())
        .catch(() => options.current.onError?.())
        .finally(() => startTransition(() => setIsRestoring(false)));
    }
    return isRestoring ? undefined : persistQueryClientSubscribe(persist);
  }, [client, isRestoring]);
  return (
    <QueryClientProvider client={client}>
      <IsRestoringProvider value={isRestoring}>{children}</IsRestoringProvider>
    </QueryClientProvider>
  );
}
