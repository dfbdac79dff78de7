import type { ComponentProps } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';

/**
 * The question before entries are deleted for good. While the deletion runs, Delete reads Deleting... and the
 * dialog stays open (Cancel, Escape and a click beside it do nothing): the caller closes it when the deletion
 * settles, with its outcome in a toast.
 */
export function ConfirmEntriesDeletion({
  deleting,
  onCancel,
  ...question
}: Pick<ComponentProps<typeof ConfirmDialog>, 'open' | 'title' | 'description' | 'onConfirm'> & {
  deleting: boolean;
  onCancel: () => void;
}) {
  return (
    <ConfirmDialog
      {...question}
      confirmLabel={deleting ? 'Deleting...' : 'Delete'}
      busy={deleting}
      onOpenChange={(open) => {
        if (!open && !deleting) onCancel();
      }}
    />
  );
}
