import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Day } from '../../../../domain/dates';
import type { JournalEntry } from '../../../../domain/entry-content';
import { sortForDay } from '../../../../domain/today';
import { paths } from '../../../config/paths';
import { ButtonLink } from '../../../components/ui/button';
import { showToast } from '../../../components/ui/toast';
import { dayEntriesQuery } from '../../../entries/api/entries';
import { DailyEntryCard } from './daily-entry-card';
import { dayState } from '../../../entries/navigation/day-state';
import { useDeleteWithUndo } from '../hooks/use-delete-with-undo';
import { useLoadingUnlessOffline } from '../../../hooks/use-offline-view';

/** The day's entries by type name, then newest first, with the way to add another. */
export function DailyEntryList({ day }: { day: Day }) {
  const query = useQuery(dayEntriesQuery(day));
  const { data, isError, errorUpdatedAt } = query;
  const loading = useLoadingUnlessOffline(query);
  const deleteWithUndo = useDeleteWithUndo();

  useEffect(() => {
    // The id keeps one toast per failure even when the effect runs twice.
    if (isError) showToast('error', 'Could not load journal entries for this day.', { id: `day-load-${day}` });
  }, [isError, errorUpdatedAt, day]);

  function requestDelete(entry: JournalEntry) {
    if (!entry.id) {
      showToast('error', 'Error', {
        description: "This entry cannot be deleted because it doesn't have a valid ID.",
        duration: 3000,
      });
      return;
    }
    deleteWithUndo(entry);
  }

  if (loading) {
    return (
      <p role="status" className="py-8 text-center text-ink-soft">
        Loading entries...
      </p>
    );
  }

  const entries = sortForDay(data ?? []);
  const addLabel = entries.length === 0 ? 'Add Entry' : 'Add Another Entry';

  return (
    <section aria-label="Entries" className="flex flex-col gap-3">
      {entries.length === 0 ? (
        <p className="py-6 text-center text-ink-soft">No journal entries for this day</p>
      ) : (
        entries.map((entry) => <DailyEntryCard key={entry.id} entry={entry} onDelete={requestDelete} />)
      )}
      <ButtonLink to={paths.newActivity} state={dayState(day)} className="w-full">
        {addLabel}
      </ButtonLink>
    </section>
  );
}
