import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import {
  type GameFlowEvent,
  type GameFlowOutcome,
  gameContentForSave,
  gameEditKind,
  gameFlowShape,
  gameFlowTransition,
  gameNextLabel,
  gamePlan,
  gameQuestionsForEdit,
  gameStepTitle,
} from '../../../../domain/game-flow';
import { minutesError, NO_EFFORT } from '../../../../domain/load';
import { enabledQuestions, type QuestionItem } from '../../../../domain/question-sets';
import { paths } from '../../../config/paths';
import { Screen } from '../../../components/ui/screen';
import { showToast } from '../../../components/ui/toast';
import { focusFirstError } from '../../../lib/focus-first-error';
import { DraftOffer } from '../draft-offer';
import type { FlowEdit } from '../flow-config';
import type { GameEntry } from './api';
import { ChooseGameStep } from './choose-game-step';
import { CompletingBanner } from './completing-banner';
import type { GameArrival } from './game-arrival';
import { GameStepBody } from './game-step-body';
import { SelectionStep } from './selection-step';
import { StepButtons } from './step-buttons';
import { useGameDraft } from './use-game-draft';
import { useGameSave, useSignInRedirect } from './use-game-save';
import { useGamesInProgress } from './use-games-in-progress';

/**
 * The Game journal: the step machine of src/domain/game-flow.ts carried out on screen, one step at a time. An edit
 * opens a saved game filled in, at its pregame (then its postgame, when finished), its postgame or its notes.
 */
export function GameFlow({
  arrival,
  questions,
  finishing,
  notice,
  userId,
  edit,
}: {
  arrival: GameArrival;
  questions: readonly QuestionItem[];
  /** The game in progress a Finish button named: the flow opens at its postgame and the save updates it. */
  finishing: GameEntry | null;
  /** Why a Finish link could not be followed, said above the selection screen. */
  notice: string | null;
  userId: string | null;
  /** The saved game this flow edits. */
  edit?: FlowEdit<'Game'>;
}) {
  const navigate = useNavigate();
  const saved = edit?.entry ?? finishing;
  const editing = edit ? gameEditKind(edit.entry.content) : undefined;
  const asked = (section: 'pregame' | 'postgame') =>
    saved && editing ? gameQuestionsForEdit(questions, saved.content, section) : enabledQuestions(questions, section);
  const pregame = asked('pregame');
  const postgame = asked('postgame');
  const day = arrival.day.selectedDate;
  const kept = useGameDraft({ userId, day, saved, editing, asked: [...pregame, ...postgame] });
  const { draft, step, base, change } = kept;
  const [moved, setMoved] = useState(false);
  // The minutes' problem shows once the athlete has tried to move on with it, and then follows what they type.
  const [tried, setTried] = useState(false);
  const bodyRef = useRef<HTMLFieldSetElement>(null);
  const [games, setGames] = useState<GameEntry[]>([]);
  const signedIn = userId !== null;
  const { save, saving } = useGameSave({ day, base, signedIn, edit, draft: kept });
  const inProgress = useGamesInProgress(day);
  const toSignIn = useSignInRedirect();
  const shape = gameFlowShape(draft, { pregame: pregame.length, postgame: postgame.length }, editing);

  function carryOut(outcome: GameFlowOutcome) {
    switch (outcome.type) {
      case 'goto':
        kept.goTo(outcome.step);
        setMoved(true);
        setTried(false);
        return;
      case 'leave':
        if (outcome.to === 'origin' && edit) navigate(edit.exitTo);
        else navigate(paths.newActivity, { state: arrival.day });
        return;
      case 'save': {
        const content = gameContentForSave(outcome.phase, draft, { pregame, postgame }, base?.content, editing);
        if (content) void save(outcome.phase, content);
        return;
      }
      case 'stay': // the forward button is disabled where it would stay (no rating, no notes), but for minutes
        if (outcome.reason === 'minutes-invalid') {
          setTried(true);
          focusFirstError(bodyRef.current);
        }
        return;
    }
  }

  const dispatch = (event: GameFlowEvent) => carryOut(gameFlowTransition(step, event, shape));
  const onNext = gameFlowTransition(step, { type: 'next' }, shape);

  async function choosePostgame() {
    if (!signedIn) return toSignIn('You must be logged in to continue');
    const result = await inProgress.check();
    if (!result.ok) return showToast('error', 'Failed to check for games in progress. Please try again.');
    setGames(result.games);
    dispatch({ type: 'choosePostgame', gamesInProgress: result.games.length });
  }

  function chooseGame(game: GameEntry | null) {
    kept.choose(game);
    if (game) change({ opposingTeam: game.content.opposingTeam ?? '', timeOfDay: game.content.timeOfDay ?? '' });
    dispatch({ type: 'chooseGame' });
  }

  const finishingBase = !edit && base !== null && step.name.startsWith('postgame');

  return (
    <Screen title={gameStepTitle(step)}>
      <DraftOffer savedAt={kept.offer} onContinue={kept.continueDraft} onDiscard={kept.discardDraft} />
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
          <fieldset ref={bodyRef} disabled={saving} className="flex min-w-0 flex-col gap-4">
            {step.name === 'choose-game' ? (
              <ChooseGameStep games={games} onChoose={chooseGame} />
            ) : (
              <GameStepBody
                step={step}
                draft={draft}
                pregame={pregame}
                postgame={postgame}
                newGame={base === null || editing === 'postgame'}
                plan={gamePlan(draft, pregame, base?.content, editing)}
                minutesError={tried ? (minutesError(draft.minutes) ?? undefined) : undefined}
                onChange={change}
                onSkip={() => {
                  change(NO_EFFORT);
                  dispatch({ type: 'skip' });
                }}
                autoFocus={moved}
              />
            )}
          </fieldset>
          <StepButtons
            nextLabel={gameNextLabel(step, shape)}
            nextDisabled={onNext.type === 'stay' && onNext.reason !== 'minutes-invalid'}
            saving={saving}
            onBack={() => dispatch({ type: 'back' })}
            onNext={() => dispatch({ type: 'next' })}
          />
        </>
      )}
    </Screen>
  );
}
