import { describe, expect, it } from 'vitest';
import {
  describeShareDays,
  describeShareScope,
  describeShareTypes,
  isInShareScope,
  shareExpiry,
  sharedContent,
  shareStatus,
} from './share-links';

describe('shareStatus', () => {
  const now = new Date('2026-11-25T12:00:00.000Z');
  it.each([
    [{ revokedAt: null, expiresAt: '2026-11-25T12:00:00.001Z' }, 'active'],
    [{ revokedAt: null, expiresAt: '2026-11-25T12:00:00.000Z' }, 'expired'],
    [{ revokedAt: null, expiresAt: '2026-10-01T00:00:00.000Z' }, 'expired'],
    [{ revokedAt: '2026-11-20T08:00:00.000Z', expiresAt: '2026-12-25T12:00:00.000Z' }, 'revoked'],
    [{ revokedAt: '2026-11-20T08:00:00.000Z', expiresAt: '2026-10-01T00:00:00.000Z' }, 'revoked'],
  ] as const)('%j is %s', (link, status) => {
    expect(shareStatus(link, now)).toBe(status);
  });
});

describe('shareExpiry', () => {
  it.each([
    [7, '2026-12-02T09:30:00.000Z'],
    [30, '2026-12-25T09:30:00.000Z'],
    [90, '2027-02-23T09:30:00.000Z'],
  ] as const)('%d days after 2026-11-25 09:30 UTC is %s', (days, expected) => {
    expect(shareExpiry(new Date('2026-11-25T09:30:00.000Z'), days).toISOString()).toBe(expected);
  });
});

describe('isInShareScope', () => {
  const scope = { from: '2026-03-01', to: '2026-03-31', types: ['Training', 'Wellness'] as const, includeNotes: false };
  it.each([
    [{ type: 'Training', day: '2026-03-01' }, true],
    [{ type: 'Training', day: '2026-03-31' }, true],
    [{ type: 'Wellness', day: '2026-03-15' }, true],
    [{ type: 'Training', day: '2026-02-28' }, false],
    [{ type: 'Training', day: '2026-04-01' }, false],
    [{ type: 'Game', day: '2026-03-15' }, false],
    [{ type: 'training', day: '2026-03-15' }, false],
  ])('%j -> %s', (entry, inside) => {
    expect(isInShareScope(scope, entry)).toBe(inside);
  });

  it('an ongoing link has no last day', () => {
    expect(isInShareScope({ ...scope, to: null }, { type: 'Training', day: '2031-01-01' })).toBe(true);
    expect(isInShareScope({ ...scope, to: null }, { type: 'Training', day: '2026-02-28' })).toBe(false);
  });
});

describe('sharedContent without answers and notes', () => {
  it.each([
    [
      'Training',
      {
        timeOfDay: 'With Sam',
        answers: { t1: 'Tight hamstring' },
        questionTexts: { t1: 'How?' },
        rating: 7,
        effort: 6,
        minutes: 50,
        notes: 'Private',
      },
      { rating: 7, effort: 6, minutes: 50 },
    ],
    ['Lift', { answers: { l1: 'Squats' }, rating: 5 }, { rating: 5 }],
    [
      'Game',
      {
        opposingTeam: 'Riverside',
        pregame: { controlFactors: 'Talk' },
        postgame: {
          rating: 8,
          planAdherence: 'Partly',
          effort: 9,
          minutes: 90,
          engagement: 'Words',
          externalFactors: ['Referee'],
          notes: 'Private',
        },
        customPostgameAnswers: { 'What?': 'Words' },
        notes: 'Private',
      },
      { pregame: {}, postgame: { rating: 8, effort: 9, minutes: 90, planAdherence: 'Partly' } },
    ],
    [
      'Game',
      {
        opposingTeam: 'Rovers',
        postgame: { rating: 7, externalFactors: [] },
        minutesPlayed: 63,
        started: false,
        scoreFor: 2,
        scoreAgainst: 1,
      },
      { postgame: { rating: 7 }, minutesPlayed: 63, started: false, scoreFor: 2, scoreAgainst: 1 },
    ],
    ['Game', { opposingTeam: 'City', pregame: { distractions: 'Crowd' } }, { pregame: {} }],
    ['Imagery', { selectedPrompts: ['My private prompt'], rating: 9, notes: 'x' }, { rating: 9 }],
    [
      'Food',
      { mealType: 'Dinner', timeOfDay: '7 PM', foodItems: 'Pasta', feelingNotes: 'Full' },
      { mealType: 'Dinner' },
    ],
    [
      'Wellness',
      { fatigue: 4, sleep: 2, soreness: 3, stress: 5, mood: 4, sleepHours: 6.5, notes: 'Bad night' },
      { fatigue: 4, sleep: 2, soreness: 3, stress: 5, mood: 4, sleepHours: 6.5 },
    ],
    [
      'Health',
      { problem: 'injury', area: 'hamstring', side: 'left', pain: 6, status: 'modified', notes: 'Felt it sprinting' },
      { problem: 'injury', area: 'hamstring', side: 'left', pain: 6, status: 'modified' },
    ],
    [
      'Health',
      { problem: 'illness', status: 'unavailable', notes: 'Flu' },
      { problem: 'illness', status: 'unavailable' },
    ],
    // A note is words only: a figures-only link shows none of it.
    ['Note', { title: 'Preseason', text: 'Private words' }, {}],
    ['Training', 'not an object', {}],
  ] as const)('%s keeps only its figures', (type, content, shown) => {
    expect(sharedContent(type, content, false)).toEqual(shown);
  });

  it('with answers and notes, shows the content as it is', () => {
    const content = { answers: { t1: 'Tight hamstring' }, notes: 'Shared' };
    expect(sharedContent('Training', content, true)).toEqual(content);
  });
});

describe('how a scope reads', () => {
  it.each([
    [['Training'], 'Training'],
    [['Training', 'Game'], 'Game and Training'],
    [['Wellness', 'Training', 'Game'], 'Game, Training and Wellness check-in'],
    [['Health', 'Food'], 'Food and Injury or illness'],
    [
      ['Game', 'Training', 'Rehab', 'Lift', 'Imagery', 'Food', 'Wellness'],
      'Game, Training, Rehab, Lift, Imagery, Food and Wellness check-in',
    ],
    [
      ['Game', 'Training', 'Rehab', 'Lift', 'Imagery', 'Food', 'Health', 'Wellness'],
      'Game, Training, Rehab, Lift, Imagery, Food, Injury or illness and Wellness check-in',
    ],
    [['Game', 'Training', 'Rehab', 'Lift', 'Imagery', 'Food', 'Health', 'Note', 'Wellness'], 'All entry types'],
  ] as const)('%j -> %s', (types, text) => {
    expect(describeShareTypes(types)).toBe(text);
  });

  it('names the days, and a link that keeps showing new entries', () => {
    expect(describeShareDays({ from: '2026-03-01', to: '2026-04-30' })).toBe('March 1, 2026 to April 30, 2026');
    expect(describeShareDays({ from: '2026-03-01', to: null })).toBe('March 1, 2026 onwards');
    expect(describeShareScope({ from: '2026-03-01', to: null, types: ['Training'], includeNotes: false })).toBe(
      'Training · March 1, 2026 onwards · Ratings and figures only',
    );
    expect(describeShareScope({ from: '2026-03-01', to: '2026-03-02', types: ['Food'], includeNotes: true })).toBe(
      'Food · March 1, 2026 to March 2, 2026 · With answers and notes',
    );
  });
});
