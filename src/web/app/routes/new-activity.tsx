import { localDay } from '../../../domain/dates';
import { TabBar } from '../../components/tab-bar';
import { Screen } from '../../components/ui/screen';
import { NewActivityPicker } from '../../features/journal/components/new-activity-picker';
import { readDayState } from '../../entries/navigation/day-state';
import { paths } from '../../config/paths';
import { usePlace } from '../../lib/navigation';

/** /new-activity: pick the kind of entry to add, for the day passed in router state (default today). */
export function Component() {
  const { state } = usePlace();
  const today = localDay(new Date());
  const day = readDayState(state, today);
  const isToday = day.selectedDate === today;
  return (
    // For another day, the way back is up to that day; for today it would only repeat the Today tab.
    <Screen
      title="New Activity"
      backTo={isToday ? undefined : paths.day(day.selectedDate)}
      backLabel={`Back to ${day.displayDate}`}
      footer={<TabBar />}
    >
      <p className="text-ink-soft">What would you like to journal {isToday ? 'today' : `for ${day.displayDate}`}?</p>
      <NewActivityPicker day={day} today={today} />
    </Screen>
  );
}
