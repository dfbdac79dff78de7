import type { Day } from '../../../../domain/dates';
import { displayDay } from '../../../../domain/dates';
import { TabBar } from '../../../components/tab-bar';
import { Screen } from '../../../components/ui/screen';
import { useTodayEntries } from '../hooks/use-today-entries';
import { TodayErrorPanel } from './today-error-panel';
import { TodayLists } from './today-lists';
import { TodayLoading } from './today-loading';

/** The Today view: the day banner, then loading, the error panel, or today's lists; the tab bar below. */
export function TodayView({ today, email }: { today: Day; email: string | null }) {
  const load = useTodayEntries(today);
  return (
    <Screen title="Your Journal" footer={<TabBar />}>
      <p className="rounded-card bg-brand-soft px-4 py-3 text-center text-lg font-bold text-brand-strong">
        Today, {displayDay(today)}
      </p>
      {load.phase === 'loading' && <TodayLoading safetyMs={load.safetyMs} />}
      {load.phase === 'failed' && <TodayErrorPanel email={email} />}
      {load.phase === 'ready' && <TodayLists entries={load.entries} today={today} />}
    </Screen>
  );
}
