import { describe, expect, it } from 'vitest';
import { computeInsights } from './insights';
import { checkIn, game, training } from './test-support/entries';

describe('computeInsights', () => {
  const today = '2026-11-25';

  it('with no entries at all, every section says what it waits for', () => {
    const insights = computeInsights({ period: '12w', today, entries: [], journaledDays: [] });
    expect(insights.hasEntries).toBe(false);
    expect(insights.weeks).toHaveLength(12);
    expect(insights.load.summary).toBe(
      'This week: 0. Your 4-week average appears after 4 weeks of logged effort and minutes.',
    );
    expect(insights.ratings).toEqual({ summaries: [], series: [] });
    expect(insights.wellness.summary).toBe('No check-ins in the last 12 weeks yet.');
    expect(insights.gamePlan.summary).toBe('No game in the last 12 weeks has a plan check yet.');
    expect(insights.consistency).toEqual({ daysThisMonth: 0, currentRun: 0, longestRun: 0 });
    expect(insights.patterns.map((pattern) => pattern.enough)).toEqual([false, false, false]);
  });

  it('puts each entry in its section, and never one dated after today', () => {
    const entries = [
      training('2026-11-24', 5, 60, 7),
      game('2026-11-21', { planAdherence: 'Partly', rating: 6, effort: 8, minutes: 90 }),
      checkIn('2026-11-25', { sleep: 5 }),
      training('2026-11-26', 10, 600, 1), // tomorrow
      checkIn('2026-11-26', { sleep: 1 }),
    ];
    const insights = computeInsights({
      period: '4w',
      today,
      entries,
      journaledDays: ['2026-11-21', '2026-11-24', '2026-11-25'],
    });
    expect(insights.hasEntries).toBe(true);
    // 5 x 60 + 8 x 90 = 300 + 720; the 720 of Saturday 11-21 is in the week of 11-16.
    expect(insights.load.weekly).toEqual([0, 0, 720, 300]);
    expect(insights.ratings.summaries).toEqual([
      'Game averaged 6.0 over the last 4 weeks (no ratings the 4 weeks before)',
      'Training averaged 7.0 over the last 4 weeks (no ratings the 4 weeks before)',
    ]);
    expect(insights.wellness.latest?.day).toBe('2026-11-25');
    expect(insights.gamePlan.answers[1]).toEqual({ answer: 'Partly', games: 1, averageRating: 6, ratedGames: 1 });
    expect(insights.consistency).toEqual({ daysThisMonth: 3, currentRun: 2, longestRun: 2 });
  });
});
