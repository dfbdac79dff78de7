import { CalendarDays, House, ListChecks } from 'lucide-react';
import { Link, useLocation, useParams } from 'react-router';
import { displayDayWithYear, localDay, parseDayOr } from '../../../domain/dates';
import { BottomNav } from '../../components/bottom-nav';
import { ButtonLink } from '../../components/ui/button';
import { Screen } from '../../components/ui/screen';
import { DailyEntryList } from '../../features/journal/components/daily-entry-list';
import { dayState, stateDisplayDate } from '../../features/journal/day-state';
import { paths } from '../paths';

/** /journal/:day: every entry of one day; an invalid day shows today. */
export function Component() {
  const { day: param } = useParams();
  const { state } = useLocation();
  const day = parseDayOr(param, localDay(new Date()));
  // The calendar's display text belongs to the day it was tapped on, not to a fallback.
  const displayDate = (day === param ? stateDisplayDate(state) : undefined) ?? displayDayWithYear(day);

  return (
    <Screen title="DAILY JOURNAL" backTo={paths.calendar} backLabel="Back to calendar" footer={<BottomNav />}>
      <p className="rounded-card bg-brand py-3 text-center text-lg font-bold text-white">{displayDate}</p>
      <DailyEntryList key={day} day={day} />
      {/* The bottom margin keeps these links clear of the floating calendar button. */}
      <nav aria-label="Day" className="mb-16 flex gap-3">
        <ButtonLink to={paths.activities} state={dayState(day)} variant="secondary" className="flex-1">
          <ListChecks aria-hidden size={20} /> View activities
        </ButtonLink>
        <ButtonLink to={paths.home} variant="secondary">
          <House aria-hidden size={20} /> Home
        </ButtonLink>
      </nav>
      <div className="pointer-events-none fixed inset-x-0 bottom-24 z-10 mx-auto flex max-w-md justify-end px-4">
        <Link
          to={paths.calendar}
          aria-label="Open calendar"
          className="pointer-events-auto flex h-14 w-14 items-center justify-center rounded-full bg-ink text-white shadow-lg hover:bg-ink-soft"
        >
          <CalendarDays aria-hidden size={26} />
        </Link>
      </div>
    </Screen>
  );
}
