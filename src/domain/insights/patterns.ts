// Patterns: two groups of days compared, only when each holds at least 10 days, with both averages and both counts,
// and never in causal words (shared/spec/INSIGHTS.md).
import { addDays, type Day } from '../dates.js';
import { entryRating } from '../rating.js';
import type { PatternGroup, PatternInsight } from './contract.js';
import { countOf, formatOneDecimal, mean, oneDecimal } from './stats.js';
import type { WellnessItemKey } from '../wellness.js';

/** Days each group needs before an association is shown. */
export const PATTERN_NEEDS_DAYS = 10;
/** A difference smaller than this (rating points) reads "about the same". */
export const ABOUT_THE_SAME_BELOW = 0.5;

interface PatternEntry {
  type: string;
  day: Day;
  content: unknown;
}

/** How a pattern's two groups are named, in its sentences and its table. */
interface PatternWords {
  id: PatternInsight['id'];
  title: string;
  /** "Game rating" */
  subject: string;
  /** The groups in the association's sentence: "on days after a check-in with sleep quality 4 or 5", "after lower ...". */
  averagedWhen: [string, string];
  /** The groups in a sentence that counts days: "after sleep quality 4 or 5", "after lower sleep quality". */
  days: [string, string];
  /** The groups in the table. */
  labels: [string, string];
}

/** The average rating of each day with a rated entry of `type`. */
function dayRatings(entries: readonly PatternEntry[], type: string, first: Day, last: Day): Map<Day, number> {
  const byDay = new Map<Day, number[]>();
  for (const entry of entries) {
    if (entry.type !== type || entry.day < first || entry.day > last) continue;
    const rating = entryRating(entry.content);
    if (rating !== null) byDay.set(entry.day, [...(byDay.get(entry.day) ?? []), rating]);
  }
  return new Map([...byDay].map(([day, ratings]) => [day, mean(ratings)!]));
}

/** The sentence of a comparison: the association with both averages and counts, or how many days there are so far. */
export function patternText(words: PatternWords, groups: [PatternGroup, PatternGroup]): string {
  const [a, b] = groups;
  if (a.average === null || b.average === null || a.days < PATTERN_NEEDS_DAYS || b.days < PATTERN_NEEDS_DAYS) {
    return `Not enough days yet: ${countOf(a.days, 'day')} ${words.days[0]} and ${b.days} ${words.days[1]}; each needs ${PATTERN_NEEDS_DAYS}.`;
  }
  const [first, second] = [formatOneDecimal(a.average), formatOneDecimal(b.average)];
  const counts = `(${a.days} vs ${countOf(b.days, 'day')})`;
  if (Math.abs(a.average - b.average) < ABOUT_THE_SAME_BELOW) {
    return `${words.subject} was about the same ${words.days[0]} and ${words.days[1]}: ${first} and ${second} ${counts}.`;
  }
  return `${words.subject} averaged ${first} ${words.averagedWhen[0]}, and ${second} ${words.averagedWhen[1]} ${counts}.`;
}

/** Splits the rated days into the two groups (or neither) and compares them. */
function compare(
  words: PatternWords,
  ratings: ReadonlyMap<Day, number>,
  groupOf: (day: Day) => 0 | 1 | null,
): PatternInsight {
  const split: [number[], number[]] = [[], []];
  for (const [day, rating] of ratings) {
    const group = groupOf(day);
    if (group !== null) split[group].push(rating);
  }
  const groups = split.map((values, index) => {
    const average = mean(values);
    return { label: words.labels[index]!, days: values.length, average: average === null ? null : oneDecimal(average) };
  }) as [PatternGroup, PatternGroup];
  // The sentence reads the unrounded averages: "about the same" is decided before rounding.
  const exact = split.map((values, index) => ({ ...groups[index]!, average: mean(values) })) as [
    PatternGroup,
    PatternGroup,
  ];
  const enough = groups.every((group) => group.days >= PATTERN_NEEDS_DAYS);
  return { id: words.id, title: words.title, enough, text: patternText(words, exact), groups };
}

const highOrLow = (value: number | undefined): 0 | 1 | null =>
  value === undefined ? null : value >= 4 ? 0 : value >= 1 ? 1 : null;

/** The three patterns over the days `first` to `today`. */
export function patternInsights(
  entries: readonly PatternEntry[],
  checkIns: ReadonlyMap<Day, Partial<Record<WellnessItemKey, number>>>,
  first: Day,
  today: Day,
): PatternInsight[] {
  const imageryDays = new Set(entries.filter((entry) => entry.type === 'Imagery').map((entry) => entry.day));
  const trainingRatings = dayRatings(entries, 'Training', first, today);
  return [
    compare(
      {
        id: 'game-after-sleep',
        title: 'Game rating and sleep quality',
        subject: 'Game rating',
        averagedWhen: ['on days after a check-in with sleep quality 4 or 5', 'after lower sleep quality'],
        days: ['after sleep quality 4 or 5', 'after lower sleep quality'],
        labels: ['Sleep quality 4 or 5', 'Sleep quality 1 to 3'],
      },
      dayRatings(entries, 'Game', first, today),
      (day) => highOrLow(checkIns.get(day)?.sleep),
    ),
    compare(
      {
        id: 'training-after-imagery',
        title: 'Training rating and imagery the day before',
        subject: 'Training rating',
        averagedWhen: ['on days after an imagery session', 'on other days'],
        days: ['after an imagery session', 'on other days'],
        labels: ['Imagery the day before', 'No imagery the day before'],
      },
      trainingRatings,
      (day) => (imageryDays.has(addDays(day, -1)) ? 0 : 1),
    ),
    compare(
      {
        id: 'training-with-soreness',
        title: 'Training rating and muscle soreness',
        subject: 'Training rating',
        averagedWhen: [
          'on days when muscle soreness that morning was 4 or 5 (Good or Feeling good)',
          'when it was 1 to 3 (Normal or sorer)',
        ],
        days: ['with morning soreness 4 or 5', 'with 1 to 3'],
        labels: ['Soreness 4 or 5', 'Soreness 1 to 3'],
      },
      trainingRatings,
      (day) => highOrLow(checkIns.get(day)?.soreness),
    ),
  ];
}
