import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  type EntryContent,
  type ExternalFactor,
  EXTERNAL_FACTORS,
  type FoodContent,
  type GameContent,
  type JournalEntry,
  type MealType,
  type TrainingLikeContent,
  MEAL_TYPES,
  restoreOf,
} from './entry-content.js';
import {
  contentSchemaFor,
  foodContentSchema,
  gameContentSchema,
  imageryContentSchema,
  newEntrySchema,
  trainingLikeContentSchema,
  wellnessContentSchema,
} from './entry-content-schema.js';
import { ENTRY_TYPES } from './entry-types.js';

const ID = '3f1c2a4e-8b7d-4c1e-9f2a-1b2c3d4e5f60';
const long = (n: number) => 'x'.repeat(n);
const mapOf = (count: number, value = 'a') =>
  Object.fromEntries(Array.from({ length: count }, (_, i) => [`k${i}`, value]));

/** The first issue's path and message, or 'ok' when the value parses. */
function firstIssue(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  if (result.success) return 'ok';
  const issue = result.error?.issues[0];
  return `${issue?.path.join('.')}: ${issue?.message}`;
}

describe('constants', () => {
  it('lists the external factors and meal types of the specification', () => {
    expect(EXTERNAL_FACTORS).toEqual(['Confidence', 'Referee', 'Coach yelling', 'Teammates', 'Opponent']);
    expect(MEAL_TYPES).toEqual(['Breakfast', 'Lunch', 'Snack', 'Dinner']);
  });
});

describe('content types', () => {
  it('are inferred from the schemas', () => {
    expectTypeOf<FoodContent['mealType']>().toEqualTypeOf<MealType>();
    expectTypeOf<FoodContent['feelingNotes']>().toEqualTypeOf<string>();
    expectTypeOf<NonNullable<GameContent['postgame']>['externalFactors']>().toEqualTypeOf<ExternalFactor[]>();
    expectTypeOf<NonNullable<GameContent['postgame']>['rating']>().toEqualTypeOf<number>();
    expectTypeOf<TrainingLikeContent['answers']>().toEqualTypeOf<Record<string, string>>();
    expectTypeOf<EntryContent<'Rehab'>>().toEqualTypeOf<TrainingLikeContent>();
    expectTypeOf<EntryContent<'Game'>>().toEqualTypeOf<GameContent>();
  });
});

describe('trainingLikeContentSchema', () => {
  it.each([
    ['minimal', {}, 'ok'],
    [
      'full',
      { timeOfDay: '3:30 PM', answers: { t1: 'Focused' }, questionTexts: { t1: 'Focus?' }, rating: 7, notes: 'n' },
      'ok',
    ],
    ['rating 1', { rating: 1 }, 'ok'],
    ['rating 10', { rating: 10 }, 'ok'],
    ['rating null', { rating: null }, 'ok'],
    ['rating 0', { rating: 0 }, 'rating: Rating must be a whole number from 1 to 10'],
    ['rating 11', { rating: 11 }, 'rating: Rating must be a whole number from 1 to 10'],
    ['rating 7.5', { rating: 7.5 }, 'rating: Rating must be a whole number from 1 to 10'],
    ['rating "7"', { rating: '7' }, 'rating: Rating must be a whole number from 1 to 10'],
    ['notes at 5000', { notes: long(5000) }, 'ok'],
    ['notes at 5001', { notes: long(5001) }, 'notes: Keep this under 5,000 characters'],
    ['answer at 5001', { answers: { t1: long(5001) } }, 'answers.t1: Keep this under 5,000 characters'],
    ['answer not a string', { answers: { t1: 3 } }, 'answers.t1: Invalid input: expected string, received number'],
    ['50 answers', { answers: mapOf(50) }, 'ok'],
    ['51 answers', { answers: mapOf(51) }, 'answers: At most 50 answers'],
    ['key of 500', { answers: { [long(500)]: 'a' } }, 'ok'],
    ['time of day at 100', { timeOfDay: long(100) }, 'ok'],
    ['time of day at 101', { timeOfDay: long(101) }, 'timeOfDay: Keep this under 100 characters'],
    ['question text at 501', { questionTexts: { t1: long(501) } }, 'questionTexts.t1: Keep this under 500 characters'],
    ['answers not a map', { answers: ['a'] }, 'answers: Invalid input: expected record, received array'],
    ['effort 0 and 1 minute', { effort: 0, minutes: 1 }, 'ok'],
    ['effort 10 and 600 minutes', { effort: 10, minutes: 600 }, 'ok'],
    ['effort alone', { effort: 7 }, 'ok'],
    ['minutes alone', { minutes: 60 }, 'ok'],
    ['effort -1', { effort: -1 }, 'effort: Effort must be a whole number from 0 to 10'],
    ['effort 11', { effort: 11 }, 'effort: Effort must be a whole number from 0 to 10'],
    ['effort 6.5', { effort: 6.5 }, 'effort: Effort must be a whole number from 0 to 10'],
    ['effort "7"', { effort: '7' }, 'effort: Effort must be a whole number from 0 to 10'],
    ['minutes 0', { minutes: 0 }, 'minutes: Minutes must be a whole number from 1 to 600'],
    ['minutes 601', { minutes: 601 }, 'minutes: Minutes must be a whole number from 1 to 600'],
    ['minutes 1.5', { minutes: 1.5 }, 'minutes: Minutes must be a whole number from 1 to 600'],
    ['minutes as letters', { minutes: 'sixty' }, 'minutes: Minutes must be a whole number from 1 to 600'],
  ])('%s -> %s', (_name, content, expected) => {
    expect(firstIssue(trainingLikeContentSchema.safeParse(content))).toBe(expected);
  });

  it('rejects an empty key and a key over 500 characters', () => {
    expect(trainingLikeContentSchema.safeParse({ answers: { '': 'a' } }).success).toBe(false);
    expect(trainingLikeContentSchema.safeParse({ answers: { [long(501)]: 'a' } }).success).toBe(false);
  });

  it.each([
    ['  3:30 PM  ', '3:30 PM'],
    ['   ', undefined],
    ['', undefined],
  ])('trims time of day %j to %j (blank is not stored)', (input, expected) => {
    expect(trainingLikeContentSchema.parse({ timeOfDay: input }).timeOfDay).toBe(expected);
  });

  it('strips unknown keys and defaults answers to {}', () => {
    expect(trainingLikeContentSchema.parse({ extra: 1, rating: 4 })).toEqual({ answers: {}, rating: 4 });
  });

  it('limits the serialised content to 64 KiB', () => {
    const fits = { answers: mapOf(13, long(5000)) }; // ~65,150 bytes with keys and punctuation
    const tooBig = { answers: mapOf(14, long(5000)) };
    expect(firstIssue(trainingLikeContentSchema.safeParse(fits))).toBe('ok');
    expect(firstIssue(trainingLikeContentSchema.safeParse(tooBig))).toBe(
      ': This entry is too large to save (64 KiB at most)',
    );
  });

  it('counts bytes, not characters, for the 64 KiB limit', () => {
    const emoji = '😀'.repeat(2400); // 4,800 chars of UTF-16, 9,600 bytes of UTF-8
    const content = { answers: mapOf(7, emoji) }; // about 67 KB of UTF-8
    expect(firstIssue(trainingLikeContentSchema.safeParse(content))).toBe(
      ': This entry is too large to save (64 KiB at most)',
    );
  });
});

describe('gameContentSchema', () => {
  const postgame = { rating: 7, externalFactors: ['Referee'] };
  it.each([
    ['empty', {}, 'ok'],
    ['pregame only', { opposingTeam: 'Rovers', pregame: { controlFactors: 'effort' } }, 'ok'],
    ['complete', { pregame: {}, postgame, customPregameAnswers: { 'My question?': 'yes' }, notes: 'n' }, 'ok'],
    [
      'postgame rating missing',
      { postgame: { externalFactors: [] } },
      'postgame.rating: Please rate the game from 1 to 10',
    ],
    ['postgame rating 0', { postgame: { rating: 0 } }, 'postgame.rating: Please rate the game from 1 to 10'],
    ['postgame rating 11', { postgame: { rating: 11 } }, 'postgame.rating: Please rate the game from 1 to 10'],
    ['postgame rating null', { postgame: { rating: null } }, 'postgame.rating: Please rate the game from 1 to 10'],
    [
      'unknown factor',
      { postgame: { rating: 5, externalFactors: ['Weather'] } },
      'postgame.externalFactors.0: Invalid option: expected one of "Confidence"|"Referee"|"Coach yelling"|"Teammates"|"Opponent"',
    ],
    ['opposing team at 101', { opposingTeam: long(101) }, 'opposingTeam: Keep this under 100 characters'],
    [
      'pregame text at 5001',
      { pregame: { distractions: long(5001) } },
      'pregame.distractions: Keep this under 5,000 characters',
    ],
    [
      'postgame text at 5001',
      { postgame: { rating: 5, workOnNext: long(5001) } },
      'postgame.workOnNext: Keep this under 5,000 characters',
    ],
    ['51 custom answers', { customPostgameAnswers: mapOf(51) }, 'customPostgameAnswers: At most 50 answers'],
    [
      'postgame effort, minutes and plan',
      { postgame: { rating: 5, effort: 8, minutes: 90, planAdherence: 'Partly' } },
      'ok',
    ],
    ['plan Yes', { postgame: { rating: 5, planAdherence: 'Yes' } }, 'ok'],
    ['plan Partly', { postgame: { rating: 5, planAdherence: 'Partly' } }, 'ok'],
    ['plan No', { postgame: { rating: 5, planAdherence: 'No' } }, 'ok'],
    [
      'plan "Maybe"',
      { postgame: { rating: 5, planAdherence: 'Maybe' } },
      'postgame.planAdherence: Did you stick to your plan? Answer Yes, Partly or No',
    ],
    [
      'plan "yes" (case counts)',
      { postgame: { rating: 5, planAdherence: 'yes' } },
      'postgame.planAdherence: Did you stick to your plan? Answer Yes, Partly or No',
    ],
    [
      'postgame effort 11',
      { postgame: { rating: 5, effort: 11 } },
      'postgame.effort: Effort must be a whole number from 0 to 10',
    ],
    [
      'postgame minutes 0',
      { postgame: { rating: 5, minutes: 0 } },
      'postgame.minutes: Minutes must be a whole number from 1 to 600',
    ],
  ])('%s -> %s', (_name, content, expected) => {
    expect(firstIssue(gameContentSchema.safeParse(content))).toBe(expected);
  });

  it('keeps a pregame-only entry without a postgame key', () => {
    const parsed = gameContentSchema.parse({ opposingTeam: ' Rovers ', pregame: { controlFactors: 'effort' } });
    expect(parsed.opposingTeam).toBe('Rovers');
    expect(parsed.postgame).toBeUndefined();
    expect(JSON.parse(JSON.stringify(parsed))).not.toHaveProperty('postgame');
  });

  it('defaults external factors to [] and removes duplicates', () => {
    expect(gameContentSchema.parse({ postgame: { rating: 3 } }).postgame?.externalFactors).toEqual([]);
    expect(
      gameContentSchema.parse({ postgame: { rating: 3, externalFactors: ['Referee', 'Opponent', 'Referee'] } }).postgame
        ?.externalFactors,
    ).toEqual(['Referee', 'Opponent']);
  });

  it('strips unknown keys at every level', () => {
    const parsed = gameContentSchema.parse({
      date: 'March 5',
      pregame: { answers: {} },
      postgame: { rating: 5, answers: {} },
    });
    expect(parsed).toEqual({ pregame: {}, postgame: { rating: 5, externalFactors: [] } });
  });
});

describe('imageryContentSchema', () => {
  it.each([
    ['empty', {}, 'ok'],
    ['prompts', { selectedPrompts: ['See a pass'], rating: 8 }, 'ok'],
    ['blank prompt', { selectedPrompts: ['  '] }, 'selectedPrompts.0: Prompts cannot be empty'],
    ['prompt at 501', { selectedPrompts: [long(501)] }, 'selectedPrompts.0: Prompts are 500 characters at most'],
    ['50 prompts', { selectedPrompts: Array.from({ length: 50 }, (_, i) => `p${i}`) }, 'ok'],
    [
      '51 prompts',
      { selectedPrompts: Array.from({ length: 51 }, (_, i) => `p${i}`) },
      'selectedPrompts: At most 50 prompts',
    ],
    ['rating 0', { rating: 0 }, 'rating: Rating must be a whole number from 1 to 10'],
  ])('%s -> %s', (_name, content, expected) => {
    expect(firstIssue(imageryContentSchema.safeParse(content))).toBe(expected);
  });

  it('defaults selected prompts to []', () => {
    expect(imageryContentSchema.parse({}).selectedPrompts).toEqual([]);
  });
});

describe('wellnessContentSchema', () => {
  const items = { fatigue: 4, sleep: 4, soreness: 4, stress: 4, mood: 3 };
  it.each([
    ['the five items', items, 'ok'],
    ['with hours slept and notes', { ...items, sleepHours: 7.5, notes: 'Slept late' }, 'ok'],
    ['0 hours', { ...items, sleepHours: 0 }, 'ok'],
    ['24 hours', { ...items, sleepHours: 24 }, 'ok'],
    ['an item missing', { fatigue: 4, sleep: 4, soreness: 4, stress: 4 }, 'mood: Please answer every question'],
    ['an item 0', { ...items, stress: 0 }, 'stress: Please answer every question'],
    ['an item 6', { ...items, fatigue: 6 }, 'fatigue: Please answer every question'],
    ['an item 2.5', { ...items, sleep: 2.5 }, 'sleep: Please answer every question'],
    ['an item as text', { ...items, soreness: '4' }, 'soreness: Please answer every question'],
    ['7.25 hours', { ...items, sleepHours: 7.25 }, 'sleepHours: Hours slept must be from 0 to 24, in half hours'],
    ['25 hours', { ...items, sleepHours: 25 }, 'sleepHours: Hours slept must be from 0 to 24, in half hours'],
    ['-1 hours', { ...items, sleepHours: -1 }, 'sleepHours: Hours slept must be from 0 to 24, in half hours'],
    ['notes at 5001', { ...items, notes: long(5001) }, 'notes: Keep this under 5,000 characters'],
  ])('%s -> %s', (_name, content, expected) => {
    expect(firstIssue(wellnessContentSchema.safeParse(content))).toBe(expected);
  });

  it('strips what the check-in does not hold (a rating never rides along)', () => {
    expect(wellnessContentSchema.parse({ ...items, rating: 9, extra: 1 })).toEqual(items);
  });
});

describe('foodContentSchema', () => {
  const lunch = { mealType: 'Lunch', timeOfDay: '1 PM', foodItems: 'Rice\nChicken' };
  it.each([
    ['valid lunch', lunch, 'ok'],
    ['missing time', { ...lunch, timeOfDay: undefined }, 'timeOfDay: Please enter the time of day'],
    ['blank time', { ...lunch, timeOfDay: '   ' }, 'timeOfDay: Please enter the time of day'],
    ['time at 101', { ...lunch, timeOfDay: long(101) }, 'timeOfDay: Keep this under 100 characters'],
    ['missing food', { ...lunch, foodItems: undefined }, 'foodItems: Please enter at least one food item'],
    ['blank food', { ...lunch, foodItems: ' \n ' }, 'foodItems: Please enter at least one food item'],
    ['food at 5001', { ...lunch, foodItems: long(5001) }, 'foodItems: Keep this under 5,000 characters'],
    ['unknown meal', { ...lunch, mealType: 'Brunch' }, 'mealType: Please choose Breakfast, Lunch, Snack or Dinner'],
    ['lowercase meal', { ...lunch, mealType: 'lunch' }, 'mealType: Please choose Breakfast, Lunch, Snack or Dinner'],
  ])('%s -> %s', (_name, content, expected) => {
    expect(firstIssue(foodContentSchema.safeParse(content))).toBe(expected);
  });

  it.each([
    ['Breakfast', ''],
    ['Lunch', ''],
    ['Snack', ''],
    ['Dinner', 'Felt good'],
  ])('keeps feeling notes for %s as %j', (mealType, expected) => {
    const parsed = foodContentSchema.parse({ ...lunch, mealType, feelingNotes: 'Felt good' });
    expect(parsed.feelingNotes).toBe(expected);
  });

  it('trims time and food items and defaults feeling notes to ""', () => {
    expect(foodContentSchema.parse({ mealType: 'Dinner', timeOfDay: ' 7 PM ', foodItems: ' Pasta \n' })).toEqual({
      mealType: 'Dinner',
      timeOfDay: '7 PM',
      foodItems: 'Pasta',
      feelingNotes: '',
    });
  });
});

describe('contentSchemaFor', () => {
  it.each([
    ['Game', gameContentSchema],
    ['Training', trainingLikeContentSchema],
    ['Rehab', trainingLikeContentSchema],
    ['Lift', trainingLikeContentSchema],
    ['Imagery', imageryContentSchema],
    ['Food', foodContentSchema],
  ] as const)('%s uses its own schema', (type, schema) => {
    expect(contentSchemaFor(type)).toBe(schema);
  });

  it('has a schema for every entry type', () => {
    for (const type of ENTRY_TYPES) expect(contentSchemaFor(type)).toBeDefined();
  });
});

describe('newEntrySchema', () => {
  const food = { mealType: 'Snack', timeOfDay: '4 PM', foodItems: 'Apple' };
  it.each([
    ['valid training', { id: ID, type: 'Training', day: '2026-03-05', content: { rating: 5 } }, 'ok'],
    ['valid food', { id: ID, type: 'Food', day: '2024-02-29', content: food }, 'ok'],
    ['valid game', { id: ID, type: 'Game', day: '2026-03-05', content: { pregame: {} } }, 'ok'],
    ['bad id', { id: 'abc', type: 'Training', day: '2026-03-05', content: {} }, 'id: Invalid entry id'],
    ['missing id', { type: 'Training', day: '2026-03-05', content: {} }, 'id: Invalid entry id'],
    ['bad day', { id: ID, type: 'Training', day: '2026-02-30', content: {} }, 'day: Invalid date (use yyyy-MM-dd)'],
    ['missing day', { id: ID, type: 'Training', content: {} }, 'day: Invalid date'],
    [
      'unknown type',
      { id: ID, type: 'Practice', day: '2026-03-05', content: {} },
      "type: Invalid discriminator value. Expected 'Game' | 'Training' | 'Rehab' | 'Lift' | 'Imagery' | 'Food' | 'Health' | 'Note' | 'Wellness'",
    ],
    [
      'content error path',
      { id: ID, type: 'Food', day: '2026-03-05', content: { ...food, timeOfDay: ' ' } },
      'content.timeOfDay: Please enter the time of day',
    ],
    [
      'content of another type',
      { id: ID, type: 'Game', day: '2026-03-05', content: { postgame: { rating: 12 } } },
      'content.postgame.rating: Please rate the game from 1 to 10',
    ],
    [
      'content not an object',
      { id: ID, type: 'Lift', day: '2026-03-05', content: 'hello' },
      'content: Invalid input: expected object, received string',
    ],
  ])('%s -> %s', (_name, body, expected) => {
    expect(firstIssue(newEntrySchema.safeParse(body))).toBe(expected);
  });

  it('lowercases the id and applies the content transforms', () => {
    const parsed = newEntrySchema.parse({
      id: ID.toUpperCase(),
      type: 'Food',
      day: '2026-03-05',
      content: { ...food, feelingNotes: 'ok' },
    });
    expect(parsed).toEqual({ id: ID, type: 'Food', day: '2026-03-05', content: { ...food, feelingNotes: '' } });
  });
});

describe('restoreOf', () => {
  it('brings an entry back with its id, day, type, content and first creation time, and nothing the server keeps', () => {
    const entry: JournalEntry = {
      id: 'e1',
      type: 'Training',
      day: '2026-03-02',
      timestamp: '2026-03-02T12:00:00.000Z',
      content: { answers: { t1: 'Sharp' }, rating: 7 },
      version: 3,
      createdAt: '2026-03-02T18:30:00.000Z',
      updatedAt: '2026-03-03T08:00:00.000Z',
    };
    expect(restoreOf(entry)).toEqual({
      id: 'e1',
      type: 'Training',
      day: '2026-03-02',
      content: { answers: { t1: 'Sharp' }, rating: 7 },
      restore: { createdAt: '2026-03-02T18:30:00.000Z' },
    });
  });
});
