import { useId, useState } from 'react';
import { displayDayWithYear } from '../../../../domain/dates';
import type { JournalEntry } from '../../../../domain/entry-content';
import { cardRating, entryTimeText, entryTitle, isGameInProgress } from '../../../../domain/today';
import { RatingPill } from '../../../components/ui/rating-pill';
import { DeleteEntryButton } from './delete-entry-button';
import { EditEntryLink } from './edit-entry-link';
import { EntryAnswers } from '../../../entries/components/entry-answers';
import { useWaitingToSync } from '../../../entries/hooks/use-waiting-to-sync';
import { EntryFacts } from '../../../entries/components/entry-facts';
import { PendingMark } from '../../../entries/components/pending-mark';

/** One past entry: its date, title, time and rating, its answers behind Show more, and delete. */
export function HistoryEntryCard({ entry, onDelete }: { entry: JournalEntry; onDelete: () => void }) {
  const [expanded, setExpanded] = useState(false);
  const titleId = useId();
  const answersId = useId();
  const rating = cardRating(entry);
  const time = entryTimeText(entry);
  const waiting = useWaitingToSync(entry.id);
  return (
    <article aria-labelledby={titleId} className="flex flex-col gap-3 rounded-card bg-surface p-4 shadow-sm">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-sm font-semibold text-ink-soft">
            <time dateTime={entry.day}>{displayDayWithYear(entry.day)}</time>
            {time && <span> · {time}</span>}
          </p>
          <h2 id={titleId} className="text-lg font-bold break-words text-ink">
            {entryTitle(entry)}
            {isGameInProgress(entry) && <span className="font-normal text-ink-soft"> (pregame only)</span>}
          </h2>
          {waiting && <PendingMark />}
          <EntryFacts entry={entry} />
        </div>
        <div className="flex shrink-0 items-center gap-1">
          {rating !== null && <RatingPill rating={rating} />}
          <EditEntryLink entry={entry} />
          <DeleteEntryButton entry={entry} onDelete={onDelete} />
        </div>
      </div>
      <button
        type="button"
        aria-expanded={expanded}
        aria-controls={answersId}
        onClick={() => setExpanded((open) => !open)}
        className="-my-2 min-h-11 self-start rounded-lg text-sm font-semibold text-brand hover:underline"
      >
        {expanded ? 'Show less' : 'Show more'}
      </button>
      <div id={answersId} hidden={!expanded}>
        {expanded && <EntryAnswers entry={entry} />}
      </div>
    </article>
  );
}
