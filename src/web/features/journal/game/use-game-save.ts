import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { Day } from '../../../../domain/dates';
import type { GameContent } from '../../../../domain/entry-content';
import { paths } from '../../../app/paths';
import { showToast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api';
import { newEntryId, useCreateEntry, useUpdateEntry } from '../api/save-entry';
import { gameEntryQuery, type GameEntry } from './api';

const SAVED = { pregame: 'Pregame journal entry saved!', postgame: 'Game journal entry saved!' } as const;

/** Sends a signed-out athlete to sign in with the flow's message. */
export function useSignInRedirect() {
  const navigate = useNavigate();
  return (message: string) => {
    showToast('error', message);
    navigate(paths.signIn);
  };
}

/**
 * Saves the Game entry of `day`: updates `base` (the in-progress entry, with its version) when there is one, else
 * inserts a new entry under an id chosen once, so a retried save never makes a second row. Success goes to /journal;
 * a failure keeps the draft on screen. A version conflict refreshes `base` so that trying again can succeed.
 */
export function useGameSave(
  day: Day,
  base: GameEntry | null,
  signedIn: boolean,
  onBaseChange: (base: GameEntry | null) => void,
) {
  const create = useCreateEntry();
  const update = useUpdateEntry();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const toSignIn = useSignInRedirect();
  const [entryId] = useState(newEntryId);

  async function save(phase: 'pregame' | 'postgame', content: GameContent) {
    if (!signedIn) return toSignIn('You must be logged in to save entries');
    try {
      if (base) await update.mutateAsync({ id: base.id, content, version: base.version });
      else await create.mutateAsync({ id: entryId, type: 'Game', day, content });
      showToast('success', SAVED[phase], { duration: 3000 });
      navigate(paths.journal);
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return toSignIn('You must be logged in to save entries');
      showToast('error', 'Failed to save entry. Please try again.');
      if (base && error instanceof ApiError && error.status === 409) {
        onBaseChange(await queryClient.fetchQuery({ ...gameEntryQuery(base.id), staleTime: 0 }).catch(() => base));
      }
    }
  }

  return { save, saving: create.isPending || update.isPending };
}
