// The whole Insights answer for one period, from the athlete's entries (shared/spec/INSIGHTS.md). Pure: the caller
// passes "today" and the entries of `insightsWindow(period, today)`.
import type { Day } from '../dates.js';
import type { InsightPeriod, Insights } from './contract.js';
import { consistencyInsight } from './consistency.js';
import { gamePlanInsight } from './game-plan-insight.js';
import { dailyLoads, loadInsight } from './load-insight.js';
import { patternInsights } from './patterns.js';
import { ratingsInsight } from './ratings-insight.js';
import { ATHLETE_VOICE, type Voice } from './voice.js';
import { checkInsByDay, wellnessInsight } from './wellness-insight.js';
import { periodWeeks, timeWords } from './weeks.js';

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
}

/** Every section of the Insights screen for one period. */
export function computeInsights({
  period,
  today,
  entries,
  journaledDays,
  ended = false,
  voice = ATHLETE_VOICE,
}: InsightsInput): Insights {
  const weeks = periodWeeks(period, today);
  const first = weeks[0]!;
  const upToToday = entries.filter((entry) => entry.day <= today);
  const checkIns = checkInsByDay(upToToday);
  const words = timeWords(period, today, ended);
  return {
    period,
    today,
    weeks,
    hasEntries: journaledDays.length > 0,
    load: loadInsight(dailyLoads(upToToday), weeks, today, words, voice),
    ratings: ratingsInsight(upToToday, weeks, today, words),
    wellness: wellnessInsight(checkIns, weeks, today, words),
    gamePlan: gamePlanInsight(upToToday, first, today, words, voice),
    consistency: consistencyInsight(new Set(journaledDays), today),
    patterns: patternInsights(upToToday, checkIns, first, today),
  };
}
