import { Plus } from 'lucide-react';
import { localDay } from '../../../domain/dates';
import { TabBar } from '../../components/tab-bar';
import { ButtonLink } from '../../components/ui/button';
import { DateLabel } from '../../components/ui/date-label';
import { Screen } from '../../components/ui/screen';
import { ActivitiesList } from '../../features/journal/components/activities-list';
import { readDayState } from '../../entries/navigation/day-state';
import { paths } from '../../config/paths';
import { usePlace } from '../../lib/navigation';

/** /activities: the day's activities (router state selectedDate, else today), each deletable. */
export function Component() {
  const { state } = usePlace();
  const day = readDayState(state, localDay(new Date()));
  return (
    <Screen
      title="Activities"
      backTo={paths.day(day.selectedDate)}
      backLabel={`Back to ${day.displayDate}`}
      footer={<TabBar />}
    >
      <DateLabel>{day.displayDate}</DateLabel>
      <ActivitiesList day={day} />
      <ButtonLink to={paths.newActivity} state={day} className="w-full">
        <Plus aria-hidden size={20} /> New Activity
      </ButtonLink>
    </Screen>
  );
}
