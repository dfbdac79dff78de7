import { useId, useState } from 'react';
import { Link } from 'react-router';
import { displayDay } from '../../../../domain/dates';
import type { JournalEntry } from '../../../../domain/entry-content';
import { entryTypeSlug } from '../../../../domain/entry-types';
import { cardRating, entryTimeText, entryTitle } from '../../../../domain/today';
import { paths } from '../../../config/paths';
import { RatingPill } from '../../../components/ui/rating-pill';
import { DeleteEntryButton } from './delete-entry-button';
import { EditEntryLink } from './edit-entry-link';
import { EntryAnswers } from '../../../entries/components/entry-answers';
import { useWaitingToSync } from '../../../entries/hooks/use-waiting-to-sync';
import { EntryFacts } from '../../../entries/components/entry-facts';
import { PendingMark } from '../../../entries/components/pending-mark';

/** One completed activity: title, links, date and time; the rating or a hint, or every answer when expanded. */
export function TodayActivityCard({ entry, onDelete }: { entry: JournalEntry; onDelete: () => void }) {
  const [expanded, setExpanded] = useState(false);
  const titleId = useId();
  const detailsId = useId();
  const rating = cardRating(entry);
  const time = entryTimeText(entry);
  const waiting = useWaitingToSync(entry.id);
  return (
    <article aria-labelledby={titleId} className="rounded-card border border-line bg-surface p-4 shadow-sm">
      <div className="flex items-start justify-between gap-2">
        <h3 id={titleId} className="pt-1.5 text-lg font-bold break-words text-ink">
          {entryTitle(entry)}
        </h3>
        <div className="flex shrink-0 items-center">
          <Link
            to={paths.typeHistory(entryTypeSlug(entry.type))}
            className="inline-flex min-h-11 items-center rounded-lg px-2 text-sm font-semibold text-brand underline-offset-4 hover:underline"
          >
            see journal<span className="sr-only"> for {entry.type}</span>
          </Link>
          <EditEntryLink entry={entry} />
          <DeleteEntryButton entry={entry} onDelete={onDelete} />
        </div>
      </div>
      <p className="text-sm text-muted">
        {displayDay(entry.day)}
        {time && <> · {time}</>}
      </p>
      {waiting && <PendingMark />}
      <EntryFacts entry={entry} />
      <div id={detailsId} className="mt-3">
        {expanded ? (
          <>
            <EntryAnswers entry={entry} />
            {rating !== null && <p className="mt-3 font-semibold text-ink">Rating: {rating}/10</p>}
          </>
        ) : rating !== null ? (
          <RatingPill rating={rating} large />
        ) : (
          <p className="text-sm text-muted">Click &quot;Show more&quot; to see details</p>
        )}
      </div>
      <button
        type="button"
        aria-expanded={expanded}
        aria-controls={detailsId}
        onClick={() => setExpanded((open) => !open)}
        className="mt-2 -ml-2 min-h-11 rounded-lg px-2 text-sm font-semibold text-brand"
      >
        {expanded ? 'Show less' : 'Show more'}
      </button>
    </article>
  );
}
