import { describe, expect, it } from 'vitest';
import { bandCentre, bandWidth, labelledWeeks, lineRuns, niceCeiling, PLOT, valueY } from './chart-geometry';

describe('niceCeiling', () => {
  // The next of 1, 1.5, 2, 2.5, 3, 4, 5, 6 and 8 times a power of ten: just above the data, never far above it.
  it.each([
    [0, 1],
    [-5, 1],
    [Number.NaN, 1],
    [0.3, 0.3],
    [1, 1],
    [1.01, 1.5],
    [7, 8],
    [10, 10],
    [11, 15],
    [180, 200],
    [1840, 2000],
    [2001, 2500],
    // The athlete: a highest week of 2,070 was drawn on an axis to 5,000.
    [2070, 2500],
    [2600, 3000],
    [3100, 4000],
    [4500, 5000],
    [5000, 5000],
    [5001, 6000],
    [6100, 8000],
    [8001, 10000],
  ])('%d -> %d', (value, expected) => {
    expect(niceCeiling(value)).toBe(expected);
  });
});

describe('bands and heights', () => {
  // The plot runs from x 34 to 312 (278 wide) and from y 22 (top) to 148 (foot).
  it('splits the plot into equal weeks and centres each', () => {
    expect(PLOT).toEqual({ left: 34, right: 312, top: 22, bottom: 148 });
    expect(bandWidth(4)).toBe(69.5);
    expect(bandCentre(0, 4)).toBe(68.75);
    expect(bandCentre(3, 4)).toBe(277.25);
    expect(bandCentre(0, 1)).toBe(173);
  });

  it('stands a value between the foot (min) and the top (max)', () => {
    expect(valueY(0, 0, 2000)).toBe(148);
    expect(valueY(2000, 0, 2000)).toBe(22);
    expect(valueY(1000, 0, 2000)).toBe(85);
    expect(valueY(3, 1, 5)).toBe(85);
    expect(valueY(4, 4, 4)).toBe(148);
  });
});

describe('lineRuns', () => {
  it.each([
    [[], []],
    [[null, null], []],
    [[5], [[{ index: 0, value: 5 }]]],
    [
      [7, 8, null, 6, null, null, 9, 9],
      [
        [
          { index: 0, value: 7 },
          { index: 1, value: 8 },
        ],
        [{ index: 3, value: 6 }],
        [
          { index: 6, value: 9 },
          { index: 7, value: 9 },
        ],
      ],
    ],
    [
      [null, 0, 0],
      [
        [
          { index: 1, value: 0 },
          { index: 2, value: 0 },
        ],
      ],
    ],
  ])('%j', (values, runs) => {
    expect(lineRuns(values)).toEqual(runs);
  });
});

describe('labelledWeeks', () => {
  it.each([
    [1, [0]],
    [4, [0, 3]],
    [7, [0, 6]],
    [12, [0, 5, 11]],
    [52, [0, 25, 51]],
  ])('%d weeks -> %j', (count, expected) => {
    expect(labelledWeeks(count)).toEqual(expected);
  });
});
