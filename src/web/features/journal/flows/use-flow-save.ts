import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { NewEntryInput } from '../../../../domain/entry-content';
import { paths } from '../../../app/paths';
import { showToast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api';
import { newEntryId, useCreateEntry } from '../api/save-entry';
import type { SaveMessages } from './flow-config';

const SAVE_TOAST_MS = 3000;

type Draft = Omit<NewEntryInput, 'id'>;

/**
 * Saves a flow's entry under one id chosen when the draft began, so a retry after a failure can never make a
 * second entry. On failure the athlete stays on the screen with everything typed; on success it moves on.
 */
export function useFlowSave({ signedIn, messages }: { signedIn: boolean; messages: SaveMessages }) {
  const [id] = useState(newEntryId);
  const create = useCreateEntry();
  const navigate = useNavigate();

  function toSignIn() {
    showToast('error', messages.signedOut);
    navigate(paths.signIn);
  }

  function save(entry: Draft, then: string) {
    if (!signedIn) return toSignIn();
    create.mutate({ ...entry, id } as NewEntryInput, {
      onSuccess: () => {
        showToast('success', messages.saved, { duration: SAVE_TOAST_MS });
        // Back from where the athlete lands should not reopen a form that is already saved.
        navigate(then, { replace: true });
      },
      onError: (error) => {
        // The session ended while the athlete was writing.
        if (error instanceof ApiError && error.status === 401) return toSignIn();
        showToast('error', messages.failed);
      },
    });
  }

  return { save, saving: create.isPending };
}
