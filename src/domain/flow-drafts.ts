// What a flow keeps on the device while the athlete types (a draft), and how it is checked when read back: stored
// browser data is outside input, so anything that is not exactly a draft of its flow is refused.
import { z } from 'zod';
import { displayDay, formatClockTime, localDay } from './dates.js';
import { MAX_ENTRY_VERSION } from './entry-content-schema.js';
import {
  AVAILABILITY_STATUSES,
  BODY_AREAS,
  BODY_SIDES,
  CONTENT_LIMITS,
  EXTERNAL_FACTORS,
  HEALTH_PROBLEMS,
  MEAL_TYPES,
  PLAN_ADHERENCE,
} from './entry-content.js';
import { EFFORT_LIMITS } from './load.js';
import { WELLNESS_ITEMS, type WellnessItemKey } from './wellness.js';

const L = CONTENT_LIMITS;
const text = z.string().max(L.longTextChars);
const id = z.string().min(1).max(L.mapKeyChars);
const rating = z.int().min(1).max(10).nullable();
const answers = z.record(id, text).refine((map) => Object.keys(map).length <= L.mapKeys * 2, 'Too many answers');
const questionIndex = z
  .int()
  .min(0)
  .max(L.mapKeys * 2);

// Effort and minutes came after the first drafts: a draft typed before them reads back with neither chosen.
const effort = z.int().min(EFFORT_LIMITS.minEffort).max(EFFORT_LIMITS.maxEffort).nullable().default(null);
/** Minutes as typed (checked when the athlete moves on, not here): short text. */
const minutes = z.string().max(L.shortTextChars).default('');
/** A number as typed (minutes played, a score), checked when the athlete moves on. */
const typedNumber = z.string().max(L.shortTextChars).default('');

const trainingLikeDraft = z.strictObject({ timeOfDay: text, answers, rating, effort, minutes, notes: text });
const imageryDraft = z.strictObject({
  timeOfDay: text,
  selectedPromptIds: z
    .array(id)
    .max(L.listItems * 2)
    .readonly(),
  rating,
  notes: text,
});
const foodDraft = z.strictObject({
  mealType: z.enum(MEAL_TYPES),
  timeOfDay: text,
  foodItems: text,
  feelingNotes: text,
});
const gameDraft = z.strictObject({
  timeOfDay: text,
  opposingTeam: text,
  answers,
  externalFactors: z.array(z.enum(EXTERNAL_FACTORS)).max(EXTERNAL_FACTORS.length),
  rating,
  effort,
  minutes,
  // The match record came with issue 33: a draft typed before it reads back with none of it.
  minutesPlayed: typedNumber,
  started: z.boolean().nullable().default(null),
  scoreFor: typedNumber,
  scoreAgainst: typedNumber,
  planAdherence: z.enum(PLAN_ADHERENCE).nullable().default(null),
  notes: text,
});

const healthDraft = z.strictObject({
  problem: z.enum(HEALTH_PROBLEMS).nullable(),
  area: z.enum(BODY_AREAS).nullable(),
  side: z.enum(BODY_SIDES).nullable(),
  pain: z.int().min(0).max(10).nullable(),
  status: z.enum(AVAILABILITY_STATUSES).nullable(),
  notes: text,
});

const noteDraft = z.strictObject({
  title: z.string().max(L.noteTitleChars * 2),
  text: z.string().max(L.noteTextChars * 2),
});

const checkInItem = z.int().min(1).max(5).nullable();
const checkInItems = z.strictObject(
  Object.fromEntries(WELLNESS_ITEMS.map(({ key }) => [key, checkInItem])) as Record<
    WellnessItemKey,
    typeof checkInItem
  >,
);
const wellnessDraft = z.strictObject({
  items: checkInItems,
  sleepHours: z.string().max(L.shortTextChars),
  notes: text,
});

const questionScreen = z.union([
  z.strictObject({ step: z.literal('question'), question: questionIndex }),
  z.strictObject({ step: z.enum(['rating', 'effort', 'notes']) }),
  // Drafts kept before the effort screen numbered their screens: question, rating, notes.
  z.strictObject({ step: z.literal(0), question: questionIndex }).transform(({ question }) => ({
    step: 'question' as const,
    question,
  })),
  z.strictObject({ step: z.literal(1) }).transform(() => ({ step: 'rating' as const })),
  z.strictObject({ step: z.literal(2) }).transform(() => ({ step: 'notes' as const })),
]);

const named = <N extends string>(name: N) => z.strictObject({ name: z.literal(name) });
const gameStep = z.discriminatedUnion('name', [
  named('selection'),
  named('choose-game'),
  named('other-notes'),
  z.strictObject({ name: z.literal('pregame'), question: questionIndex }),
  named('postgame-factors'),
  z.strictObject({ name: z.literal('postgame-reflection'), question: questionIndex }),
  named('postgame-rating'),
  named('postgame-match'),
  named('postgame-effort'),
  named('postgame-notes'),
]);
/** Where a Game draft was: its step, and the game in progress its postgame finishes (null: a new game). */
const gameStepState = z.strictObject({ step: gameStep, baseId: id.nullable() });

/**
 * The version of the saved entry the draft was typed over (null: a new entry, or a draft kept before drafts knew it):
 * continued, the draft is saved against it, so an edit made elsewhere since is reported, not overwritten.
 */
const baseVersion = z.int().min(1).max(MAX_ENTRY_VERSION).nullable().default(null);

const stored = <D extends z.ZodType, S extends z.ZodType>(draft: D, step: S) =>
  z.strictObject({ savedAt: z.int().positive(), baseVersion, draft, step });

/**
 * The stored draft of each kind of flow: what was typed, where the athlete was, when it was last typed, and the
 * version of the entry it edits.
 */
const STORED_DRAFTS = {
  question: stored(trainingLikeDraft, questionScreen),
  imagery: stored(imageryDraft, z.null()),
  food: stored(foodDraft, z.null()),
  game: stored(gameDraft, gameStepState),
  wellness: stored(wellnessDraft, z.null()),
  health: stored(healthDraft, z.null()),
  note: stored(noteDraft, z.null()),
} as const;

export type DraftKind = keyof typeof STORED_DRAFTS;
export type StoredDraft<K extends DraftKind> = z.output<(typeof STORED_DRAFTS)[K]>;

/** The draft of a `kind` flow read back from storage, or null when it is not exactly one (damaged, or another's). */
export function readStoredDraft<K extends DraftKind>(kind: K, value: unknown): StoredDraft<K> | null {
  const result = STORED_DRAFTS[kind].safeParse(value);
  return result.success ? (result.data as StoredDraft<K>) : null;
}

/** When a draft was last typed, as the offer to continue it says: '8:14 PM' today, else 'March 5, 8:14 PM'. */
export function draftTimeText(savedAt: Date, now: Date): string {
  const clock = formatClockTime(savedAt);
  if (clock === '') return '';
  const day = localDay(savedAt);
  return day === localDay(now) ? clock : `${displayDay(day)}, ${clock}`;
}
