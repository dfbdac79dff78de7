import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { NewEntryInput } from '../../../../domain/entry-content';
import { paths } from '../../../app/paths';
import { showToast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api';
import { forgetFailedChange } from '../../../lib/sync-changes';
import { newEntryId, useCreateEntry } from '../api/save-entry';
import { QUEUED_NOTE, useOnQueued } from '../hooks/use-queued';
import type { SaveMessages } from './flow-config';

const SAVE_TOAST_MS = 3000;

type Draft = Omit<NewEntryInput, 'id'>;

/**
 * Saves a flow's entry under one id chosen when the draft began, so a retry after a failure can never make a
 * second entry. On failure the athlete stays on the screen with everything typed; on success it moves on, and
 * so it does offline, where the entry is kept on the device and syncs by itself later.
 */
export function useFlowSave({ signedIn, messages }: { signedIn: boolean; messages: SaveMessages }) {
  const [id] = useState(newEntryId);
  const [destination, setDestination] = useState<string>(paths.journal);
  const create = useCreateEntry();
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  function toSignIn() {
    showToast('error', messages.signedOut);
    navigate(paths.signIn);
  }

  function moveOn(then: string, description?: string) {
    showToast('success', messages.saved, { duration: SAVE_TOAST_MS, description });
    // Back from where the athlete lands should not reopen a form that is already saved.
    navigate(then, { replace: true });
  }

  useOnQueued(create, () => moveOn(destination, QUEUED_NOTE));

  function save(entry: Draft, then: string) {
    if (!signedIn) return toSignIn();
    setDestination(then);
    const variables = { ...entry, id } as NewEntryInput;
    create.mutate(variables, {
      onSuccess: () => moveOn(then),
      onError: (error) => {
        forgetFailedChange(queryClient, variables);
        // The session ended while the athlete was writing.
        if (error instanceof ApiError && error.status === 401) return toSignIn();
        showToast('error', messages.failed);
      },
    });
  }

  return { save, saving: create.isPending };
}
