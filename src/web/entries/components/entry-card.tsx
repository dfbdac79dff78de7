import { useId, type ReactNode } from 'react';
import { displayDay, displayDayWithYear } from '../../../domain/dates';
import type { JournalEntry } from '../../../domain/entry-content';
import { cardRating, entryTimeText, entryTitle, isGameInProgress } from '../../../domain/today';
import { Chip, RatingPill } from '../../components/ui/rating-pill';
import { healthCardFacts } from '../../../domain/availability';
import { loadSummary } from '../../../domain/load';
import { matchLine } from '../../../domain/match-record';
import { wellnessScore } from '../../../domain/wellness';
import { useWaitingToSync } from '../hooks/use-waiting-to-sync';
import { EntryFacts } from './entry-facts';
import { PendingMark } from './pending-mark';

/** What a card reads of an entry: the athlete's own have an id and the time they were written; a shared one neither. */
export type CardEntry = Pick<JournalEntry, 'type' | 'day' | 'content'> &
  Partial<Pick<JournalEntry, 'id' | 'createdAt'>>;

/**
 * How one screen shows its entries' cards: each screen keeps its variant beside its use (docs/ARCHITECTURE.md lists
 * them), so a first visit loads no other screen's. A redesign drops a field once every screen agrees on it.
 */
export interface EntryCardVariant {
  /** The article's frame. */
  frame: string;
  /** The title's level in its page's outline. */
  heading: 'h2' | 'h3' | 'h4';
  /** Whether the article is named by its title (the athlete's own journal's cards, which hold controls, are). */
  named: boolean;
  /**
   * `beside`: the title, when and marks in a column beside the rating and actions (the report, a shared journal).
   * `calm` (the athlete's own journal): the title on one line (cut with an ellipsis), when it was written under it,
   * and beside them one main figure (the rating, else the session's load or minutes) and the actions' menu; what else
   * the entry records waits behind Show more.
   */
  layout: 'beside' | 'calm';
  /**
   * When the entry was written: its time (`soft-time`: in the softer ink), its day with the year over the title and
   * its time, its day and time, or nothing (a shared entry has no time).
   */
  when: 'time' | 'soft-time' | 'date-time' | 'day-time' | 'none';
  /**
   * Whether the title's column may narrow below its longest word, which then breaks, to keep the rating and actions on
   * the card (a calm card's always does, and cuts its one line). The report's does not: it is printed whole.
   */
  titleShrinks: boolean;
  /** What else the card marks: a game with only its pregame, a change still waiting to reach the server. */
  marks: readonly ('in-progress' | 'waiting')[];
  /** Whether the rating shows as a chip beside the title. */
  pill: boolean;
  /** The row beside the title: the figure and the caller's actions. */
  side: string;
}

/**
 * One entry as a card, every screen's one way to show an entry: its title, when it was written, its marks, rating and
 * figures, as `variant` says. The caller adds its `actions` (the journal's menu of Edit and Delete) beside the title and the
 * answers under it as it shows them (`FoldedAnswers`, `AnswersUnderRating`, `EntryAnswers`, or none), so this shared
 * card knows no feature.
 */
export function EntryCard({
  entry,
  variant,
  actions,
  children,
}: {
  entry: CardEntry;
  variant: EntryCardVariant;
  actions?: ReactNode;
  children?: ReactNode;
}) {
  const titleId = useId();
  const Heading = variant.heading;
  const calm = variant.layout === 'calm';
  const rating = variant.pill ? cardRating(entry) : null;
  const title = (
    <Heading
      id={variant.named ? titleId : undefined}
      className={calm ? 'truncate text-lg font-bold text-ink' : 'text-lg font-bold break-words text-ink'}
    >
      {entryTitle(entry)}
      {variant.marks.includes('in-progress') && isGameInProgress(entry) && (
        <span className="font-normal text-ink-soft"> (pregame only)</span>
      )}
    </Heading>
  );
  const figure = rating !== null ? <RatingPill rating={rating} /> : calm ? <MainFigure entry={entry} /> : null;
  return (
    <article aria-labelledby={variant.named ? titleId : undefined} className={variant.frame} data-card="">
      <div className={`flex justify-between gap-3 ${calm ? 'items-center' : 'items-start'}`}>
        <div className={variant.titleShrinks || calm ? 'min-w-0' : undefined}>
          {variant.when === 'date-time' && <When entry={entry} when={variant.when} />}
          {title}
          {variant.when !== 'date-time' && <When entry={entry} when={variant.when} />}
          {!calm && <MatchLine entry={entry} />}
          {variant.marks.includes('waiting') && entry.id !== undefined && <WaitingMark id={entry.id} />}
          {!calm && <EntryFacts entry={entry} />}
        </div>
        {(figure || actions) && (
          <div className={variant.side}>
            {figure}
            {actions}
          </div>
        )}
      </div>
      {/* A calm card's line is the card's width, under the title's row, so it never wraps beside the figure. */}
      {calm && <MatchLine entry={entry} className="-mt-1" />}
      {children}
    </article>
  );
}

/**
 * A calm card's figure when it has no rating: the session's load (or its minutes or effort), a check-in's score, an
 * injury's or illness's availability.
 */
function MainFigure({ entry }: { entry: CardEntry }) {
  const load = loadSummary(entry);
  const score = entry.type === 'Wellness' ? wellnessScore(entry.content) : null;
  const text = load
    ? (load.load ?? load.detail)
    : score !== null
      ? `Wellness ${score}/25`
      : (healthCardFacts(entry)?.status ?? null);
  return text ? <Chip>{text}</Chip> : null;
}

/** A game's match record, "Won 2-1 · 63 min · Started", on every card that shows the game (decision 047). */
function MatchLine({ entry, className = '' }: { entry: CardEntry; className?: string }) {
  const line = matchLine(entry);
  return line ? <p className={`text-sm font-semibold text-ink ${className}`}>{line}</p> : null;
}

/** The line saying when the entry was written, in the variant's words. */
function When({ entry, when }: { entry: CardEntry; when: EntryCardVariant['when'] }) {
  const time = entry.createdAt === undefined ? '' : entryTimeText({ ...entry, createdAt: entry.createdAt });
  switch (when) {
    case 'time':
    case 'soft-time':
      return time ? <p className={`text-sm ${when === 'time' ? 'text-muted' : 'text-ink-soft'}`}>{time}</p> : null;
    case 'date-time':
      return (
        <p className="text-sm font-semibold text-ink-soft">
          <time dateTime={entry.day}>{displayDayWithYear(entry.day)}</time>
          {time && <span> · {time}</span>}
        </p>
      );
    case 'day-time':
      return (
        <p className="text-sm text-muted">
          {displayDay(entry.day)}
          {time && <> · {time}</>}
        </p>
      );
    case 'none':
      return null;
  }
}

function WaitingMark({ id }: { id: string }) {
  return useWaitingToSync(id) ? <PendingMark /> : null;
}

/** The button that opens and closes a card's answers (`FoldedAnswers`, `AnswersUnderRating`). */
export function ShowMore({
  open,
  onToggle,
  controls,
  className,
  icon,
}: {
  open: boolean;
  onToggle: () => void;
  controls: string;
  className: string;
  icon?: ReactNode;
}) {
  return (
    <button type="button" aria-expanded={open} aria-controls={controls} onClick={onToggle} className={className}>
      {open ? 'Show less' : 'Show more'}
      {icon}
    </button>
  );
}
