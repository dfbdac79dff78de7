import { ListChecks } from 'lucide-react';
import { useParams } from 'wouter';
import { displayDayWithYear, localDay, parseDayOr } from '../../../domain/dates';
import { SearchLink } from '../../components/search-link';
import { TabBar } from '../../components/tab-bar';
import { ButtonLink } from '../../components/ui/button';
import { DateLabel } from '../../components/ui/date-label';
import { Screen } from '../../components/ui/screen';
import { DailyEntryList } from '../../features/journal/components/daily-entry-list';
import { dayState, stateDisplayDate } from '../../entries/navigation/day-state';
import { paths } from '../../config/paths';
import { usePlace } from '../../lib/navigation';

/** /journal/:day: every entry of one day; an invalid day shows today. */
export function Component() {
  const { day: param } = useParams();
  const { state } = usePlace();
  const day = parseDayOr(param, localDay(new Date()));
  // The calendar's display text belongs to the day it was tapped on, not to a fallback.
  const displayDate = (day === param ? stateDisplayDate(state) : undefined) ?? displayDayWithYear(day);

  return (
    <Screen
      title="Daily Journal"
      backTo={paths.calendar}
      backLabel="Back to calendar"
      action={<SearchLink />}
      footer={<TabBar />}
    >
      <DateLabel>{displayDate}</DateLabel>
      <DailyEntryList key={day} day={day} />
      <ButtonLink to={paths.activities} state={dayState(day)} variant="secondary">
        <ListChecks aria-hidden size={20} /> View activities
      </ButtonLink>
    </Screen>
  );
}
