import { useId } from 'react';
import { Link } from 'wouter';
import { displayDay } from '../../../../domain/dates';
import type { EntryOf } from '../../../../domain/entry-content';
import { controlFactorsPreview, entryTimeText, entryTitle, gameName } from '../../../../domain/today';
import { paths } from '../../../config/paths';
import { useWaitingToSync } from '../../../entries/hooks/use-waiting-to-sync';
import { ActionsMenu } from '../../../components/ui/actions-menu';
import { useEditAction } from './edit-entry-link';
import { EntryComments } from '../../../entries/components/entry-comments';
import { PendingMark } from '../../../entries/components/pending-mark';

/** Today's games waiting for their postgame, one card each; nothing at all when there are none. */
export function TodayInProgress({ entries }: { entries: readonly EntryOf<'Game'>[] }) {
  const headingId = useId();
  if (entries.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h2 id={headingId} className="text-lg font-bold text-ink">
        In Progress
      </h2>
      <ul className="flex flex-col gap-3">
        {entries.map((entry) => (
          <li key={entry.id}>
            <InProgressCard entry={entry} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * One game in progress, calm like the other cards: its title on one line, the menu (Edit), when and what was planned,
 * and its one action, Finish, that game's own postgame.
 */
function InProgressCard({ entry }: { entry: EntryOf<'Game'> }) {
  const titleId = useId();
  const content = entry.content;
  const preview = controlFactorsPreview(content.pregame?.controlFactors);
  const waiting = useWaitingToSync(entry.id);
  const time = entryTimeText(entry);
  const edit = useEditAction(entry);
  return (
    <article aria-labelledby={titleId} className="rounded-card border border-line bg-surface p-4 shadow-sm">
      <div className="flex items-center justify-between gap-3">
        <div className="min-w-0">
          {/* A long opponent's name is cut, never "(in progress)": the words that say what the card is. */}
          <h3 id={titleId} className="flex min-w-0 text-lg font-bold text-ink">
            <span className="truncate">{entryTitle(entry)}</span>
            <span className="shrink-0 whitespace-pre"> (in progress)</span>
          </h3>
          <p className="text-sm text-muted">
            {displayDay(entry.day)}
            {time && ` · ${time}`} (Pregame completed)
          </p>
        </div>
        <ActionsMenu label={`Actions for ${entryTitle(entry)} (in progress)`} actions={[edit]} />
      </div>
      {waiting && <PendingMark />}
      {preview && <p className="mt-2 break-words text-ink-soft">{preview}</p>}
      <Link
        to={paths.finishGame(entry.id)}
        className="mt-3 inline-flex min-h-11 items-center gap-1 rounded-xl bg-brand px-4 text-sm font-semibold text-white hover:bg-brand-strong"
      >
        Finish<span className="sr-only"> {gameName(entry)}</span> <span aria-hidden>→</span>
      </Link>
      <EntryComments entry={entry} />
    </article>
  );
}
