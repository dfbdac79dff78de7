import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import {
  type GameFlowEvent,
  type GameFlowOutcome,
  gameContentForSave,
  gameEditKind,
  gameFlowShape,
  gameFlowTransition,
  gameNextLabel,
  gamePage,
  gamePlan,
  gameQuestionsForEdit,
  gameStepTitle,
  type GameStep,
} from '../../../../domain/game-flow';
import { RATING_REQUIRED } from '../../../../domain/flow-content';
import { minutesError, NO_EFFORT } from '../../../../domain/load';
import { matchProblems, NO_MATCH } from '../../../../domain/match-record';
import { enabledQuestions, type QuestionItem } from '../../../../domain/question-sets';
import { paths } from '../../../config/paths';
import { Screen } from '../../../components/ui/screen';
import { showToast } from '../../../components/ui/toast';
import { findCachedEntry } from '../../../entries/api/entry-cache';
import { readStepByStep } from '../../../lib/step-by-step-preference';
import { DraftOffer } from '../draft-offer';
import { pathAfterSave, startingTimeOfDay } from '../flow-day';
import { EntryFlow } from '../engine/entry-flow';
import { FlowFrame } from '../flow-frame';
import { gameKindScreen } from '../kinds/game-kind';
import type { FlowEdit } from '../flow-config';
import { useEntryDraft } from '../use-entry-draft';
import type { EntrySaveRequest } from '../use-entry-save';
import { asGame, type GameEntry } from './api';
import { ChooseGameStep } from './choose-game-step';
import { CompletingBanner } from './completing-banner';
import type { GameArrival } from './game-arrival';
import { continuedGameDraft, gameFlowStart, gameSaveWords } from './game-draft';
import { SelectionStep } from './selection-step';
import { useGamesInProgress } from './use-games-in-progress';

/**
 * The Game journal: the step machine of src/domain/game-flow.ts carried out on screen. A new game's pregame goes a
 * question at a time; its postgame is one page (`gamePage`) unless the athlete asked for one question at a time. An
 * edit opens a saved game filled in on one page: its pregame (with its postgame, when finished), its postgame or its
 * notes. The save updates `base` (the game being finished or edited, or one chosen on POST-GAME) when there is one,
 * else it records a new game.
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
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const saved = edit?.entry ?? finishing;
  const editing = edit ? gameEditKind(edit.entry.content) : undefined;
  const asked = (section: 'pregame' | 'postgame') =>
    saved && editing ? gameQuestionsForEdit(questions, saved.content, section) : enabledQuestions(questions, section);
  const pregame = asked('pregame');
  const postgame = asked('postgame');
  const day = arrival.day.selectedDate;
  const kept = useEntryDraft('game', { owner: userId, flow: 'game', day, entry: saved }, () =>
    gameFlowStart(saved, editing, [...pregame, ...postgame], startingTimeOfDay(day)),
  );
  const { draft } = kept.state;
  const { step } = kept.state.step;
  const [chosen, setChosen] = useState<GameEntry | null>(null);
  // A Finish shows the game as finished the moment its save starts; the save (and a retry) still update that game.
  const [opened] = useState(saved);
  const base = saved ?? opened ?? chosen;
  const [games, setGames] = useState<GameEntry[]>([]);
  const signedIn = userId !== null;
  const newGame = base === null || editing === 'postgame';
  const inProgress = useGamesInProgress(day);
  const shape = gameFlowShape(draft, { pregame: pregame.length, postgame: postgame.length }, editing);
  // The athlete's choice in Settings, read once: a flow does not change shape while it is being written.
  const [onePage] = useState(() => edit !== undefined || !readStepByStep(userId));
  const page = onePage ? gamePage(step, shape) : null;

  const change = kept.change;
  const goTo = (next: GameStep) => kept.update((current) => ({ ...current, step: { ...current.step, step: next } }));

  /** A new game's postgame finishes `game` (or, null, records a new game). */
  function choose(game: GameEntry | null) {
    setChosen(game);
    kept.update((current) => ({ ...current, step: { ...current.step, baseId: game?.id ?? null } }));
  }

  function continueDraft() {
    kept.continueDraft((restored) => {
      const continued = continuedGameDraft(restored, (id) => asGame(findCachedEntry(queryClient, id)));
      setChosen(continued.chosen);
      return continued.state;
    });
  }

  function discardDraft() {
    setChosen(null);
    kept.discardDraft();
  }

  function toSignIn(message: string) {
    showToast('error', message);
    navigate(paths.signIn);
  }

  /** Carries out `outcome`: moves to a step, leaves, or returns the save to make. */
  function carryOut(outcome: GameFlowOutcome): EntrySaveRequest | void {
    switch (outcome.type) {
      case 'goto':
        return goTo(outcome.step);
      case 'leave':
        if (outcome.to === 'origin' && edit) navigate(edit.exitTo);
        else navigate(paths.newActivity, { state: arrival.day });
        return;
      case 'save': {
        const content = gameContentForSave(outcome.phase, draft, { pregame, postgame }, base?.content, editing);
        if (!content) return;
        return {
          entry: { type: 'Game', day, content },
          base,
          then: edit?.exitTo ?? pathAfterSave(day),
          words: gameSaveWords(outcome.phase, edit !== undefined),
        };
      }
      case 'stay': // held back (see `forward` below); the minutes' problem is the engine's check
        return;
    }
  }

  const dispatch = (event: GameFlowEvent) => void carryOut(gameFlowTransition(step, event, shape));
  const onNext = gameFlowTransition(step, { type: 'next' }, shape);

  async function choosePostgame() {
    if (!signedIn) return toSignIn('You must be logged in to continue');
    const result = await inProgress.check();
    if (!result.ok) return showToast('error', 'Failed to check for games in progress. Please try again.');
    setGames(result.games);
    dispatch({ type: 'choosePostgame', gamesInProgress: result.games.length });
  }

  function chooseGame(game: GameEntry | null) {
    choose(game);
    if (game) change({ opposingTeam: game.content.opposingTeam ?? '', timeOfDay: game.content.timeOfDay ?? '' });
    dispatch({ type: 'chooseGame' });
  }

  const finishingBase = !edit && base !== null && step.name.startsWith('postgame');

  if (step.name === 'selection' || step.name === 'choose-game') {
    return (
      <>
        <DraftOffer savedAt={kept.offer} onContinue={continueDraft} onDiscard={discardDraft} />
        {step.name === 'selection' ? (
          <Screen title={gameStepTitle(step)}>
            <SelectionStep
              notice={notice}
              checking={inProgress.checking}
              onPregame={() => dispatch({ type: 'choosePregame' })}
              onPostgame={() => void choosePostgame()}
              onOtherNotes={() => dispatch({ type: 'chooseOtherNotes' })}
              onBack={() => dispatch({ type: 'back' })}
            />
          </Screen>
        ) : (
          <FlowFrame title={gameStepTitle(step)} onBack={() => dispatch({ type: 'back' })}>
            <ChooseGameStep games={games} onChoose={chooseGame} />
          </FlowFrame>
        )}
      </>
    );
  }

  const context = {
    pregame,
    postgame,
    newGame,
    plan: gamePlan(draft, pregame, base?.content, editing),
    draft,
    change,
    oneAtATime: {
      onSkip: (skipped: 'postgame-match' | 'postgame-effort') => {
        change(skipped === 'postgame-match' ? NO_MATCH : NO_EFFORT);
        dispatch({ type: 'skip' });
      },
    },
  };
  if (page) {
    const shows = (name: GameStep['name']) => page.steps.some((each) => each.name === name);
    const minutes = shows('postgame-effort') ? minutesError(draft.minutes) : null;
    const match = shows('postgame-match') ? matchProblems(draft) : {};
    const rated = !shows('postgame-rating') || draft.rating !== null;
    return (
      <EntryFlow
        title={editing === 'full' ? 'Game Journal' : gameStepTitle(step)}
        kept={kept}
        signedIn={signedIn}
        screens={page.steps.map((each) => gameKindScreen(each, { ...context, oneAtATime: undefined }))}
        check={() => ({
          ...(rated ? {} : { 'postgame.rating': RATING_REQUIRED }),
          ...match,
          ...(minutes === null ? {} : { 'postgame.minutes': minutes }),
        })}
        onForward={() => carryOut({ type: 'save', phase: page.phase })}
        onBack={() => carryOut(edit ? { type: 'leave', to: 'origin' } : { type: 'leave', to: 'new-activity' })}
        onContinueDraft={continueDraft}
        onDiscardDraft={discardDraft}
        banner={finishingBase && <CompletingBanner opposingTeam={base.content.opposingTeam ?? ''} day={base.day} />}
        layout="page"
      />
    );
  }

  const minutes = step.name === 'postgame-effort' ? minutesError(draft.minutes) : null;
  const match = step.name === 'postgame-match' ? matchProblems(draft) : {};
  return (
    <EntryFlow
      title={gameStepTitle(step)}
      kept={kept}
      signedIn={signedIn}
      screens={[gameKindScreen(step, context)]}
      check={() => ({ ...match, ...(minutes === null ? {} : { 'postgame.minutes': minutes }) })}
      forward={{
        label: gameNextLabel(step, shape) ?? 'Next',
        // The forward button is held where it would stay (no rating, no notes); the numbers say why they hold it.
        held: onNext.type === 'stay' && onNext.reason !== 'minutes-invalid' && onNext.reason !== 'match-invalid',
      }}
      onForward={() => carryOut(onNext)}
      onBack={() => dispatch({ type: 'back' })}
      onContinueDraft={continueDraft}
      onDiscardDraft={discardDraft}
      banner={finishingBase && <CompletingBanner opposingTeam={base.content.opposingTeam ?? ''} day={base.day} />}
    />
  );
}
