import { useId, useState } from 'react';
import { SearchLink } from '../../components/search-link';
import { TabBar } from '../../components/tab-bar';
import { Screen } from '../../components/ui/screen';
import { MonthCard, TodayRow } from '../../features/journal/components/calendar-frame';
import { CalendarGrid } from '../../features/journal/components/calendar-grid';
import { CalendarLegend } from '../../features/journal/components/calendar-legend';
import { CalendarMonthNav } from '../../features/journal/components/calendar-month-nav';
import { CalendarMonthStatus } from '../../features/journal/components/calendar-month-status';
import { useCalendarMonth } from '../../features/journal/hooks/use-calendar-month';
import {
  addMonths,
  localDay,
  monthNamed,
  monthOfDay,
  monthTitle,
  todayLine,
  type Day,
  type Month,
} from '../../../domain/dates';
import { paths } from '../../config/paths';
import { monthSummaryQuery } from '../../entries/api/entries';
import { askEarlyFor } from '../../lib/query-client';
import { useSearchParams } from '../../lib/navigation';

// Opened at /calendar, the month's summary is asked for as soon as this code loads: on a first visit that is beside the
// session check, a round trip before the screen's query can start (its answer waits for that query, decision 063).
if (window.location.pathname === paths.calendar) {
  askEarlyFor(
    monthSummaryQuery(monthNamed(new URLSearchParams(window.location.search).get('month'), localDay(new Date()))),
  );
}

/** The month shown lives in the URL (`?month=2026-03`) so reload and Back keep it; anything else shows today's. */
function useVisibleMonth(today: Day): [Month, (month: Month) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const month = monthNamed(searchParams.get('month'), today);
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
