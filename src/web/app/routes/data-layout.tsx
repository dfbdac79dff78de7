import { startTransition, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { IsRestoringProvider, QueryClientProvider } from '@tanstack/react-query';
import {
  persistQueryClientRestore,
  persistQueryClientSave,
  persistQueryClientSubscribe,
  type PersistQueryClientOptions,
} from '@tanstack/react-query-persist-client';
import { SyncStatus } from '../../components/sync-status';
import { GameQuestionsContext } from '../../entries/hooks/game-questions';
import { useAuth } from '../../features/auth/auth-context';
import { useKnownGameQuestions } from '../../features/question-sets/api/question-sets';
import { forgetEarlyAnswers } from '../../lib/api-client';
import { queryClient } from '../../lib/query-client';
import { whenIdle } from '../../lib/when-idle';
import { afterRestore, persistOptionsFor } from '../offline-data';

/** Gives every card the athlete's game questions, so a Game's answers are labelled in the athlete's own words. */
function WithGameQuestions({ children }: { children: ReactNode }) {
  return <GameQuestionsContext value={useKnownGameQuestions()}>{children}</GameQuestionsContext>;
}

/**
 * The query cache, restored from the browser's store before any query runs (`useIsRestoring` is true meanwhile), then
 * kept there: the library's PersistQueryClientProvider, but for two things.
 * - The render once restored, in which every screen's queries start, is a transition: React slices it and yields
 *   between, where the library's is one long task (issue 36, decision 061).
 * - Once restored, the cache is saved at once, then on every change: what arrived while the screens waited (the
 *   calendar asks for its month as its code loads) is kept for offline too, not only what changes later.
 * The cache is restored once for the layout's life, as the library does.
 */
function RestoredQueryCache({
  persistOptions,
  children,
}: {
  persistOptions: Omit<PersistQueryClientOptions, 'queryClient'>;
  children: ReactNode;
}) {
  const [isRestoring, setIsRestoring] = useState(true);
  const restoreStarted = useRef(false);
  useEffect(() => {
    if (restoreStarted.current) return;
    restoreStarted.current = true;
    void persistQueryClientRestore({ ...persistOptions, queryClient })
      .then(afterRestore)
      // A kept cache that cannot be read is dropped by the library, and the screens fetch afresh.
      .catch(() => {})
      .finally(() => {
        startTransition(() => setIsRestoring(false));
        // By the time the browser is idle the first screen has asked for what its code asked for early.
        void whenIdle().then(forgetEarlyAnswers);
      });
  }, [persistOptions]);
  useEffect(() => {
    if (isRestoring) return;
    const options = { ...persistOptions, queryClient };
    void persistQueryClientSave(options);
    return persistQueryClientSubscribe(options);
  }, [persistOptions, isRestoring]);
  return (
    <QueryClientProvider client={queryClient}>
      <IsRestoringProvider value={isRestoring}>{children}</IsRestoringProvider>
    </QueryClientProvider>
  );
}

/** Wraps the signed-in screens in the query cache, persisted in the browser for offline reading and writing. */
export function Component({ children }: { children: ReactNode }) {
  const userId = useAuth().user?.id ?? '';
  const persistOptions = useMemo(() => persistOptionsFor(userId), [userId]);
  return (
    <RestoredQueryCache persistOptions={persistOptions}>
      <SyncStatus />
      <WithGameQuestions>{children}</WithGameQuestions>
    </RestoredQueryCache>
  );
}
