import { useQueryClient } from '@tanstack/react-query';
import { displayDay } from '../../../../domain/dates';
import { restoreOf, type JournalEntry } from '../../../../domain/entry-content';
import { entryTitle } from '../../../../domain/today';
import { showToast, showUndoToast, OUTCOME_TOAST_MS } from '../../../components/ui/toast';
import { forgetFailedChange } from '../../../lib/sync-changes';
import { useDeleteEntry } from '../../../entries/api/delete-entry';
import { useCreateEntry } from '../../../entries/api/save-entry';

/**
 * Deletes one entry at once, and offers Undo for ten seconds (longer while the toast is focused or under the pointer:
 * showUndoToast), which saves it again under its own id, with its own
 * content and the time it was first created (so it comes back in its place, not as the newest). Both are changes
 * like any other: offline they wait on the device and sync in order.
 */
export function useDeleteWithUndo(): (entry: JournalEntry) => void {
  const deleteEntry = useDeleteEntry();
  const createEntry = useCreateEntry();
  const queryClient = useQueryClient();

  return (entry) => {
    const deletion = { id: entry.id };
    deleteEntry.mutate(deletion, {
      onError: () => {
        // The server refused (not a lost connection, which waits): the entry is back in the views; say so.
        forgetFailedChange(queryClient, deletion);
        showToast('error', 'Error', {
          description: 'Failed to delete the entry from cloud storage.',
          duration: OUTCOME_TOAST_MS,
        });
      },
    });
    showUndoToast('Entry deleted', {
      id: `deleted-${entry.id}`,
      // Which one, when two toasts show at once.
      description: `${entryTitle(entry)}, ${displayDay(entry.day)}`,
      onUndo: () => createEntry.mutate(restoreOf(entry)),
    });
  };
}
