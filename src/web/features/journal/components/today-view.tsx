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

/** The Today view: the day banner, then loading, the error panel, or today's lists; the tab bar below. */
export function TodayView({ today, email }: { today: Day; email: string | null }) {
  const load = useTodayEntries(today);
  return (
    <Screen title="Your Journal" action={<SearchLink />} footer={<TabBar />}>
      <DateLabel>Today, {displayDay(today)}</DateLabel>
      <TodayAvailability />
      {load.phase === 'loading' && <TodayLoading safetyMs={load.safetyMs} />}
      {load.phase === 'failed' && <TodayErrorPanel email={email} />}
      {load.phase === 'ready' && load.failed && <LoadError message="Error loading journal data" />}
      {load.phase === 'ready' && <TodayLists entries={load.entries} today={today} />}
    </Screen>
  );
}
