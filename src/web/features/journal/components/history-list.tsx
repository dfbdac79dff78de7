import { paths } from '../../../config/paths';
import { Button, ButtonLink } from '../../../components/ui/button';
import { LoadError } from '../../../components/ui/form-error';
import type { JournalEntry } from '../../../../domain/entry-content';
import { useDeleteWithUndo } from '../hooks/use-delete-with-undo';
import { EntryCard, type EntryCardVariant } from '../../../entries/components/entry-card';
import { EntryComments } from '../../../entries/components/entry-comments';
import { FoldedAnswers, type FoldLook } from '../../../entries/components/folded-answers';
import { EditAndDelete } from './edit-and-delete';
import { Skeleton } from '../../../components/ui/skeleton';

/** A history's cards, calm: the day (with the year) and time over the one-line title, one figure, the menu. */
const HISTORY_CARD: EntryCardVariant = {
  frame: 'flex flex-col gap-3 rounded-card bg-surface p-4 shadow-sm',
  heading: 'h2',
  named: true,
  layout: 'calm',
  when: 'date-time',
  titleShrinks: true,
  marks: ['in-progress', 'waiting'],
  pill: true,
  side: 'flex shrink-0 items-center gap-1',
};
const HISTORY_FOLD: FoldLook = {
  toggle: '-my-2 min-h-11 self-start rounded-lg text-sm font-semibold text-brand hover:underline',
};

const LOAD_FAILED = 'Error loading journal entries';

/** The entries of a history page, newest first, with its loading, failure and empty states and Load more. */
export function HistoryList({
  entries,
  emptyText,
  isPending,
  isError,
  hasNextPage,
  isFetchingNextPage,
  onLoadMore,
  onRetry,
  lastMeeting,
}: {
  entries: readonly JournalEntry[];
  emptyText: string;
  isPending: boolean;
  isError: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  onLoadMore: () => void;
  onRetry: () => void;
  /** The game history's "Last time vs Rovers: Lost 0-1, rated 5" under a game met before. */
  lastMeeting?: (entry: JournalEntry) => string | null;
}) {
  const deleteWithUndo = useDeleteWithUndo();
  if (isPending) {
    return <Skeleton label="Loading entries..." shape="cards" />;
  }
  if (isError && entries.length === 0) {
    return (
      <div className="flex flex-col items-center gap-4 py-8 text-center">
        <LoadError message={LOAD_FAILED} />
        <Button variant="secondary" onClick={onRetry}>
          Try Again
        </Button>
      </div>
    );
  }
  if (entries.length === 0) {
    return (
      <div className="flex flex-col items-center gap-4 rounded-card bg-surface px-4 py-10 text-center">
        <p className="text-lg font-semibold text-ink">{emptyText}</p>
        <ButtonLink to={paths.newActivity}>Add Entry</ButtonLink>
      </div>
    );
  }
  return (
    <>
      {/* A page after the first did not come: the entries shown stay, and Load more asks again. */}
      {isError && <LoadError message={LOAD_FAILED} />}
      {/* Once a card is deleted, focus goes to the next card, else the previous, else the page's heading. */}
      <ul data-card-list="" className="flex flex-col gap-3">
        {entries.map((entry) => (
          <li key={entry.id}>
            <EntryCard
              entry={entry}
              variant={HISTORY_CARD}
              actions={<EditAndDelete entry={entry} onDelete={() => deleteWithUndo(entry)} />}
            >
              {lastMeeting && <LastMeeting line={lastMeeting(entry)} />}
              <FoldedAnswers entry={entry} look={HISTORY_FOLD} />
              <EntryComments entry={entry} />
            </EntryCard>
          </li>
        ))}
      </ul>
      {hasNextPage && (
        <Button variant="secondary" onClick={onLoadMore} disabled={isFetchingNextPage}>
          {isFetchingNextPage ? 'Loading...' : 'Load more'}
        </Button>
      )}
    </>
  );
}

function LastMeeting({ line }: { line: string | null }) {
  return line ? <p className="-mt-1 text-sm text-ink-soft">{line}</p> : null;
}
