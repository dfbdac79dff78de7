import {
  draftFromSavedGame,
  emptyGameDraft,
  firstEditStep,
  initialGameStep,
  type AskedQuestion,
  type GameEditKind,
  type GameSavePhase,
} from '../../../../domain/game-flow';
import { isGameInProgress } from '../../../../domain/today';
import { CHANGED_ELSEWHERE, type SaveWords } from '../flow-config';
import type { FlowState } from '../use-entry-draft';
import type { GameEntry } from './api';

/**
 * The Game flow's state as its draft keeps it (see useEntryDraft): the step, what was typed, and the game the postgame
 * finishes (`baseId`: one chosen on POST-GAME; null for a new game, or the game a Finish link or an edit names).
 */
export type GameFlowState = FlowState<'game'>;

const SELECTION: GameFlowState['step'] = { step: { name: 'selection' }, baseId: null };

/**
 * Where the flow starts: the saved game filled in (finishing or editing it), or a new game at the selection, at
 * `timeOfDay` (see startingTimeOfDay).
 */
export function gameFlowStart(
  saved: GameEntry | null,
  editing: GameEditKind | undefined,
  asked: readonly AskedQuestion[],
  timeOfDay: string,
): GameFlowState {
  return {
    draft: saved ? draftFromSavedGame(saved.content, asked) : { ...emptyGameDraft(), timeOfDay },
    step: { step: editing ? firstEditStep(editing) : initialGameStep(saved !== null), baseId: null },
  };
}

/**
 * A continued draft, and the game it goes on finishing: a draft that was finishing a chosen game continues it only
 * while that game is still in progress on this device (`cached` finds it); otherwise it goes on from the selection
 * screen with its words.
 */
export function continuedGameDraft(
  restored: GameFlowState,
  cached: (id: string) => GameEntry | null,
): { state: GameFlowState; chosen: GameEntry | null } {
  const { step, baseId } = restored.step;
  if (step.name === 'choose-game') return { state: { ...restored, step: SELECTION }, chosen: null };
  if (baseId === null) return { state: restored, chosen: null };
  const game = cached(baseId);
  if (game && isGameInProgress(game)) return { state: restored, chosen: game };
  return { state: { ...restored, step: SELECTION }, chosen: null };
}

const SAVED = {
  pregame: 'Pregame journal entry saved!',
  postgame: 'Game journal entry saved!',
  notes: 'Game notes saved!',
} as const satisfies Record<GameSavePhase, string>;

/** What a save of `phase` says; an edit of a saved game says it was updated. */
export const gameSaveWords = (phase: GameSavePhase, editing: boolean): SaveWords => ({
  saved: editing ? 'Game journal entry updated!' : SAVED[phase],
  failed: 'Failed to save entry. Please try again.',
  signedOut: 'You must be logged in to save entries',
  conflict: CHANGED_ELSEWHERE,
});
