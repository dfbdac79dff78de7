import { useState } from 'react';
import { localDay } from '../../../domain/dates';
import { useAuth } from '../../features/auth/auth-context';
import { readGameArrival } from '../../features/flows/game/game-arrival';
import { GameJournal, GameLoadFailed, GameLoading } from '../../features/flows/game/game-journal';
import { useQuestionSet } from '../../features/question-sets/api/question-sets';
import { usePlace, useSearchParams } from '../../lib/navigation';

/**
 * /game-journal: the Game flow (selection, pregame, postgame, notes) for the day in router state (selectedDate from
 * /new-activity), today by default; /game-journal?finish=<id> opens the postgame of that game in progress, and
 * /game-journal?edit=<id> opens that saved game to edit it.
 */
export function Component() {
  const { state } = usePlace();
  const [search] = useSearchParams();
  const userId = useAuth().user?.id ?? null;
  const [today] = useState(() => localDay(new Date()));
  const questions = useQuestionSet('game');

  if (questions.data === undefined) {
    if (questions.isError) {
      return (
        <GameLoadFailed message="Error loading question. Please try again." onRetry={() => void questions.refetch()} />
      );
    }
    return <GameLoading />;
  }
  return (
    <GameJournal arrival={readGameArrival(state, search, today)} questions={questions.data.items} userId={userId} />
  );
}
