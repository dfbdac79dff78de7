import { useId, useState, type ReactNode } from 'react';
import type { JournalEntry } from '../../../domain/entry-content';
import { cardRating } from '../../../domain/today';
import { EntryAnswers } from './entry-answers';
import { ShowMore } from './entry-card';
import { EntryFacts } from './entry-facts';

/**
 * Today's card body: the rating stands in the card's chip; without one, a hint, until Show more opens what else the
 * entry records, every answer and the rating. `beside` goes at the end of Show more's row (the journal's link).
 */
export function AnswersUnderRating({
  entry,
  beside,
}: {
  entry: Pick<JournalEntry, 'type' | 'content'>;
  beside?: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  const rating = cardRating(entry);
  return (
    <>
      <div id={detailsId} className={open || rating === null ? 'mt-2' : undefined}>
        {open ? (
          <div className="flex flex-col gap-3">
            <EntryFacts entry={entry} />
            <EntryAnswers entry={entry} />
            {rating !== null && <p className="font-semibold text-ink">Rating: {rating}/10</p>}
          </div>
        ) : (
          rating === null && <p className="text-sm text-muted">Open &quot;Show more&quot; to see details</p>
        )}
      </div>
      <div className="mt-1 -mb-2 flex items-center justify-between gap-2">
        <ShowMore
          open={open}
          onToggle={() => setOpen((wasOpen) => !wasOpen)}
          controls={detailsId}
          className="-ml-2 min-h-11 rounded-lg px-2 text-sm font-semibold text-brand"
        />
        {beside}
      </div>
    </>
  );
}
