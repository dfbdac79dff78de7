// What the Insights screen is given: one answer per period, computed by the server from the athlete's entries with
// the pure functions beside this file (shared/spec/INSIGHTS.md holds the rules). Every sentence is written here,
// in the domain, so that every screen that shows insights says the same words.
import type { Day } from '../dates.js';
import type { PlanAdherence } from '../entry-content.js';
import type { WellnessItemKey } from '../wellness.js';

/** The periods the screen offers, as the URL writes them (`?period=12w`). */
export const INSIGHT_PERIODS = ['4w', '12w', '1y'] as const;
export type InsightPeriod = (typeof INSIGHT_PERIODS)[number];

/** Four weeks: a new athlete's journal fills them, where 12 would stand three quarters empty. */
export const DEFAULT_INSIGHT_PERIOD: InsightPeriod = '4w';

/** How each period reads in the picker, and how many Monday weeks it spans (the last is the current week). */
export const INSIGHT_PERIOD_DETAILS = {
  '4w': { label: '4 weeks', weeks: 4 },
  '12w': { label: '12 weeks', weeks: 12 },
  '1y': { label: '1 year', weeks: 52 },
} as const satisfies Record<InsightPeriod, { label: string; weeks: number }>;

export function isInsightPeriod(value: unknown): value is InsightPeriod {
  return (INSIGHT_PERIODS as readonly unknown[]).includes(value);
}

/** The period an address names (`?period=4w|12w|1y`); anything else is the default. */
export const insightPeriodNamed = (param: unknown): InsightPeriod =>
  isInsightPeriod(param) ? param : DEFAULT_INSIGHT_PERIOD;

/** The rated entry types whose weekly average rating is drawn, in the order of their lines. */
export const RATED_TYPES = ['Game', 'Training', 'Rehab', 'Lift', 'Imagery'] as const;
export type RatedType = (typeof RATED_TYPES)[number];

/** One line of a chart: a value per week of `Insights.weeks` (null where the week has none). */
export interface WeeklySeries<K extends string = string> {
  key: K;
  label: string;
  values: (number | null)[];
}

export interface LoadInsight {
  /** "This week: 1,840 (35% above your 4-week average)", or why there is no average yet. */
  summary: string;
  /** Load (AU) of each week, 0 for a week without any. */
  weekly: number[];
  /** The 4-week average before each week (whole AU), null until 3 of those 4 weeks have load. */
  fourWeekAverage: (number | null)[];
  /** Monotony of the last 7 days, one decimal; null when undefined (no variation). */
  monotony: number | null;
  /** Strain of the last 7 days (their load x monotony), whole AU; null with monotony. */
  strain: number | null;
}

export interface RatingsInsight {
  /** One sentence per rated type with ratings in the period: "Training averaged 7.1 over the last 4 weeks (...)". */
  summaries: string[];
  /** Weekly average rating (one decimal) of each rated type with ratings in the period. */
  series: WeeklySeries<RatedType>[];
}

export interface CheckInItem {
  key: WellnessItemKey;
  label: string;
  value: number;
  word: string;
}

export interface WellnessInsight {
  summary: string;
  /** Weekly average (one decimal) of each of the five items, in the check-in's order. */
  series: WeeklySeries<WellnessItemKey>[];
  /** The latest check-in up to today (in the period), with its items, score and sleep hours. */
  latest: { day: Day; items: CheckInItem[]; score: number | null; sleepHours: number | null } | null;
  /** "Sleep quality is lower than usual for you", one per flagged item of the latest check-in. */
  unusual: string[];
  /** Why there are no flags to look for yet (too few check-ins in the 28 days before), else null. */
  unusualNote: string | null;
}

export interface GamePlanAnswer {
  answer: PlanAdherence;
  /** Games in the period with this answer. */
  games: number;
  /** Their average game rating (one decimal), over the `ratedGames` of them that have one. */
  averageRating: number | null;
  ratedGames: number;
}

export interface GamePlanInsight {
  summary: string;
  answers: GamePlanAnswer[];
}

export interface ConsistencyInsight {
  /** Days of today's month with at least one entry. */
  daysThisMonth: number;
  /** Consecutive days with entries ending today or yesterday (0 when neither has one). */
  currentRun: number;
  /** The longest run of consecutive days with entries, ever. */
  longestRun: number;
}

/** Days available over the period (an injury's or illness's entries; a day without one before it counts). */
export interface AvailabilityInsight {
  available: number;
  days: number;
  /** "Available on 24 of 28 days." */
  summary: string;
}

export interface PatternGroup {
  label: string;
  days: number;
  /** Average rating of the group's days, one decimal; null without days. */
  average: number | null;
}

export interface PatternInsight {
  id: 'game-after-sleep' | 'training-after-imagery' | 'training-with-soreness';
  title: string;
  /** Whether both groups hold the 10 days an association needs; when not, `text` says how many there are. */
  enough: boolean;
  text: string;
  groups: [PatternGroup, PatternGroup];
}

export interface Insights {
  period: InsightPeriod;
  today: Day;
  /** The Monday of each week of the period, oldest first; the last is the current week. */
  weeks: Day[];
  /** Whether the athlete has any entry at all (else the screen explains what will appear). */
  hasEntries: boolean;
  /** One sentence on what changed against the athlete's earlier weeks, or what is needed to tell (headline.ts). */
  headline: string;
  load: LoadInsight;
  ratings: RatingsInsight;
  wellness: WellnessInsight;
  gamePlan: GamePlanInsight;
  consistency: ConsistencyInsight;
  availability: AvailabilityInsight;
  patterns: PatternInsight[];
}
