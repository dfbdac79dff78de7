import { describe, expect, it } from 'vitest';
import { asOf } from './as-of';

describe('asOf', () => {
  const now = new Date(2026, 10, 25, 14, 0);
  it.each([
    [new Date(2026, 10, 25, 9, 42), 'As of 9:42 AM'],
    [new Date(2026, 10, 25, 0, 5), 'As of 12:05 AM'],
    [new Date(2026, 10, 24, 21, 42), 'As of November 24, 9:42 PM'],
    [new Date(2025, 10, 25, 9, 42), 'As of November 25, 9:42 AM'],
  ])('%s -> %s', (loaded, expected) => {
    expect(asOf(loaded.getTime(), now)).toBe(expected);
  });
});
