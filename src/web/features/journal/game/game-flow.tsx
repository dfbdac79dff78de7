import { useState } from 'react';
import { useNavigate } from 'react-router';
import {
  buildCompletedGameContent,
  buildNotesContent,
  buildPregameContent,
  draftFromSavedGame,
  emptyGameDraft,
  type GameDraft,
  type GameFlowEvent,
  type GameFlowOutcome,
  gameFlowTransition,
  gameNextLabel,
  gameStepTitle,
  initialGameStep,
} from '../../../../domain/game-flow';
import { enabledQuestions, type QuestionItem } from '../../../../domain/question-sets';
import { paths } from '../../../app/paths';
import { Screen } from '../../../components/ui/screen';
import { showToast } from '../../../components/ui/toast';
import type { GameEntry } from './api';
import { ChooseGameStep } from './choose-game-step';
import { CompletingBanner } from './completing-banner';
import type { GameArrival } from './game-arrival';
import { GameStepBody } from './game-step-body';
import { SelectionStep } from './selection-step';
import { StepButtons } from './step-buttons';
import { useGameSave, useSignInRedirect } from './use-game-save';
import { useGamesInProgress } from './use-games-in-progress';

/** The Game journal: the step machine of src/domain/game-flow.ts carried out on screen, one step at a time. */
export function GameFlow({
  arrival,
  questions,
  finishing,
  notice,
  signedIn,
}: {
  arrival: GameArrival;
  questions: readonly QuestionItem[];
  /** The game in progress a Finish button named: the flow opens at its postgame and the save updates it. */
  finishing: GameEntry | null;
  /** Why a Finish link could not be followed, said above the selection screen. */
  notice: string | null;
  signedIn: boolean;
}) {
  const navigate = useNavigate();
  const pregame = enabledQuestions(questions, 'pregame');
  const postgame = enabledQuestions(questions, 'postgame');
  const [step, setStep] = useState(() => initialGameStep(finishing !== null));
  const [moved, setMoved] = useState(false);
  // The game the postgame finishes (null: the save makes a new game) and the games POST-GAME offered to finish.
  const [base, setBase] = useState(finishing);
  const [games, setGames] = useState<GameEntry[]>([]);
  const [draft, setDraft] = useState<GameDraft>(() =>
    finishing ? draftFromSavedGame(finishing.content, pregame) : emptyGameDraft(),
  );
  const day = arrival.day.selectedDate;
  const { save, saving } = useGameSave(day, base, signedIn, setBase);
  const inProgress = useGamesInProgress(day);
  const toSignIn = useSignInRedirect();
  const shape = {
    pregameQuestions: pregame.length,
    postgameQuestions: postgame.length,
    rated: draft.rating !== null,
    noted: draft.notes.trim() !== '',
  };
  const change = (patch: Partial<GameDraft>) => setDraft((current) => ({ ...current, ...patch }));

  function carryOut(outcome: GameFlowOutcome) {
    switch (outcome.type) {
      case 'goto':
        setStep(outcome.step);
        setMoved(true);
        return;
      case 'leave':
        navigate(paths.newActivity, { state: arrival.day });
        return;
      case 'save':
        if (outcome.phase === 'pregame') void save('pregame', buildPregameContent(draft, pregame));
        else if (outcome.phase === 'notes') void save('notes', buildNotesContent(draft));
        else if (draft.rating !== null)
          void save('postgame', buildCompletedGameContent({ ...draft, rating: draft.rating }, postgame, base?.content));
        return;
      case 'stay': // the forward button is disabled where it would stay (no rating, no notes)
        return;
    }
  }

  const dispatch = (event: GameFlowEvent) => carryOut(gameFlowTransition(step, event, shape));

  async function choosePostgame() {
    if (!signedIn) return toSignIn('You must be logged in to continue');
    const result = await inProgress.check();
    if (!result.ok) return showToast('error', 'Failed to check for games in progress. Please try again.');
    setGames(result.games);
    dispatch({ type: 'choosePostgame', gamesInProgress: result.games.length });
  }

  function chooseGame(game: GameEntry | null) {
    setBase(game);
    if (game) change({ opposingTeam: game.content.opposingTeam ?? '', timeOfDay: game.content.timeOfDay ?? '' });
    dispatch({ type: 'chooseGame' });
  }

  const finishingBase = base !== null && step.name.startsWith('postgame');

  return (
    <Screen title={gameStepTitle(step)}>
      {finishingBase && <CompletingBanner opposingTeam={base.content.opposingTeam ?? ''} day={base.day} />}
      {step.name === 'selection' ? (
        <SelectionStep
          notice={notice}
          checking={inProgress.checking}
          onPregame={() => dispatch({ type: 'choosePregame' })}
          onPostgame={() => void choosePostgame()}
          onOtherNotes={() => dispatch({ type: 'chooseOtherNotes' })}
          onBack={() => dispatch({ type: 'back' })}
        />
      ) : (
        <>
          <fieldset disabled={saving} className="flex min-w-0 flex-col gap-4">
            {step.name === 'choose-game' ? (
              <ChooseGameStep games={games} onChoose={chooseGame} />
            ) : (
              <GameStepBody
                step={step}
                draft={draft}
                pregame={pregame}
                postgame={postgame}
                newGame={base === null}
                onChange={change}
                autoFocus={moved}
              />
            )}
          </fieldset>
          <StepButtons
            nextLabel={gameNextLabel(step, shape)}
            nextDisabled={gameFlowTransition(step, { type: 'next' }, shape).type === 'stay'}
            saving={saving}
            onBack={() => dispatch({ type: 'back' })}
            onNext={() => dispatch({ type: 'next' })}
          />
        </>
      )}
    </Screen>
  );
}
