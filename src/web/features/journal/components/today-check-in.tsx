import { useId } from 'react';
import { ChevronRight, Smile } from 'lucide-react';
import { Link } from 'wouter';
import type { Day } from '../../../../domain/dates';
import type { EntryOf, JournalEntry } from '../../../../domain/entry-content';
import { entryTypeLabel } from '../../../../domain/entry-types';
import { latestCheckIn, WELLNESS_ITEMS, wellnessScore, wellnessWord } from '../../../../domain/wellness';
import { paths } from '../../../config/paths';
import { useWaitingToSync } from '../../../entries/hooks/use-waiting-to-sync';
import { EntryComments } from '../../../entries/components/entry-comments';
import { PendingMark } from '../../../entries/components/pending-mark';

/**
 * The top of Today: a "Check in" card until today's wellness check-in exists, then its score and five items;
 * either opens the check-in (tapping the compact card edits today's).
 */
export function TodayCheckIn({ entries, today }: { entries: readonly JournalEntry[]; today: Day }) {
  const checkIn = latestCheckIn(entries, today);
  return checkIn ? <CheckedIn entry={checkIn} today={today} /> : <CheckInPrompt today={today} />;
}

function CheckInPrompt({ today }: { today: Day }) {
  return (
    <Link
      to={paths.wellnessCheckIn(today)}
      className="flex min-h-16 items-center gap-3 rounded-card border border-brand bg-surface p-4 shadow-sm hover:bg-brand-soft"
    >
      <Smile aria-hidden size={28} className="shrink-0 text-brand" />
      <span className="flex-1">
        <span className="block text-lg font-bold text-ink">Check in</span>
        <span className="block text-sm text-ink-soft">Five quick questions</span>
      </span>
      <ChevronRight aria-hidden size={22} className="text-brand" />
    </Link>
  );
}

function CheckedIn({ entry, today }: { entry: EntryOf<'Wellness'>; today: Day }) {
  const titleId = useId();
  const score = wellnessScore(entry.content);
  const waiting = useWaitingToSync(entry.id);
  const content = entry.content;
  return (
    <article aria-labelledby={titleId} className="rounded-card border border-line bg-surface p-4 shadow-sm">
      <div className="flex items-start justify-between gap-3">
        <h2 id={titleId} className="text-lg font-bold text-ink">
          {entryTypeLabel('Wellness')}
        </h2>
        <Link
          to={paths.wellnessCheckIn(today)}
          className="-my-2 inline-flex min-h-11 items-center rounded-lg px-2 text-sm font-semibold text-brand hover:underline"
        >
          Edit<span className="sr-only"> today&apos;s check-in</span>
        </Link>
      </div>
      {score !== null && <p className="text-xl font-bold text-ink">Wellness {score}/25</p>}
      {waiting && <PendingMark />}
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        {WELLNESS_ITEMS.map(({ key, label }) => (
          <div key={key} className="contents">
            <dt className="font-semibold text-ink-soft">{label}</dt>
            <dd className="text-ink">
              {content[key]} · {wellnessWord(key, content[key])}
            </dd>
          </div>
        ))}
      </dl>
      <EntryComments entry={entry} />
    </article>
  );
}
