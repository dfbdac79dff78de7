import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { displayDayWithYear, groupByDay, isValidDay } from '../../../domain/dates';
import { isEntryType, type EntryType } from '../../../domain/entry-types';
import { describeShareTypes } from '../../../domain/share-links';
import { Button } from '../../components/ui/button';
import { rangeEntriesQuery } from '../../entries/api/entries';
import { EntryAnswers } from '../../entries/components/entry-answers';
import { EntryCard, type EntryCardVariant } from '../../entries/components/entry-card';
import { PrintedComments } from '../../entries/components/printed-comments';
import { paths } from '../../config/paths';
import { Skeleton } from '../../components/ui/skeleton';
import { useSearchParams } from '../../lib/navigation';

/** The days and kinds in the address (`?from=&to=&types=`), or null when any part is missing or wrong. */
function useReportRange(): { from: string; to: string; types: EntryType[] } | null {
  const [params] = useSearchParams();
  const from = params.get('from');
  const to = params.get('to');
  const types = (params.get('types') ?? '').split(',');
  if (!isValidDay(from) || !isValidDay(to) || to < from || !types.every(isEntryType)) return null;
  return { from, to, types: types.filter(isEntryType) };
}

/** The report's cards, under each day's heading: every answer, and a frame that does not break across pages. */
const REPORT_CARD: EntryCardVariant = {
  frame: 'flex flex-col gap-2 rounded-card border border-line bg-surface p-4 print:break-inside-avoid',
  heading: 'h3',
  named: false,
  layout: 'beside',
  when: 'soft-time',
  titleShrinks: false,
  marks: ['in-progress'],
  pill: true,
  side: 'flex shrink-0',
};

/**
 * /report?from=&to=&types=: the entries of some days and kinds as a clean page for "Print or save as PDF": no
 * navigation in print, each day on a page of its own.
 */
export function Component() {
  const range = useReportRange();
  const entries = useQuery({
    ...rangeEntriesQuery(range?.from ?? '', range?.to ?? '', range?.types ?? []),
    enabled: range !== null,
  });
  const back = (
    <Link to={paths.profile} className="font-semibold text-brand underline print:hidden">
      Back to Profile
    </Link>
  );
  if (!range) {
    return (
      <main className="mx-auto flex min-h-dvh max-w-2xl flex-col gap-4 px-4 py-6">
        <h1 className="text-2xl font-extrabold text-ink">Report</h1>
        <p className="text-base text-ink">This report&apos;s address is missing its days or kinds of entries.</p>
        {back}
      </main>
    );
  }
  return (
    <main className="mx-auto flex min-h-dvh max-w-2xl flex-col gap-5 px-4 py-6 print:max-w-none print:p-0">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-extrabold text-ink">Touchline Report</h1>
        <p className="text-base text-ink">
          {displayDayWithYear(range.from)} to {displayDayWithYear(range.to)} · {describeShareTypes(range.types)}
        </p>
        <div className="mt-2 flex flex-wrap items-center gap-4 print:hidden">
          <Button onClick={() => window.print()} disabled={!entries.data}>
            Print or Save as PDF
          </Button>
          {back}
        </div>
      </header>
      {entries.isPending && <Skeleton label="Loading the report..." shape="cards" />}
      {entries.isError && !entries.data && (
        <p role="alert" className="text-base text-ink">
          Could not load the report. Check your connection and try again.
        </p>
      )}
      {entries.data?.length === 0 && <p className="text-base text-ink-soft">No entries in these days.</p>}
      {entries.data &&
        groupByDay(entries.data).map(([day, dayEntries], index) => (
          <section
            key={day}
            aria-labelledby={`report-${day}`}
            className={`flex flex-col gap-3 ${index > 0 ? 'print:break-before-page' : ''}`}
          >
            <h2 id={`report-${day}`} className="text-lg font-bold text-ink">
              <time dateTime={day}>{displayDayWithYear(day)}</time>
            </h2>
            {dayEntries.map((entry) => (
              <EntryCard key={entry.id} entry={entry} variant={REPORT_CARD}>
                <EntryAnswers entry={entry} />
                <PrintedComments entry={entry} />
              </EntryCard>
            ))}
          </section>
        ))}
    </main>
  );
}
