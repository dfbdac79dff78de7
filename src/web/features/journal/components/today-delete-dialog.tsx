import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { showToast } from '../../../components/ui/toast';
import type { EntryType } from '../../../../domain/entry-types';
import { useDeleteEntries } from '../api/entries';

/** Asks before deleting every entry of `type` (all days); open while `type` is set. */
export function TodayDeleteDialog({
  type,
  onClose,
  onDeleted,
}: {
  type: EntryType | null;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const deleteEntries = useDeleteEntries();

  function confirm() {
    if (!type) return;
    deleteEntries.mutate(
      { type },
      {
        onSuccess: () => {
          showToast('success', `Deleted all ${type} journal entries`, { duration: 3000 });
          onDeleted();
        },
        onError: () => showToast('error', 'Failed to delete entries', { duration: 3000 }),
        onSettled: onClose,
      },
    );
  }

  return (
    <ConfirmDialog
      open={type !== null}
      title="Are you sure?"
      description={`This will delete all your ${type ?? ''} journal entries. This action cannot be undone.`}
      confirmLabel="Delete"
      busy={deleteEntries.isPending}
      onConfirm={confirm}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    />
  );
}
