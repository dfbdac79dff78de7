import { describe, expect, it } from 'vitest';
import { searchCountText } from './wording.js';

describe('searchCountText', () => {
  it.each([
    [0, 'hamstring', 'No entries match "hamstring"'],
    [0, '  tight hamstring ', 'No entries match "tight hamstring"'],
    [0, '"quoted"', 'No entries match ""quoted""'],
    [1, 'hamstring', '1 entry'],
    [12, 'hamstring', '12 entries'],
    [1234, 'the', '1,234 entries'],
  ])('%i found for %j: %j', (total, query, expected) => {
    expect(searchCountText(total, query)).toBe(expected);
  });
});
