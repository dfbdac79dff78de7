import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { QuestionItem } from '../../../../domain/question-sets';
import { isGameInProgress } from '../../../../domain/today';
import { paths } from '../../../app/paths';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Screen } from '../../../components/ui/screen';
import { showToast } from '../../../components/ui/toast';
import { gameEntryQuery, latestGameQuery } from './api';
import type { GameArrival } from './game-arrival';
import { GameFlow } from './game-flow';

/** The Game journal's screen while something it needs is loading. */
export function GameLoading() {
  return (
    <Screen title="GAME JOURNAL">
      <p role="status" className="text-ink-soft">
        Loading...
      </p>
    </Screen>
  );
}

/** The Game journal's screen when what it needs could not be loaded: the reason, Try again and the way out. */
export function GameLoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Screen title="GAME JOURNAL">
      <p role="alert" className="rounded-card bg-danger-soft p-4 text-danger">
        {message}
      </p>
      <Button onClick={onRetry}>Try again</Button>
      <ButtonLink to={paths.journal} variant="secondary">
        Back to journal
      </ButtonLink>
    </Screen>
  );
}

/**
 * Loads the entry the flow starts from (the one Finish Journal names, else the day's in-progress Game, which
 * prefills the pregame) from the server, then opens the flow on it.
 */
export function GameJournal({
  arrival,
  questions,
  signedIn,
}: {
  arrival: GameArrival;
  questions: readonly QuestionItem[];
  signedIn: boolean;
}) {
  const entryId = arrival.completing?.entryId;
  const completing = arrival.completing !== null;
  const query = useQuery({
    ...(entryId ? gameEntryQuery(entryId) : latestGameQuery(arrival.day.selectedDate)),
    // The flow waits for the server's answer (below), so ask for one on every visit, cache fresh or not.
    refetchOnMount: 'always',
  });
  // A cached answer may be old (its version above all): wait for the server's, unless the browser is offline and
  // the cache has one (or the flow can start empty: not when completing, where an empty start would make a new row).
  const answered = query.isFetchedAfterMount;
  const offlineUsable = query.fetchStatus === 'paused' && (query.data !== undefined || !completing);
  const failed = answered && query.isError && query.data === undefined;

  useEffect(() => {
    if (!failed) return;
    const message = completing
      ? 'Failed to fetch pregame data. Please try again.'
      : 'Failed to load your previous entry data';
    showToast('error', message, { id: 'game-load-error' });
  }, [failed, completing]);

  if (!answered && !offlineUsable) return <GameLoading />;
  if (failed && completing) {
    return (
      <GameLoadFailed message="Failed to fetch pregame data. Please try again." onRetry={() => void query.refetch()} />
    );
  }
  const entry = query.data ?? null;
  const initialEntry = entry && (entryId !== undefined || isGameInProgress(entry)) ? entry : null;
  return <GameFlow arrival={arrival} questions={questions} initialEntry={initialEntry} signedIn={signedIn} />;
}
