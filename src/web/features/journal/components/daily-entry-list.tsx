import { ChevronDown } from 'lucide-react';
import { useQuery } from '@tanstack/react-query';
import type { Day } from '../../../../domain/dates';
import type { JournalEntry } from '../../../../domain/entry-content';
import { inSessionOrder } from '../../../../domain/today';
import { paths } from '../../../config/paths';
import { ButtonLink } from '../../../components/ui/button';
import { LoadError } from '../../../components/ui/form-error';
import { showToast, OUTCOME_TOAST_MS } from '../../../components/ui/toast';
import { dayEntriesQuery } from '../../../entries/api/entries';
import { EntryCard, type EntryCardVariant } from '../../../entries/components/entry-card';
import { EntryComments } from '../../../entries/components/entry-comments';
import { FoldedAnswers, type FoldLook } from '../../../entries/components/folded-answers';
import { EditAndDelete } from './edit-and-delete';
import { dayState } from '../../../entries/navigation/day-state';
import { useDeleteWithUndo } from '../hooks/use-delete-with-undo';
import { useLoadingUnlessOffline } from '../../../hooks/use-offline-view';
import { Skeleton } from '../../../components/ui/skeleton';

/** A day's cards, calm: title, time, one figure and the menu; the rest behind Show more (with a chevron), under a rule. */
const DAY_CARD: EntryCardVariant = {
  frame: 'rounded-card border border-line bg-surface p-4 shadow-sm',
  heading: 'h2',
  named: true,
  layout: 'calm',
  when: 'time',
  titleShrinks: true,
  marks: ['waiting'],
  pill: true,
  side: 'flex shrink-0 items-center gap-1',
};
const DAY_FOLD: FoldLook = {
  toggle: 'mt-2 inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-brand',
  icon: (open) => <ChevronDown aria-hidden size={16} className={open ? 'rotate-180' : ''} />,
  answers: 'mt-3 border-t border-line pt-3',
};

/** The day's entries by type name, then newest first, with the way to add another. */
export function DailyEntryList({ day }: { day: Day }) {
  const query = useQuery(dayEntriesQuery(day));
  const { data, isError } = query;
  const loading = useLoadingUnlessOffline(query);
  const deleteWithUndo = useDeleteWithUndo();

  function requestDelete(entry: JournalEntry) {
    if (!entry.id) {
      showToast('error', 'Error', {
        description: "This entry cannot be deleted because it doesn't have a valid ID.",
        duration: OUTCOME_TOAST_MS,
      });
      return;
    }
    deleteWithUndo(entry);
  }

  if (loading) {
    return <Skeleton label="Loading entries..." shape="cards" count={2} />;
  }

  const entries = inSessionOrder(data ?? []);
  const addLabel = entries.length === 0 ? 'Add Entry' : 'Add Another Entry';

  return (
    // Once a card is deleted, focus goes to the next card, else the previous, else the page's heading (card-focus.ts).
    <section aria-label="Entries" data-card-list="" className="flex flex-col gap-3">
      {isError && <LoadError message="Could not load journal entries for this day." />}
      {entries.length === 0 ? (
        <p className="py-6 text-center text-ink-soft">No journal entries for this day</p>
      ) : (
        entries.map((entry) => (
          <EntryCard
            key={entry.id}
            entry={entry}
            variant={DAY_CARD}
            actions={<EditAndDelete entry={entry} onDelete={() => requestDelete(entry)} />}
          >
            <FoldedAnswers entry={entry} look={DAY_FOLD} />
            <EntryComments entry={entry} />
          </EntryCard>
        ))
      )}
      <ButtonLink to={paths.newActivity} state={dayState(day)} className="w-full">
        {addLabel}
      </ButtonLink>
    </section>
  );
}
