import { describe, expect, it } from 'vitest';
import { toggleWeekday } from './weekdays';

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
