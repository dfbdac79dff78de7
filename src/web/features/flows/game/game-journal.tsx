import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { QuestionItem } from '../../../../domain/question-sets';
import { gameName, isGameInProgress } from '../../../../domain/today';
import { paths } from '../../../config/paths';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Screen } from '../../../components/ui/screen';
import { showToast } from '../../../components/ui/toast';
import { findCachedEntry } from '../../../entries/api/entry-cache';
import { dayState } from '../../../entries/navigation/day-state';
import { EditGate } from '../edit/edit-gate';
import { useAnsweredSinceOpened } from '../edit/use-entry-to-edit';
import { gameEntryQuery, type GameEntry } from './api';
import type { GameArrival } from './game-arrival';
import { GameFlow } from './game-flow';
import { Skeleton } from '../../../components/ui/skeleton';

const LOAD_FAILED = 'Failed to fetch pregame data. Please try again.';
const NOT_ON_DEVICE = 'This game is not saved on this device. Connect to the internet and try again.';

/** The Game journal's screen while something it needs is loading. */
export function GameLoading() {
  return (
    <Screen title="Game Journal">
      <Skeleton label="Loading..." shape="form" />
    </Screen>
  );
}

/** The Game journal's screen when what it needs could not be loaded: the reason, Try again and the way out. */
export function GameLoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Screen title="Game Journal">
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

/** Why a Finish link cannot finish its game, or null when it can. */
function finishNotice(game: GameEntry | null): string | null {
  if (game === null) return 'That game could not be found: it may have been deleted. Choose what to journal instead.';
  if (!isGameInProgress(game)) return `That ${gameName(game)} is already finished. Choose what to journal instead.`;
  return null;
}

/**
 * The Game journal: at once when nothing is to be finished or edited, else once the game named by `?finish=` or
 * `?edit=` is loaded.
 */
export function GameJournal(props: {
  arrival: GameArrival;
  questions: readonly QuestionItem[];
  userId: string | null;
}) {
  const { arrival, questions, userId } = props;
  if (arrival.editId !== null) {
    return (
      <EditGate key={arrival.editId} id={arrival.editId} type="Game" title="Game Journal">
        {(edit, flowDay) => (
          <GameFlow
            arrival={{ ...arrival, day: flowDay.day }}
            questions={questions}
            finishing={null}
            notice={null}
            userId={userId}
            edit={edit}
          />
        )}
      </EditGate>
    );
  }
  if (arrival.finishId === null) {
    return <GameFlow arrival={arrival} questions={questions} finishing={null} notice={null} userId={userId} />;
  }
  return <FinishGame {...props} finishId={arrival.finishId} key={arrival.finishId} />;
}

/**
 * Loads the game a Finish button named from the server (offline: from any cached view, which holds games saved
 * offline too), then opens the flow at its postgame; a game that is gone or finished opens the selection screen with
 * a notice instead.
 */
function FinishGame({
  arrival,
  questions,
  userId,
  finishId,
}: {
  arrival: GameArrival;
  questions: readonly QuestionItem[];
  userId: string | null;
  finishId: string;
}) {
  const queryClient = useQueryClient();
  const query = useQuery({
    ...gameEntryQuery(finishId),
    initialData: () => findCachedEntry(queryClient, finishId),
    initialDataUpdatedAt: 0,
    // A cached game may be old (its version above all): wait for the server's answer on every visit.
    refetchOnMount: 'always',
  });
  const answered = useAnsweredSinceOpened(query);
  const paused = query.fetchStatus === 'paused';
  const failed = answered && query.isError && query.data === undefined;

  useEffect(() => {
    if (failed) showToast('error', LOAD_FAILED, { id: 'game-load-error' });
  }, [failed]);

  if (failed) return <GameLoadFailed message={LOAD_FAILED} onRetry={() => void query.refetch()} />;
  if (paused && query.data === undefined) {
    return <GameLoadFailed message={NOT_ON_DEVICE} onRetry={() => void query.refetch()} />;
  }
  if (!answered && !paused) return <GameLoading />;
  const game = query.data ?? null;
  const notice = finishNotice(game);
  return (
    <GameFlow
      arrival={notice === null && game ? { ...arrival, day: dayState(game.day) } : arrival}
      questions={questions}
      finishing={notice === null ? game : null}
      notice={notice}
      userId={userId}
    />
  );
}
