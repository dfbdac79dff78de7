import { addDays, dayOfWeek, daysInMonth, firstDayOfMonth, isValidMonth, type Day, type Month } from './dates.js';

/** Weekday column headers; weeks start on Sunday. */
export const WEEKDAY_HEADERS = ['S', 'M', 'T', 'W', 'T', 'F', 'S'] as const satisfies readonly string[];

/** True when `day` lies in `month` (`yyyy-MM`). */
export function isInMonth(day: Day, month: Month): boolean {
  return day.startsWith(`${month}-`);
}

/** The first and last day shown by the month grid (whole Sunday-to-Saturday weeks); null for an invalid month. */
export function monthGridBounds(month: Month): { start: Day; end: Day } | null {
  if (!isValidMonth(month)) return null;
  const first = firstDayOfMonth(month);
  const last = addDays(first, daysInMonth(Number(month.slice(0, 4)), Number(month.slice(5, 7))) - 1);
  return { start: addDays(first, -dayOfWeek(first)), end: addDays(last, 6 - dayOfWeek(last)) };
}

/** The month's calendar as whole weeks starting Sunday, including neighbouring months' days; [] for an invalid month. */
export function monthGrid(month: Month): Day[][] {
  const bounds = monthGridBounds(month);
  if (!bounds) return [];
  const weeks: Day[][] = [];
  for (let day = bounds.start; day <= bounds.end; day = addDays(day, 1)) {
    if (dayOfWeek(day) === 0) weeks.push([]);
    weeks[weeks.length - 1]?.push(day);
  }
  return weeks;
}
