// The daily wellness check-in (McLean et al. 2010, as World Rugby uses it; shared/spec/INSIGHTS.md): five items,
// each 1 to 5 where 5 is best, with the scale's own words. The items are a validated scale: not editable.
import { isOfType } from './entry-types.js';
import { isRecord } from './guards.js';

/** The five items, in the order the check-in asks them, each with its words from 5 (best) down to 1. */
export const WELLNESS_ITEMS = [
  {
    key: 'fatigue',
    label: 'Fatigue',
    words: ['Very fresh', 'Fresh', 'Normal', 'More tired than normal', 'Always tired'],
  },
  {
    key: 'sleep',
    label: 'Sleep quality',
    words: ['Very restful', 'Good', 'Difficulty falling asleep', 'Restless', 'Insomnia'],
  },
  {
    key: 'soreness',
    label: 'Muscle soreness',
    words: ['Feeling good', 'Good', 'Normal', 'Increase in muscle soreness', 'Very sore'],
  },
  {
    key: 'stress',
    label: 'Stress',
    words: ['Very relaxed', 'Relaxed', 'Normal', 'Stressed', 'Very stressed'],
  },
  {
    key: 'mood',
    label: 'Mood',
    words: [
      'Very positive mood',
      'Generally good mood',
      'Less interested in activities than normal',
      'Snappiness at teammates or family',
      'Highly annoyed, irritable or down',
    ],
  },
] as const satisfies readonly {
  key: string;
  label: string;
  words: readonly [string, string, string, string, string];
}[];

export type WellnessItemKey = (typeof WELLNESS_ITEMS)[number]['key'];

/** The limits of the optional sleep duration: hours, in steps of half an hour. */
export const SLEEP_HOURS = { min: 0, max: 24, step: 0.5 } as const;

/** The word of an item's value (5 is the first word, 1 the last). */
export function wellnessWord(key: WellnessItemKey, value: number): string | null {
  const item = WELLNESS_ITEMS.find((candidate) => candidate.key === key);
  return item && Number.isInteger(value) && value >= 1 && value <= 5 ? item.words[5 - value]! : null;
}

/** The wellness score: the sum of the five items (5 to 25, higher is better); null unless all five are 1-5. */
export function wellnessScore(content: unknown): number | null {
  if (!isRecord(content)) return null;
  let sum = 0;
  for (const { key } of WELLNESS_ITEMS) {
    const value = content[key];
    if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > 5) return null;
    sum += value;
  }
  return sum;
}

/**
 * The check-in of a day: its latest (two made offline on two devices for one day are both kept, and the one
 * written last counts), or null.
 */
export function latestCheckIn<T extends { type: string; day: string; createdAt: string; id: string }>(
  entries: readonly T[],
  day: string,
): (T & { type: 'Wellness' }) | null {
  let latest: (T & { type: 'Wellness' }) | null = null;
  for (const entry of entries) {
    if (!isOfType(entry, 'Wellness') || entry.day !== day) continue;
    if (!latest || entry.createdAt > latest.createdAt || (entry.createdAt === latest.createdAt && entry.id > latest.id))
      latest = entry;
  }
  return latest;
}
