import { describe, expect, it } from 'vitest';
import { checkIn, daysBetween, entry, game, training } from '../insights/test-support/entries';
import {
  checkedInCount,
  checkedInText,
  squadFigures,
  squadLoadWords,
  squadOrder,
  checkedInBy,
  squadWindow,
  type SquadFigures,
  type SquadRow,
} from './squad';
import { staffView } from './staff-view';

// Wednesday 2026-11-25: its week starts on Monday 11-23; the 4 weeks before it on 10-26, 11-02, 11-09 and 11-16.
const TODAY = '2026-11-25';

describe('squadWindow', () => {
  it('reads this week and the 4 weeks before it, which hold the 28 days before today', () => {
    expect(squadWindow(TODAY)).toEqual({ from: '2026-10-26', to: TODAY });
    // On a Monday the window is exactly the 28 days before and today.
    expect(squadWindow('2026-11-23')).toEqual({ from: '2026-10-26', to: '2026-11-23' });
    // On a Sunday, this week's 6 days before it too.
    expect(squadWindow('2026-11-29')).toEqual({ from: '2026-10-26', to: '2026-11-29' });
  });
});

describe('squadLoadWords', () => {
  it.each([
    [1350, 1000, '1,350 · 35% above their 4-week average'],
    [650, 1000, '650 · 35% below their 4-week average'],
    [1004, 1000, '1,004 · About the same as their 4-week average'], // 0.4 % rounds to 0
    [0, 750, '0 · 100% below their 4-week average'],
    [420, null, '420 · Not enough weeks yet'],
  ])('%s against %s', (week, average, words) => {
    expect(squadLoadWords(week, average)).toBe(words);
  });
});

/**
 * Ana: a session in each of the 4 weeks before this one (300, 400, 300, 500: average 1,500 / 4 = 375) and 540 this
 * week (420 + a game's 8 x 15 = 120): (540 - 375) / 375 = 44% above. 20 check-ins before today (11-05 to 11-24) with
 * sleep 4 and 5 in turn (mean 4.5, SD 0.5), soreness 3 and 5 (mean 4, SD 1), fatigue and mood 4, stress 4 and 5 (mean
 * 4.5, SD 0.5); today's check-in written last has sleep 1 (Insomnia: 3.5 below, past 1.5 x 0.5), soreness 3 (1 below,
 * within 1.5 x 1), stress 4 (0.5 below, within 0.75): score 4 + 1 + 3 + 4 + 5 = 17.
 */
const ANA = [
  training('2026-10-27', 5, 60), // 300
  training('2026-11-03', 5, 80), // 400
  training('2026-11-10', 6, 50), // 300
  training('2026-11-17', 5, 100), // 500
  training('2026-11-23', 7, 60, 6), // 420, rated 6
  game('2026-11-24', { rating: 8, effort: 8, minutes: 15 }), // 120, rated 8
  ...daysBetween('2026-11-05', '2026-11-24').map((day, index) =>
    checkIn(day, {
      fatigue: 4,
      sleep: 4 + (index % 2),
      soreness: 3 + 2 * (index % 2),
      stress: 4 + (index % 2),
      mood: 4,
    }),
  ),
  checkIn(TODAY, { fatigue: 5, sleep: 5, soreness: 5, stress: 5, mood: 5 }, `${TODAY}T06:00:00.000Z`),
  entry(
    'Wellness',
    TODAY,
    { fatigue: 4, sleep: 1, soreness: 3, stress: 4, mood: 5, sleepHours: 5.5 },
    `${TODAY}T07:00:00.000Z`,
  ),
  entry('Training', TODAY, { rating: 7 }, `${TODAY}T07:30:00.000Z`),
  entry('Imagery', TODAY, { rating: 9, selectedPrompts: ['See the pass'] }, `${TODAY}T18:00:00.000Z`),
  entry('Food', TODAY, { mealType: 'Dinner', foodItems: ['Rice'] }, `${TODAY}T20:00:00.000Z`), // newest, no rating
  training('2026-11-26', 10, 600, 1), // tomorrow: not in today's figures
];

const ANA_FIGURES: SquadFigures = {
  checkIn: {
    score: 17,
    items: [
      { key: 'fatigue', value: 4, word: 'Fresh' },
      { key: 'sleep', value: 1, word: 'Insomnia' },
      { key: 'soreness', value: 3, word: 'Normal' },
      { key: 'stress', value: 4, word: 'Relaxed' },
      { key: 'mood', value: 5, word: 'Very positive mood' },
    ],
  },
  hoursSlept: 5.5,
  load: { week: 540, average: 375, words: '540 · 44% above their 4-week average' },
  latestRating: 9,
  lastEntryDay: TODAY,
  flags: [
    { rule: 'worst-word', words: 'Sleep quality: Insomnia' },
    { rule: 'unusual', words: 'Sleep quality: lower than usual for them' },
  ],
  // The first of today's two check-ins.
  checkInWrittenAt: `${TODAY}T06:00:00.000Z`,
  availability: null,
};

/**
 * Ben: load in 2 of the 4 weeks before (300, 500) and none this week; his check-in was yesterday (Always tired, which
 * is yesterday's, not a flag today); his newest rated entry is a game on 11-20 rated 4.
 */
const BEN = [
  training('2026-11-10', 6, 50),
  training('2026-11-17', 5, 100),
  training('2026-11-19', 5, 10, 7),
  game('2026-11-20', { rating: 4 }),
  checkIn('2026-11-24', { fatigue: 1 }),
];

const BEN_FIGURES: SquadFigures = {
  checkIn: null,
  hoursSlept: null,
  load: { week: 0, average: null, words: '0 · Not enough weeks yet' },
  latestRating: 4,
  lastEntryDay: '2026-11-24',
  flags: [],
  checkInWrittenAt: null,
  availability: null,
};

describe('squadFigures', () => {
  it.each([
    ['Ana', ANA, TODAY, ANA_FIGURES],
    ['Ben', BEN, '2026-11-24', BEN_FIGURES],
    [
      'an athlete without entries in the window',
      [],
      '2026-09-30',
      {
        checkIn: null,
        hoursSlept: null,
        load: { week: 0, average: null, words: '0 · Not enough weeks yet' },
        latestRating: null,
        lastEntryDay: '2026-09-30',
        flags: [],
        checkInWrittenAt: null,
        availability: null,
      },
    ],
  ])('%s', (_name, entries, lastEntryDay, figures) => {
    expect(squadFigures(entries, TODAY, lastEntryDay)).toEqual(figures);
  });

  it('takes the 4-week average from 3 weeks with load (the 4th counting as 0), and not from 2', () => {
    const threeWeeks = [training('2026-11-02', 4, 100), training('2026-11-09', 4, 100), training('2026-11-16', 4, 100)];
    // (0 + 400 + 400 + 400) / 4 = 300; this week 150: 50% below.
    expect(squadFigures([...threeWeeks, training('2026-11-24', 5, 30)], TODAY, null).load).toEqual({
      week: 150,
      average: 300,
      words: '150 · 50% below their 4-week average',
    });
    expect(squadFigures([...threeWeeks, training('2026-11-23', 3, 100)], TODAY, null).load.words).toBe(
      '300 · About the same as their 4-week average',
    );
    expect(squadFigures(threeWeeks.slice(1), TODAY, null).load).toEqual({
      week: 0,
      average: null,
      words: '0 · Not enough weeks yet',
    });
  });

  it('rounds the average to whole AU but words the percentage from the exact one', () => {
    // (333 + 333 + 334 + 0) / 4 = 250; this week 251 is 0.4% above, which rounds to 0%.
    const weeks = [training('2026-10-26', 1, 333), training('2026-11-02', 1, 333), training('2026-11-09', 1, 334)];
    expect(squadFigures([...weeks, training(TODAY, 1, 251)], TODAY, null).load).toEqual({
      week: 251,
      average: 250,
      words: '251 · About the same as their 4-week average',
    });
    // (101 + 100 + 100 + 0) / 4 = 75.25, shown as 75; 100 is 24.75 / 75.25 = 32.9% above it: 33%.
    const uneven = [training('2026-10-26', 1, 101), training('2026-11-02', 1, 100), training('2026-11-09', 1, 100)];
    expect(squadFigures([...uneven, training(TODAY, 1, 100)], TODAY, null).load).toEqual({
      week: 100,
      average: 75,
      words: '100 · 33% above their 4-week average',
    });
  });

  it('raises a worst-word flag for every item answered with its worst word, in the check-in order', () => {
    const figures = squadFigures([checkIn(TODAY, { fatigue: 1, mood: 1, stress: 2 })], TODAY, TODAY);
    expect(figures.flags).toEqual([
      { rule: 'worst-word', words: 'Fatigue: Always tired' },
      { rule: 'worst-word', words: 'Mood: Highly annoyed, irritable or down' },
    ]);
    // 1 + 4 + 4 + 2 + 1.
    expect(figures.checkIn?.score).toBe(12);
  });

  it('calls nothing unusual with 13 check-ins in the 28 days before, and does with 14', () => {
    // 13 and 14 check-ins of all 4 before today (SD 0): today's stress 3 is 1 below.
    const before = (count: number) =>
      daysBetween('2026-10-28', '2026-11-24')
        .slice(-count)
        .map((day) => checkIn(day));
    const today = checkIn(TODAY, { stress: 3 });
    expect(squadFigures([...before(13), today], TODAY, TODAY).flags).toEqual([]);
    expect(squadFigures([...before(14), today], TODAY, TODAY).flags).toEqual([
      { rule: 'unusual', words: 'Stress: higher than usual for them' },
    ]);
    // A check-in 29 days before today is not among the 28.
    const outside = [checkIn('2026-10-27'), ...before(13), today];
    expect(squadFigures(outside, TODAY, TODAY).flags).toEqual([]);
  });

  it('reads the same figures from what a figures-only scope shows staff', () => {
    const worded = [
      ...ANA,
      entry(
        'Training',
        TODAY,
        { answers: { t1: 'Tempo' }, notes: 'Knee', timeOfDay: 'Dawn' },
        `${TODAY}T19:00:00.000Z`,
      ),
    ];
    expect(
      squadFigures(
        worded.map((item) => staffView(item, 'figures')),
        TODAY,
        TODAY,
      ),
    ).toEqual(ANA_FIGURES);
  });
});

describe('squadFigures: availability (Health entries)', () => {
  const health = (day: string, content: Record<string, unknown>, at = '09') =>
    entry('Health', day, { problem: 'injury', ...content }, `${day}T${at}:00:00.000Z`);
  const hamstring = health('2026-11-20', {
    area: 'hamstring',
    side: 'left',
    pain: 4,
    status: 'modified',
    notes: 'Sore',
  });

  it('is null, with no flag, for an athlete without a Health entry (Available)', () => {
    expect(squadFigures([], TODAY, null, []).availability).toBeNull();
  });

  it('shows the latest status with its problem and since when, and flags Modified', () => {
    const figures = squadFigures([], TODAY, null, [hamstring]);
    expect(figures.availability).toEqual({
      status: 'modified',
      problem: 'injury',
      area: 'hamstring',
      side: 'left',
      pain: 4,
      since: '2026-11-20',
      words: 'Modified · hamstring (left) · since November 20',
    });
    expect(figures.flags).toEqual([{ rule: 'availability', words: 'Modified: hamstring (left)' }]);
  });

  it('flags pain of 5 or more, even when Available, and Unavailable', () => {
    const knee = health('2026-11-24', { area: 'knee', side: 'right', pain: 7, status: 'unavailable' });
    expect(squadFigures([], TODAY, null, [hamstring, knee]).flags).toEqual([
      { rule: 'availability', words: 'Unavailable: knee (right)' },
      { rule: 'pain', words: 'Pain 7 of 10: knee (right)' },
    ]);
    const sore = health('2026-11-24', { area: 'ankle', pain: 5, status: 'available' });
    const figures = squadFigures([], TODAY, null, [hamstring, sore]);
    expect(figures.flags).toEqual([{ rule: 'pain', words: 'Pain 5 of 10: ankle' }]);
    expect(figures.availability).toMatchObject({ status: 'available', since: null, words: 'Available' });
  });

  it('clears once a later entry says Available, and reads no entry after today', () => {
    const back = health('2026-11-23', { area: 'hamstring', side: 'left', pain: 1, status: 'available' });
    expect(squadFigures([], TODAY, null, [hamstring, back]).flags).toEqual([]);
    const tomorrow = health('2026-11-26', { status: 'unavailable' });
    expect(squadFigures([], TODAY, null, [back, tomorrow]).availability?.status).toBe('available');
  });

  it('reads the same from what a figures-only scope shows staff: never the notes', () => {
    const seen = staffView(hamstring, 'figures');
    expect(seen.content).toEqual({ problem: 'injury', area: 'hamstring', side: 'left', pain: 4, status: 'modified' });
    expect(squadFigures([], TODAY, null, [seen])).toEqual(squadFigures([], TODAY, null, [hamstring]));
  });
});

describe('checked in today', () => {
  it('counts the rows with a check-in: "1 of 2 checked in today"', () => {
    const rows = [{ checkIn: ANA_FIGURES.checkIn }, { checkIn: null }];
    expect(checkedInCount(rows)).toBe(1);
    expect(checkedInText(checkedInCount(rows), rows.length)).toBe('1 of 2 checked in today');
    expect(checkedInText(0, 0)).toBe('0 of 0 checked in today');
  });
});

describe('squadOrder', () => {
  const flag = [{ rule: 'worst-word' as const, words: 'Sleep quality: Insomnia' }];
  const row = (memberId: string, name: string, flagged = false) =>
    ({ memberId, name, flags: flagged ? flag : [] }) as Pick<SquadRow, 'memberId' | 'name' | 'flags'>;
  const rows = [
    row('m1', 'Zoe', true),
    row('m2', 'ben'),
    row('m3', 'Émile', true),
    row('m4', 'ana'),
    row('m0', 'Ana', true),
    row('m5', 'Carl'),
  ];

  it.each([
    // Case and accents aside: ana and Ana by member id, ben before Carl, Émile between Carl and Zoe.
    ['name', ['m0', 'm4', 'm2', 'm5', 'm3', 'm1']],
    // Flagged first, by name; then the others, by name. Never by how many flags.
    ['needs-look', ['m0', 'm3', 'm1', 'm4', 'm2', 'm5']],
  ] as const)('%s', (order, ids) => {
    expect(squadOrder(rows, order).map((item) => item.memberId)).toEqual(ids);
    // A new list: the rows given are left as they were.
    expect(rows[0]!.memberId).toBe('m1');
  });
});

describe('checkedInBy', () => {
  const by = '2026-11-25T09:00:00.000Z';
  it('is null without a request that day, else whether the check-in was written by its time', () => {
    expect(checkedInBy('2026-11-25T07:00:00.000Z', null)).toBeNull();
    expect(checkedInBy('2026-11-25T07:00:00.000Z', by)).toBe(true);
    expect(checkedInBy(by, by)).toBe(true);
    expect(checkedInBy('2026-11-25T09:00:00.001Z', by)).toBe(false);
    expect(checkedInBy(null, by)).toBe(false);
  });
});
