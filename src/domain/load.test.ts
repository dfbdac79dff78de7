import { describe, expect, it } from 'vitest';
import {
  EFFORT_SCALE,
  effortContent,
  effortDraftOf,
  loadSummary,
  MINUTES_MESSAGE,
  minutesError,
  sessionEffort,
  sessionLoad,
} from './load.js';

describe('EFFORT_SCALE', () => {
  it("is Foster's CR-10 scale, 0 to 10, with its exact words", () => {
    expect(EFFORT_SCALE.map(({ effort, word }) => `${effort} ${word ?? ''}`.trim())).toEqual([
      '0 Rest',
      '1 Very, very easy',
      '2 Easy',
      '3 Moderate',
      '4 Somewhat hard',
      '5 Hard',
      '6',
      '7 Very hard',
      '8',
      '9',
      '10 Maximal',
    ]);
  });
});

describe('sessionEffort and sessionLoad', () => {
  it.each([
    ['Training with both', 'Training', { effort: 7, minutes: 60 }, 7, 60, 420],
    ['Rehab with both', 'Rehab', { effort: 3, minutes: 45 }, 3, 45, 135],
    ['Lift at the top of both scales', 'Lift', { effort: 10, minutes: 600 }, 10, 600, 6000],
    ['effort 0 (rest) is a load of 0', 'Training', { effort: 0, minutes: 30 }, 0, 30, 0],
    ['a Game, from its postgame', 'Game', { postgame: { rating: 6, effort: 9, minutes: 95 } }, 9, 95, 855],
    ['a Game whose effort sits outside its postgame', 'Game', { effort: 9, minutes: 95 }, null, null, null],
    ['effort only', 'Training', { effort: 5 }, 5, null, null],
    ['minutes only', 'Lift', { minutes: 40 }, null, 40, null],
    ['neither (an older entry)', 'Training', { answers: {}, rating: 8 }, null, null, null],
    ['minutes 0 are not a duration', 'Training', { effort: 5, minutes: 0 }, 5, null, null],
    ['minutes 601 are out of range', 'Training', { effort: 5, minutes: 601 }, 5, null, null],
    ['a fraction is not whole', 'Training', { effort: 5.5, minutes: 1.5 }, null, null, null],
    ['effort 11 is out of range', 'Training', { effort: 11, minutes: 30 }, null, 30, null],
    ['numbers as text do not count', 'Training', { effort: '7', minutes: '60' }, null, null, null],
    ['Imagery records no load', 'Imagery', { effort: 7, minutes: 60 }, null, null, null],
    ['Food records no load', 'Food', { effort: 7, minutes: 60 }, null, null, null],
    ['content that is not an object', 'Training', null, null, null, null],
  ])('%s', (_case, type, content, effort, minutes, load) => {
    expect(sessionEffort({ type, content })).toEqual({ effort, minutes });
    expect(sessionLoad({ type, content })).toBe(load);
  });
});

describe('loadSummary', () => {
  it.each([
    ['both', { effort: 7, minutes: 60 }, { load: 'Load 420', detail: 'Effort 7 · 60 min' }],
    ['a load in the thousands', { effort: 8, minutes: 150 }, { load: 'Load 1,200', detail: 'Effort 8 · 150 min' }],
    ['effort only', { effort: 4 }, { load: null, detail: 'Effort 4' }],
    ['minutes only', { minutes: 25 }, { load: null, detail: '25 min' }],
    ['effort 0', { effort: 0, minutes: 20 }, { load: 'Load 0', detail: 'Effort 0 · 20 min' }],
    ['neither', { rating: 7 }, null],
  ])('%s', (_case, content, expected) => {
    expect(loadSummary({ type: 'Training', content })).toEqual(expected);
  });
});

describe('minutesError', () => {
  it.each([
    ['nothing typed (optional)', '', null],
    ['only spaces', '   ', null],
    ['the shortest session', '1', null],
    ['an hour, with spaces around', ' 60 ', null],
    ['the longest session', '600', null],
    ['zero', '0', MINUTES_MESSAGE],
    ['one over the limit', '601', MINUTES_MESSAGE],
    ['a fraction', '1.5', MINUTES_MESSAGE],
    ['letters', 'ten', MINUTES_MESSAGE],
    ['a number with letters', '60min', MINUTES_MESSAGE],
    ['a negative number', '-5', MINUTES_MESSAGE],
    ['an exponent', '1e2', MINUTES_MESSAGE],
  ])('%s', (_name, text, expected) => {
    expect(minutesError(text)).toBe(expected);
  });

  it('says the range in words', () => {
    expect(MINUTES_MESSAGE).toBe('Minutes must be a whole number from 1 to 600');
  });
});

describe('effortContent', () => {
  it.each([
    ['nothing chosen', { effort: null, minutes: '' }, {}],
    ['both', { effort: 7, minutes: '60' }, { effort: 7, minutes: 60 }],
    ['effort 0 (rest) is kept', { effort: 0, minutes: '' }, { effort: 0 }],
    ['minutes only, trimmed', { effort: null, minutes: ' 45 ' }, { minutes: 45 }],
    ['minutes out of range are never saved', { effort: 5, minutes: '601' }, { effort: 5 }],
  ])('%s', (_name, draft, expected) => {
    expect(effortContent(draft)).toEqual(expected);
  });
});

describe('effortDraftOf', () => {
  it.each([
    ['an older entry without them', { answers: {} }, { effort: null, minutes: '' }],
    ['both', { effort: 7, minutes: 60 }, { effort: 7, minutes: '60' }],
    ['effort 0', { effort: 0 }, { effort: 0, minutes: '' }],
    ['values out of range read as nothing', { effort: 11, minutes: 0 }, { effort: null, minutes: '' }],
    ['no content at all', undefined, { effort: null, minutes: '' }],
  ])('%s', (_name, holder, expected) => {
    expect(effortDraftOf(holder)).toEqual(expected);
  });
});
