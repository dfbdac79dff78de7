import { describe, expect, it } from 'vitest';
import type { Insights } from '../../../domain/insights/contract';
import { isStoredInsights } from './stored-insights';

/** A whole answer for 2 weeks, as the server sends it. */
const whole: Insights = {
  period: '4w',
  today: '2026-11-25',
  weeks: ['2026-11-16', '2026-11-23'],
  hasEntries: true,
  headline: 'Training load so far this week is 500: 50% below your 4-week average of 1,000.',
  load: { summary: 'This week: 500.', weekly: [0, 500], fourWeekAverage: [null, null], monotony: null, strain: null },
  ratings: {
    summaries: ['Training averaged 7.0 over the last 4 weeks (no ratings the 4 weeks before)'],
    series: [{ key: 'Training', label: 'Training', values: [null, 7] }],
  },
  wellness: {
    summary: 'Latest check-in, November 25: wellness 18 of 25.',
    series: [{ key: 'sleep', label: 'Sleep quality', values: [null, 2] }],
    latest: {
      day: '2026-11-25',
      items: [{ key: 'sleep', label: 'Sleep quality', value: 2, word: 'Restless' }],
      score: 18,
      sleepHours: null,
    },
    unusual: [],
    unusualNote: 'Notes on what is unusual for you need 14 check-ins in the 28 days before one; there are 0.',
  },
  gamePlan: {
    summary: 'You stuck to your plan in 1 of 1 game, partly in 0 and not in 0.',
    answers: [{ answer: 'Yes', games: 1, averageRating: 8, ratedGames: 1 }],
  },
  consistency: { daysThisMonth: 3, currentRun: 1, longestRun: 2 },
  availability: { available: 20, days: 24, summary: 'Available on 20 of 24 days.' },
  patterns: [
    {
      id: 'training-after-imagery',
      title: 'Training rating and imagery the day before',
      enough: false,
      text: 'Not enough days yet',
      groups: [
        { label: 'Imagery the day before', days: 0, average: null },
        { label: 'No imagery the day before', days: 1, average: 7 },
      ],
    },
  ],
};

/** `whole` with one part replaced (by path), as a damaged or tampered store would hold it. */
function damaged(path: string, value: unknown): unknown {
  const copy = structuredClone(whole) as unknown as Record<string, unknown>;
  const keys = path.split('.');
  let node: Record<string, unknown> = copy;
  for (const key of keys.slice(0, -1)) node = node[key] as Record<string, unknown>;
  node[keys.at(-1)!] = value;
  return copy;
}

describe('isStoredInsights', () => {
  it('keeps a whole answer', () => {
    expect(isStoredInsights(whole)).toBe(true);
    expect(isStoredInsights({ ...whole, wellness: { ...whole.wellness, latest: null } })).toBe(true);
  });

  it.each([
    ['not an object', null],
    ['a list', []],
    ['an unknown period', damaged('period', '2w')],
    ['an impossible today', damaged('today', '2026-02-30')],
    ['no weeks', damaged('weeks', [])],
    ['a week that is no day', damaged('weeks', ['2026-11-16', 'soon'])],
    ['hasEntries as text', damaged('hasEntries', 'yes')],
    // An answer kept before the headline existed: asked for again rather than shown without one.
    ['no headline', damaged('headline', undefined)],
    ['a headline that is no text', damaged('headline', 7)],
    ['a load per week missing', damaged('load.weekly', [500])],
    ['a load as text', damaged('load.weekly', [0, '500'])],
    ['an infinite monotony', damaged('load.monotony', Infinity)],
    ['an average per week too many', damaged('load.fourWeekAverage', [null, null, null])],
    ['a ratings line that is short', damaged('ratings.series', [{ key: 'Training', label: 'Training', values: [7] }])],
    ['a summary that is no text', damaged('ratings.summaries', [7])],
    [
      'a check-in item without its word',
      damaged('wellness.latest.items', [{ key: 'sleep', label: 'Sleep', value: 2 }]),
    ],
    [
      'an unknown plan answer',
      damaged('gamePlan.answers', [{ answer: 'Maybe', games: 1, averageRating: null, ratedGames: 0 }]),
    ],
    ['no consistency', damaged('consistency', undefined)],
    // An answer kept before Days available existed: asked for again.
    ['no availability', damaged('availability', undefined)],
    ['days available as text', damaged('availability.available', '20')],
    [
      'a pattern with one group',
      damaged('patterns', [{ ...whole.patterns[0], groups: [whole.patterns[0]!.groups[0]] }]),
    ],
  ])('drops an answer with %s', (_name, value) => {
    expect(isStoredInsights(value)).toBe(false);
  });
});
