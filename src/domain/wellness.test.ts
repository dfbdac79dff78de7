import { describe, expect, it } from 'vitest';
import { latestCheckIn, WELLNESS_ITEMS, wellnessScore, wellnessWord } from './wellness.js';

describe('WELLNESS_ITEMS', () => {
  it("are McLean's five items with their exact words, 5 (best) first", () => {
    expect(WELLNESS_ITEMS.map(({ label, words }) => `${label}: ${words.join(' / ')}`)).toEqual([
      'Fatigue: Very fresh / Fresh / Normal / More tired than normal / Always tired',
      'Sleep quality: Very restful / Good / Difficulty falling asleep / Restless / Insomnia',
      'Muscle soreness: Feeling good / Good / Normal / Increase in muscle soreness / Very sore',
      'Stress: Very relaxed / Relaxed / Normal / Stressed / Very stressed',
      'Mood: Very positive mood / Generally good mood / Less interested in activities than normal / Snappiness at teammates or family / Highly annoyed, irritable or down',
    ]);
  });
});

describe('wellnessWord', () => {
  it.each([
    ['fatigue', 5, 'Very fresh'],
    ['fatigue', 1, 'Always tired'],
    ['sleep', 3, 'Difficulty falling asleep'],
    ['soreness', 2, 'Increase in muscle soreness'],
    ['stress', 4, 'Relaxed'],
    ['mood', 1, 'Highly annoyed, irritable or down'],
    ['mood', 0, null],
    ['mood', 6, null],
    ['mood', 2.5, null],
  ] as const)('%s %d -> %s', (key, value, word) => {
    expect(wellnessWord(key, value)).toBe(word);
  });
});

describe('wellnessScore', () => {
  const items = { fatigue: 4, sleep: 4, soreness: 4, stress: 4, mood: 3 };
  it.each([
    ['4+4+4+4+3', items, 19],
    ['all best', { fatigue: 5, sleep: 5, soreness: 5, stress: 5, mood: 5 }, 25],
    ['all worst', { fatigue: 1, sleep: 1, soreness: 1, stress: 1, mood: 1 }, 5],
    ['with sleep hours and notes', { ...items, sleepHours: 7.5, notes: 'ok' }, 19],
    ['an item missing', { fatigue: 4, sleep: 4, soreness: 4, stress: 4 }, null],
    ['an item out of range', { ...items, mood: 6 }, null],
    ['an item not whole', { ...items, mood: 3.5 }, null],
    ['an item as text', { ...items, mood: '3' }, null],
    ['not an object', null, null],
  ])('%s -> %s', (_case, content, expected) => {
    expect(wellnessScore(content)).toBe(expected);
  });
});

describe('latestCheckIn', () => {
  const entry = (id: string, type: string, day: string, createdAt: string) => ({ id, type, day, createdAt });
  it('is the day’s check-in written last, whatever the order; null without one', () => {
    const entries = [
      entry('morning', 'Wellness', '2026-03-05', '2026-03-05T07:00:00.000Z'),
      entry('other-device', 'Wellness', '2026-03-05', '2026-03-05T07:05:00.000Z'),
      entry('training', 'Training', '2026-03-05', '2026-03-05T09:00:00.000Z'),
      entry('next-day', 'Wellness', '2026-03-06', '2026-03-06T07:00:00.000Z'),
    ];
    expect(latestCheckIn(entries, '2026-03-05')?.id).toBe('other-device');
    expect(latestCheckIn([...entries].reverse(), '2026-03-05')?.id).toBe('other-device');
    expect(latestCheckIn(entries, '2026-03-07')).toBeNull();
    expect(latestCheckIn([entries[2]!], '2026-03-05')).toBeNull();
  });
});
