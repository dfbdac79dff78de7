import { describe, expect, it } from 'vitest';
import { insightHeadline, type HeadlineFigures } from './headline';
import { computeInsights } from './insights';
import {
  checkIn,
  daysBetween,
  FOUR_WEEKS_TO_TODAY,
  ratedTraining,
  training,
  TWELVE_WEEKS_TO_MARCH_31,
} from './test-support/entries';
import { readerVoice } from './voice';

// Today is Wednesday 2026-11-25; its week starts on Monday 2026-11-23.
const base: HeadlineFigures = {
  words: FOUR_WEEKS_TO_TODAY,
  today: '2026-11-25',
  weekStart: '2026-11-23',
  load: { week: 0, average: null, weeksWithLoad: 0 },
  checkIn: null,
  ratings: [],
};
const figures = (changes: Partial<HeadlineFigures>): HeadlineFigures => ({ ...base, ...changes });
const enoughRatings = { recentDays: 10, beforeDays: 10 };

describe('insightHeadline', () => {
  it.each<[string, HeadlineFigures, string]>([
    [
      'a new athlete: what is needed',
      base,
      'Log a few more weeks of sessions with effort and minutes to see how your weeks compare: 3 of the 4 weeks before this week need some load, and none has any yet.',
    ],
    [
      'one week of load before this one',
      figures({ load: { week: 500, average: null, weeksWithLoad: 1 } }),
      'Log a few more weeks of sessions with effort and minutes to see how your weeks compare: 3 of the 4 weeks before this week need some load, and 1 has.',
    ],
    [
      'two weeks of load before this one',
      figures({ load: { week: 500, average: null, weeksWithLoad: 2 } }),
      'Log a few more weeks of sessions with effort and minutes to see how your weeks compare: 3 of the 4 weeks before this week need some load, and 2 have.',
    ],
    [
      'load above the 4-week average (1,350 against 1,000)',
      figures({ load: { week: 1350, average: 1000, weeksWithLoad: 4 } }),
      'Training load so far this week is 1,350: 35% above your 4-week average of 1,000.',
    ],
    [
      'load below the 4-week average (600 against 1,606.25)',
      figures({ load: { week: 600, average: 1606.25, weeksWithLoad: 4 } }),
      'Training load so far this week is 600: 63% below your 4-week average of 1,606.',
    ],
    [
      'load within half a percent of the average',
      figures({ load: { week: 1004, average: 1000, weeksWithLoad: 3 } }),
      'Training load so far this week is 1,004: about the same as your 4-week average of 1,000.',
    ],
    [
      'an ended period (a share link) speaks of its own week, in the past',
      figures({
        words: TWELVE_WEEKS_TO_MARCH_31,
        today: '2026-03-31',
        weekStart: '2026-03-30',
        load: { week: 2070, average: 1500, weeksWithLoad: 4 },
      }),
      'Training load in the week of March 30, 2026 was 2,070: 38% above your 4-week average of 1,500.',
    ],
    [
      "an unusual item in today's check-in comes first",
      figures({
        load: { week: 1350, average: 1000, weeksWithLoad: 4 },
        checkIn: { day: '2026-11-25', flagged: ['sleep'], checkInsBefore: 20 },
      }),
      "In today's check-in, sleep quality is lower than usual for you.",
    ],
    [
      'several unusual items, each in its own direction',
      figures({ checkIn: { day: '2026-11-24', flagged: ['fatigue', 'sleep', 'mood'], checkInsBefore: 14 } }),
      'In your check-in on November 24, fatigue is higher, sleep quality is lower and mood is lower than usual for you.',
    ],
    [
      'two unusual items',
      figures({ checkIn: { day: '2026-11-23', flagged: ['soreness', 'stress'], checkInsBefore: 14 } }),
      'In your check-in on November 23, muscle soreness is higher and stress is higher than usual for you.',
    ],
    [
      "an unusual item in last week's check-in is not this week's news",
      figures({
        load: { week: 1350, average: 1000, weeksWithLoad: 4 },
        checkIn: { day: '2026-11-22', flagged: ['sleep'], checkInsBefore: 20 },
      }),
      'Training load so far this week is 1,350: 35% above your 4-week average of 1,000.',
    ],
    [
      'nothing logged with load this week yet: the ratings speak instead',
      figures({
        load: { week: 0, average: 1000, weeksWithLoad: 4 },
        ratings: [{ type: 'Training', recent: 7.5, before: 6.1, ...enoughRatings }],
      }),
      'Training ratings averaged 7.5 over the last 4 weeks, up from 6.1 the 4 weeks before.',
    ],
    [
      'the rated type that moved most, down',
      figures({
        ratings: [
          { type: 'Game', recent: 6.2, before: 6.9, recentDays: 10, beforeDays: 11 },
          { type: 'Training', recent: 7.0, before: 8.0, recentDays: 12, beforeDays: 10 },
        ],
      }),
      'Training ratings averaged 7.0 over the last 4 weeks, down from 8.0 the 4 weeks before.',
    ],
    [
      'a difference under half a point is about the same',
      figures({ ratings: [{ type: 'Lift', recent: 7.4, before: 7.0, ...enoughRatings }] }),
      'Lift ratings averaged 7.4 over the last 4 weeks, about the same as the 4 weeks before (7.0).',
    ],
    [
      'ratings on fewer than 10 days either side say nothing',
      figures({
        load: { week: 300, average: null, weeksWithLoad: 2 },
        ratings: [{ type: 'Training', recent: 9, before: 4, recentDays: 9, beforeDays: 20 }],
      }),
      'Log a few more weeks of sessions with effort and minutes to see how your weeks compare: 3 of the 4 weeks before this week need some load, and 2 have.',
    ],
    [
      'a check-in this week with nothing unusual, once there are 14 check-ins before it',
      figures({ checkIn: { day: '2026-11-25', flagged: [], checkInsBefore: 14 } }),
      "Nothing in today's check-in is unusual for you.",
    ],
    [
      'too few check-ins before it to say so',
      figures({ checkIn: { day: '2026-11-25', flagged: [], checkInsBefore: 13 } }),
      'Log a few more weeks of sessions with effort and minutes to see how your weeks compare: 3 of the 4 weeks before this week need some load, and none has any yet.',
    ],
    [
      'an average, nothing this week yet, nothing else to say',
      figures({ load: { week: 0, average: 1250, weeksWithLoad: 4 } }),
      'No sessions with effort and minutes this week yet; your 4-week average is 1,250.',
    ],
  ])('%s', (_, given, sentence) => {
    expect(insightHeadline(given)).toBe(sentence);
  });
});

describe('insightHeadline to a reader of the athlete (staff, a share link)', () => {
  const reader = (changes: Partial<HeadlineFigures>) => figures({ ...changes, voice: readerVoice('Ana') });
  it.each<[string, HeadlineFigures, string]>([
    [
      'what is needed, said of the athlete rather than asked of them',
      reader({ load: { week: 500, average: null, weeksWithLoad: 2 } }),
      'Not enough weeks of load yet to compare their weeks: 3 of the 4 weeks before this week need some load, and 2 have.',
    ],
    [
      'load against their average',
      reader({ load: { week: 1350, average: 1000, weeksWithLoad: 4 } }),
      'Training load so far this week is 1,350: 35% above their 4-week average of 1,000.',
    ],
    [
      "an unusual item in today's check-in",
      reader({ checkIn: { day: '2026-11-25', flagged: ['sleep'], checkInsBefore: 20 } }),
      "In today's check-in, sleep quality is lower than usual for them.",
    ],
    [
      'unusual items in an earlier check-in this week',
      reader({ checkIn: { day: '2026-11-23', flagged: ['soreness', 'stress'], checkInsBefore: 14 } }),
      'In their check-in on November 23, muscle soreness is higher and stress is higher than usual for them.',
    ],
    [
      'nothing unusual',
      reader({ checkIn: { day: '2026-11-25', flagged: [], checkInsBefore: 14 } }),
      "Nothing in today's check-in is unusual for them.",
    ],
    [
      'an average, nothing this week yet',
      reader({ load: { week: 0, average: 1250, weeksWithLoad: 4 } }),
      'No sessions with effort and minutes this week yet; their 4-week average is 1,250.',
    ],
  ])('%s', (_, given, sentence) => {
    expect(insightHeadline(given)).toBe(sentence);
  });
});

describe("computeInsights' headline", () => {
  const today = '2026-11-25';

  it('compares this week with the 4 before it, from the entries', () => {
    // 1,000 (5 x 200) on the Wednesdays of the 4 weeks before this one, 1,350 (9 x 150) today.
    const entries = [
      training('2026-10-28', 5, 200),
      training('2026-11-04', 5, 200),
      training('2026-11-11', 5, 200),
      training('2026-11-18', 5, 200),
      training(today, 9, 150),
    ];
    const insights = computeInsights({ period: '4w', today, entries, journaledDays: [today] });
    expect(insights.headline).toBe('Training load so far this week is 1,350: 35% above your 4-week average of 1,000.');
  });

  it("names today's unusual item, read against the 28 days before", () => {
    // Sleep 4 and 5 on alternate days for 28 days (mean 4.5, SD 0.5), then 3 today: 1.5 SD below.
    const before = daysBetween('2026-10-28', '2026-11-24').map((day, index) =>
      checkIn(day, { sleep: index % 2 === 0 ? 4 : 5 }),
    );
    const entries = [...before, checkIn(today, { sleep: 3 })];
    const insights = computeInsights({ period: '4w', today, entries, journaledDays: [today] });
    expect(insights.headline).toBe("In today's check-in, sleep quality is lower than usual for you.");
  });

  it('counts rated days for the ratings comparison', () => {
    // Rated 8 on 10 days of the last 28, rated 6 on 10 days of the 28 before.
    const recent = daysBetween('2026-11-16', '2026-11-25').map((day) => ratedTraining(day, 8));
    const before = daysBetween('2026-10-19', '2026-10-28').map((day) => ratedTraining(day, 6));
    const insights = computeInsights({ period: '4w', today, entries: [...before, ...recent], journaledDays: [today] });
    expect(insights.headline).toBe(
      'Training ratings averaged 8.0 over the last 4 weeks, up from 6.0 the 4 weeks before.',
    );
  });
});
