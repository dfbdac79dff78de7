import { describe, expect, it } from 'vitest';
import { addDays } from '../dates';
import { patternInsights } from './patterns';
import { checkIn, entry, game, ratedTraining } from './test-support/entries';
import { checkInsByDay } from './wellness-insight';

const today = '2026-11-25';
const first = '2025-12-01';

/** `count` days going back from `start`, two days apart (so a day before one of them has nothing of its own). */
const everyOtherDay = (start: string, count: number) =>
  Array.from({ length: count }, (_, index) => addDays(start, -2 * index));

function imageryPattern(withImagery: number[], without: number[]) {
  const after = everyOtherDay(today, withImagery.length);
  const other = everyOtherDay(addDays(today, -100), without.length);
  const entries = [
    ...after.flatMap((day, index) => [ratedTraining(day, withImagery[index]!), entry('Imagery', addDays(day, -1), {})]),
    ...other.map((day, index) => ratedTraining(day, without[index]!)),
  ];
  return patternInsights(entries, checkInsByDay(entries), first, today).find(
    (pattern) => pattern.id === 'training-after-imagery',
  )!;
}

describe('the imagery pattern: training rating on days after an imagery session, and on other days', () => {
  it.each([
    [
      Array(10).fill(8),
      Array(10).fill(6),
      true,
      'Training rating averaged 8.0 on days after an imagery session, and 6.0 on other days (10 vs 10 days).',
    ],
    [
      Array(9).fill(8),
      Array(10).fill(6),
      false,
      'Not enough days yet: 9 days after an imagery session and 10 on other days; each needs 10.',
    ],
    [
      Array(10).fill(8),
      Array(1).fill(6),
      false,
      'Not enough days yet: 10 days after an imagery session and 1 on other days; each needs 10.',
    ],
    // 7.3 and 6.9: a difference of 0.4
    [
      [...Array(7).fill(7), 8, 8, 8],
      [...Array(9).fill(7), 6],
      true,
      'Training rating was about the same after an imagery session and on other days: 7.3 and 6.9 (10 vs 10 days).',
    ],
    // 7.5 and 7.0: a difference of exactly 0.5 is reported
    [
      [...Array(5).fill(7), ...Array(5).fill(8)],
      Array(11).fill(7),
      true,
      'Training rating averaged 7.5 on days after an imagery session, and 7.0 on other days (10 vs 11 days).',
    ],
  ])('%#: %s', (withImagery, without, enough, text) => {
    const pattern = imageryPattern(withImagery, without);
    expect(pattern.enough).toBe(enough);
    expect(pattern.text).toBe(text);
  });

  it('shows both groups with their days and averages', () => {
    expect(imageryPattern(Array(10).fill(8), [...Array(11).fill(6), 9]).groups).toEqual([
      { label: 'Imagery the day before', days: 10, average: 8 },
      { label: 'No imagery the day before', days: 12, average: 6.3 },
    ]);
  });
});

describe('the sleep pattern: game rating and the same morning check-in', () => {
  it('groups game days by the sleep quality of their check-in, a day with two games by their mean', () => {
    const high = everyOtherDay(today, 10);
    const low = everyOtherDay(addDays(today, -60), 10);
    const entries = [
      ...high.flatMap((day) => [game(day, { rating: 8 }), checkIn(day, { sleep: 4 })]),
      ...low.flatMap((day) => [game(day, { rating: 6 }), game(day, { rating: 5 }), checkIn(day, { sleep: 3 })]),
      game(addDays(today, -200), { rating: 1 }), // no check-in: in neither group
      game('2025-11-30', { rating: 1 }), // before the period
      checkIn('2025-11-30', { sleep: 5 }),
    ];
    const pattern = patternInsights(entries, checkInsByDay(entries), first, today)[0]!;
    expect(pattern).toEqual({
      id: 'game-after-sleep',
      title: 'Game rating and sleep quality',
      enough: true,
      text: 'Game rating averaged 8.0 on days after a check-in with sleep quality 4 or 5, and 5.5 after lower sleep quality (10 vs 10 days).',
      groups: [
        { label: 'Sleep quality 4 or 5', days: 10, average: 8 },
        { label: 'Sleep quality 1 to 3', days: 10, average: 5.5 },
      ],
    });
  });
});

describe("the soreness pattern: training rating and that morning's muscle soreness", () => {
  it('counts the days of each group while there are too few', () => {
    const entries = [
      ...everyOtherDay(today, 4).flatMap((day) => [ratedTraining(day, 7), checkIn(day, { soreness: 5 })]),
      ...everyOtherDay(addDays(today, -30), 2).flatMap((day) => [ratedTraining(day, 7), checkIn(day, { soreness: 1 })]),
    ];
    const pattern = patternInsights(entries, checkInsByDay(entries), first, today)[2]!;
    expect(pattern.enough).toBe(false);
    expect(pattern.text).toBe(
      'Not enough days yet: 4 days with morning soreness 4 or 5 and 2 with 1 to 3; each needs 10.',
    );
    expect(pattern.groups.map((group) => [group.days, group.average])).toEqual([
      [4, 7],
      [2, 7],
    ]);
  });

  it('uses the words of the soreness scale, where 4 and 5 are the good end', () => {
    const entries = [
      ...everyOtherDay(today, 10).flatMap((day) => [ratedTraining(day, 8), checkIn(day, { soreness: 4 })]),
      ...everyOtherDay(addDays(today, -30), 10).flatMap((day) => [
        ratedTraining(day, 6),
        checkIn(day, { soreness: 2 }),
      ]),
    ];
    expect(patternInsights(entries, checkInsByDay(entries), first, today)[2]!.text).toBe(
      'Training rating averaged 8.0 on days when muscle soreness that morning was 4 or 5 (Good or Feeling good), and 6.0 when it was 1 to 3 (Normal or sorer) (10 vs 10 days).',
    );
  });

  it('with no data, every pattern waits', () => {
    expect(patternInsights([], new Map(), first, today).map((pattern) => pattern.text)).toEqual([
      'Not enough days yet: 0 days after sleep quality 4 or 5 and 0 after lower sleep quality; each needs 10.',
      'Not enough days yet: 0 days after an imagery session and 0 on other days; each needs 10.',
      'Not enough days yet: 0 days with morning soreness 4 or 5 and 0 with 1 to 3; each needs 10.',
    ]);
  });
});
