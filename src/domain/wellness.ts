// The daily wellness check-in (McLean et al. 2010, as World Rugby uses it; shared/spec/INSIGHTS.md): five items,
// each 1 to 5 where 5 is best, with the scale's own words. The items are a validated scale: not editable.

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
  if (typeof content !== 'object' || content === null) return null;
  let sum = 0;
  for (const { key } of WELLNESS_ITEMS) {
    const value = (content as Record<string, unknown>)[key];
    if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > 5) return null;
    sum += value;
  }
  return sum;
}

/** What the check-in form holds while the athlete fills it in: items not yet answered are null. */
export interface WellnessDraft {
  items: Record<WellnessItemKey, number | null>;
  /** Hours slept as typed ('7.5'); blank for none. */
  sleepHours: string;
  notes: string;
}

/** An empty check-in form. */
export const EMPTY_WELLNESS_DRAFT: WellnessDraft = {
  items: { fatigue: null, sleep: null, soreness: null, stress: null, mood: null },
  sleepHours: '',
  notes: '',
};

export const ANSWER_EVERY_QUESTION = 'Please answer every question';
export const SLEEP_HOURS_HINT = 'Hours slept: a number from 0 to 24, in half hours (7.5)';

/** What stops a check-in from saving: unanswered items, hours slept that are not 0-24 in halves. Empty when none. */
export function wellnessDraftErrors(draft: WellnessDraft): { items?: string; sleepHours?: string } {
  const errors: { items?: string; sleepHours?: string } = {};
  if (WELLNESS_ITEMS.some(({ key }) => draft.items[key] === null)) errors.items = ANSWER_EVERY_QUESTION;
  if (draft.sleepHours.trim() !== '' && parseSleepHours(draft.sleepHours) === null)
    errors.sleepHours = SLEEP_HOURS_HINT;
  return errors;
}

/** Hours slept typed as '7.5' or '7,5': a number 0-24 in halves, or null for anything else. */
function parseSleepHours(text: string): number | null {
  const trimmed = text.trim().replace(',', '.');
  if (!/^\d{1,2}(\.\d+)?$/.test(trimmed)) return null;
  const hours = Number(trimmed);
  return hours >= SLEEP_HOURS.min && hours <= SLEEP_HOURS.max && (hours * 2) % 1 === 0 ? hours : null;
}

/** The content a complete draft saves (check wellnessDraftErrors first): the five items, hours and notes if given. */
export function buildWellnessContent(draft: WellnessDraft) {
  const hours = parseSleepHours(draft.sleepHours);
  const notes = draft.notes.trim();
  return {
    fatigue: draft.items.fatigue!,
    sleep: draft.items.sleep!,
    soreness: draft.items.soreness!,
    stress: draft.items.stress!,
    mood: draft.items.mood!,
    ...(hours === null ? {} : { sleepHours: hours }),
    ...(notes === '' ? {} : { notes }),
  };
}

/** A stored check-in back in the form, to edit it. */
export function wellnessDraftOf(content: unknown): WellnessDraft {
  const stored = (typeof content === 'object' && content !== null ? content : {}) as Record<string, unknown>;
  const item = (key: WellnessItemKey) => {
    const value = stored[key];
    return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 5 ? value : null;
  };
  return {
    items: {
      fatigue: item('fatigue'),
      sleep: item('sleep'),
      soreness: item('soreness'),
      stress: item('stress'),
      mood: item('mood'),
    },
    sleepHours: typeof stored.sleepHours === 'number' ? String(stored.sleepHours) : '',
    notes: typeof stored.notes === 'string' ? stored.notes : '',
  };
}

/**
 * The check-in of a day: its latest (two made offline on two devices for one day are both kept, and the one
 * written last counts), or null.
 */
export function latestCheckIn<T extends { type: string; day: string; createdAt: string; id: string }>(
  entries: readonly T[],
  day: string,
): T | null {
  let latest: T | null = null;
  for (const entry of entries) {
    if (entry.type !== 'Wellness' || entry.day !== day) continue;
    if (!latest || entry.createdAt > latest.createdAt || (entry.createdAt === latest.createdAt && entry.id > latest.id))
      latest = entry;
  }
  return latest;
}
