import { describe, expect, it } from 'vitest';
import { summaryLine } from './import-data';

describe('summaryLine', () => {
  it.each([
    [{ imported: 812, alreadyHere: 3, refusedCount: 2 }, 'Imported 812 entries, 3 already here, 2 refused'],
    [{ imported: 1, alreadyHere: 0, refusedCount: 0 }, 'Imported 1 entry, 0 already here, 0 refused'],
    [{ imported: 12345, alreadyHere: 1000, refusedCount: 1 }, 'Imported 12,345 entries, 1,000 already here, 1 refused'],
  ])('%j -> %s', (counts, line) => {
    expect(summaryLine({ ...counts, refused: [], questionSets: [] })).toBe(line);
  });
});
