import { useParams } from 'wouter';
import { displayDayWithYear, groupByDay, localDay } from '../../../domain/dates';
import { describeShareScope } from '../../../domain/share-links';
import { Button, ButtonLink } from '../../components/ui/button';
import { EntryAnswers } from '../../entries/components/entry-answers';
import { EntryCard, type EntryCardVariant } from '../../entries/components/entry-card';
import { useSharedJournal } from '../../features/sharing/use-shared-journal';
import { paths } from '../../config/paths';
import { Skeleton } from '../../components/ui/skeleton';

/** A shared journal's cards, under each day's heading: the title, rating and figures, the answers if shared. */
const SHARED_CARD: EntryCardVariant = {
  frame: 'flex flex-col gap-2 rounded-card bg-surface p-4 shadow-sm',
  heading: 'h3',
  named: false,
  layout: 'beside',
  when: 'none',
  titleShrinks: true,
  marks: ['in-progress'],
  pill: true,
  side: 'flex shrink-0',
};

/** The page a revoked, expired or unknown link opens: the same for each, so it says nothing of which. */
function NotActive() {
  return (
    <main className="mx-auto flex min-h-dvh max-w-md flex-col items-center justify-center gap-4 px-6 text-center">
      <h1 className="text-2xl font-extrabold text-ink">This link is not active</h1>
      <p className="text-base text-ink-soft">It may have expired or been revoked. Ask the athlete for a new link.</p>
      <ButtonLink to={paths.home} variant="secondary">
        About Touchline
      </ButtonLink>
    </main>
  );
}

/** /s/:token: the part of an athlete's journal a share link shows, read-only, to anyone holding the link. */
export function Component() {
  const journal = useSharedJournal(useParams().token ?? '');
  if (journal.status === 'not-active') return <NotActive />;
  if (journal.status === 'loading') return <Skeleton label="Loading the shared journal..." shape="screen" />;
  if (journal.status === 'failed') {
    return (
      <main className="mx-auto flex min-h-dvh max-w-md flex-col items-center justify-center gap-4 px-6 text-center">
        <p role="alert" className="text-lg text-ink-soft">
          {journal.message}
        </p>
      </main>
    );
  }
  const { share, summaries, entries, more, loadingMore, moreError } = journal;
  return (
    <div className="mx-auto flex min-h-dvh w-full max-w-md flex-col gap-4 px-4 py-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-extrabold tracking-tight text-ink">{share.displayName}&apos;s Journal</h1>
        <p className="text-sm text-ink">{describeShareScope(share)}</p>
        <p className="text-sm text-ink-soft">
          Shared read-only through Touchline. This link stops working on{' '}
          {displayDayWithYear(localDay(new Date(share.expiresAt)))}.
        </p>
      </header>
      <main className="flex flex-col gap-5">
        {summaries.length > 0 && (
          <section
            aria-labelledby="shared-insights"
            className="flex flex-col gap-2 rounded-card bg-surface p-4 shadow-sm"
          >
            <h2 id="shared-insights" className="text-lg font-bold text-ink">
              Insights
            </h2>
            <ul className="flex flex-col gap-1 text-base text-ink">
              {summaries.map((summary) => (
                <li key={summary}>{summary}</li>
              ))}
            </ul>
          </section>
        )}
        {entries.length === 0 && <p className="text-base text-ink-soft">No entries in these days yet.</p>}
        {groupByDay(entries).map(([day, dayEntries]) => (
          <section key={day} aria-labelledby={`day-${day}`} className="flex flex-col gap-3">
            <h2 id={`day-${day}`} className="text-base font-bold text-ink-soft">
              <time dateTime={day}>{displayDayWithYear(day)}</time>
            </h2>
            {dayEntries.map((entry, index) => (
              <EntryCard key={index} entry={entry} variant={SHARED_CARD}>
                {/* A check-in's items and an injury's figures are figures; every other answer is words, shown only when shared. */}
                {(share.includeNotes || entry.type === 'Wellness' || entry.type === 'Health') && (
                  <EntryAnswers entry={entry} />
                )}
              </EntryCard>
            ))}
          </section>
        ))}
        {moreError && (
          <p role="alert" className="text-base text-ink">
            {moreError}
          </p>
        )}
        {more && (
          <Button variant="secondary" disabled={loadingMore} onClick={more}>
            {loadingMore ? 'Loading...' : 'Show Older Entries'}
          </Button>
        )}
      </main>
    </div>
  );
}
