// The wellness check-in's form: what it holds while the athlete fills it in, what stops it from saving, and the
// content it saves. Only the check-in screen reads this (it stays out of the code every signed-in screen loads).
import { SLEEP_HOURS, WELLNESS_ITEMS, type WellnessItemKey } from './wellness.js';

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

/** Said beside each item not answered yet. */
const ANSWER_THIS_QUESTION = 'Please answer this question';
export const SLEEP_HOURS_HINT = 'Hours slept: a number from 0 to 24, in half hours (7.5)';

/**
 * What stops a check-in from saving, by field: each unanswered item (by its key), hours slept that are not 0-24 in
 * halves. Empty when none.
 */
export function wellnessDraftErrors(draft: WellnessDraft): Partial<Record<WellnessItemKey | 'sleepHours', string>> {
  const errors: Partial<Record<WellnessItemKey | 'sleepHours', string>> = {};
  for (const { key } of WELLNESS_ITEMS) if (draft.items[key] === null) errors[key] = ANSWER_THIS_QUESTION;
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

/** Where the stepper of hours slept starts from when nothing (or no number) is typed: a full night. */
const HOURS_STEPPER_START = 8;

/**
 * Hours slept one half hour up (+1) or down (-1) from what is typed, kept from 0 to 24; from a full night (8) when
 * nothing usable is typed, so the first step gives 8.5 or 7.5.
 */
export function stepSleepHours(typed: string, direction: 1 | -1): string {
  const from = parseSleepHours(typed) ?? HOURS_STEPPER_START;
  const stepped = Math.min(SLEEP_HOURS.max, Math.max(SLEEP_HOURS.min, from + direction * 0.5));
  return String(stepped);
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
