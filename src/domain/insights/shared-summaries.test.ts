import { describe, expect, it } from 'vitest';
import { sharedInsightDays, sharedInsightSummaries } from './shared-summaries';

const entry = (type: string, day: string, content: object) => ({
  id: `${type}-${day}`,
  type,
  day,
  createdAt: `${day}T10:00:00.000Z`,
  content,
});

describe('sharedInsightSummaries', () => {
  const scope = {
    from: '2026-03-01',
    to: '2026-03-31',
    types: ['Training', 'Wellness'] as const,
    includeNotes: false,
    displayName: 'Alex',
  };
  const entries = [
    // In scope: 5 x 60 = 300 in the week of Monday March 30, rated 7; a check-in of 4 + 2 + 3 + 5 + 4 = 18.
    entry('Training', '2026-03-31', { answers: {}, rating: 7, effort: 5, minutes: 60 }),
    entry('Wellness', '2026-03-30', { fatigue: 4, sleep: 2, soreness: 3, stress: 5, mood: 4 }),
    // Outside: another kind, and a day before the link's first.
    entry('Game', '2026-03-31', { pregame: {}, postgame: { rating: 9, planAdherence: 'No' } }),
    entry('Training', '2026-02-27', { answers: {}, rating: 2, effort: 10, minutes: 600 }),
  ];

  it('summarises the sections its kinds feed, over its days and kinds only, to its last day, naming its days', () => {
    expect(sharedInsightSummaries(scope, entries, '2026-11-25')).toEqual([
      'The week of March 30, 2026: 300. Their 4-week average appears after 4 weeks of logged effort and minutes.',
      'Training averaged 7.0 over the 4 weeks to March 31, 2026 (no ratings the 4 weeks before)',
      'Latest check-in, March 30: wellness 18 of 25.',
    ]);
  });

  it('speaks of this week and the last 4 weeks while the link runs to today or later', () => {
    const expected = [
      'This week: 300. Their 4-week average appears after 4 weeks of logged effort and minutes.',
      'Training averaged 7.0 over the last 4 weeks (no ratings the 4 weeks before)',
      'Latest check-in, March 30: wellness 18 of 25.',
    ];
    expect(sharedInsightSummaries(scope, entries, '2026-03-31')).toEqual(expected);
    expect(sharedInsightSummaries({ ...scope, to: null }, entries, '2026-03-31')).toEqual(expected);
    expect(sharedInsightSummaries({ ...scope, to: '2026-04-30' }, entries, '2026-03-31')).toEqual(expected);
  });

  it('adds the game plan when games are shown, and says nothing without entries', () => {
    const games = { ...scope, types: ['Game'] as const };
    expect(sharedInsightSummaries(games, entries, '2026-11-25')).toEqual([
      'The week of March 30, 2026: 0. Their 4-week average appears after 4 weeks of logged effort and minutes.',
      'Game averaged 9.0 over the 4 weeks to March 31, 2026 (no ratings the 4 weeks before)',
      'Alex stuck to the plan in 0 of 1 game, partly in 0 and not in 1.',
    ]);
    expect(sharedInsightSummaries({ ...scope, types: ['Food'] }, entries, '2026-11-25')).toEqual([]);
  });

  it('speaks of the athlete, never to the reader as "you": by name, or as the athlete without one', () => {
    const games = { ...scope, types: ['Game'] as const, displayName: '  ' };
    const said = sharedInsightSummaries(games, entries, '2026-11-25');
    expect(said).toContain('The athlete stuck to the plan in 0 of 1 game, partly in 0 and not in 1.');
    for (const sentence of said) expect(sentence).not.toMatch(/\byour?\b/i);
  });
});

describe('sharedInsightDays', () => {
  it('reads up to the last day (or today), never before the first', () => {
    expect(
      sharedInsightDays({ from: '2026-03-01', to: '2026-03-31', types: [], includeNotes: false }, '2026-11-25'),
    ).toEqual({
      from: '2026-03-01',
      to: '2026-03-31',
    });
    // Ongoing since 2025: 12 weeks to Wednesday 2026-11-25 start Monday 2026-09-07; 4 weeks before, 2026-08-10.
    expect(sharedInsightDays({ from: '2025-01-01', to: null, types: [], includeNotes: false }, '2026-11-25')).toEqual({
      from: '2026-08-10',
      to: '2026-11-25',
    });
  });
});
