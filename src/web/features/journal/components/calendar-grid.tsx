import type { MouseEvent } from 'react';
import { useLocation } from 'wouter';
import { paths } from '../../../config/paths';
import { isInMonth, monthGrid, WEEKDAY_HEADERS } from '../../../../domain/calendar';
import { displayDay, isValidDay, type Day, type Month } from '../../../../domain/dates';
import type { DaySummary } from '../../../../domain/rating';
import type { CalendarMonthState } from '../calendar-month-state';
import { CalendarDayCell, type DayNavigationState } from './calendar-day-cell';

const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/** The month as whole weeks starting Sunday, each day coloured by the month summary once the month is known. */
export function CalendarGrid({
  month,
  today,
  summaries,
  monthState,
  labelledBy,
}: {
  month: Month;
  today: Day;
  summaries: readonly DaySummary[];
  monthState: CalendarMonthState;
  labelledBy: string;
}) {
  const byDay = new Map(summaries.map((summary) => [summary.day, summary]));
  const [, navigate] = useLocation();

  // A plain click on a day opens it in the app, with its date as navigation state; a click with a modifier key
  // (new tab, new window) is the browser's.
  const openDay = (event: MouseEvent<HTMLTableElement>) => {
    const day = (event.target as Element).closest<HTMLElement>('a[data-day]')?.dataset.day;
    if (!isValidDay(day) || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
      return;
    }
    event.preventDefault();
    navigate(paths.day(day), { state: { displayDate: displayDay(day) } satisfies DayNavigationState });
  };

  return (
    <table
      onClick={openDay}
      aria-labelledby={labelledBy}
      aria-busy={monthState === 'loading'}
      className="w-full table-fixed border-separate border-spacing-1"
    >
      <thead>
        <tr>
          {WEEKDAY_HEADERS.map((letter, index) => (
            <th
              key={WEEKDAY_NAMES[index]}
              scope="col"
              abbr={WEEKDAY_NAMES[index]}
              className="pb-1 text-sm font-bold text-muted"
            >
              {letter}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {monthGrid(month).map((week) => (
          <tr key={week[0]}>
            {week.map((day) => (
              <td key={day} className="p-0">
                <CalendarDayCell
                  day={day}
                  summary={byDay.get(day)}
                  isToday={day === today}
                  inMonth={isInMonth(day, month)}
                  monthState={monthState}
                />
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
