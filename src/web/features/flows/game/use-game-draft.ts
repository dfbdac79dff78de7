import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Day } from '../../../../domain/dates';
import {
  draftFromSavedGame,
  emptyGameDraft,
  firstEditStep,
  initialGameStep,
  type AskedQuestion,
  type GameDraft,
  type GameEditKind,
  type GameStep,
} from '../../../../domain/game-flow';
import { isGameInProgress } from '../../../../domain/today';
import { findCachedEntry } from '../../../entries/api/entry-cache';
import { useFlowDraft, type FlowState } from '../use-flow-draft';
import { asGame, type GameEntry } from './api';

const SELECTION: FlowState<'game'>['step'] = { step: { name: 'selection' }, baseId: null };

/**
 * The Game flow's state, kept on the device as a draft (see useFlowDraft): the step, what was typed, and the game the
 * postgame finishes (`base`: the game a Finish link or an edit names, or one chosen on POST-GAME; null for a new
 * game). A draft that was finishing a chosen game continues it only while that game is still in progress on this
 * device; otherwise it goes on from the selection screen with its words.
 */
export function useGameDraft({
  userId,
  day,
  saved,
  editing,
  asked,
}: {
  userId: string | null;
  day: Day;
  /** The game being finished or edited, if any. */
  saved: GameEntry | null;
  editing: GameEditKind | undefined;
  asked: readonly AskedQuestion[];
}) {
  const queryClient = useQueryClient();
  const place = { owner: userId, flow: 'game', day, entryId: saved?.id ?? null, version: saved?.version ?? null };
  const kept = useFlowDraft('game', place, () => ({
    draft: saved ? draftFromSavedGame(saved.content, asked) : emptyGameDraft(),
    step: { step: editing ? firstEditStep(editing) : initialGameStep(saved !== null), baseId: null },
  }));
  const [chosen, setChosen] = useState<GameEntry | null>(null);
  // A Finish shows the game as finished the moment its save starts; the save (and a retry) still update that game.
  const [opened] = useState(saved);

  function restore(restored: FlowState<'game'>): FlowState<'game'> {
    const { step, baseId } = restored.step;
    if (step.name === 'choose-game') return { ...restored, step: SELECTION };
    if (baseId === null) return restored;
    const game = asGame(findCachedEntry(queryClient, baseId));
    if (game && isGameInProgress(game)) {
      setChosen(game);
      return restored;
    }
    return { ...restored, step: SELECTION };
  }

  return {
    draft: kept.state.draft,
    step: kept.state.step.step,
    base: saved ?? opened ?? chosen,
    offer: kept.offer,
    /** The version of `saved` the draft was typed over (null for a chosen game: its version as chosen). */
    baseVersion: kept.baseVersion,
    followLatest: kept.followLatest,
    forget: kept.forget,
    change(patch: Partial<GameDraft>) {
      kept.update((current) => ({ ...current, draft: { ...current.draft, ...patch } }));
    },
    goTo(step: GameStep) {
      kept.update((current) => ({ ...current, step: { ...current.step, step } }));
    },
    /** A new game's postgame finishes `game` (or, null, records a new game). */
    choose(game: GameEntry | null) {
      setChosen(game);
      kept.update((current) => ({ ...current, step: { ...current.step, baseId: game?.id ?? null } }));
    },
    continueDraft: () => kept.continueDraft(restore),
    discardDraft() {
      setChosen(null);
      kept.discardDraft();
    },
  };
}
