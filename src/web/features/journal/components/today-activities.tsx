import { useId } from 'react';
import { Plus } from 'lucide-react';
import { Link } from 'wouter';
import type { JournalEntry } from '../../../../domain/entry-content';
import { paths } from '../../../config/paths';
import { useDeleteWithUndo } from '../hooks/use-delete-with-undo';
import { AnswersUnderRating } from '../../../entries/components/answers-under-rating';
import { EntryCard, type EntryCardVariant } from '../../../entries/components/entry-card';
import { EntryComments } from '../../../entries/components/entry-comments';
import { EditAndDelete } from './edit-and-delete';
import { SeeJournalLink } from './see-journal-link';

/** Today's cards, calm: title, day and time, one figure and the menu; Show more and the journal's link under them. */
const TODAY_CARD: EntryCardVariant = {
  frame: 'rounded-card border border-line bg-surface p-4 shadow-sm',
  heading: 'h3',
  named: true,
  layout: 'calm',
  when: 'day-time',
  titleShrinks: true,
  marks: ['waiting'],
  pill: true,
  side: 'flex shrink-0 items-center gap-1',
};

/** Completed Activities: every entry of today in session order, or the empty state; each entry can be deleted. */
export function TodayActivities({ entries }: { entries: readonly JournalEntry[] }) {
  const headingId = useId();
  const deleteWithUndo = useDeleteWithUndo();
  return (
    // Once a card is deleted, focus goes to the next card, else the previous, else this heading (card-focus.ts).
    <section aria-labelledby={headingId} data-card-list="" className="flex flex-col gap-3">
      <h2 id={headingId} tabIndex={-1} className="text-lg font-bold text-ink">
        Completed Activities
      </h2>
      {entries.length === 0 ? (
        <TodayEmpty />
      ) : (
        <ul className="flex flex-col gap-3">
          {entries.map((entry) => (
            <li key={entry.id}>
              <EntryCard
                entry={entry}
                variant={TODAY_CARD}
                actions={<EditAndDelete entry={entry} onDelete={() => deleteWithUndo(entry)} />}
              >
                <AnswersUnderRating entry={entry} beside={<SeeJournalLink type={entry.type} />} />
                <EntryComments entry={entry} />
              </EntryCard>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function TodayEmpty() {
  return (
    <div className="flex flex-col items-center gap-2 rounded-card border border-dashed border-line bg-surface px-4 py-8 text-center">
      <p className="font-semibold text-ink">No completed activities for today.</p>
      <p className="text-ink-soft">Create a new activity using the + button below.</p>
      <Link
        to={paths.newActivity}
        aria-label="Create a new activity"
        className="mt-2 flex h-14 w-14 items-center justify-center rounded-full bg-brand text-white shadow-md hover:bg-brand-strong"
      >
        <Plus aria-hidden size={28} />
      </Link>
    </div>
  );
}
