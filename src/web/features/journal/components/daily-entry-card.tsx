import { useId, useState } from 'react';
import { ChevronDown } from 'lucide-react';
import type { JournalEntry } from '../../../../domain/entry-content';
import { cardRating, entryTimeText, entryTitle } from '../../../../domain/today';
import { RatingPill } from '../../../components/ui/rating-pill';
import { DeleteEntryButton } from './delete-entry-button';
import { EditEntryLink } from './edit-entry-link';
import { EntryAnswers } from '../../../entries/components/entry-answers';
import { useWaitingToSync } from '../../../entries/hooks/use-waiting-to-sync';
import { EntryFacts } from '../../../entries/components/entry-facts';
import { PendingMark } from '../../../entries/components/pending-mark';

/** One entry of the daily journal: title, time, rating, its answers on demand, and delete. */
export function DailyEntryCard({ entry, onDelete }: { entry: JournalEntry; onDelete: (entry: JournalEntry) => void }) {
  const [expanded, setExpanded] = useState(false);
  const titleId = useId();
  const answersId = useId();
  const rating = cardRating(entry);
  const time = entryTimeText(entry);
  const waiting = useWaitingToSync(entry.id);

  return (
    <article aria-labelledby={titleId} className="rounded-card border border-line bg-surface p-4 shadow-sm">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={titleId} className="text-lg font-bold break-words text-ink">
            {entryTitle(entry)}
          </h2>
          {time && <p className="text-sm text-muted">{time}</p>}
          {waiting && <PendingMark />}
          <EntryFacts entry={entry} />
        </div>
        <div className="flex items-center gap-2">
          {rating !== null && <RatingPill rating={rating} />}
          <EditEntryLink entry={entry} />
          <DeleteEntryButton entry={entry} onDelete={() => onDelete(entry)} />
        </div>
      </div>
      <button
        type="button"
        aria-expanded={expanded}
        aria-controls={answersId}
        onClick={() => setExpanded((open) => !open)}
        className="mt-2 inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-brand"
      >
        {expanded ? 'Show less' : 'Show more'}
        <ChevronDown aria-hidden size={16} className={expanded ? 'rotate-180' : ''} />
      </button>
      <div id={answersId} hidden={!expanded} className="mt-3 border-t border-line pt-3">
        {expanded && <EntryAnswers entry={entry} />}
      </div>
    </article>
  );
}
