import { describe, expect, it } from 'vitest';
import {
  dailyLoads,
  fourWeekAverage,
  loadInsight,
  loadSummary,
  monotonyAndStrain,
  weekAgainstAverage,
  weeklyLoads,
} from './load-insight';
import { entry, training, FOUR_WEEKS_TO_TODAY, TWELVE_WEEKS_TO_MARCH_31 } from './test-support/entries';
import { periodWeeks, weekNumber } from './weeks';

describe('loadSummary', () => {
  it.each([
    [1350, 1000, 'This week: 1,350 (35% above your 4-week average)'],
    [650, 1000, 'This week: 650 (35% below your 4-week average)'],
    [1840, 1363, 'This week: 1,840 (35% above your 4-week average)'], // 477 / 1363 = 34.997 %
    [1004, 1000, 'This week: 1,004 (about the same as your 4-week average)'], // 0.4 % rounds to 0
    [0, 750, 'This week: 0 (100% below your 4-week average)'],
    [1840, null, 'This week: 1,840. Your 4-week average appears after 4 weeks of logged effort and minutes.'],
  ])('%s against %s', (thisWeek, average, summary) => {
    expect(loadSummary(thisWeek, average, FOUR_WEEKS_TO_TODAY)).toBe(summary);
  });
});

describe('loadSummary of a period that has ended', () => {
  it('names its last week, not "this week"', () => {
    expect(loadSummary(1840, 1363, TWELVE_WEEKS_TO_MARCH_31)).toBe(
      'The week of March 30, 2026: 1,840 (35% above your 4-week average)',
    );
  });
});

describe('dailyLoads and weeklyLoads', () => {
  const entries = [
    training('2026-11-23', 7, 60), // 420
    entry('Game', '2026-11-23', { pregame: {}, postgame: { effort: 8, minutes: 90 } }), // 720
    entry('Training', '2026-11-24', { effort: 6 }), // no minutes: no load
    entry('Lift', '2026-11-24', { minutes: 45 }), // no effort: no load
    entry('Food', '2026-11-24', { effort: 5, minutes: 30 }), // Food records no load
    training('2026-11-29', 5, 100), // Sunday: the last day of the week
    training('2026-11-30', 10, 10), // Monday: the next week
  ];

  it('sums the sessions of a day that have both effort and minutes', () => {
    expect([...dailyLoads(entries)].sort()).toEqual([
      ['2026-11-23', 1140],
      ['2026-11-29', 500],
      ['2026-11-30', 100],
    ]);
  });

  it('sums a Monday week, Sunday included', () => {
    const weekly = weeklyLoads(dailyLoads(entries));
    expect(weekly.get(weekNumber('2026-11-23'))).toBe(1640);
    expect(weekly.get(weekNumber('2026-11-30'))).toBe(100);
    expect(weekly.get(weekNumber('2026-11-16'))).toBeUndefined();
  });
});

describe('fourWeekAverage', () => {
  // The four weeks before the week of 2026-11-23 start on 10-26, 11-02, 11-09 and 11-16.
  const weeks = (loads: number[]) =>
    weeklyLoads(
      dailyLoads(
        ['2026-10-26', '2026-11-02', '2026-11-09', '2026-11-16'].flatMap((monday, index) =>
          loads[index] ? [training(monday, 5, loads[index] / 5)] : [],
        ),
      ),
    );

  it.each([
    [[1000, 1200, 800, 1000], 1000, 'all four weeks'],
    [[1000, 0, 1200, 800], 750, 'three of four, the week without load counting as 0'],
    [[1000, 0, 0, 800], null, 'two of four: just below the guard'],
    [[0, 0, 0, 0], null, 'no load at all'],
  ])('%j -> %s (%s)', (loads, average, _case) => {
    expect(fourWeekAverage(weeks(loads), weekNumber('2026-11-23'))).toBe(average);
  });

  it.each([
    [[1000, 1200, 800, 1000], { week: 0, average: 1000, weeksWithLoad: 4 }],
    [[1000, 0, 1200, 800], { week: 0, average: 750, weeksWithLoad: 3 }],
    [[1000, 0, 0, 800], { week: 0, average: null, weeksWithLoad: 2 }],
    [[0, 0, 0, 0], { week: 0, average: null, weeksWithLoad: 0 }],
  ])('weekAgainstAverage %j -> %j', (loads, expected) => {
    expect(weekAgainstAverage(weeks(loads), weekNumber('2026-11-23'))).toEqual(expected);
    // The week itself: the week of 2026-11-16 has the last of the four loads, against the three before it and one
    // week without load (10-19).
    expect(weekAgainstAverage(weeks(loads), weekNumber('2026-11-16')).week).toBe(loads[3]);
  });
});

describe('monotonyAndStrain of the 7 days ending today', () => {
  const today = '2026-11-25'; // the days 11-19 to 11-25
  it.each([
    [[], null, null, 'no load: the SD is 0'],
    [
      ['2026-11-19', '2026-11-20', '2026-11-21', '2026-11-22', '2026-11-23', '2026-11-24', '2026-11-25'],
      null,
      null,
      'the same load every day: SD 0',
    ],
    // 300 on 4 of 7 days: mean 171.43, SD 148.46, monotony sqrt(4/3) = 1.1547; strain 1,200 x 1.1547 = 1,385.6
    [['2026-11-19', '2026-11-21', '2026-11-23', '2026-11-25'], 1.2, 1386, 'four sessions'],
    // one session of 300: monotony sqrt(1/6) = 0.4082; strain 300 x 0.4082 = 122.5
    [['2026-11-25'], 0.4, 122, 'one session'],
    [['2026-11-18'], null, null, 'a session 7 days ago is outside'],
  ])('%j -> monotony %s, strain %s (%s)', (days, monotony, strain, _case) => {
    const daily = dailyLoads(days.map((day) => training(day, 5, 60)));
    expect(monotonyAndStrain(daily, today)).toEqual({ monotony, strain });
  });
});

describe('loadInsight', () => {
  const today = '2026-11-25';
  const weeks = periodWeeks('4w', today); // 11-02, 11-09, 11-16, 11-23
  const mondays = ['2026-10-05', '2026-10-12', '2026-10-19', '2026-10-26', '2026-11-02', '2026-11-09', '2026-11-16'];

  it('draws each week with the average of the 4 before it, and sums up this week', () => {
    const loads = [1000, 1000, 1000, 1000, 0, 1200, 800];
    const entries = [
      ...mondays.flatMap((monday, index) => (loads[index] ? [training(monday, 5, loads[index] / 5)] : [])),
      training('2026-11-23', 9, 150), // 1,350
    ];
    expect(loadInsight(dailyLoads(entries), weeks, today, FOUR_WEEKS_TO_TODAY)).toEqual({
      // This week 1,350 against (1,000 + 0 + 1,200 + 800) / 4 = 750: 80 % above.
      summary: 'This week: 1,350 (80% above your 4-week average)',
      weekly: [0, 1200, 800, 1350],
      // 11-02: four weeks of 1,000; 11-09: 1,000 x 3 and 0 = 750; 11-16: (1,000 + 1,000 + 0 + 1,200) / 4 = 800.
      fourWeekAverage: [1000, 750, 800, 750],
      // 1,350 on one of the last 7 days: monotony sqrt(1/6) = 0.408, strain 1,350 x 0.408 = 551.1
      monotony: 0.4,
      strain: 551,
    });
  });

  it('waits for 3 of the 4 weeks before: one week of data', () => {
    const insight = loadInsight(dailyLoads([training('2026-11-24', 6, 50)]), weeks, today, FOUR_WEEKS_TO_TODAY);
    expect(insight.summary).toBe(
      'This week: 300. Your 4-week average appears after 4 weeks of logged effort and minutes.',
    );
    expect(insight.weekly).toEqual([0, 0, 0, 300]);
    expect(insight.fourWeekAverage).toEqual([null, null, null, null]);
  });

  it('with no data at all', () => {
    expect(loadInsight(new Map(), weeks, today, FOUR_WEEKS_TO_TODAY)).toEqual({
      summary: 'This week: 0. Your 4-week average appears after 4 weeks of logged effort and minutes.',
      weekly: [0, 0, 0, 0],
      fourWeekAverage: [null, null, null, null],
      monotony: null,
      strain: null,
    });
  });
});
