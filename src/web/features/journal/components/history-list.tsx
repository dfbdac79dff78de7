import { useId } from 'react';
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

/** Under a group's heading, a card's title is a level lower. */
const GROUPED_CARD: EntryCardVariant = { ...HISTORY_CARD, heading: 'h3' };

/** Entries under a heading of their own (the Health history's problems); each group keeps its entries' order. */
export interface HistoryGroup {
  title: string;
  entries: JournalEntry[];
}

/**
 * The entries of a history page, newest first (or under `groups`' headings, when given), with its loading, failure
 * and empty states and Load more.
 */
export function HistoryList({
  entries,
  groupsOf,
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
  /** Splits the entries into groups shown under their titles (h2; the cards' titles are then h3). */
  groupsOf?: (entries: readonly JournalEntry[]) => HistoryGroup[];
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
      {groupsOf ? (
        groupsOf(entries).map((group) => (
          <Group key={group.title} group={group} lastMeeting={lastMeeting} onDelete={deleteWithUndo} />
        ))
      ) : (
        <Cards entries={entries} variant={HISTORY_CARD} lastMeeting={lastMeeting} onDelete={deleteWithUndo} />
      )}
      {hasNextPage && (
        <Button variant="secondary" onClick={onLoadMore} disabled={isFetchingNextPage}>
          {isFetchingNextPage ? 'Loading...' : 'Load more'}
        </Button>
      )}
    </>
  );
}

type CardsProps = {
  variant: EntryCardVariant;
  /** A game's last meeting with its opponent, under its card ("Last time vs Rovers: Lost 0-1, rated 5"). */
  lastMeeting?: (entry: JournalEntry) => string | null;
  onDelete: (entry: JournalEntry) => void;
};

/** A group's entries as a region named by its heading ("Hamstring (left)"). */
function Group({ group, ...cards }: { group: HistoryGroup } & Omit<CardsProps, 'variant'>) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-3">
      <h2 id={titleId} className="text-lg font-bold text-ink">
        {group.title}
      </h2>
      <Cards entries={group.entries} variant={GROUPED_CARD} {...cards} />
    </section>
  );
}

function Cards({ entries, variant, lastMeeting, onDelete }: { entries: readonly JournalEntry[] } & CardsProps) {
  return (
    // Once a card is deleted, focus goes to the next card, else the previous, else the page's heading.
    <ul data-card-list="" className="flex flex-col gap-3">
      {entries.map((entry) => (
        <li key={entry.id}>
          <EntryCard
            entry={entry}
            variant={variant}
            actions={<EditAndDelete entry={entry} onDelete={() => onDelete(entry)} />}
          >
            {lastMeeting && <LastMeeting line={lastMeeting(entry)} />}
            <FoldedAnswers entry={entry} look={HISTORY_FOLD} />
            <EntryComments entry={entry} />
          </EntryCard>
        </li>
      ))}
    </ul>
  );
}

function LastMeeting({ line }: { line: string | null }) {
  return line ? <p className="-mt-1 text-sm text-ink-soft">{line}</p> : null;
}
