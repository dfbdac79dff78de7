import { lazy, Suspense, useDeferredValue } from 'react';
import type { Day } from '../../../../domain/dates';
import { todayLine } from '../../../../domain/dates';
import { TabBar } from '../../../components/tab-bar';
import { DateLabel } from '../../../components/ui/date-label';
import { SearchLink } from '../../../components/search-link';
import { LoadError } from '../../../components/ui/form-error';
import { Screen } from '../../../components/ui/screen';
import { useTodayEntries } from '../hooks/use-today-entries';
import { TodayAvailability } from './today-availability';
import { TodayLists } from './today-lists';
import { TodayLoading } from './today-loading';

/**
 * The panel for a day the server could not give: rare, so in a chunk of its own, asked for when needed (the server
 * answered, so its code can come too), not on every first visit of Today (issue 36).
 */
const TodayErrorPanel = lazy(() =>
  import('./today-error-panel').then((module) => ({ default: module.TodayErrorPanel })),
);

/**
 * The Today view: the day banner, then loading, the error panel, or today's lists; the tab bar below.
 *
 * The lists are drawn in a render React slices and yields between (`useDeferredValue`), a moment after the entries
 * arrive: the query's answer renders synchronously, and drawing every card in that render was one long task (issue
 * 36). Until the first list is drawn, the loading cards stay; a later list replaces the one shown once drawn.
 */
export function TodayView({ today, email }: { today: Day; email: string | null }) {
  const load = useTodayEntries(today);
  const drawn = useDeferredValue(load.phase === 'ready' ? load.entries : null, null);
  const loading = load.phase === 'loading' || (load.phase === 'ready' && drawn === null);
  return (
    <Screen title="Your Journal" action={<SearchLink />} footer={<TabBar />}>
      <DateLabel>{todayLine(today)}</DateLabel>
      <TodayAvailability />
      {/* Once the entries are in, no notice that loading is slow (a safety time of 0). */}
      {loading && <TodayLoading safetyMs={load.phase === 'loading' ? load.safetyMs : 0} />}
      {load.phase === 'failed' && (
        <Suspense fallback={null}>
          <TodayErrorPanel email={email} />
        </Suspense>
      )}
      {load.phase === 'ready' && load.failed && <LoadError message="Error loading journal data" />}
      {load.phase === 'ready' && drawn !== null && <TodayLists entries={drawn} today={today} />}
    </Screen>
  );
}
