import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { JournalEntry, NewEntry, WellnessContent } from '../../../../domain/entry-content';
import { paths } from '../../../config/paths';
import { showToast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api';
import { newEntryId, useCreateEntry, useUpdateEntry } from '../../../entries/api/save-entry';
import { QUEUED_NOTE, useOnQueued } from '../../../entries/hooks/use-queued';

/**
 * Saves the day's check-in: a new one under an id chosen once (a retry never makes a second), or, when the day has
 * one, an update of it made from its version (a 409 says it changed elsewhere). Offline the change is kept on the
 * device and syncs by itself, and the athlete moves on at once. A refusal keeps every answer on screen.
 */
export function useCheckInSave(existing: JournalEntry | null, after: string) {
  const [id] = useState(newEntryId);
  const create = useCreateEntry();
  const update = useUpdateEntry();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);

  function moveOn(description?: string) {
    showToast('success', 'Check-in saved!', { duration: 3000, description });
    navigate(after, { replace: true });
  }
  useOnQueued(create, () => moveOn(QUEUED_NOTE));
  useOnQueued(update, () => moveOn(QUEUED_NOTE));

  function failed(error: Error) {
    if (error instanceof ApiError && error.status === 401) return navigate(paths.signIn);
    setFailure(
      error instanceof ApiError && error.status === 409
        ? 'This check-in changed on another device since you opened it. Your answers are still here: save again to keep them.'
        : 'Failed to save your check-in. Your answers are still here: try again.',
    );
  }

  function save(day: string, content: WellnessContent) {
    setFailure(null);
    const callbacks = { onSuccess: () => moveOn(), onError: failed };
    if (existing) update.mutate({ id: existing.id, content, version: existing.version }, callbacks);
    else create.mutate({ id, type: 'Wellness', day, content } as NewEntry, callbacks);
  }

  return { save, saving: create.isPending || update.isPending, failure };
}
