// The whole Insights answer for one period, from the athlete's entries (shared/spec/INSIGHTS.md). Pure: the caller
// passes "today" and the entries of `insightsWindow(period, today)`.
import type { Day } from '../dates.js';
import type { InsightPeriod, Insights } from './contract.js';
import { availabilityInsight } from './availability-insight.js';
import { consistencyInsight } from './consistency.js';
import { gamePlanInsight } from './game-plan-insight.js';
import { insightHeadline, type HeadlineFigures } from './headline.js';
import { dailyLoads, loadInsight, weekAgainstAverage, weeklyLoads } from './load-insight.js';
import { patternInsights } from './patterns.js';
import { ratingComparisons, ratingsInsight } from './ratings-insight.js';
import { ATHLETE_VOICE, type Voice } from './voice.js';
import { checkInsByDay, unusualItems, wellnessInsight } from './wellness-insight.js';
import { periodWeeks, timeWords, weekNumber, type TimeWords } from './weeks.js';

/** An entry as insights read it. */
export interface InsightEntry {
  id: string;
  type: string;
  day: Day;
  createdAt: string;
  content: unknown;
}

export interface InsightsInput {
  period: InsightPeriod;
  today: Day;
  /** The athlete's entries of `insightsWindow(period, today)` (others are ignored where they do not belong). */
  entries: readonly InsightEntry[];
  /** Every day up to today with at least one entry, ever (for consistency, and to know the journal is not empty). */
  journaledDays: readonly Day[];
  /** `today` is the last day of a period that has ended (a share link's): sentences name its days, not "this week". */
  ended?: boolean;
  /** Whom the sentences speak of: the athlete (by default), or the athlete to a share link's reader. */
  voice?: Voice;
  /**
   * The athlete's Health entries up to today, of any age (the one before the period says how it began); without
   * them, those among `entries`.
   */
  health?: readonly InsightEntry[];
}

/** Every section of the Insights screen for one period. */
export function computeInsights({
  period,
  today,
  entries,
  journaledDays,
  ended = false,
  voice = ATHLETE_VOICE,
  health = entries,
}: InsightsInput): Insights {
  const weeks = periodWeeks(period, today);
  const first = weeks[0]!;
  const upToToday = entries.filter((entry) => entry.day <= today);
  const checkIns = checkInsByDay(upToToday);
  const words = timeWords(period, today, ended);
  const daily = dailyLoads(upToToday);
  return {
    period,
    today,
    weeks,
    hasEntries: journaledDays.length > 0,
    headline: insightHeadline({ ...headlineFigures(upToToday, daily, checkIns, weeks, today, words), voice }),
    load: loadInsight(daily, weeks, today, words, voice),
    ratings: ratingsInsight(upToToday, weeks, today, words),
    wellness: wellnessInsight(checkIns, weeks, today, words, voice),
    gamePlan: gamePlanInsight(upToToday, first, today, words, voice),
    consistency: consistencyInsight(new Set(journaledDays), today),
    availability: availabilityInsight(health, first, today),
    patterns: patternInsights(upToToday, checkIns, first, today),
  };
}

/** The figures the headline compares, from the entries up to today (the period's and the weeks before it). */
function headlineFigures(
  entries: readonly InsightEntry[],
  daily: ReadonlyMap<Day, number>,
  checkIns: ReturnType<typeof checkInsByDay>,
  weeks: readonly Day[],
  today: Day,
  words: TimeWords,
): HeadlineFigures {
  const latestDay = [...checkIns.keys()].reduce<Day | null>(
    (latest, day) => (latest && latest > day ? latest : day),
    null,
  );
  const unusual = latestDay === null ? null : unusualItems(checkIns, latestDay);
  return {
    words,
    today,
    weekStart: weeks[weeks.length - 1]!,
    load: weekAgainstAverage(weeklyLoads(daily), weekNumber(today)),
    checkIn: latestDay === null ? null : { day: latestDay, ...unusual! },
    ratings: ratingComparisons(entries, today),
  };
}
