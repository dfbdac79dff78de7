import { describe, expect, it } from 'vitest';
import { dateRangeProblem, readSearchState, searchStateParams } from './search-state';

describe('readSearchState', () => {
  it.each([
    ['', { q: '', type: null, from: null, to: null }],
    ['q=hamstring', { q: 'hamstring', type: null, from: null, to: null }],
    [
      'q=tight+hamstring&type=game&from=2026-01-01&to=2026-03-31',
      { q: 'tight hamstring', type: 'Game', from: '2026-01-01', to: '2026-03-31' },
    ],
    ['q=%22x%22&type=Game&from=2026-02-30&to=soon', { q: '"x"', type: null, from: null, to: null }],
    [`q=${'a'.repeat(250)}`, { q: 'a'.repeat(200), type: null, from: null, to: null }],
  ])('?%s -> %j', (search, expected) => {
    expect(readSearchState(new URLSearchParams(search))).toEqual(expected);
  });
});

describe('searchStateParams', () => {
  it.each([
    [{ q: 'hamstring', type: null, from: null, to: null }, 'q=hamstring'],
    [
      { q: '100% "fit"', type: 'Wellness', from: '2026-01-01', to: null },
      'q=100%25+%22fit%22&type=wellness&from=2026-01-01',
    ],
    [{ q: '', type: null, from: null, to: '2026-03-31' }, 'to=2026-03-31'],
  ] as const)('%j -> ?%s', (state, expected) => {
    expect(searchStateParams(state).toString()).toBe(expected);
    expect(readSearchState(searchStateParams(state))).toEqual(state);
  });
});

describe('dateRangeProblem', () => {
  it.each([
    [null, null, null],
    ['2026-03-01', null, null],
    ['2026-03-01', '2026-03-01', null],
    ['2026-03-02', '2026-03-01', 'The end date must be on or after the start date'],
  ])('from %s to %s: %j', (from, to, expected) => {
    expect(dateRangeProblem({ from, to })).toBe(expected);
  });
});
