import { useId, useState } from 'react';
import type { JournalEntry } from '../../../domain/entry-content';
import { cardRating } from '../../../domain/today';
import { RatingPill } from '../../components/ui/rating-pill';
import { EntryAnswers } from './entry-answers';
import { ShowMore } from './entry-card';

/** A card's rating in large (or where there is none, a hint) until Show more opens every answer and the rating. */
export function AnswersUnderRating({ entry }: { entry: Pick<JournalEntry, 'type' | 'content'> }) {
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  const rating = cardRating(entry);
  return (
    <>
      <div id={detailsId} className="mt-3">
        {open ? (
          <>
            <EntryAnswers entry={entry} />
            {rating !== null && <p className="mt-3 font-semibold text-ink">Rating: {rating}/10</p>}
          </>
        ) : rating !== null ? (
          <RatingPill rating={rating} large />
        ) : (
          <p className="text-sm text-muted">Open &quot;Show more&quot; to see details</p>
        )}
      </div>
      <ShowMore
        open={open}
        onToggle={() => setOpen((wasOpen) => !wasOpen)}
        controls={detailsId}
        className="mt-2 -ml-2 min-h-11 rounded-lg px-2 text-sm font-semibold text-brand"
      />
    </>
  );
}
