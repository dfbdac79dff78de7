import { useState } from 'react';
import type { EntryType } from '../../../../domain/entry-types';
import { entryCountText, entryKindWords } from '../../../../domain/labels';
import { Button } from '../../../components/ui/button';
import { showToast, OUTCOME_TOAST_MS } from '../../../components/ui/toast';
import { useDeleteEntries } from '../../../entries/api/entries';
import { ConfirmEntriesDeletion } from './confirm-entries-deletion';

/**
 * The one way to delete a whole history: an explicit button on that type's history page, and a question that says
 * how many entries go. `total` is the server's count (unknown in a history kept from an older version).
 */
export function DeleteAllOfType({ type, total }: { type: EntryType; total: number | undefined }) {
  const [asking, setAsking] = useState(false);
  const kind = entryKindWords(type);
  const deleteEntries = useDeleteEntries();

  function confirm() {
    deleteEntries.mutate(
      { type },
      {
        onSuccess: ({ deleted }) =>
          showToast('success', `Deleted all ${kind} journal entries`, {
            description: `${entryCountText(deleted, type)} deleted.`,
            duration: OUTCOME_TOAST_MS,
          }),
        onError: () =>
          showToast('error', 'Failed to delete entries', {
            description: 'An error occurred while deleting entries. Nothing was deleted.',
            duration: OUTCOME_TOAST_MS,
          }),
        onSettled: () => setAsking(false),
      },
    );
  }

  return (
    <>
      <Button variant="danger" onClick={() => setAsking(true)}>
        Delete all {kind} entries
      </Button>
      <ConfirmEntriesDeletion
        open={asking}
        title={`Delete all ${kind} entries?`}
        description={`This will delete ${
          total === undefined ? `all your ${kind} entries` : entryCountText(total, type)
        }, from every day. This action cannot be undone.`}
        deleting={deleteEntries.isPending}
        onConfirm={confirm}
        onCancel={() => setAsking(false)}
      />
    </>
  );
}
