import { describe, expect, it } from 'vitest';
import { draftTimeText, readStoredDraft, type DraftKind } from './flow-drafts.js';

const SAVED_AT = 1_772_740_440_000;
const TRAINING = { timeOfDay: '5 PM', answers: { t1: 'Sharp' }, rating: 8, effort: 7, minutes: '60', notes: '' };
const FOOD = { mealType: 'Dinner', timeOfDay: '7 PM', foodItems: 'Pasta', feelingNotes: 'Full' };
const IMAGERY = { timeOfDay: '', selectedPromptIds: ['pass'], rating: null, notes: 'Calm' };
const GAME = {
  timeOfDay: '',
  opposingTeam: 'Rovers',
  answers: { '1': 'Effort' },
  externalFactors: ['Referee'],
  rating: null,
  effort: null,
  minutes: '',
  minutesPlayed: '63',
  started: false,
  scoreFor: '2',
  scoreAgainst: '',
  planAdherence: 'Partly',
  notes: '',
};

const WELLNESS = {
  items: { fatigue: 4, sleep: null, soreness: 3, stress: 5, mood: null },
  sleepHours: '7.5',
  notes: 'Away trip',
};

const NOTE = { title: 'Preseason', text: 'Day one.' };

const HEALTH = { problem: 'injury', area: 'hamstring', side: null, pain: 4, status: 'modified', notes: 'Sprint' };

describe('readStoredDraft', () => {
  it.each<[string, DraftKind, unknown]>([
    ['a question flow at its second question', 'question', { step: 'question', question: 1 }],
    ['a question flow at its rating', 'question', { step: 'rating' }],
    ['a question flow at its effort', 'question', { step: 'effort' }],
    ['a question flow at its notes', 'question', { step: 'notes' }],
    ['a food draft', 'food', null],
    ['an imagery draft', 'imagery', null],
    ['a new game at its second pregame question', 'game', { step: { name: 'pregame', question: 1 }, baseId: null }],
    ['a postgame finishing a chosen game', 'game', { step: { name: 'postgame-rating' }, baseId: 'abc' }],
    ['a postgame at its effort', 'game', { step: { name: 'postgame-effort' }, baseId: null }],
    ['a postgame at its match record', 'game', { step: { name: 'postgame-match' }, baseId: null }],
    ['a check-in draft', 'wellness', null],
    ['an injury or illness draft', 'health', null],
    ['a note draft', 'note', null],
  ])('accepts %s', (_name, kind, step) => {
    const draft = {
      question: TRAINING,
      food: FOOD,
      imagery: IMAGERY,
      game: GAME,
      wellness: WELLNESS,
      health: HEALTH,
      note: NOTE,
    }[kind];
    const stored = { savedAt: SAVED_AT, baseVersion: kind === 'game' ? null : 3, draft, step };
    expect(readStoredDraft(kind, stored)).toEqual(stored);
  });

  it("reads a draft kept before drafts knew their entry's version as having none", () => {
    const read = readStoredDraft('food', { savedAt: SAVED_AT, draft: FOOD, step: null });
    expect(read).toEqual({ savedAt: SAVED_AT, baseVersion: null, draft: FOOD, step: null });
  });

  // Drafts typed before effort and minutes existed: numbered screens, no effort, minutes or plan check.
  const { effort: _e, minutes: _m, ...OLD_TRAINING } = TRAINING;
  const {
    effort: _ge,
    minutes: _gm,
    planAdherence: _p,
    minutesPlayed: _mp,
    started: _s,
    scoreFor: _sf,
    scoreAgainst: _sa,
    ...OLD_GAME
  } = GAME;
  const NO_MATCH = { minutesPlayed: '', started: null, scoreFor: '', scoreAgainst: '' };
  const NONE = { effort: null, minutes: '' };
  it.each<[string, DraftKind, unknown, unknown, unknown]>([
    ['a question', 'question', OLD_TRAINING, { step: 0, question: 2 }, { step: 'question', question: 2 }],
    ['the rating', 'question', OLD_TRAINING, { step: 1 }, { step: 'rating' }],
    ['the notes (after the rating, before effort existed)', 'question', OLD_TRAINING, { step: 2 }, { step: 'notes' }],
    ['a game', 'game', OLD_GAME, { step: { name: 'postgame-notes' }, baseId: null }, undefined],
  ])('reads an older draft at %s with nothing chosen for effort', (_name, kind, draft, step, readStep) => {
    const read = readStoredDraft(kind, { savedAt: SAVED_AT, draft, step });
    const added = kind === 'game' ? { ...NONE, ...NO_MATCH, planAdherence: null } : NONE;
    expect(read).toEqual({
      savedAt: SAVED_AT,
      baseVersion: null,
      draft: { ...(draft as object), ...added },
      step: readStep ?? step,
    });
  });

  it.each<[string, DraftKind, unknown]>([
    ['nothing', 'question', null],
    ['text', 'question', 'Sharp'],
    ['an array', 'question', [TRAINING]],
    ['no time', 'question', { draft: TRAINING, step: { step: 1 } }],
    ['a time that is not one', 'question', { savedAt: 'yesterday', draft: TRAINING, step: { step: 1 } }],
    [
      'an answer that is not text',
      'question',
      { savedAt: SAVED_AT, draft: { ...TRAINING, answers: { t1: 5 } }, step: { step: 1 } },
    ],
    ['a version of 0', 'food', { savedAt: SAVED_AT, baseVersion: 0, draft: FOOD, step: null }],
    ['a version of 1.5', 'food', { savedAt: SAVED_AT, baseVersion: 1.5, draft: FOOD, step: null }],
    ['a version as text', 'food', { savedAt: SAVED_AT, baseVersion: '2', draft: FOOD, step: null }],
    ['a version past 2^31 - 1', 'food', { savedAt: SAVED_AT, baseVersion: 2 ** 31, draft: FOOD, step: null }],
    ['a rating of 11', 'question', { savedAt: SAVED_AT, draft: { ...TRAINING, rating: 11 }, step: { step: 1 } }],
    ['a rating of 2.5', 'question', { savedAt: SAVED_AT, draft: { ...TRAINING, rating: 2.5 }, step: { step: 1 } }],
    [
      'a missing field',
      'question',
      { savedAt: SAVED_AT, draft: { answers: {}, rating: null, notes: '' }, step: { step: 1 } },
    ],
    ['an extra field', 'question', { savedAt: SAVED_AT, draft: { ...TRAINING, script: 'x' }, step: { step: 1 } }],
    ['a step that does not exist', 'question', { savedAt: SAVED_AT, draft: TRAINING, step: { step: 3 } }],
    ['a named step that does not exist', 'question', { savedAt: SAVED_AT, draft: TRAINING, step: { step: 'x' } }],
    ['an effort of 11', 'question', { savedAt: SAVED_AT, draft: { ...TRAINING, effort: 11 }, step: { step: 1 } }],
    ['minutes as a number', 'question', { savedAt: SAVED_AT, draft: { ...TRAINING, minutes: 60 }, step: { step: 1 } }],
    [
      'a plan answer that is not one',
      'game',
      {
        savedAt: SAVED_AT,
        draft: { ...GAME, planAdherence: 'Mostly' },
        step: { step: { name: 'selection' }, baseId: null },
      },
    ],
    ['a negative question', 'question', { savedAt: SAVED_AT, draft: TRAINING, step: { step: 0, question: -1 } }],
    [
      'answers far too long',
      'question',
      { savedAt: SAVED_AT, draft: { ...TRAINING, notes: 'x'.repeat(5001) }, step: { step: 2 } },
    ],
    ["another flow's draft", 'question', { savedAt: SAVED_AT, draft: FOOD, step: null }],
    ['a meal that is not one', 'food', { savedAt: SAVED_AT, draft: { ...FOOD, mealType: 'Brunch' }, step: null }],
    ['a body area that is not one', 'health', { savedAt: SAVED_AT, draft: { ...HEALTH, area: 'elbow' }, step: null }],
    ['pain of 11', 'health', { savedAt: SAVED_AT, draft: { ...HEALTH, pain: 11 }, step: null }],
    ['a note without its text', 'note', { savedAt: SAVED_AT, draft: { title: 'Preseason' }, step: null }],
    [
      'a check-in item of 6',
      'wellness',
      { savedAt: SAVED_AT, draft: { ...WELLNESS, items: { ...WELLNESS.items, mood: 6 } }, step: null },
    ],
    [
      'a game step that does not exist',
      'game',
      { savedAt: SAVED_AT, draft: GAME, step: { step: { name: 'halftime' }, baseId: null } },
    ],
    [
      'a game factor that is not one',
      'game',
      {
        savedAt: SAVED_AT,
        draft: { ...GAME, externalFactors: ['Weather'] },
        step: { step: { name: 'selection' }, baseId: null },
      },
    ],
    [
      'prompt ids that are not text',
      'imagery',
      { savedAt: SAVED_AT, draft: { ...IMAGERY, selectedPromptIds: [1] }, step: null },
    ],
  ])('refuses %s', (_name, kind, value) => {
    expect(readStoredDraft(kind, value)).toBeNull();
  });
});

describe('draftTimeText', () => {
  const at = (day: number, hours: number, minutes: number) => new Date(2026, 2, day, hours, minutes);
  it.each([
    ['this evening', at(5, 20, 14), at(5, 22, 0), '8:14 PM'],
    ['this morning', at(5, 0, 5), at(5, 9, 0), '12:05 AM'],
    ['an earlier day', at(4, 20, 14), at(5, 9, 0), 'March 4, 8:14 PM'],
    ['an invalid time', new Date(Number.NaN), at(5, 9, 0), ''],
  ])('%s', (_name, savedAt, now, expected) => {
    expect(draftTimeText(savedAt, now)).toBe(expected);
  });
});
