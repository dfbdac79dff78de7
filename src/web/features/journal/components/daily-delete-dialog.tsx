import type { JournalEntry } from '../../../../domain/entry-content';
import { entryTitle } from '../../../../domain/today';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { showToast } from '../../../components/ui/toast';
import { useDeleteEntry } from '../api/entries';

const TOAST_MS = 3000;

/** Asks before deleting one entry; the entry leaves the list only once the server confirms. */
export function DailyDeleteDialog({ entry, onClose }: { entry: JournalEntry | null; onClose: () => void }) {
  const deleteEntry = useDeleteEntry();

  function confirm() {
    if (!entry) return;
    deleteEntry.mutate(entry.id, {
      onSuccess: () =>
        showToast('success', `${entry.type} activity deleted`, {
          description: 'The journal entry has been removed',
          duration: TOAST_MS,
        }),
      onError: () =>
        showToast('error', 'Error', {
          description: 'Failed to delete the entry from cloud storage.',
          duration: TOAST_MS,
        }),
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
