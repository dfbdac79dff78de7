import { useDeferredValue } from 'react';
import type { Day } from '../../../../domain/dates';
import { displayDay } from '../../../../domain/dates';
import { TabBar } from '../../../components/tab-bar';
import { DateLabel } from '../../../components/ui/date-label';
import { SearchLink } from '../../../components/search-link';
import { LoadError } from '../../../components/ui/form-error';
import { Screen } from '../../../components/ui/screen';
import { useTodayEntries } from '../hooks/use-today-entries';
import { TodayAvailability } from './today-availability';
import { TodayErrorPanel } from './today-error-panel';
import { TodayLists } from './today-lists';
import { TodayLoading } from './today-loading';

/**
 * The Today view: the day banner, then loading, the error panel, or today's lists; the tab bar below.
 *
 * The lists replace the loading cards in a render React slices and yields between (`useDeferredValue`): the query's
 * answer is read synchronously, and drawing every card in that render was one long task when the day arrived (issue
 * 36). The loading cards stay until the lists are drawn, so nothing moves twice; a later change (a deletion, a new
 * answer) draws at once as before.
 */
export function TodayView({ today, email }: { today: Day; email: string | null }) {
  const load = useTodayEntries(today);
  const loaded = useDeferredValue(load.phase !== 'loading');
  return (
    <Screen title="Your Journal" action={<SearchLink />} footer={<TabBar />}>
      <DateLabel>Today, {displayDay(today)}</DateLabel>
      <TodayAvailability />
      {(load.phase === 'loading' || !loaded) && (
        <TodayLoading safetyMs={load.phase === 'loading' ? load.safetyMs : 0} />
      )}
      {loaded && load.phase === 'failed' && <TodayErrorPanel email={email} />}
      {loaded && load.phase === 'ready' && load.failed && <LoadError message="Error loading journal data" />}
      {loaded && load.phase === 'ready' && <TodayLists entries={load.entries} today={today} />}
    </Screen>
  );
}
