// Training load over weeks (Foster's session-RPE): weekly load beside the 4-week average, monotony and strain.
// No acute:chronic ratio and no risk wording (shared/spec/INSIGHTS.md).
import { addDays, type Day } from '../dates.js';
import { sessionLoad } from '../load.js';
import type { LoadInsight } from './contract.js';
import { formatWhole, mean, oneDecimal, populationSd } from './stats.js';
import { ATHLETE_VOICE, type Voice } from './voice.js';
import { weekNumber, type TimeWords } from './weeks.js';

/** The load of each day with sessions that have one (effort x minutes summed); days without are absent (0). */
export function dailyLoads(entries: readonly { type: string; day: Day; content: unknown }[]): Map<Day, number> {
  const loads = new Map<Day, number>();
  for (const entry of entries) {
    const load = sessionLoad(entry);
    if (load !== null) loads.set(entry.day, (loads.get(entry.day) ?? 0) + load);
  }
  return loads;
}

const loadOfDays = (daily: ReadonlyMap<Day, number>, first: Day, count: number): number[] =>
  Array.from({ length: count }, (_, index) => daily.get(addDays(first, index)) ?? 0);

/** The load of each Monday week with load, by its week number (weekNumber). */
export function weeklyLoads(daily: ReadonlyMap<Day, number>): Map<number, number> {
  const weekly = new Map<number, number>();
  for (const [day, load] of daily) weekly.set(weekNumber(day), (weekly.get(weekNumber(day)) ?? 0) + load);
  return weekly;
}

/** Weeks with load among the 4 before a week that the 4-week average needs. */
export const AVERAGE_NEEDS_WEEKS = 3;

/** The loads of the 4 complete weeks before week `week`, oldest first (0 for a week without load). */
const fourWeeksBefore = (weekly: ReadonlyMap<number, number>, week: number): number[] =>
  [4, 3, 2, 1].map((back) => weekly.get(week - back) ?? 0);

/**
 * A week's load beside the 4-week average before it: the mean weekly load of the 4 complete weeks before (weeks
 * without load count as 0), or null while fewer than 3 of those weeks have load; and how many of them have load.
 */
export function weekAgainstAverage(
  weekly: ReadonlyMap<number, number>,
  week: number,
): { week: number; average: number | null; weeksWithLoad: number } {
  const loads = fourWeeksBefore(weekly, week);
  const weeksWithLoad = loads.filter((load) => load > 0).length;
  return {
    week: weekly.get(week) ?? 0,
    average: weeksWithLoad >= AVERAGE_NEEDS_WEEKS ? mean(loads) : null,
    weeksWithLoad,
  };
}

/** The 4-week average before week `week` (weekAgainstAverage), or null while fewer than 3 of those weeks have load. */
export function fourWeekAverage(weekly: ReadonlyMap<number, number>, week: number): number | null {
  return weekAgainstAverage(weekly, week).average;
}

/**
 * Monotony (Foster 1998) of the 7 days ending today: mean daily load / its population SD, rest days as 0; strain is
 * those days' load x monotony. Both null when the SD is 0 (no load, or the same load every day): never infinity.
 */
export function monotonyAndStrain(
  daily: ReadonlyMap<Day, number>,
  today: Day,
): { monotony: number | null; strain: number | null } {
  const loads = loadOfDays(daily, addDays(today, -6), 7);
  const sd = populationSd(loads);
  if (sd === 0) return { monotony: null, strain: null };
  const monotony = mean(loads)! / sd;
  const total = loads.reduce((sum, load) => sum + load, 0);
  return { monotony: oneDecimal(monotony), strain: Math.round(total * monotony) };
}

/** "This week: 1,840 (35% above your 4-week average)" ("their" to a share's reader), or what the average waits for. */
export function loadSummary(
  thisWeek: number,
  average: number | null,
  words: TimeWords,
  { possessive }: Voice = ATHLETE_VOICE,
): string {
  const start = `${words.week}: ${formatWhole(thisWeek)}`;
  if (average === null) {
    const whose = possessive === 'your' ? 'Your' : 'Their';
    return `${start}. ${whose} 4-week average appears after 4 weeks of logged effort and minutes.`;
  }
  return `${start} (${againstAverage(thisWeek, average, possessive)})`;
}

/**
 * "35% above your 4-week average", "35% below their 4-week average", or "about the same as your 4-week average" when
 * the difference rounds to 0%: a week's load in the words every screen uses.
 */
export function againstAverage(week: number, average: number, possessive: Voice['possessive']): string {
  const percent = Math.round(((week - average) / average) * 100);
  if (percent === 0) return `about the same as ${possessive} 4-week average`;
  return `${Math.abs(percent)}% ${percent > 0 ? 'above' : 'below'} ${possessive} 4-week average`;
}

/** The load section: each week's load and 4-week average, this week's summary, monotony and strain. */
export function loadInsight(
  daily: ReadonlyMap<Day, number>,
  weeks: readonly Day[],
  today: Day,
  words: TimeWords,
  voice: Voice = ATHLETE_VOICE,
): LoadInsight {
  const byWeek = weeklyLoads(daily);
  const numbers = weeks.map(weekNumber);
  const weekly = numbers.map((week) => byWeek.get(week) ?? 0);
  const averages = numbers.map((week) => fourWeekAverage(byWeek, week));
  const current = weeks.length - 1;
  return {
    summary: loadSummary(weekly[current] ?? 0, averages[current] ?? null, words, voice),
    weekly,
    fourWeekAverage: averages.map((average) => (average === null ? null : Math.round(average))),
    ...monotonyAndStrain(daily, today),
  };
}
