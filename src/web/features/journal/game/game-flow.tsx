import { useState } from 'react';
import { useNavigate } from 'react-router';
import {
  buildCompletedGameContent,
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
import { isGameInProgress } from '../../../../domain/today';
import { paths } from '../../../app/paths';
import { Screen } from '../../../components/ui/screen';
import { showToast } from '../../../components/ui/toast';
import type { GameEntry } from './api';
import { CompletingBanner } from './completing-banner';
import type { GameArrival } from './game-arrival';
import { GameStepBody } from './game-step-body';
import { SelectionStep } from './selection-step';
import { StepButtons } from './step-buttons';
import { useGameSave, useSignInRedirect } from './use-game-save';
import { usePregameCheck } from './use-pregame-check';

/** The Game journal: the step machine of src/domain/game-flow.ts carried out on screen, one step at a time. */
export function GameFlow({
  arrival,
  questions,
  initialEntry,
  signedIn,
}: {
  arrival: GameArrival;
  questions: readonly QuestionItem[];
  /** The day's in-progress entry (or the one Finish Journal names): prefilled, and updated by the save. */
  initialEntry: GameEntry | null;
  signedIn: boolean;
}) {
  const navigate = useNavigate();
  const pregame = enabledQuestions(questions, 'pregame');
  const postgame = enabledQuestions(questions, 'postgame');
  const [step, setStep] = useState(() => initialGameStep(arrival.completing !== null));
  const [moved, setMoved] = useState(false);
  const [base, setBase] = useState(initialEntry);
  const [draft, setDraft] = useState<GameDraft>(() =>
    initialEntry
      ? draftFromSavedGame(initialEntry.content, pregame)
      : { ...emptyGameDraft(), opposingTeam: arrival.completing?.opposingTeam ?? '' },
  );
  const day = arrival.day.selectedDate;
  const { save, saving } = useGameSave(day, base, signedIn, setBase);
  const pregameCheck = usePregameCheck(day);
  const toSignIn = useSignInRedirect();
  const shape = { pregameQuestions: pregame.length, postgameQuestions: postgame.length, rated: draft.rating !== null };
  const change = (patch: Partial<GameDraft>) => setDraft((current) => ({ ...current, ...patch }));

  function carryOut(outcome: GameFlowOutcome) {
    switch (outcome.type) {
      case 'goto':
        setStep(outcome.step);
        setMoved(true);
        return;
      case 'leave':
        if (outcome.to === 'journal') navigate(paths.journal);
        else navigate(paths.newActivity, { state: arrival.day });
        return;
      case 'save':
        if (outcome.phase === 'pregame') void save('pregame', buildPregameContent(draft, pregame));
        else if (draft.rating !== null)
          void save('postgame', buildCompletedGameContent({ ...draft, rating: draft.rating }, postgame, base?.content));
        return;
      case 'stay':
        if (outcome.reason === 'no-pregame') showToast('error', 'Please complete pre-game questions first');
        return;
    }
  }

  const dispatch = (event: GameFlowEvent) => carryOut(gameFlowTransition(step, event, shape));

  async function choosePostgame() {
    if (!signedIn) return toSignIn('You must be logged in to continue');
    const result = await pregameCheck.check();
    if (!result.ok) return showToast('error', 'Failed to check for pre-game entry. Please try again.');
    const found = result.entry;
    if (found) {
      setBase(found);
      change({ opposingTeam: found.content.opposingTeam ?? '', timeOfDay: found.content.timeOfDay ?? '' });
    }
    dispatch({ type: 'choosePostgame', pregameFound: found !== null });
  }

  const postgameStep = step.name.startsWith('postgame');
  const completing = postgameStep && (arrival.completing !== null || (base !== null && isGameInProgress(base)));

  return (
    <Screen title={gameStepTitle(step)}>
      {completing && <CompletingBanner opposingTeam={draft.opposingTeam} day={day} />}
      {step.name === 'selection' ? (
        <SelectionStep
          checking={pregameCheck.checking}
          onPregame={() => dispatch({ type: 'choosePregame' })}
          onPostgame={() => void choosePostgame()}
          onOtherNotes={() => dispatch({ type: 'chooseOtherNotes' })}
          onBack={() => dispatch({ type: 'back' })}
        />
      ) : (
        <>
          <fieldset disabled={saving} className="flex min-w-0 flex-col gap-4">
            <GameStepBody
              step={step}
              draft={draft}
              pregame={pregame}
              postgame={postgame}
              onChange={change}
              autoFocus={moved}
            />
          </fieldset>
          <StepButtons
            nextLabel={gameNextLabel(step, shape)}
            nextDisabled={step.name === 'postgame-rating' && !shape.rated}
            saving={saving}
            onBack={() => dispatch({ type: 'back' })}
            onNext={() => dispatch({ type: 'next' })}
          />
        </>
      )}
    </Screen>
  );
}
