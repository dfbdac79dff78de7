import { cardRating, entryTitle, isGameInProgress } from '../../../../domain/today';
import { RatingPill } from '../../../components/ui/rating-pill';
import { EntryAnswers } from '../../../entries/components/entry-answers';
import { EntryFacts } from '../../../entries/components/entry-facts';
import type { SharedEntry } from '../use-shared-journal';

/** One entry of a shared journal, read-only: its title, rating and figures, and its answers when they are shared. */
export function SharedEntryCard({ entry, includeNotes }: { entry: SharedEntry; includeNotes: boolean }) {
  const rating = cardRating(entry);
  return (
    <article className="flex flex-col gap-2 rounded-card bg-surface p-4 shadow-sm">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="text-lg font-bold break-words text-ink">
            {entryTitle(entry)}
            {isGameInProgress(entry) && <span className="font-normal text-ink-soft"> (pregame only)</span>}
          </h3>
          <EntryFacts entry={entry} />
        </div>
        {rating !== null && <RatingPill rating={rating} />}
      </div>
      {/* A check-in's items are figures; every other answer is words, shown only when shared. */}
      {(includeNotes || entry.type === 'Wellness') && <EntryAnswers entry={entry} />}
    </article>
  );
}
