import { Plus } from 'lucide-react';
import { useLocation } from 'react-router';
import { localDay } from '../../../domain/dates';
import { TabBar } from '../../components/tab-bar';
import { ButtonLink } from '../../components/ui/button';
import { Screen } from '../../components/ui/screen';
import { ActivitiesList } from '../../features/journal/components/activities-list';
import { readDayState } from '../../features/journal/day-state';
import { paths } from '../paths';

/** /activities: the day's activities (router state selectedDate, else today), each deletable. */
export function Component() {
  const { state } = useLocation();
  const day = readDayState(state, localDay(new Date()));
  return (
    <Screen
      title="ACTIVITIES"
      backTo={paths.day(day.selectedDate)}
      backLabel={`Back to ${day.displayDate}`}
      footer={<TabBar />}
    >
      <p className="rounded-card bg-brand py-3 text-center text-lg font-bold text-white">{day.displayDate}</p>
      <ActivitiesList day={day} />
      <ButtonLink to={paths.newActivity} state={day} className="w-full tracking-widest">
        <Plus aria-hidden size={20} /> NEW ACTIVITY
      </ButtonLink>
    </Screen>
  );
}
