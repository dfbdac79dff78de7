import { useId } from 'react';
import { Link } from 'react-router';
import { displayDay, type Day } from '../../../../domain/dates';
import type { GameContent, JournalEntry } from '../../../../domain/entry-content';
import { entryTypeSlug } from '../../../../domain/entry-types';
import { controlFactorsPreview } from '../../../../domain/today';
import { paths } from '../../../app/paths';
import { useWaitingToSync } from '../hooks/use-waiting-to-sync';
import { PendingMark } from './pending-mark';

/** The navigation state with which the Game journal opens a pregame-only entry at its postgame. */
export interface CompletingGameState {
  completingEntry: true;
  phase: 'postgame';
  entryDate: Day;
  opposingTeam: string | undefined;
  entryId: string;
}

/** Today's games waiting for their postgame; nothing at all when there are none. */
export function TodayInProgress({ entries }: { entries: readonly JournalEntry[] }) {
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

function InProgressCard({ entry }: { entry: JournalEntry }) {
  const titleId = useId();
  const content = entry.content as GameContent;
  const preview = controlFactorsPreview(content.pregame?.controlFactors);
  const waiting = useWaitingToSync(entry.id);
  const finish: CompletingGameState = {
    completingEntry: true,
    phase: 'postgame',
    entryDate: entry.day,
    opposingTeam: content.opposingTeam,
    entryId: entry.id,
  };
  return (
    <article aria-labelledby={titleId} className="rounded-card border border-line bg-surface p-4 shadow-sm">
      <div className="flex items-start justify-between gap-3">
        <h3 id={titleId} className="pt-1 text-lg font-bold text-ink">
          {entry.type} (in progress)
        </h3>
        <Link
          to={paths.entryFlow(entryTypeSlug(entry.type))}
          state={finish}
          className="inline-flex min-h-11 shrink-0 items-center gap-1 rounded-xl bg-brand px-3 text-sm font-semibold text-white hover:bg-brand-strong"
        >
          Finish Journal <span aria-hidden>→</span>
        </Link>
      </div>
      <p className="text-sm text-muted">{displayDay(entry.day)} (Pregame completed)</p>
      {waiting && <PendingMark />}
      {content.opposingTeam && <p className="mt-2 text-ink-soft">Opponent: {content.opposingTeam}</p>}
      {preview && <p className="mt-2 break-words text-ink-soft">{preview}</p>}
    </article>
  );
}
