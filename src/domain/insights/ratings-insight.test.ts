import { describe, expect, it } from 'vitest';
import { ratingSummary, ratingsInsight } from './ratings-insight';
import { entry, game, ratedTraining, FOUR_WEEKS_TO_TODAY, TWELVE_WEEKS_TO_MARCH_31 } from './test-support/entries';
import { periodWeeks } from './weeks';

describe('ratingSummary', () => {
  it.each([
    [7.1, 6.4, 'Training averaged 7.1 over the last 4 weeks (6.4 the 4 weeks before)'],
    [7.05, null, 'Training averaged 7.1 over the last 4 weeks (no ratings the 4 weeks before)'],
    [null, 6, 'Training: no ratings over the last 4 weeks (6.0 the 4 weeks before)'],
  ])('%s and %s', (recent, before, summary) => {
    expect(ratingSummary('Training', recent, before, FOUR_WEEKS_TO_TODAY)).toBe(summary);
  });

  it('names the 4 weeks to the last day of a period that has ended', () => {
    expect(ratingSummary('Lift', 8, 7.5, TWELVE_WEEKS_TO_MARCH_31)).toBe(
      'Lift averaged 8.0 over the 4 weeks to March 31, 2026 (7.5 the 4 weeks before)',
    );
  });
});

describe('ratingsInsight', () => {
  const today = '2026-11-25';
  const weeks = periodWeeks('4w', today); // 11-02, 11-09, 11-16, 11-23
  const entries = [
    ratedTraining('2026-11-25', 8),
    ratedTraining('2026-11-24', 6),
    ratedTraining('2026-11-10', 7),
    ratedTraining('2026-10-29', 9), // the first of the last 28 days, before the period's first week
    ratedTraining('2026-10-28', 5), // the last of the 28 days before
    ratedTraining('2026-10-01', 4), // the first of the 28 days before
    ratedTraining('2026-09-30', 1), // older: in neither
    game('2026-11-20', { rating: 9 }),
    entry('Lift', '2026-09-01', { rating: 3 }), // no rating in the period: no line, no sentence
    entry('Food', '2026-11-24', { rating: 2 }), // Food is not a rated type here
    ratedTraining('2026-11-26', 1), // after today
  ];

  it('draws each rated type with ratings in the period, week by week, and sums up its last 4 weeks', () => {
    expect(ratingsInsight(entries, weeks, today, FOUR_WEEKS_TO_TODAY)).toEqual({
      summaries: [
        'Game averaged 9.0 over the last 4 weeks (no ratings the 4 weeks before)',
        // (8 + 6 + 7 + 9) / 4 = 7.5; (5 + 4) / 2 = 4.5
        'Training averaged 7.5 over the last 4 weeks (4.5 the 4 weeks before)',
      ],
      series: [
        { key: 'Game', label: 'Game', values: [null, null, 9, null] },
        { key: 'Training', label: 'Training', values: [null, 7, null, 7] },
      ],
    });
  });

  it('says nothing without ratings', () => {
    expect(ratingsInsight([entry('Training', today, { effort: 5 })], weeks, today, FOUR_WEEKS_TO_TODAY)).toEqual({
      summaries: [],
      series: [],
    });
  });

  it('rounds weekly averages to one decimal, half up', () => {
    // (7 + 7 + 8 + 8.2) / 4 = 7.55 -> 7.6 (a float would hold 7.55 as 7.5499...)
    const week = [7, 7, 8, 8.2].map((rating) => ratedTraining('2026-11-24', rating));
    expect(ratingsInsight(week, weeks, today, FOUR_WEEKS_TO_TODAY).series[0]!.values).toEqual([null, null, null, 7.6]);
  });
});
