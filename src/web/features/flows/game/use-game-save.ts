import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { Day } from '../../../../domain/dates';
import type { GameContent } from '../../../../domain/entry-content';
import type { GameSavePhase } from '../../../../domain/game-flow';
import { paths } from '../../../config/paths';
import { showToast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api';
import { forgetFailedChange } from '../../../lib/sync-changes';
import { entryQuery } from '../../../entries/api/entry';
import { newEntryId, useCreateEntry, useUpdateEntry } from '../../../entries/api/save-entry';
import { CHANGED_ELSEWHERE, type FlowEdit } from '../flow-config';
import type { SavedDraft } from '../use-flow-draft';
import { QUEUED_NOTE, useOnQueued } from '../../../entries/hooks/use-queued';
import type { GameEntry } from './api';

const SAVED = {
  pregame: 'Pregame journal entry saved!',
  postgame: 'Game journal entry saved!',
  notes: 'Game notes saved!',
} as const satisfies Record<GameSavePhase, string>;
const UPDATED = 'Game journal entry updated!';
const SIGN_IN_FIRST = 'You must be logged in to save entries';

/** Sends a signed-out athlete to sign in with the flow's message. */
export function useSignInRedirect() {
  const navigate = useNavigate();
  return (message: string) => {
    showToast('error', message);
    navigate(paths.signIn);
  };
}

/**
 * Saves the Game entry of `day`: updates `base` (the game in progress being finished, or the game being edited, from
 * the version the draft was typed over) when there is one, else inserts a new entry under an id chosen once, so a
 * retried save never makes a second row. Success goes to /journal (an edit: back where the athlete came from), and so
 * does a save made offline (it syncs by itself later); a failure keeps the draft on screen. A version conflict keeps
 * the draft, says so and reloads `base`, and the draft follows its new version, so that trying again can succeed.
 * The draft is forgotten once the entry is saved (or kept to sync).
 */
export function useGameSave({
  day,
  base,
  signedIn,
  edit,
  draft,
}: {
  day: Day;
  base: GameEntry | null;
  signedIn: boolean;
  edit?: FlowEdit;
  draft: SavedDraft;
}) {
  const create = useCreateEntry();
  const update = useUpdateEntry();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const toSignIn = useSignInRedirect();
  const [entryId] = useState(newEntryId);
  const [phase, setPhase] = useState<GameSavePhase>('pregame');

  function moveOn(saved: GameSavePhase, description?: string) {
    draft.forget();
    showToast('success', edit ? UPDATED : SAVED[saved], { duration: 3000, description });
    if (edit) navigate(edit.exitTo, { replace: true });
    else navigate(paths.journal);
  }

  useOnQueued(
    { isPaused: create.isPaused || update.isPaused, failureReason: create.failureReason ?? update.failureReason },
    () => moveOn(phase, QUEUED_NOTE),
  );

  function failed(error: Error, variables: unknown) {
    forgetFailedChange(queryClient, variables);
    if (error instanceof ApiError && error.status === 401) return toSignIn(SIGN_IN_FIRST);
    if (base && error instanceof ApiError && error.status === 409) {
      showToast('error', CHANGED_ELSEWHERE);
      draft.followLatest();
      void queryClient.invalidateQueries({ queryKey: entryQuery(base.id).queryKey });
      return;
    }
    showToast('error', 'Failed to save entry. Please try again.');
  }

  function save(saving: GameSavePhase, content: GameContent) {
    if (!signedIn) return toSignIn(SIGN_IN_FIRST);
    setPhase(saving);
    const callbacks = { onSuccess: () => moveOn(saving), onError: failed };
    if (base) update.mutate({ id: base.id, content, version: draft.baseVersion ?? base.version }, callbacks);
    else create.mutate({ id: entryId, type: 'Game', day, content }, callbacks);
  }

  return { save, saving: create.isPending || update.isPending };
}
