import { describe, expect, it } from 'vitest';
import { addDays } from '../dates';
import { checkInsByDay, unusualItems, wellnessInsight } from './wellness-insight';
import { checkIn, entry, FOUR_WEEKS_TO_TODAY } from './test-support/entries';
import { readerVoice } from './voice';
import { periodWeeks } from './weeks';

const today = '2026-11-25';

/** Check-ins on the days before `day`, most recent first, with these sleep values. */
const sleepBefore = (day: string, values: number[]) =>
  values.map((sleep, index) => checkIn(addDays(day, -1 - index), { sleep }));

describe('checkInsByDay', () => {
  it('keeps the check-in written last on a day, then the greater id, and drops item values out of range', () => {
    const early = checkIn(today, { sleep: 2 }, '2026-11-25T07:00:00.000Z');
    const late = checkIn(today, { sleep: 5 }, '2026-11-25T08:00:00.000Z');
    const tie = { ...checkIn('2026-11-24', { sleep: 1 }), id: 'b' };
    const tieWinner = { ...checkIn('2026-11-24', { sleep: 3 }), createdAt: tie.createdAt, id: 'c' };
    const odd = entry('Wellness', '2026-11-23', { fatigue: 9, sleep: 2.5, soreness: 3, sleepHours: 7.5 });
    const byDay = checkInsByDay([late, early, tieWinner, tie, odd, entry('Training', today, { sleep: 1 })]);
    expect(byDay.get(today)?.sleep).toBe(5);
    expect(byDay.get('2026-11-24')?.sleep).toBe(3);
    expect(byDay.get('2026-11-23')).toEqual({ soreness: 3, sleepHours: 7.5 });
    expect(byDay.size).toBe(3);
  });
});

describe('unusualItems', () => {
  it.each([
    // 7 nights of 4 and 7 of 5: mean 4.5, SD 0.5; 1.5 SD = 0.75
    [[...Array(7).fill(4), ...Array(7).fill(5)], 3, ['sleep'], 'far below the mean'],
    [[...Array(7).fill(4), ...Array(7).fill(5)], 4, [], 'within 1.5 SD'],
    [[...Array(6).fill(4), ...Array(7).fill(5)], 1, [], '13 check-ins: just below the guard'],
    // 18 of 5 and 8 of 1: mean 49/13, SD 24/13, so 1 is exactly 1.5 SD (36/13) below: flagged
    [[...Array(18).fill(5), ...Array(8).fill(1)], 1, ['sleep'], 'exactly 1.5 SD below'],
    // 17 of 5 and 9 of 1: mean 3.615, SD 1.903; 1 is 2.615 below, under 1.5 SD = 2.854
    [[...Array(17).fill(5), ...Array(9).fill(1)], 1, [], 'just under 1.5 SD below'],
    [Array(14).fill(4), 4, [], 'SD 0 and the usual value'],
    [Array(14).fill(4), 3, ['sleep'], 'SD 0 and any lower value'],
    [Array(14).fill(3), 5, [], 'higher is never unusual'],
  ])('%#: sleep %j, then %s -> %j (%s)', (history, value, flagged) => {
    const byDay = checkInsByDay([...sleepBefore(today, history), checkIn(today, { sleep: value })]);
    expect(unusualItems(byDay, today)).toEqual({ checkInsBefore: history.length, flagged });
  });

  it('reads only the 28 days before', () => {
    const history = [...Array(14).fill(5)];
    const old = history.map((sleep, index) => checkIn(addDays(today, -29 - index), { sleep }));
    const byDay = checkInsByDay([...old, checkIn(today, { sleep: 1 })]);
    expect(unusualItems(byDay, today)).toEqual({ checkInsBefore: 0, flagged: [] });
  });
});

describe('wellnessInsight', () => {
  const weeks = periodWeeks('4w', today); // 11-02, 11-09, 11-16, 11-23

  it('averages each item by week, shows the latest check-in and its unusual items in neutral words', () => {
    const history = Array.from({ length: 14 }, (_, index) =>
      checkIn(addDays('2026-11-24', -index), { fatigue: 5, sleep: 5, soreness: 4, stress: 4, mood: 4 }),
    );
    const latest = entry('Wellness', today, { fatigue: 2, sleep: 3, soreness: 4, stress: 4, mood: 4, sleepHours: 6.5 });
    const insight = wellnessInsight(checkInsByDay([...history, latest]), weeks, today, FOUR_WEEKS_TO_TODAY);
    expect(insight.summary).toBe('Latest check-in, November 25: wellness 17 of 25.');
    expect(insight.latest).toEqual({
      day: today,
      items: [
        { key: 'fatigue', label: 'Fatigue', value: 2, word: 'More tired than normal' },
        { key: 'sleep', label: 'Sleep quality', value: 3, word: 'Difficulty falling asleep' },
        { key: 'soreness', label: 'Muscle soreness', value: 4, word: 'Good' },
        { key: 'stress', label: 'Stress', value: 4, word: 'Relaxed' },
        { key: 'mood', label: 'Mood', value: 4, word: 'Generally good mood' },
      ],
      score: 17,
      sleepHours: 6.5,
    });
    expect(insight.unusual).toEqual([
      'Fatigue is higher than usual for you',
      'Sleep quality is lower than usual for you',
    ]);
    expect(insight.unusualNote).toBeNull();
    // Week of 11-09: the check-ins of 11-11 to 11-15, all fatigue 5. Week of 11-23: 11-23 and 11-24 at 5, today 2:
    // (5 + 5 + 2) / 3 = 4.0.
    expect(insight.series.find((line) => line.key === 'fatigue')?.values).toEqual([null, 5, 5, 4]);
    expect(insight.series.map((line) => line.label)).toEqual([
      'Fatigue',
      'Sleep quality',
      'Muscle soreness',
      'Stress',
      'Mood',
    ]);
  });

  it('speaks of the athlete to a reader (staff, a share link)', () => {
    const history = Array.from({ length: 14 }, (_, index) => checkIn(addDays('2026-11-24', -index), { sleep: 5 }));
    const reader = readerVoice('Ana');
    const flagged = wellnessInsight(
      checkInsByDay([...history, checkIn(today, { sleep: 2 })]),
      weeks,
      today,
      FOUR_WEEKS_TO_TODAY,
      reader,
    );
    expect(flagged.unusual).toEqual(['Sleep quality is lower than usual for them']);
    const early = wellnessInsight(
      checkInsByDay([...sleepBefore(today, [4]), checkIn(today)]),
      weeks,
      today,
      FOUR_WEEKS_TO_TODAY,
      reader,
    );
    expect(early.unusualNote).toBe(
      'Notes on what is unusual for them need 14 check-ins in the 28 days before one; there is 1.',
    );
  });

  it('says how many check-ins the unusual notes wait for', () => {
    const byDay = checkInsByDay([...sleepBefore(today, [4, 4, 4]), checkIn(today)]);
    const insight = wellnessInsight(byDay, weeks, today, FOUR_WEEKS_TO_TODAY);
    expect(insight.unusual).toEqual([]);
    expect(insight.unusualNote).toBe(
      'Notes on what is unusual for you need 14 check-ins in the 28 days before one; there are 3.',
    );
  });

  it('without check-ins in the period', () => {
    const old = checkInsByDay([checkIn('2026-10-01')]);
    expect(wellnessInsight(old, weeks, today, FOUR_WEEKS_TO_TODAY)).toEqual({
      summary: 'No check-ins in the last 4 weeks yet.',
      series: expect.arrayContaining([{ key: 'sleep', label: 'Sleep quality', values: [null, null, null, null] }]),
      latest: null,
      unusual: [],
      unusualNote: null,
    });
  });
});
