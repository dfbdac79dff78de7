// The calendar an insight is drawn on: Monday weeks of the athlete's own days (no time zones: an entry already
// belongs to a yyyy-MM-dd day).
import { addDays, dayOfWeek, displayDayWithYear, type Day } from '../dates.js';
import { INSIGHT_PERIOD_DETAILS, type InsightPeriod } from './contract.js';

/** The Monday of the week a day belongs to (weeks start on Monday). */
export function mondayOf(day: Day): Day {
  return addDays(day, -((dayOfWeek(day) + 6) % 7));
}

/**
 * Days since 1970-01-01 of a valid `yyyy-MM-dd` day from year 100 on: plain arithmetic on the text, far cheaper than
 * the calendar functions of dates.ts, for the thousand entries a year of insights groups.
 */
export function dayNumber(day: Day): number {
  return Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10))) / 86_400_000;
}

/** The Monday week a day belongs to, as a number (1970-01-01 was a Thursday of week 0): the same for its 7 days. */
export function weekNumber(day: Day): number {
  return Math.floor((dayNumber(day) + 3) / 7);
}

/** The Monday of every week of a period, oldest first, ending with today's week. */
export function periodWeeks(period: InsightPeriod, today: Day): Day[] {
  const count = INSIGHT_PERIOD_DETAILS[period].weeks;
  const current = mondayOf(today);
  return Array.from({ length: count }, (_, index) => addDays(current, -7 * (count - 1 - index)));
}

/**
 * The days whose entries a period's insights read: the period, the 4 weeks before it (the first weeks' 4-week
 * averages, the 28 days before a check-in) and at least the 8 weeks before today (the ratings' last 4 weeks and the
 * 4 before them).
 */
export function insightsWindow(period: InsightPeriod, today: Day): { from: Day; to: Day } {
  const periodStart = periodWeeks(period, today)[0]!;
  const fourWeeksBefore = addDays(periodStart, -28);
  const eightWeeksBefore = addDays(today, -55);
  return { from: fourWeeksBefore < eightWeeksBefore ? fourWeeksBefore : eightWeeksBefore, to: today };
}

/** How a period reads inside a sentence: "the last 12 weeks", "the last year". */
export function periodPhrase(period: InsightPeriod): string {
  return period === '1y' ? 'the last year' : `the last ${INSIGHT_PERIOD_DETAILS[period].label}`;
}

/** How insights' sentences name the time they read. */
export interface TimeWords {
  /** The period's last week: "This week", or "The week of March 2, 2026". */
  week: string;
  /** The 28 days to its last day: "the last 4 weeks", or "the 4 weeks to March 8, 2026". */
  fourWeeks: string;
  /** The period: "the last 12 weeks", or "the 12 weeks to March 8, 2026". */
  period: string;
  /** Whether the period runs to today, so that what it lacks may still come ("yet"). */
  ongoing: boolean;
}

/**
 * The words of a period that ends today, or (`ended`) of one that ended on `lastDay`, a day now past (a share link's
 * last day): "this week" would then be a week the reader is not in.
 */
export function timeWords(period: InsightPeriod, lastDay: Day, ended: boolean): TimeWords {
  if (!ended) return { week: 'This week', fourWeeks: 'the last 4 weeks', period: periodPhrase(period), ongoing: true };
  const to = ` to ${displayDayWithYear(lastDay)}`;
  return {
    week: `The week of ${displayDayWithYear(mondayOf(lastDay))}`,
    fourWeeks: `the 4 weeks${to}`,
    period: `the ${period === '1y' ? 'year' : INSIGHT_PERIOD_DETAILS[period].label}${to}`,
    ongoing: false,
  };
}
