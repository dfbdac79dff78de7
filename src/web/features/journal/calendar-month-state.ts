import type { FetchStatus } from '@tanstack/react-query';

/**
 * What the calendar knows about a month: its days (`known`), or why not yet. Only a known month may call a day
 * empty; the others say so instead, so no day with entries is ever announced as having none.
 */
export type CalendarMonthState = 'known' | 'loading' | 'offline' | 'failed';

/** The state of a month from its query: data wins, then a request under way or waiting for the network, then an error. */
export function calendarMonthState(query: {
  data: unknown;
  fetchStatus: FetchStatus;
  isError: boolean;
}): CalendarMonthState {
  if (query.data !== undefined) return 'known';
  if (query.fetchStatus === 'paused') return 'offline';
  if (query.isError && query.fetchStatus === 'idle') return 'failed';
  return 'loading';
}
