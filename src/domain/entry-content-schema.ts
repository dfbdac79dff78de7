// The zod schemas of entry content and of the entries API's bodies. The server validates every write
// with them; the web app imports them only where a form checks its draft (never on a first page).
import { z } from 'zod';
import { isValidDay } from './dates.js';
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
import { EFFORT_LIMITS, MINUTES_MESSAGE } from './load.js';
import {
  MATCH_LIMITS,
  MINUTES_PLAYED_MESSAGE,
  MISSING_SCORE_MESSAGE,
  SCORE_MESSAGE,
  STARTED_MESSAGE,
} from './match-record.js';
import { SLEEP_HOURS } from './wellness.js';
import type { EntryType } from './entry-types.js';
import { formatNumber } from './number-format.js';

const L = CONTENT_LIMITS;

/** The largest version an entry can have: the column is a 32-bit integer (PostgreSQL's `integer`). */
export const MAX_ENTRY_VERSION = 2 ** 31 - 1;

/** UTF-8 byte length of a string (lone surrogates count 3, as an encoder writes U+FFFD). */
function utf8ByteLength(text: string): number {
  let bytes = 0;
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    bytes += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
  }
  return bytes;
}

/** Adds an issue when the serialised content is larger than the 64 KiB limit. */
function withinContentBytes(content: unknown, ctx: z.RefinementCtx): void {
  if (utf8ByteLength(JSON.stringify(content)) > L.contentBytes) {
    ctx.addIssue({ code: 'custom', message: 'This entry is too large to save (64 KiB at most)' });
  }
}

const longText = z.string().max(L.longTextChars, 'Keep this under 5,000 characters');

/** Optional short free text: trimmed, and dropped when blank ("stored only if non-blank"). */
const optionalShortText = z
  .string()
  .trim()
  .max(L.shortTextChars, 'Keep this under 100 characters')
  .transform((text) => (text === '' ? undefined : text))
  .optional();

/** A 1-10 rating button value; absent or null means "not rated". */
const optionalRating = z
  .int('Rating must be a whole number from 1 to 10')
  .min(1, 'Rating must be a whole number from 1 to 10')
  .max(10, 'Rating must be a whole number from 1 to 10')
  .nullable()
  .optional();

const EFFORT_MESSAGE = `Effort must be a whole number from ${EFFORT_LIMITS.minEffort} to ${EFFORT_LIMITS.maxEffort}`;

/** How hard a session was on the CR-10 scale (0-10), optional: journaling never gets harder. */
const optionalEffort = z
  .int(EFFORT_MESSAGE)
  .min(EFFORT_LIMITS.minEffort, EFFORT_MESSAGE)
  .max(EFFORT_LIMITS.maxEffort, EFFORT_MESSAGE)
  .optional();

/** How long a session lasted, in whole minutes (1-600), optional. */
const optionalMinutes = z
  .int(MINUTES_MESSAGE)
  .min(EFFORT_LIMITS.minMinutes, MINUTES_MESSAGE)
  .max(EFFORT_LIMITS.maxMinutes, MINUTES_MESSAGE)
  .optional();

/** A map of keys (question ids or texts) to texts, at most 50 keys of at most 500 characters. */
function textMap(maxValueChars: number) {
  return z
    .record(
      z.string().min(1, 'Keys cannot be empty').max(L.mapKeyChars, 'Keys are 500 characters at most'),
      z.string().max(maxValueChars, `Keep this under ${formatNumber(maxValueChars)} characters`),
    )
    .refine((map) => Object.keys(map).length <= L.mapKeys, `At most ${L.mapKeys} answers`);
}

/** Content of Training, Rehab and Lift entries: answers keyed by question id. */
export const trainingLikeContentSchema = z
  .object({
    timeOfDay: optionalShortText,
    answers: textMap(L.longTextChars).default({}),
    /** Question id -> the text it was answered with, so history stays readable after the set changes. */
    questionTexts: textMap(L.mapKeyChars).optional(),
    rating: optionalRating,
    effort: optionalEffort,
    minutes: optionalMinutes,
    notes: longText.optional(),
  })
  .superRefine(withinContentBytes);

const gamePregameSchema = z.object({
  controlFactors: longText.optional(),
  distractions: longText.optional(),
  mistakeResponse: longText.optional(),
});

const gamePostgameSchema = z.object({
  rating: z
    .int('Please rate the game from 1 to 10')
    .min(1, 'Please rate the game from 1 to 10')
    .max(10, 'Please rate the game from 1 to 10'),
  externalFactors: z
    .array(z.enum(EXTERNAL_FACTORS))
    .max(L.listItems)
    .transform((factors) => [...new Set(factors)])
    .default([]),
  engagement: longText.optional(),
  feelingsAboutPlay: longText.optional(),
  thingsDidWell: longText.optional(),
  workOnNext: longText.optional(),
  impactOnDay: longText.optional(),
  matchupFeelings: longText.optional(),
  systemFeelings: longText.optional(),
  playingTimeFeelings: longText.optional(),
  effort: optionalEffort,
  minutes: optionalMinutes,
  planAdherence: z.enum(PLAN_ADHERENCE, 'Did you stick to your plan? Answer Yes, Partly or No').optional(),
  notes: longText.optional(),
});

const optionalScore = z.int(SCORE_MESSAGE).min(0, SCORE_MESSAGE).max(MATCH_LIMITS.maxScore, SCORE_MESSAGE).optional();

/** A score needs both sides (decision 047): the side left out is named. */
function bothScoresOrNeither(content: { scoreFor?: number; scoreAgainst?: number }, ctx: z.RefinementCtx): void {
  const missing =
    content.scoreFor === undefined && content.scoreAgainst !== undefined
      ? 'scoreFor'
      : content.scoreAgainst === undefined && content.scoreFor !== undefined
        ? 'scoreAgainst'
        : null;
  if (missing) ctx.addIssue({ code: 'custom', path: [missing], message: MISSING_SCORE_MESSAGE[missing] });
}

/** Content of a Game entry; a pregame-only (in-progress) entry has no `postgame` key. */
export const gameContentSchema = z
  .object({
    opposingTeam: optionalShortText,
    timeOfDay: optionalShortText,
    pregame: gamePregameSchema.optional(),
    postgame: gamePostgameSchema.optional(),
    /** Custom question text -> answer. */
    customPregameAnswers: textMap(L.longTextChars).optional(),
    customPostgameAnswers: textMap(L.longTextChars).optional(),
    notes: longText.optional(),
    // The match record (match-record.ts), each part optional: older games have none.
    minutesPlayed: z
      .int(MINUTES_PLAYED_MESSAGE)
      .min(0, MINUTES_PLAYED_MESSAGE)
      .max(MATCH_LIMITS.maxMinutesPlayed, MINUTES_PLAYED_MESSAGE)
      .optional(),
    started: z.boolean(STARTED_MESSAGE).optional(),
    scoreFor: optionalScore,
    scoreAgainst: optionalScore,
  })
  .superRefine(bothScoresOrNeither)
  .superRefine(withinContentBytes);

/** Content of an Imagery entry: the texts of the prompts the athlete worked through. */
export const imageryContentSchema = z
  .object({
    timeOfDay: optionalShortText,
    selectedPrompts: z
      .array(
        z.string().trim().min(1, 'Prompts cannot be empty').max(L.listItemChars, 'Prompts are 500 characters at most'),
      )
      .max(L.listItems, `At most ${L.listItems} prompts`)
      .default([]),
    rating: optionalRating,
    notes: longText.optional(),
  })
  .superRefine(withinContentBytes);

const TIME_OF_DAY_REQUIRED = 'Please enter the time of day';
const FOOD_ITEMS_REQUIRED = 'Please enter at least one food item';

/** Content of a Food entry; feelings are kept for Dinner only (emptied for other meals). */
export const foodContentSchema = z
  .object({
    mealType: z.enum(MEAL_TYPES, 'Please choose Breakfast, Lunch, Snack or Dinner'),
    timeOfDay: z
      .string(TIME_OF_DAY_REQUIRED)
      .trim()
      .min(1, TIME_OF_DAY_REQUIRED)
      .max(L.shortTextChars, 'Keep this under 100 characters'),
    foodItems: z
      .string(FOOD_ITEMS_REQUIRED)
      .trim()
      .min(1, FOOD_ITEMS_REQUIRED)
      .max(L.longTextChars, 'Keep this under 5,000 characters'),
    feelingNotes: longText.default(''),
  })
  .superRefine(withinContentBytes)
  .transform((content) => (content.mealType === 'Dinner' ? content : { ...content, feelingNotes: '' }));

const CHECK_IN_ITEM = 'Please answer every question';
/** One check-in item: a whole number 1 to 5 (5 is best). */
const wellnessItem = z.int(CHECK_IN_ITEM).min(1, CHECK_IN_ITEM).max(5, CHECK_IN_ITEM);
const SLEEP_HOURS_MESSAGE = `Hours slept must be from ${SLEEP_HOURS.min} to ${SLEEP_HOURS.max}, in half hours`;

/** Content of a Wellness check-in: the five McLean items, optional hours slept (halves) and notes. */
export const wellnessContentSchema = z
  .object({
    fatigue: wellnessItem,
    sleep: wellnessItem,
    soreness: wellnessItem,
    stress: wellnessItem,
    mood: wellnessItem,
    sleepHours: z
      .number(SLEEP_HOURS_MESSAGE)
      .min(SLEEP_HOURS.min, SLEEP_HOURS_MESSAGE)
      .max(SLEEP_HOURS.max, SLEEP_HOURS_MESSAGE)
      .multipleOf(SLEEP_HOURS.step, SLEEP_HOURS_MESSAGE)
      .optional(),
    notes: longText.optional(),
  })
  .superRefine(withinContentBytes);

const PAIN_MESSAGE = 'Pain must be a whole number from 0 to 10';

/**
 * Content of a Health entry (an injury or illness): the problem, for an injury its body area and side (both optional,
 * refused for an illness), pain now (0-10, optional), the athlete's availability, and notes.
 */
export const healthContentSchema = z
  .object({
    problem: z.enum(HEALTH_PROBLEMS, 'Please choose Injury or Illness'),
    area: z.enum(BODY_AREAS, 'Please choose a body area from the list').optional(),
    side: z.enum(BODY_SIDES, 'Side must be left, right or both').optional(),
    pain: z.int(PAIN_MESSAGE).min(0, PAIN_MESSAGE).max(10, PAIN_MESSAGE).optional(),
    status: z.enum(AVAILABILITY_STATUSES, 'Please choose Available, Modified or Unavailable'),
    notes: longText.optional(),
  })
  .superRefine((content, ctx) => {
    if (content.problem !== 'illness') return;
    for (const key of ['area', 'side'] as const) {
      if (content[key] !== undefined) {
        ctx.addIssue({ code: 'custom', path: [key], message: `An illness has no body ${key}: only an injury does` });
      }
    }
  })
  .superRefine(withinContentBytes);

const NOTE_TITLE_MESSAGE = 'Keep the title under 200 characters';
const NOTE_TEXT_REQUIRED = 'Please write the note';

/**
 * Content of a Note: an optional title (trimmed, dropped when blank) and its text. A note has no rating, effort or
 * minutes: it is free writing (and what an imported journal's entries become).
 */
export const noteContentSchema = z
  .object({
    title: z
      .string(NOTE_TITLE_MESSAGE)
      .trim()
      .max(L.noteTitleChars, NOTE_TITLE_MESSAGE)
      .transform((title) => (title === '' ? undefined : title))
      .optional(),
    text: z
      .string(NOTE_TEXT_REQUIRED)
      .trim()
      .min(1, NOTE_TEXT_REQUIRED)
      .max(L.noteTextChars, 'Keep the note under 20,000 characters'),
  })
  .superRefine(withinContentBytes);

const CONTENT_SCHEMAS = {
  Game: gameContentSchema,
  Training: trainingLikeContentSchema,
  Rehab: trainingLikeContentSchema,
  Lift: trainingLikeContentSchema,
  Imagery: imageryContentSchema,
  Food: foodContentSchema,
  Health: healthContentSchema,
  Note: noteContentSchema,
  Wellness: wellnessContentSchema,
} as const satisfies Record<EntryType, z.ZodType>;

/** The zod schema validating the content of entries of `type`. */
export function contentSchemaFor<T extends EntryType>(type: T): (typeof CONTENT_SCHEMAS)[T] {
  return CONTENT_SCHEMAS[type];
}

/** A valid calendar day `yyyy-MM-dd`. */
export const daySchema = z.string('Invalid date').refine(isValidDay, 'Invalid date (use yyyy-MM-dd)');

/** A client-chosen entry id (UUID), lowercased so retries always match. */
const entryIdSchema = z.uuid('Invalid entry id').transform((id) => id.toLowerCase());

/** Body of "create entry": id chosen by the client (idempotent), type, day and the type's content. */
export const newEntrySchema = z.discriminatedUnion('type', [
  z.object({ id: entryIdSchema, day: daySchema, type: z.literal('Game'), content: gameContentSchema }),
  z.object({ id: entryIdSchema, day: daySchema, type: z.literal('Training'), content: trainingLikeContentSchema }),
  z.object({ id: entryIdSchema, day: daySchema, type: z.literal('Rehab'), content: trainingLikeContentSchema }),
  z.object({ id: entryIdSchema, day: daySchema, type: z.literal('Lift'), content: trainingLikeContentSchema }),
  z.object({ id: entryIdSchema, day: daySchema, type: z.literal('Imagery'), content: imageryContentSchema }),
  z.object({ id: entryIdSchema, day: daySchema, type: z.literal('Food'), content: foodContentSchema }),
  z.object({ id: entryIdSchema, day: daySchema, type: z.literal('Health'), content: healthContentSchema }),
  z.object({ id: entryIdSchema, day: daySchema, type: z.literal('Note'), content: noteContentSchema }),
  z.object({ id: entryIdSchema, day: daySchema, type: z.literal('Wellness'), content: wellnessContentSchema }),
]);
