import { useState } from 'react';
import { localDay } from '../../../domain/dates';
import { useAuth } from '../../features/auth/auth-context';
import { TodayView } from '../../features/journal/components/today-view';

/** /journal: today's entries, In Progress and Completed Activities, with loading, offline and error states. */
export function Component() {
  const { user } = useAuth();
  // The athlete's local day when the view opened.
  const [today] = useState(() => localDay(new Date()));
  return <TodayView today={today} email={user?.email ?? null} />;
}
