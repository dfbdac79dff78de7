import { useId, useState, type ReactNode } from 'react';
import { SearchLink } from '../../components/search-link';
import { TabBar } from '../../components/tab-bar';
import { Button } from '../../components/ui/button';
import { Screen } from '../../components/ui/screen';
import { CalendarGrid } from '../../features/journal/components/calendar-grid';
import { CalendarLegend } from '../../features/journal/components/calendar-legend';
import { CalendarMonthNav } from '../../features/journal/components/calendar-month-nav';
import { CalendarMonthStatus } from '../../features/journal/components/calendar-month-status';
import { useCalendarMonth } from '../../features/journal/hooks/use-calendar-month';
import {
  addMonths,
  isValidMonth,
  localDay,
  monthOfDay,
  monthTitle,
  todayLine,
  type Month,
} from '../../../domain/dates';
import { useSearchParams } from '../../lib/navigation';

/** The month shown lives in the URL (`?month=2026-03`) so reload and Back keep it; anything else shows today's. */
function useVisibleMonth(today: string): [Month, (month: Month) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const param = searchParams.get('month');
  const month = isValidMonth(param) ? param : monthOfDay(today);
  const show = (next: Month) => {
    if (next !== month) setSearchParams({ month: next });
  };
  return [month, show];
}

/** /calendar: the month grid coloured by each day's average rating, one request per month. */
export function Component() {
  const [today] = useState(() => localDay(new Date()));
  const [month, showMonth] = useVisibleMonth(today);
  const { state, days, retry } = useCalendarMonth(month);
  const titleId = useId();

  return (
    <Screen title="Calendar" action={<SearchLink />} footer={<TabBar />}>
      <TodayRow line={todayLine(today)} onJumpToToday={() => showMonth(monthOfDay(today))} />
      <MonthCard titleId={titleId}>
        <CalendarMonthNav
          title={monthTitle(month)}
          titleId={titleId}
          onPrevious={() => showMonth(addMonths(month, -1))}
          onNext={() => showMonth(addMonths(month, 1))}
        />
        <CalendarGrid month={month} today={today} summaries={days} monthState={state} labelledBy={titleId} />
        <CalendarMonthStatus state={state} onRetry={retry} />
      </MonthCard>
      <CalendarLegend />
    </Screen>
  );
}

// The screen's frame, which its shell draws too (app/shells.tsx), so that nothing moves when the screen takes over.

/** Today's date and the button back to its month. */
export function TodayRow({ line, onJumpToToday }: { line: ReactNode; onJumpToToday?: () => void }) {
  return (
    <div className="flex items-center justify-between gap-3">
      <p className="text-base font-semibold text-ink-soft">{line}</p>
      <Button variant="secondary" className="min-h-11 shrink-0 px-4 text-sm whitespace-nowrap" onClick={onJumpToToday}>
        Jump to Today
      </Button>
    </div>
  );
}

/** The card holding the month: its title and buttons, the grid and how the month's colours are loading. */
export function MonthCard({ titleId, children }: { titleId: string; children: ReactNode }) {
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-2 rounded-card bg-surface px-2 py-3 shadow-sm">
      {children}
    </section>
  );
}
