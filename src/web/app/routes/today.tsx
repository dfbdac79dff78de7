import { useState } from 'react';
import { localDay } from '../../../domain/dates';
import { paths } from '../../config/paths';
import { dayEntriesQuery, historyQuery } from '../../entries/api/entries';
import { useAuth } from '../../features/auth/auth-context';
import { TodayView } from '../../features/journal/components/today-view';
import { askEarlyFor } from '../../lib/query-client';

// Opened at /journal, the day's entries and the Health history (the availability line's) are asked for as soon as this
// code loads, beside the session check: a round trip before the screen's queries can start (their answers wait for
// them, decision 063), and outside the task in which the first screen's queries start (issue 36).
if (window.location.pathname === paths.journal) {
  askEarlyFor(dayEntriesQuery(localDay(new Date())));
  askEarlyFor(historyQuery('Health'));
}

/** /journal: today's entries, In Progress and Completed Activities, with loading, offline and error states. */
export function Component() {
  const { user } = useAuth();
  // The athlete's local day when the view opened.
  const [today] = useState(() => localDay(new Date()));
  return <TodayView today={today} email={user?.email ?? null} />;
}
