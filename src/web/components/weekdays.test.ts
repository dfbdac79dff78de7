import { describe, expect, it } from 'vitest';
import { toggleWeekday, weekdaysText } from './weekdays';

describe('toggleWeekday', () => {
  it.each([
    [[1, 2, 3], 2, [1, 3]],
    [[1, 3], 2, [1, 2, 3]],
    [[], 0, [0]],
    [[6, 0], 6, [0]],
    [[0, 1, 2, 3, 4, 5, 6], 3, [0, 1, 2, 4, 5, 6]],
  ])('%j with %i switched is %j', (weekdays, day, expected) => {
    expect(toggleWeekday(weekdays, day)).toEqual(expected);
  });
});

describe('weekdaysText', () => {
  it.each([
    [[0, 1, 2, 3, 4, 5, 6], 'every day'],
    [[5, 4, 3, 2, 1], 'on weekdays'],
    [[6, 0], 'on weekends'],
    [[2], 'on Tue'],
    [[0, 1, 3], 'on Mon, Wed and Sun'],
    [[1, 2, 3, 4, 5, 6], 'on Mon, Tue, Wed, Thu, Fri and Sat'],
    [[], 'on no day'],
  ])('%j is "%s"', (weekdays, expected) => {
    expect(weekdaysText(weekdays)).toBe(expected);
  });
});
