import { describe, expect, it } from 'vitest';
import { dayAverageRating, entryRating, RATING_LEGEND, bandOfRating, ratingBand, summarizeDays } from './rating.js';

describe('entryRating', () => {
  it.each([
    ['content.rating', { rating: 7 }, 7],
    ['content.rating 0 counts', { rating: 0 }, 0],
    ['rating wins over everything else', { rating: 3, postGameRating: 9, postgame: { rating: 10 } }, 3],
    ['null rating falls through to postGameRating', { rating: null, postGameRating: 6 }, 6],
    ['postGameRating wins over questions', { postGameRating: 6, questions: [{ rating: 2 }] }, 6],
    ['questions average', { questions: [{ rating: 4 }, { rating: 7 }, { text: 'no rating' }] }, 5.5],
    ['questions wins over answers', { questions: [{ rating: 4 }], answers: { rating: '9' } }, 4],
    ['questions with no numeric rating fall through', { questions: [{ rating: '8' }, {}], answers: { score: 6 } }, 6],
    ['answers keyed rating/score, case-insensitive', { answers: { OverallRating: 8, effortScore: '6', t1: '10' } }, 7],
    ['answers with non-numeric values ignored', { answers: { rating: 'great', score: '', mood_rating: ' 5 ' } }, 5],
    ['answers wins over postgame', { answers: { rating: 2 }, postgame: { rating: 9 } }, 2],
    ['postgame.rating', { pregame: {}, postgame: { rating: 8 } }, 8],
    ['pregame only', { pregame: { controlFactors: 'x' } }, null],
    ['NaN rating does not count', { rating: Number.NaN, postgame: { rating: 5 } }, 5],
    ['Infinity does not count', { rating: Number.POSITIVE_INFINITY }, null],
    ['string rating does not count', { rating: '7' }, null],
    ['empty content', {}, null],
    ['Food', { mealType: 'Lunch', timeOfDay: '1 PM', foodItems: 'x', feelingNotes: '' }, null],
    ['questions not a list', { questions: { rating: 5 } }, null],
    ['answers a list', { answers: [5] }, null],
  ])('%s -> %j', (_name, content, expected) => {
    expect(entryRating(content)).toBe(expected);
  });

  it.each([null, undefined, 7, 'rating', [{ rating: 5 }]])('is null for non-object content %j', (content) => {
    expect(entryRating(content)).toBeNull();
  });
});

describe('dayAverageRating', () => {
  it.each([
    [[], null],
    [[{}, { pregame: {} }], null],
    [[{ rating: 8 }], 8],
    [[{ rating: 8 }, { rating: 5 }], 6.5],
    [[{ rating: 9 }, {}, { postgame: { rating: 6 } }], 7.5],
    [[{ rating: 1 }, { rating: 2 }, { rating: 2 }], 5 / 3],
  ])('%j -> %j', (contents, expected) => {
    expect(dayAverageRating(contents)).toBe(expected);
  });
});

describe('ratingBand', () => {
  it.each([
    [10, 1, 'green'],
    [8, 1, 'green'],
    [7.9, 2, 'yellow'],
    [6, 1, 'yellow'],
    [5.9, 1, 'orange'],
    [4, 1, 'orange'],
    [3.9, 1, 'red'],
    [0, 1, 'red'],
    [null, 1, 'blue'],
    [null, 3, 'blue'],
    [Number.NaN, 1, 'blue'],
    [null, 0, 'grey'],
    [9, 0, 'grey'],
  ] as const)('ratingBand(%j, %i) is %s', (avg, count, expected) => {
    expect(ratingBand(avg, count)).toBe(expected);
  });
});

describe('RATING_LEGEND', () => {
  it('lists the six bands with the specification labels', () => {
    expect(RATING_LEGEND.map(({ band, label }) => `${band}:${label}`)).toEqual([
      'green:8-10',
      'yellow:6-7',
      'orange:4-5',
      'red:1-3',
      'blue:No rating',
      'grey:No entries',
    ]);
  });
});

describe('bandOfRating', () => {
  it.each([
    [10, 'green'],
    [9, 'green'],
    [8, 'green'],
    [7, 'yellow'],
    [6, 'yellow'],
    [5, 'orange'],
    [4, 'orange'],
    [3, 'red'],
    [2, 'red'],
    [1, 'red'],
  ] as const)('%i -> %s, as a day averaging %i on the calendar', (n, expected) => {
    expect(bandOfRating(n)).toBe(expected);
  });
});

describe('summarizeDays', () => {
  it('is empty without rows', () => {
    expect(summarizeDays([])).toEqual([]);
  });

  it('groups by day, sorts by day and averages the rated entries', () => {
    const rows = [
      { day: '2026-03-07', type: 'Lift', content: { rating: 4 } },
      { day: '2026-03-05', type: 'Training', content: { rating: 9 } },
      { day: '2026-03-05', type: 'Game', content: { postgame: { rating: 6 } } },
      { day: '2026-03-05', type: 'Food', content: { mealType: 'Lunch' } },
      { day: '2026-02-28', type: 'Imagery', content: {} },
      { day: '2026-03-07', type: 'Rehab', content: { rating: 5 } },
    ];
    expect(summarizeDays(rows)).toEqual([
      { day: '2026-02-28', entryCount: 1, averageRating: null },
      { day: '2026-03-05', entryCount: 3, averageRating: 7.5 },
      { day: '2026-03-07', entryCount: 2, averageRating: 4.5 },
    ]);
  });

  it('counts wellness check-ins as entries without a rating: a day with only a check-in is blue, never grey', () => {
    // A check-in has no 1-10 rating; one that carried a `rating` key still adds none to its day's average.
    const checkIn = { fatigue: 1, sleep: 1, soreness: 1, stress: 1, mood: 1, rating: 1 };
    const rows = [
      { day: '2026-03-05', type: 'Training', content: { rating: 9 } },
      { day: '2026-03-05', type: 'Wellness', content: checkIn },
      { day: '2026-03-06', type: 'Wellness', content: checkIn },
      { day: '2026-03-07', type: 'Food', content: { mealType: 'Lunch' } },
      { day: '2026-03-07', type: 'Wellness', content: checkIn },
      { day: '2026-03-08', type: 'Wellness', content: checkIn },
      { day: '2026-03-08', type: 'Lift', content: { rating: 4 } },
      { day: '2026-03-08', type: 'Rehab', content: { rating: 5 } },
    ];
    const summaries = summarizeDays(rows);
    // Worked by hand: count every entry of the day; average only the rated ones among them.
    expect(summaries).toEqual([
      { day: '2026-03-05', entryCount: 2, averageRating: 9 },
      { day: '2026-03-06', entryCount: 1, averageRating: null },
      { day: '2026-03-07', entryCount: 2, averageRating: null },
      { day: '2026-03-08', entryCount: 3, averageRating: 4.5 },
    ]);
    expect(summaries.map(({ averageRating, entryCount }) => ratingBand(averageRating, entryCount))).toEqual([
      'green',
      'blue',
      'blue',
      'orange',
    ]);
  });
});
