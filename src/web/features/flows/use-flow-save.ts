import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { NewEntry } from '../../../domain/entry-content';
import { paths } from '../../config/paths';
import { showToast } from '../../components/ui/toast';
import { ApiError } from '../../lib/api';
import { forgetFailedChange } from '../../lib/sync-changes';
import { entryQuery } from '../../entries/api/entry';
import { newEntryId, useCreateEntry, useUpdateEntry } from '../../entries/api/save-entry';
import { QUEUED_NOTE, useOnQueued } from '../../entries/hooks/use-queued';
import { CHANGED_ELSEWHERE, type FlowEdit, type SaveMessages } from './flow-config';
import type { SavedDraft } from './use-flow-draft';

const SAVE_TOAST_MS = 3000;

/** A new entry as a flow makes it; its id is the save's own. */
type FlowEntry = NewEntry extends infer E ? (E extends NewEntry ? Omit<E, 'id'> : never) : never;

/**
 * Saves a flow's entry: a new one under one id chosen when the draft began, so a retry after a failure can never make
 * a second entry; or, editing, the update of the saved entry made from the version the draft was typed over. On
 * failure the athlete stays on the screen with everything typed (after a conflict the draft follows the entry's new
 * version, so saving again can succeed); on success it moves on, and so it does offline, where the change is kept on
 * the device and syncs by itself later. The draft is forgotten once the entry is saved (or kept to sync).
 */
export function useFlowSave({
  signedIn,
  messages,
  edit,
  draft,
}: {
  signedIn: boolean;
  messages: SaveMessages;
  edit?: FlowEdit;
  draft: SavedDraft;
}) {
  const [id] = useState(newEntryId);
  const [destination, setDestination] = useState<string>(paths.journal);
  const create = useCreateEntry();
  const update = useUpdateEntry();
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  function toSignIn() {
    showToast('error', messages.signedOut);
    navigate(paths.signIn);
  }

  function moveOn(then: string, description?: string) {
    draft.forget();
    showToast('success', edit ? messages.updated : messages.saved, { duration: SAVE_TOAST_MS, description });
    // Back from where the athlete lands should not reopen a form that is already saved.
    navigate(then, { replace: true });
  }

  useOnQueued(
    { isPaused: create.isPaused || update.isPaused, failureReason: create.failureReason ?? update.failureReason },
    () => moveOn(destination, QUEUED_NOTE),
  );

  function failed(error: Error, variables: unknown) {
    forgetFailedChange(queryClient, variables);
    // The session ended while the athlete was writing.
    if (error instanceof ApiError && error.status === 401) return toSignIn();
    if (edit && error instanceof ApiError && error.status === 409) {
      showToast('error', CHANGED_ELSEWHERE);
      draft.followLatest();
      void queryClient.invalidateQueries({ queryKey: entryQuery(edit.entry.id).queryKey });
      return;
    }
    showToast('error', messages.failed);
  }

  function save(entry: FlowEntry, then: string) {
    if (!signedIn) return toSignIn();
    setDestination(then);
    const callbacks = { onSuccess: () => moveOn(then), onError: failed };
    if (edit) {
      const version = draft.baseVersion ?? edit.entry.version;
      update.mutate({ id: edit.entry.id, content: entry.content, version }, callbacks);
    } else {
      create.mutate({ ...entry, id }, callbacks);
    }
  }

  return { save, saving: create.isPending || update.isPending };
}
