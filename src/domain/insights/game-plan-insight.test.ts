import { describe, expect, it } from 'vitest';
import { gamePlanInsight } from './game-plan-insight';
import { entry, game, FOUR_WEEKS_TO_TODAY, TWELVE_WEEKS_TO_MARCH_31 } from './test-support/entries';

describe('gamePlanInsight', () => {
  const first = '2026-11-02';
  const today = '2026-11-25';

  it('counts each answer, with the average rating of the rated games', () => {
    const entries = [
      game('2026-11-03', { planAdherence: 'Yes', rating: 8 }),
      game('2026-11-10', { planAdherence: 'Yes', rating: 6 }),
      game('2026-11-12', { planAdherence: 'Yes' }),
      game('2026-11-20', { planAdherence: 'Partly', rating: 5 }),
      game('2026-11-21', { rating: 9 }), // no plan answer
      game('2026-11-01', { planAdherence: 'No', rating: 2 }), // before the period
      game('2026-11-26', { planAdherence: 'No', rating: 2 }), // after today
      entry('Training', '2026-11-20', { postgame: { planAdherence: 'No' } }), // not a game
    ];
    expect(gamePlanInsight(entries, first, today, FOUR_WEEKS_TO_TODAY)).toEqual({
      summary: 'You stuck to your plan in 3 of 4 games, partly in 1 and not in 0.',
      answers: [
        { answer: 'Yes', games: 3, averageRating: 7, ratedGames: 2 },
        { answer: 'Partly', games: 1, averageRating: 5, ratedGames: 1 },
        { answer: 'No', games: 0, averageRating: null, ratedGames: 0 },
      ],
    });
  });

  it('says when no game has a plan check', () => {
    expect(gamePlanInsight([game('2026-11-21', { rating: 9 })], first, today, FOUR_WEEKS_TO_TODAY).summary).toBe(
      'No game in the last 4 weeks has a plan check yet.',
    );
  });

  it('says so without "yet" for a period that has ended', () => {
    const march = [game('2026-03-20', { rating: 9 })];
    expect(gamePlanInsight(march, '2026-01-05', '2026-03-31', TWELVE_WEEKS_TO_MARCH_31).summary).toBe(
      'No game in the 12 weeks to March 31, 2026 has a plan check.',
    );
  });

  it('one game reads in the singular', () => {
    expect(gamePlanInsight([game(today, { planAdherence: 'No' })], first, today, FOUR_WEEKS_TO_TODAY).summary).toBe(
      'You stuck to your plan in 0 of 1 game, partly in 0 and not in 1.',
    );
  });
});
