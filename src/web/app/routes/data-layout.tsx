import { useMemo, type ReactNode } from 'react';
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { SyncStatus } from '../../components/sync-status';
import { GameQuestionsContext } from '../../entries/hooks/game-questions';
import { useAuth } from '../../features/auth/auth-context';
import { useKnownGameQuestions } from '../../features/question-sets/api/question-sets';
import { queryClient } from '../../lib/query-client';
import { afterRestore, persistOptionsFor } from '../offline-data';

/** Gives every card the athlete's game questions, so a Game's answers are labelled in the athlete's own words. */
function WithGameQuestions({ children }: { children: ReactNode }) {
  return <GameQuestionsContext value={useKnownGameQuestions()}>{children}</GameQuestionsContext>;
}

/** Wraps the signed-in screens in the query cache, persisted in the browser for offline reading and writing. */
export function Component({ children }: { children: ReactNode }) {
  const userId = useAuth().user?.id ?? '';
  const persistOptions = useMemo(() => persistOptionsFor(userId), [userId]);
  return (
    <PersistQueryClientProvider client={queryClient} persistOptions={persistOptions} onSuccess={afterRestore}>
      <SyncStatus />
      <WithGameQuestions>{children}</WithGameQuestions>
    </PersistQueryClientProvider>
  );
}
