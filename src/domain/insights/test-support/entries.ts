// Entries for the insights tests, written as an athlete would save them.
import { addDays, type Day } from '../../dates';
import type { InsightEntry } from '../insights';
import type { TimeWords } from '../weeks';

/** The words of a 4-week period that runs to today, written out. */
export const FOUR_WEEKS_TO_TODAY: TimeWords = {
  week: 'This week',
  fourWeeks: 'the last 4 weeks',
  period: 'the last 4 weeks',
  ongoing: true,
};

/** The words of a 12-week period that ended on Tuesday 2026-03-31 (a share link's last day), written out. */
export const TWELVE_WEEKS_TO_MARCH_31: TimeWords = {
  week: 'The week of March 30, 2026',
  fourWeeks: 'the 4 weeks to March 31, 2026',
  period: 'the 12 weeks to March 31, 2026',
  ongoing: false,
};

let counter = 0;

/** An entry of `type` on `day` with `content`; created at noon of its day unless `createdAt` is given. */
export function entry(type: string, day: string, content: Record<string, unknown>, createdAt?: string): InsightEntry {
  counter += 1;
  return {
    id: `00000000-0000-4000-8000-${String(counter).padStart(12, '0')}`,
    type,
    day,
    createdAt: createdAt ?? `${day}T12:00:00.000Z`,
    content,
  };
}

/** A training session with effort and minutes (load = effort x minutes) and optionally a rating. */
export const training = (day: string, effort: number, minutes: number, rating?: number) =>
  entry('Training', day, { effort, minutes, ...(rating === undefined ? {} : { rating }) });

/** A rated training session without effort. */
export const ratedTraining = (day: string, rating: number) => entry('Training', day, { rating });

/** A game with a postgame: its rating and plan answer. */
export const game = (day: string, postgame: Record<string, unknown>) => entry('Game', day, { pregame: {}, postgame });

/** A wellness check-in: all five items at `value` unless `items` says otherwise. */
export const checkIn = (day: string, items: Record<string, number> = {}, createdAt?: string) =>
  entry('Wellness', day, { fatigue: 4, sleep: 4, soreness: 4, stress: 4, mood: 4, ...items }, createdAt);

/** The days from `first` to `last`, both included (none when `last` is before `first`). */
export function daysBetween(first: Day, last: Day): Day[] {
  const days: Day[] = [];
  for (let day = first; day <= last; day = addDays(day, 1)) days.push(day);
  return days;
}
