// How each rated type went, week by week, and the last 4 weeks beside the 4 before them.
import { addDays, type Day } from '../dates.js';
import { entryRating } from '../rating.js';
import { RATED_TYPES, type RatedType, type RatingsInsight, type WeeklySeries } from './contract.js';
import { formatOneDecimal, mean, oneDecimal } from './stats.js';
import { weekNumber, type TimeWords } from './weeks.js';

interface RatedEntry {
  type: string;
  day: Day;
  content: unknown;
}

/** The ratings of each rated type's entries, with their days, in one pass over the entries. */
function ratingsByType(entries: readonly RatedEntry[]): Map<string, { day: Day; rating: number }[]> {
  const byType = new Map<string, { day: Day; rating: number }[]>(RATED_TYPES.map((type) => [type, []]));
  for (const entry of entries) {
    const ratings = byType.get(entry.type);
    const rating = ratings ? entryRating(entry.content) : null;
    if (rating !== null) ratings!.push({ day: entry.day, rating });
  }
  return byType;
}

/** The mean of the ratings on days from `first` to `last`; null without any. */
const averageBetween = (ratings: readonly { day: Day; rating: number }[], first: Day, last: Day) =>
  mean(ratings.filter(({ day }) => day >= first && day <= last).map(({ rating }) => rating));

/**
 * "Training averaged 7.1 over the last 4 weeks (6.4 the 4 weeks before)": the last 28 days to today against the 28
 * before them, each the mean of the entries' ratings.
 */
export function ratingSummary(label: string, recent: number | null, before: number | null, words: TimeWords): string {
  const beforeText =
    before === null ? 'no ratings the 4 weeks before' : `${formatOneDecimal(before)} the 4 weeks before`;
  if (recent === null) return `${label}: no ratings over ${words.fourWeeks} (${beforeText})`;
  return `${label} averaged ${formatOneDecimal(recent)} over ${words.fourWeeks} (${beforeText})`;
}

/**
 * Each rated type's mean rating over the 28 days to today and the 28 before, with how many days were rated in each:
 * what the headline compares. Types without ratings on both sides are left out.
 */
export function ratingComparisons(
  entries: readonly RatedEntry[],
  today: Day,
): { type: RatedType; recent: number; before: number; recentDays: number; beforeDays: number }[] {
  const byType = ratingsByType(entries);
  return RATED_TYPES.flatMap((type) => {
    const ratings = byType.get(type)!;
    const between = (first: Day, last: Day) => ratings.filter(({ day }) => day >= first && day <= last);
    const recent = between(addDays(today, -27), today);
    const before = between(addDays(today, -55), addDays(today, -28));
    const recentAverage = mean(recent.map(({ rating }) => rating));
    const beforeAverage = mean(before.map(({ rating }) => rating));
    if (recentAverage === null || beforeAverage === null) return [];
    const days = (rated: readonly { day: Day }[]) => new Set(rated.map(({ day }) => day)).size;
    return [{ type, recent: recentAverage, before: beforeAverage, recentDays: days(recent), beforeDays: days(before) }];
  });
}

/** The ratings section: a weekly line and a summary for every rated type with ratings in the period. */
export function ratingsInsight(
  entries: readonly RatedEntry[],
  weeks: readonly Day[],
  today: Day,
  words: TimeWords,
): RatingsInsight {
  const first = weeks[0]!;
  const series: WeeklySeries<RatedType>[] = [];
  const summaries: string[] = [];
  const byType = ratingsByType(entries);
  for (const type of RATED_TYPES) {
    const ratings = byType.get(type)!;
    const inPeriod = ratings.filter(({ day }) => day >= first && day <= today);
    if (inPeriod.length === 0) continue;
    const byWeek = new Map<number, number[]>();
    for (const { day, rating } of inPeriod) {
      const week = byWeek.get(weekNumber(day));
      if (week) week.push(rating);
      else byWeek.set(weekNumber(day), [rating]);
    }
    series.push({
      key: type,
      label: type,
      values: weeks.map((monday) => {
        const average = mean(byWeek.get(weekNumber(monday)) ?? []);
        return average === null ? null : oneDecimal(average);
      }),
    });
    const recent = averageBetween(ratings, addDays(today, -27), today);
    const before = averageBetween(ratings, addDays(today, -55), addDays(today, -28));
    summaries.push(ratingSummary(type, recent, before, words));
  }
  return { summaries, series };
}
