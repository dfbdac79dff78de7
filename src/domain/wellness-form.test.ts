import { describe, expect, it } from 'vitest';
import {
  buildWellnessContent,
  EMPTY_WELLNESS_DRAFT,
  SLEEP_HOURS_HINT,
  wellnessDraftErrors,
  wellnessDraftOf,
  stepSleepHours,
  type WellnessDraft,
} from './wellness-form.js';

describe('the stepper of hours slept', () => {
  it.each([
    ['7.5', 1, '8'],
    ['7.5', -1, '7'],
    ['7,5', 1, '8'],
    ['', 1, '8.5'],
    ['', -1, '7.5'],
    ['eight', 1, '8.5'],
    ['24', 1, '24'],
    ['0', -1, '0'],
    ['0', 1, '0.5'],
  ] as const)('%s, %i step -> %s', (typed, direction, hours) => {
    expect(stepSleepHours(typed, direction)).toBe(hours);
  });
});

describe('the check-in form', () => {
  const answered = { fatigue: 4, sleep: 4, soreness: 4, stress: 4, mood: 3 };
  const draft = (change: Partial<WellnessDraft> = {}): WellnessDraft => ({
    ...EMPTY_WELLNESS_DRAFT,
    items: answered,
    ...change,
  });

  it.each([
    ['complete', draft(), {}],
    ['one item unanswered', draft({ items: { ...answered, mood: null } }), { mood: 'Please answer this question' }],
    [
      'two unanswered: each says so beside it',
      draft({ items: { ...answered, fatigue: null, stress: null } }),
      { fatigue: 'Please answer this question', stress: 'Please answer this question' },
    ],
    ['7.5 hours', draft({ sleepHours: '7.5' }), {}],
    ['7,5 hours', draft({ sleepHours: '7,5' }), {}],
    ['0 hours', draft({ sleepHours: '0' }), {}],
    ['24 hours', draft({ sleepHours: '24' }), {}],
    ['blank hours', draft({ sleepHours: '   ' }), {}],
    ['7.25 hours', draft({ sleepHours: '7.25' }), { sleepHours: SLEEP_HOURS_HINT }],
    ['25 hours', draft({ sleepHours: '25' }), { sleepHours: SLEEP_HOURS_HINT }],
    ['-1 hours', draft({ sleepHours: '-1' }), { sleepHours: SLEEP_HOURS_HINT }],
    ['letters', draft({ sleepHours: 'eight' }), { sleepHours: SLEEP_HOURS_HINT }],
  ])('%s -> %j', (_case, form, errors) => {
    expect(wellnessDraftErrors(form)).toEqual(errors);
  });

  it('builds the content: the five items, hours as a number, notes trimmed; blanks left out', () => {
    expect(buildWellnessContent(draft({ sleepHours: ' 7,5 ', notes: '  Slept late ' }))).toEqual({
      ...answered,
      sleepHours: 7.5,
      notes: 'Slept late',
    });
    expect(buildWellnessContent(draft({ sleepHours: '', notes: '  ' }))).toEqual(answered);
  });

  it('reads a stored check-in back into the form, and an odd one as unanswered', () => {
    expect(wellnessDraftOf({ ...answered, sleepHours: 8, notes: 'ok' })).toEqual({
      items: answered,
      sleepHours: '8',
      notes: 'ok',
    });
    expect(wellnessDraftOf({ fatigue: 9, sleep: '4' })).toEqual(EMPTY_WELLNESS_DRAFT);
    expect(wellnessDraftOf(null)).toEqual(EMPTY_WELLNESS_DRAFT);
  });
});
