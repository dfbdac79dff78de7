import { describe, expect, it } from 'vitest';
import {
  foodDraftFromContent,
  imageryDraftFromContent,
  promptsForEdit,
  questionsForEdit,
  trainingLikeDraftFromContent,
} from './entry-edit.js';
import { buildFoodContent, buildImageryContent, buildTrainingLikeContent } from './flow-content.js';

const SET = [
  { id: 't1', text: 'Focus today?', enabled: true },
  { id: 't2', text: 'Distractions?', enabled: false },
  { id: 't3', text: 'Weakness?', enabled: true },
];

describe('questionsForEdit', () => {
  it.each([
    [
      'nothing answered: the enabled questions',
      {},
      {},
      [
        ['t1', 'Focus today?'],
        ['t3', 'Weakness?'],
      ],
    ],
    [
      'an answered question switched off since is asked again, in set order',
      { t2: 'Wind' },
      { t2: 'Distractions?' },
      [
        ['t1', 'Focus today?'],
        ['t2', 'Distractions?'],
        ['t3', 'Weakness?'],
      ],
    ],
    [
      'an answered question keeps the text it was answered with',
      { t1: 'Sharp' },
      { t1: 'How focused was I?' },
      [
        ['t1', 'How focused was I?'],
        ['t3', 'Weakness?'],
      ],
    ],
    [
      'a deleted custom question comes last, with its saved text',
      { '1700000000000': 'Two litres' },
      { '1700000000000': 'Did I hydrate?' },
      [
        ['t1', 'Focus today?'],
        ['t3', 'Weakness?'],
        ['1700000000000', 'Did I hydrate?'],
      ],
    ],
    [
      'a deleted question without a saved text takes the default text, else its id',
      { t4: 'Passing', zz: 'Kept' },
      {},
      [
        ['t1', 'Focus today?'],
        ['t3', 'Weakness?'],
        ['t4', 'What did I do well today, and what was my play of the day?'],
        ['zz', 'zz'],
      ],
    ],
  ])('%s', (_name, answers, questionTexts, expected) => {
    const asked = questionsForEdit(SET, { answers, questionTexts }, 'training');
    expect(asked.map(({ id, text }) => [id, text])).toEqual(expected);
  });

  it('saves every answer again, the switched-off and deleted ones included', () => {
    const content = {
      timeOfDay: '6 AM',
      answers: { t1: 'Sharp', t2: 'Wind', gone: 'Kept' },
      questionTexts: { t1: 'Focus today?', t2: 'Distractions?', gone: 'An old question' },
      rating: 8,
      notes: 'Good',
    };
    const asked = questionsForEdit(SET, content, 'training');
    expect(buildTrainingLikeContent(trainingLikeDraftFromContent(content), asked)).toEqual(content);
  });
});

describe('trainingLikeDraftFromContent', () => {
  it.each([
    [
      'every field',
      { timeOfDay: '6 AM', answers: { t1: 'Sharp' }, rating: 8, effort: 7, minutes: 60, notes: 'Good' },
      { timeOfDay: '6 AM', answers: { t1: 'Sharp' }, rating: 8, effort: 7, minutes: '60', notes: 'Good' },
    ],
    [
      'absent fields empty (an older entry, without effort and minutes)',
      { answers: {} },
      { timeOfDay: '', answers: {}, rating: null, effort: null, minutes: '', notes: '' },
    ],
    [
      'a null rating',
      { answers: {}, rating: null },
      { timeOfDay: '', answers: {}, rating: null, effort: null, minutes: '', notes: '' },
    ],
    [
      'effort 0 (rest) without minutes',
      { answers: {}, effort: 0 },
      { timeOfDay: '', answers: {}, rating: null, effort: 0, minutes: '', notes: '' },
    ],
  ])('%s', (_name, content, expected) => {
    expect(trainingLikeDraftFromContent(content)).toEqual(expected);
  });
});

const PROMPTS = [
  { id: 'pass', text: 'Picture a pass.', enabled: true },
  { id: 'goal', text: 'See a goal.', enabled: false },
  { id: 'best', text: 'Relive your best game.', enabled: true },
];

describe('promptsForEdit and imageryDraftFromContent', () => {
  it.each([
    ['nothing chosen: the enabled prompts', [], ['pass', 'best'], []],
    ['a chosen enabled prompt is ticked', ['Relive your best game.'], ['pass', 'best'], ['best']],
    ['a chosen prompt switched off since is listed again, ticked', ['See a goal.'], ['pass', 'goal', 'best'], ['goal']],
    [
      'a chosen prompt deleted since comes last, ticked',
      ['Picture a pass.', 'An old prompt'],
      ['pass', 'best', 'saved-prompt-0'],
      ['pass', 'saved-prompt-0'],
    ],
  ])('%s', (_name, selectedPrompts, listed, ticked) => {
    const prompts = promptsForEdit(PROMPTS, { selectedPrompts });
    expect(prompts.map((prompt) => prompt.id)).toEqual(listed);
    const draft = imageryDraftFromContent({ selectedPrompts }, prompts);
    expect(draft.selectedPromptIds).toEqual(ticked);
    expect(buildImageryContent(draft, prompts).selectedPrompts).toEqual(selectedPrompts);
  });

  it('keeps time of day, rating and notes', () => {
    const content = { timeOfDay: '7 AM', selectedPrompts: [], rating: 6, notes: 'Calm' };
    expect(imageryDraftFromContent(content, [])).toEqual({
      timeOfDay: '7 AM',
      selectedPromptIds: [],
      rating: 6,
      notes: 'Calm',
    });
  });
});

describe('foodDraftFromContent', () => {
  it.each([
    [
      'a dinner with feelings',
      { mealType: 'Dinner' as const, timeOfDay: '7 PM', foodItems: 'Pasta', feelingNotes: 'Full' },
    ],
    ['a lunch', { mealType: 'Lunch' as const, timeOfDay: 'Noon', foodItems: 'Soup', feelingNotes: '' }],
  ])('%s saves back unchanged', (_name, content) => {
    expect(foodDraftFromContent(content)).toEqual(content);
    expect(buildFoodContent(foodDraftFromContent(content))).toEqual(content);
  });

  it('fills absent feelings with nothing', () => {
    expect(foodDraftFromContent({ mealType: 'Snack', timeOfDay: '4 PM', foodItems: 'Apple' }).feelingNotes).toBe('');
  });
});
