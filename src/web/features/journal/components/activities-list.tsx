import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { dayTimestamp } from '../../../../domain/dates';
import { ENTRY_TYPES, type EntryType } from '../../../../domain/entry-types';
import { entryCountText } from '../../../../domain/labels';
import { ApiError } from '../../../lib/api';
import { LoadError } from '../../../components/ui/form-error';
import { showToast } from '../../../components/ui/toast';
import { dayEntriesQuery, useDeleteEntries } from '../../../entries/api/entries';
import { useLoadingUnlessOffline } from '../../../hooks/use-offline-view';
import { ActivitiesRow } from './activities-row';
import { ConfirmEntriesDeletion } from './confirm-entries-deletion';
import type { DayState } from '../../../entries/navigation/day-state';
import { Skeleton } from '../../../components/ui/skeleton';

const TOAST_MS = 3000;

function toastDeleteFailure(error: Error) {
  if (error instanceof ApiError && error.status === 401) {
    showToast('error', 'Not logged in', { description: 'You need to be logged in to delete activities.' });
  } else {
    showToast('error', 'Error', {
      description: 'Failed to delete the activity. Please try again.',
      duration: TOAST_MS,
    });
  }
}

/** Every entry type with how many entries of it the day has, each deletable (all of them that day) when it has one. */
export function ActivitiesList({ day }: { day: DayState }) {
  const query = useQuery(dayEntriesQuery(day.selectedDate));
  const { data, isError } = query;
  const loading = useLoadingUnlessOffline(query);
  const deleteEntries = useDeleteEntries();
  const [toDelete, setToDelete] = useState<EntryType | null>(null);
  const countOf = (type: EntryType) => (data ?? []).filter((entry) => entry.type === type).length;

  function confirm() {
    if (!toDelete) return;
    const type = toDelete;
    deleteEntries.mutate(
      { type, timestamp: dayTimestamp(day.selectedDate) },
      {
        onSuccess: () =>
          showToast('success', `${type} activity deleted`, {
            description: 'The activity has been removed from your journal',
            duration: TOAST_MS,
          }),
        onError: toastDeleteFailure,
        onSettled: () => setToDelete(null),
      },
    );
  }

  return (
    <>
      {isError && <LoadError message="Could not load activities for this day." />}
      {/* The rows are in their places already (without counts): only the words, for screen readers. */}
      {loading && <Skeleton label="Loading activities..." shape="none" />}
      <ul aria-label={`Activities of ${day.displayDate}`} className="flex flex-col gap-3">
        {ENTRY_TYPES.map((type) => (
          <ActivitiesRow
            key={type}
            type={type}
            count={data ? countOf(type) : null}
            busy={deleteEntries.isPending}
            onDelete={setToDelete}
          />
        ))}
      </ul>
      <ConfirmEntriesDeletion
        open={toDelete !== null}
        title="Delete this activity?"
        description={
          toDelete
            ? `This will delete ${entryCountText(countOf(toDelete), toDelete)} of ${day.displayDate}. This action cannot be undone.`
            : ''
        }
        deleting={deleteEntries.isPending}
        onConfirm={confirm}
        onCancel={() => setToDelete(null)}
      />
    </>
  );
}
