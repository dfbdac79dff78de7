// What an entry is: its constants and types, without zod, so the web app can import them cheaply.
// The zod schemas that check content (server and food form) are in entry-content-schema.ts.
import type { EntryComment } from './comments.js';
import type { z } from 'zod';
import type { Day } from './dates.js';
import type * as schemas from './entry-content-schema.js';
import type { EntryType } from './entry-types.js';

/** The fixed external factors an athlete can tick after a game. */
export const EXTERNAL_FACTORS = ['Confidence', 'Referee', 'Coach yelling', 'Teammates', 'Opponent'] as const;
export type ExternalFactor = (typeof EXTERNAL_FACTORS)[number];

/** The answers to "Did you stick to your plan?" after a game. */
export const PLAN_ADHERENCE = ['Yes', 'Partly', 'No'] as const;
export type PlanAdherence = (typeof PLAN_ADHERENCE)[number];

/** The meal tabs of the Food journal. */
export const MEAL_TYPES = ['Breakfast', 'Lunch', 'Snack', 'Dinner'] as const;
export type MealType = (typeof MEAL_TYPES)[number];

/** What a Health entry is about. */
export const HEALTH_PROBLEMS = ['injury', 'illness'] as const;
export type HealthProblem = (typeof HEALTH_PROBLEMS)[number];

/** The body areas of an injury, in the order the flow lists them (head to foot). */
export const BODY_AREAS = [
  'head-neck',
  'shoulder',
  'arm',
  'back',
  'hip-groin',
  'hamstring',
  'quadriceps',
  'knee',
  'lower-leg',
  'ankle',
  'foot',
  'other',
] as const;
export type BodyArea = (typeof BODY_AREAS)[number];

/** The side of an injury. */
export const BODY_SIDES = ['left', 'right', 'both'] as const;
export type BodySide = (typeof BODY_SIDES)[number];

/** Whether the athlete can take part: full training and games, training with limits, or neither. */
export const AVAILABILITY_STATUSES = ['available', 'modified', 'unavailable'] as const;
export type AvailabilityStatus = (typeof AVAILABILITY_STATUSES)[number];

/** Size limits of entry content, enforced by the schemas in entry-content-schema.ts. */
export const CONTENT_LIMITS = {
  longTextChars: 5000,
  shortTextChars: 100,
  mapKeys: 50,
  mapKeyChars: 500,
  listItems: 50,
  listItemChars: 500,
  contentBytes: 64 * 1024,
  noteTitleChars: 200,
  noteTextChars: 20_000,
} as const satisfies Record<string, number>;

export type TrainingLikeContent = z.output<typeof schemas.trainingLikeContentSchema>;
export type GameContent = z.output<typeof schemas.gameContentSchema>;
export type GamePregame = NonNullable<GameContent['pregame']>;
export type ImageryContent = z.output<typeof schemas.imageryContentSchema>;
export type FoodContent = z.output<typeof schemas.foodContentSchema>;
export type WellnessContent = z.output<typeof schemas.wellnessContentSchema>;
export type HealthContent = z.output<typeof schemas.healthContentSchema>;
export type NoteContent = z.output<typeof schemas.noteContentSchema>;

/** A Food entry's content as it may be stored (one saved before feelings were kept has none). */
export type FoodContentInput = z.input<typeof schemas.foodContentSchema>;

/** The content type of entries of type `T`. */
export type EntryContent<T extends EntryType> = T extends 'Game'
  ? GameContent
  : T extends 'Imagery'
    ? ImageryContent
    : T extends 'Food'
      ? FoodContent
      : T extends 'Wellness'
        ? WellnessContent
        : T extends 'Health'
          ? HealthContent
          : T extends 'Note'
            ? NoteContent
            : TrainingLikeContent;

export type AnyEntryContent =
  GameContent | TrainingLikeContent | ImageryContent | FoodContent | WellnessContent | HealthContent | NoteContent;

/** Content with the type of entry it is of, which tells its shape: what a flow makes, what an edit sends. */
export type TypedContent = { [T in EntryType]: { type: T; content: EntryContent<T> } }[EntryType];

/**
 * `entry` with the content of an edit (its type and content, nothing else: they are spread over the entry), as the
 * views show the edit until the server answers; undefined when the content is of another type than the entry (the
 * server refuses such an edit).
 */
export function withContent(entry: JournalEntry, edit: TypedContent): JournalEntry | undefined {
  return edit.type === entry.type ? { ...entry, ...edit } : undefined;
}

/** Body of "create entry" after validation, and what a flow sends. */
export type NewEntry = z.output<typeof schemas.newEntrySchema>;

/**
 * A create as the web sends it: a new entry, or (Undo of a delete) an entry brought back with the time it was first
 * created, so it comes back in its place.
 */
export type EntryCreate = NewEntry & { restore?: { createdAt: string } };

/** The create that brings a deleted entry back in its place (Undo): its own id, day, type and content, and when it was first created. */
export function restoreOf(entry: JournalEntry): EntryCreate {
  // What the server keeps of its own (version, the times, the day's noon) is not sent; the rest of a union is a union.
  const { version: _version, timestamp: _timestamp, updatedAt: _updatedAt, createdAt, ...created } = entry;
  return { ...created, restore: { createdAt } };
}

/** A stored journal entry of type `T` as the API returns it (of any of the types, when `T` is a union). */
export type EntryOf<T extends EntryType> = T extends EntryType ? StoredEntry<T> : never;

type StoredEntry<T extends EntryType> = {
  id: string;
  type: T;
  day: Day;
  /** Noon UTC of `day` (see `dayTimestamp`). */
  timestamp: string;
  content: EntryContent<T>;
  /** Goes up by one with every update; an update made from an older version is a conflict. */
  version: number;
  createdAt: string;
  updatedAt: string;
  /**
   * Its comments, oldest first (decision 043): every answer of the athlete's own entries carries them, `[]` when none;
   * an entry made or changed on this device has none of its own until the server answers.
   */
  comments?: EntryComment[];
};

/** A stored journal entry as the API returns it: its `type` tells its content's shape. */
export type JournalEntry = EntryOf<EntryType>;
