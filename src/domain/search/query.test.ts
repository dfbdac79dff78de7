import { describe, expect, it } from 'vitest';
import { characterCount, parseSearchQuery } from './query.js';

describe('parseSearchQuery', () => {
  it.each([
    ['hamstring', [{ text: 'hamstring', wordStart: false }]],
    [
      '  Tight   HAMSTRING ',
      [
        { text: 'tight', wordStart: false },
        { text: 'hamstring', wordStart: false },
      ],
    ],
    [
      'pb ok',
      [
        { text: 'pb', wordStart: true },
        { text: 'ok', wordStart: true },
      ],
    ],
    ['très', [{ text: 'tres', wordStart: false }]],
    ['tight tight TIGHT', [{ text: 'tight', wordStart: false }]],
    [
      '"hamstring tight"',
      [
        { text: '"hamstring', wordStart: false },
        { text: 'tight"', wordStart: false },
      ],
    ],
    ['💪', [{ text: '💪', wordStart: true }]],
    ['💪💪💪', [{ text: '💪💪💪', wordStart: false }]],
    ['膝盖', [{ text: '膝盖', wordStart: true }]],
    [
      'a\tb\nc',
      [
        { text: 'a', wordStart: true },
        { text: 'b', wordStart: true },
        { text: 'c', wordStart: true },
      ],
    ],
    ['', []],
    ['   ', []],
  ])('%j -> %j', (query, expected) => {
    expect(parseSearchQuery(query)).toEqual(expected);
  });
});

describe('characterCount', () => {
  it.each([
    ['abc', 3],
    ['💪', 1],
    ['👩‍👩‍👧‍👦', 7],
    ['膝盖', 2],
    ['', 0],
  ])('%j has %i characters', (text, expected) => {
    expect(characterCount(text)).toBe(expected);
  });
});
