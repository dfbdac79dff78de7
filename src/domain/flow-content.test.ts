import { describe, expect, it } from 'vitest';
import { MEAL_TYPES } from './entry-content.js';
import { foodContentSchema, imageryContentSchema, trainingLikeContentSchema } from './entry-content-schema.js';
import {
  buildFoodContent,
  buildImageryContent,
  buildTrainingLikeContent,
  clampScreen,
  FIRST_SCREEN,
  type FoodDraft,
  type ImageryDraft,
  mayContinue,
  nextScreen,
  previousScreen,
  type QuestionFlowScreen,
  toggleId,
  type TrainingLikeDraft,
  questionFlowErrors,
  onePageScreens,
  questionFlowScreens,
  RATING_REQUIRED,
  validateFoodDraft,
} from './flow-content.js';
import { MINUTES_MESSAGE } from './load.js';

const QUESTIONS = [
  { id: 't1', text: 'Focus?' },
  { id: 't2', text: 'Distractions?' },
  { id: 't3', text: 'Weakness?' },
];

const trainingDraft = (overrides: Partial<TrainingLikeDraft> = {}): TrainingLikeDraft => ({
  timeOfDay: '',
  answers: {},
  rating: null,
  effort: null,
  minutes: '',
  notes: '',
  ...overrides,
});

describe('buildTrainingLikeContent', () => {
  it.each([
    ['an empty draft', trainingDraft(), { answers: {}, questionTexts: {} }],
    [
      'a full draft, trimmed',
      trainingDraft({
        timeOfDay: ' 3:30 PM ',
        answers: { t1: ' Sharp ', t3: 'Left foot' },
        rating: 8,
        effort: 7,
        minutes: ' 60 ',
        notes: ' Good ',
      }),
      {
        timeOfDay: '3:30 PM',
        answers: { t1: 'Sharp', t3: 'Left foot' },
        questionTexts: { t1: 'Focus?', t3: 'Weakness?' },
        rating: 8,
        effort: 7,
        minutes: 60,
        notes: 'Good',
      },
    ],
    ['effort 0 without minutes', trainingDraft({ effort: 0 }), { answers: {}, questionTexts: {}, effort: 0 }],
    ['minutes without effort', trainingDraft({ minutes: '45' }), { answers: {}, questionTexts: {}, minutes: 45 }],
    [
      'blank time of day, answers and notes left out',
      trainingDraft({ timeOfDay: '   ', answers: { t1: ' ', t2: '\n' }, notes: ' \n ' }),
      { answers: {}, questionTexts: {} },
    ],
    [
      'answers to questions no longer asked dropped',
      trainingDraft({ answers: { t1: 'Yes', gone: 'Old answer' } }),
      { answers: { t1: 'Yes' }, questionTexts: { t1: 'Focus?' } },
    ],
    ['rating 1 kept', trainingDraft({ rating: 1 }), { answers: {}, questionTexts: {}, rating: 1 }],
    [
      'multi-line answers keep their inner lines',
      trainingDraft({ answers: { t2: 'Wind\nNoise' } }),
      { answers: { t2: 'Wind\nNoise' }, questionTexts: { t2: 'Distractions?' } },
    ],
  ])('%s', (_name, draft, expected) => {
    const content = buildTrainingLikeContent(draft, QUESTIONS);
    expect(content).toEqual(expected);
    expect(trainingLikeContentSchema.safeParse(content).success).toBe(true);
  });

  it('records the question text the athlete saw, even for a custom question', () => {
    const asked = [{ id: '1712345678901', text: 'Did I hydrate?' }];
    expect(buildTrainingLikeContent(trainingDraft({ answers: { '1712345678901': 'Yes' } }), asked)).toEqual({
      answers: { '1712345678901': 'Yes' },
      questionTexts: { '1712345678901': 'Did I hydrate?' },
    });
  });
});

const PROMPTS = [
  { id: 'pass', text: 'Picture a pass.' },
  { id: 'goal', text: 'See a goal.' },
  { id: 'best', text: 'Relive your best game.' },
];

const imageryDraft = (overrides: Partial<ImageryDraft> = {}): ImageryDraft => ({
  timeOfDay: '',
  selectedPromptIds: [],
  rating: null,
  notes: '',
  ...overrides,
});

describe('buildImageryContent', () => {
  it.each([
    ['nothing chosen', imageryDraft(), { selectedPrompts: [] }],
    [
      'prompts in list order, whatever order they were picked in',
      imageryDraft({ selectedPromptIds: ['best', 'pass'] }),
      { selectedPrompts: ['Picture a pass.', 'Relive your best game.'] },
    ],
    [
      'a chosen prompt no longer listed is dropped',
      imageryDraft({ selectedPromptIds: ['gone', 'goal'] }),
      { selectedPrompts: ['See a goal.'] },
    ],
    [
      'time of day, rating and notes',
      imageryDraft({ timeOfDay: ' 7 AM ', rating: 6, notes: ' Calm ' }),
      { timeOfDay: '7 AM', selectedPrompts: [], rating: 6, notes: 'Calm' },
    ],
    ['blank time of day and notes left out', imageryDraft({ timeOfDay: ' ', notes: '\n' }), { selectedPrompts: [] }],
  ])('%s', (_name, draft, expected) => {
    const content = buildImageryContent(draft, PROMPTS);
    expect(content).toEqual(expected);
    expect(imageryContentSchema.safeParse(content).success).toBe(true);
  });
});

describe('toggleId', () => {
  it.each([
    [[], 'a', ['a']],
    [['a'], 'b', ['a', 'b']],
    [['a', 'b'], 'a', ['b']],
    [['a'], 'a', []],
  ])('%j toggling %s -> %j', (ids, id, expected) => {
    expect(toggleId(ids, id)).toEqual(expected);
  });
});

const foodDraft = (overrides: Partial<FoodDraft> = {}): FoodDraft => ({
  mealType: 'Lunch',
  timeOfDay: '12:30 PM',
  foodItems: 'Rice\nChicken',
  feelingNotes: '',
  ...overrides,
});

type FoodCase = [name: string, draft: FoodDraft, expected: Record<string, string>];

describe('buildFoodContent', () => {
  const cases: FoodCase[] = [
    [
      'trimmed',
      foodDraft({ timeOfDay: ' Noon ', foodItems: ' Rice \n Beans ' }),
      { mealType: 'Lunch', timeOfDay: 'Noon', foodItems: 'Rice \n Beans', feelingNotes: '' },
    ],
    [
      'feelings kept for Dinner',
      foodDraft({ mealType: 'Dinner', feelingNotes: ' Good about it ' }),
      { mealType: 'Dinner', timeOfDay: '12:30 PM', foodItems: 'Rice\nChicken', feelingNotes: 'Good about it' },
    ],
    ...MEAL_TYPES.filter((meal) => meal !== 'Dinner').map((meal): FoodCase => [
      `feelings emptied for ${meal}`,
      foodDraft({ mealType: meal, feelingNotes: 'Typed on the Dinner tab' }),
      { mealType: meal, timeOfDay: '12:30 PM', foodItems: 'Rice\nChicken', feelingNotes: '' },
    ]),
  ];

  it.each(cases)('%s', (_name, draft, expected) => {
    const content = buildFoodContent(draft);
    expect(content).toEqual(expected);
    expect(foodContentSchema.parse(content)).toEqual(expected);
  });
});

describe('validateFoodDraft', () => {
  it.each([
    ['a complete draft', foodDraft(), {}],
    ['blank time of day', foodDraft({ timeOfDay: '  ' }), { timeOfDay: 'Please enter the time of day' }],
    ['no food items', foodDraft({ foodItems: '\n ' }), { foodItems: 'Please enter at least one food item' }],
    [
      'both missing',
      foodDraft({ timeOfDay: '', foodItems: '' }),
      { timeOfDay: 'Please enter the time of day', foodItems: 'Please enter at least one food item' },
    ],
    [
      'a time of day too long',
      foodDraft({ timeOfDay: 'x'.repeat(101) }),
      { timeOfDay: 'Keep this under 100 characters' },
    ],
    [
      'too-long feelings count for Dinner only',
      foodDraft({ mealType: 'Dinner', feelingNotes: 'x'.repeat(5001) }),
      { feelingNotes: 'Keep this under 5,000 characters' },
    ],
    ['too-long feelings ignored for Lunch', foodDraft({ feelingNotes: 'x'.repeat(5001) }), {}],
  ])('%s', (_name, draft, expected) => {
    expect(validateFoodDraft(draft)).toEqual(expected);
  });
});

const q = (question: number): QuestionFlowScreen => ({ step: 'question', question });
const RATING: QuestionFlowScreen = { step: 'rating' };
const EFFORT: QuestionFlowScreen = { step: 'effort' };
const NOTES: QuestionFlowScreen = { step: 'notes' };

describe('question flow steps', () => {
  it('starts on the first question', () => {
    expect(FIRST_SCREEN).toEqual(q(0));
  });

  it.each([
    [q(0), 3, q(1)],
    [q(1), 3, q(2)],
    [q(2), 3, RATING],
    [q(0), 1, RATING],
    [RATING, 3, EFFORT],
    [EFFORT, 3, NOTES],
    [NOTES, 3, null],
    // The set shrank while the athlete was on a later question.
    [q(5), 3, RATING],
  ])('next of %j with %i questions is %j', (screen, count, expected) => {
    expect(nextScreen(screen, count)).toEqual(expected);
  });

  it.each([
    [q(0), 3, null],
    [q(2), 3, q(1)],
    [RATING, 3, q(2)],
    [RATING, 1, q(0)],
    [EFFORT, 3, RATING],
    [NOTES, 3, EFFORT],
    [q(5), 3, q(1)],
  ])('previous of %j with %i questions is %j', (screen, count, expected) => {
    expect(previousScreen(screen, count)).toEqual(expected);
  });

  it.each([
    [q(1), 3, q(1)],
    [q(4), 3, q(2)],
    [q(-1), 3, q(0)],
    [RATING, 0, RATING],
    [NOTES, 2, NOTES],
  ])('clamps %j to %i questions as %j', (screen, count, expected) => {
    expect(clampScreen(screen, count)).toEqual(expected);
  });

  it('walks every screen forward and back again', () => {
    const forward: QuestionFlowScreen[] = [FIRST_SCREEN];
    for (let next = nextScreen(FIRST_SCREEN, 3); next; next = nextScreen(next, 3)) forward.push(next);
    expect(forward).toEqual([q(0), q(1), q(2), RATING, EFFORT, NOTES]);
    expect(questionFlowScreens(3)).toEqual(forward);
    const backward: QuestionFlowScreen[] = [NOTES];
    for (let prev = previousScreen(NOTES, 3); prev; prev = previousScreen(prev, 3)) backward.push(prev);
    expect(backward).toEqual([...forward].reverse());
  });

  it('one page puts the rating and the effort first, then the questions and the notes', () => {
    expect(onePageScreens(2)).toEqual([RATING, EFFORT, q(0), q(1), NOTES]);
    expect(onePageScreens(0)).toEqual([RATING, EFFORT, NOTES]);
  });

  it.each([
    [RATING, null, true, false],
    [RATING, 7, true, true],
    [RATING, null, false, true],
    [q(0), null, true, true],
    [EFFORT, null, true, true],
    [NOTES, null, true, true],
  ])('may leave %j with rating %j (required %j): %j', (screen, rating, required, expected) => {
    expect(mayContinue(screen, rating, required)).toBe(expected);
  });
});

describe('questionFlowErrors', () => {
  const ALL = questionFlowScreens(2);
  it.each([
    ['a question screen never holds one', [q(0)], trainingDraft(), true, {}],
    ['the rating of Training, not chosen', [RATING], trainingDraft(), true, { rating: RATING_REQUIRED }],
    ['the rating of Training, chosen', [RATING], trainingDraft({ rating: 6 }), true, {}],
    ['the optional rating of Rehab', [RATING], trainingDraft(), false, {}],
    ['effort and minutes left out', [EFFORT], trainingDraft(), true, {}],
    ['minutes in range', [EFFORT], trainingDraft({ minutes: '90' }), true, {}],
    ['601 minutes', [EFFORT], trainingDraft({ minutes: '601' }), true, { minutes: MINUTES_MESSAGE }],
    ['1.5 minutes', [EFFORT], trainingDraft({ minutes: '1.5' }), true, { minutes: MINUTES_MESSAGE }],
    ['bad minutes elsewhere do not hold the rating', [RATING], trainingDraft({ rating: 3, minutes: 'x' }), true, {}],
    [
      'one page: every problem at once',
      ALL,
      trainingDraft({ minutes: '0' }),
      true,
      { rating: RATING_REQUIRED, minutes: MINUTES_MESSAGE },
    ],
    ['one page: nothing wrong', ALL, trainingDraft({ rating: 9, effort: 7, minutes: '60' }), true, {}],
  ])('%s', (_name, screens, draft, required, expected) => {
    expect(questionFlowErrors(screens, draft, required)).toEqual(expected);
  });
});
