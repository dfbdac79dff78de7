import { paths } from '../../../config/paths';
import { displayDayWithYear, type Day } from '../../../../domain/dates';
import { ratingBand, type DaySummary } from '../../../../domain/rating';
import type { CalendarMonthState } from '../calendar-month-state';
import { BAND_CLASS } from '../../../components/ui/rating-colors';

/** What the daily view receives from the calendar (specification section 2: navigation state). */
export interface DayNavigationState {
  displayDate: string;
}

/** '7.5' for 7.5, '8' for 8, '6.7' for 6.666...: one decimal at most. */
const formatAverage = (average: number): string => String(Math.round(average * 10) / 10);

/** What a day says while its month is not known: never "no entries", which it may well have. */
const UNKNOWN_DAY_TEXT = {
  loading: 'loading',
  offline: 'not available offline',
  failed: 'not loaded',
} as const satisfies Record<Exclude<CalendarMonthState, 'known'>, string>;

/** A day of a month not known yet: outlined, not filled, so it never wears the grey of "No entries". */
const UNKNOWN_DAY_CLASS = 'border-2 border-dashed border-slate-300 text-muted';

/** The spoken state of a day: its entry count and average rating, or that it has none. */
export function dayStateText(summary: DaySummary | undefined): string {
  const count = summary?.entryCount ?? 0;
  if (count === 0) return 'no entries';
  const entries = count === 1 ? '1 entry' : `${count} entries`;
  const average = summary?.averageRating;
  return average === null || average === undefined
    ? `${entries}, no rating`
    : `${entries}, average rating ${formatAverage(average)}`;
}

/**
 * One day of the month grid: a link to its daily journal, coloured by its average rating. A plain link: the grid
 * follows all 42 with one handler (CalendarGrid), which costs far less to render than 42 router links.
 */
export function CalendarDayCell({
  day,
  summary,
  isToday,
  inMonth,
  monthState,
}: {
  day: Day;
  summary: DaySummary | undefined;
  isToday: boolean;
  inMonth: boolean;
  monthState: CalendarMonthState;
}) {
  const band = monthState === 'known' ? ratingBand(summary?.averageRating ?? null, summary?.entryCount ?? 0) : null;
  const stateText = monthState === 'known' ? dayStateText(summary) : UNKNOWN_DAY_TEXT[monthState];
  // Today is announced through aria-current="date", so the name stays "March 5, 2026: no entries".
  const label = `${displayDayWithYear(day)}: ${stateText}`;
  return (
    <a
      href={paths.day(day)}
      aria-label={label}
      aria-current={isToday ? 'date' : undefined}
      data-day={day}
      data-band={band ?? undefined}
      data-outside-month={inMonth ? undefined : ''}
      className={[
        'flex aspect-square min-h-11 w-full items-center justify-center rounded-full text-base font-semibold transition-opacity hover:opacity-80',
        band ? BAND_CLASS[band] : UNKNOWN_DAY_CLASS,
        monthState === 'loading' ? 'motion-safe:animate-pulse' : '',
        inMonth ? '' : 'opacity-40',
        isToday ? 'ring-3 ring-brand ring-offset-2 ring-offset-surface' : '',
      ].join(' ')}
    >
      {Number(day.slice(8, 10))}
    </a>
  );
}
