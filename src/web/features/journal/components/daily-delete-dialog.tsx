import { useQueryClient } from '@tanstack/react-query';
import type { JournalEntry } from '../../../../domain/entry-content';
import { entryTitle } from '../../../../domain/today';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { showToast } from '../../../components/ui/toast';
import { forgetFailedChange } from '../../../lib/sync-changes';
import { useDeleteEntry } from '../api/delete-entry';
import { QUEUED_NOTE, useOnQueued } from '../hooks/use-queued';

const TOAST_MS = 3000;

/**
 * Asks before deleting one entry. The entry leaves the list at once; a failed delete brings it back. Offline the
 * deletion waits on the device and syncs by itself later.
 */
export function DailyDeleteDialog({ entry, onClose }: { entry: JournalEntry | null; onClose: () => void }) {
  const deleteEntry = useDeleteEntry();
  const queryClient = useQueryClient();

  const deleted = (description: string) => {
    if (entry) showToast('success', `${entry.type} activity deleted`, { description, duration: TOAST_MS });
  };
  useOnQueued(deleteEntry, () => {
    deleted(`The journal entry has been removed. ${QUEUED_NOTE}`);
    deleteEntry.reset();
    onClose();
  });

  function confirm() {
    if (!entry) return;
    const variables = { id: entry.id };
    deleteEntry.mutate(variables, {
      onSuccess: () => deleted('The journal entry has been removed'),
      onError: () => {
        forgetFailedChange(queryClient, variables);
        showToast('error', 'Error', {
          description: 'Failed to delete the entry from cloud storage.',
          duration: TOAST_MS,
        });
      },
      onSettled: onClose,
    });
  }

  return (
    <ConfirmDialog
      open={entry !== null}
      title="Delete this entry?"
      description={entry ? `This will delete this ${entryTitle(entry)} entry. This action cannot be undone.` : ''}
      confirmLabel={deleteEntry.isPending ? 'Deleting...' : 'Delete'}
      busy={deleteEntry.isPending}
      onConfirm={confirm}
      onOpenChange={(open) => {
        if (!open && !deleteEntry.isPending) onClose();
      }}
    />
  );
}
