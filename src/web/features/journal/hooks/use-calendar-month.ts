import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Month } from '../../../../domain/dates';
import type { DaySummary } from '../../../../domain/rating';
import { monthSummaryQuery } from '../../../entries/api/entries';
import { calendarMonthState, type CalendarMonthState } from '../calendar-month-state';
import { useOfflineNotice } from '../../../hooks/use-offline-view';

const NO_DAYS: readonly DaySummary[] = [];

/** One month's summary for the calendar (one request per month), what is known of it, and a way to ask again. */
export function useCalendarMonth(month: Month): {
  state: CalendarMonthState;
  days: readonly DaySummary[];
  retry: () => void;
} {
  const query = useQuery(monthSummaryQuery(month));
  const { error, refetch } = query;
  useOfflineNotice(query.fetchStatus === 'paused');

  // The specification logs a failed calendar load; the month then says it could not load.
  useEffect(() => {
    if (error) console.error('Could not load the calendar month', error);
  }, [error]);

  return { state: calendarMonthState(query), days: query.data?.days ?? NO_DAYS, retry: () => void refetch() };
}
