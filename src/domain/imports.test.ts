import { describe, expect, it } from 'vitest';
import { dayRangeText, importedText, importPreviewText, type ImportPreview } from './imports.js';

describe('dayRangeText', () => {
  it.each([
    ['2026-10-03', '2026-10-05', 'October 3 to 5, 2026'],
    ['2026-09-30', '2026-10-02', 'September 30 to October 2, 2026'],
    ['2025-12-30', '2026-01-02', 'December 30, 2025 to January 2, 2026'],
    ['2026-10-03', '2026-10-03', 'October 3, 2026'],
  ])('%s to %s -> %s', (from, to, text) => {
    expect(dayRangeText(from, to)).toBe(text);
  });
});

const preview = (patch: Partial<ImportPreview>): ImportPreview => ({
  source: 'Daylio',
  entries: 3,
  alreadyHere: 0,
  from: '2026-10-03',
  to: '2026-10-05',
  photos: 0,
  empty: 0,
  ...patch,
});

describe('importPreviewText', () => {
  it.each([
    [preview({}), '3 notes from Daylio, October 3 to 5, 2026.'],
    [preview({ entries: 1, to: '2026-10-03' }), '1 note from Daylio, October 3, 2026.'],
    [preview({ source: 'Strava', entries: 2 }), '2 training entries from Strava, October 3 to 5, 2026.'],
    [preview({ source: 'Strava', entries: 1 }), '1 training entry from Strava, October 3 to 5, 2026.'],
    [preview({ alreadyHere: 3 }), '3 notes from Daylio, October 3 to 5, 2026. 3 already here, not added again.'],
    [
      preview({ source: 'Day One', photos: 4, empty: 1 }),
      '3 notes from Day One, October 3 to 5, 2026. 4 photos not imported. 1 entry without text left out.',
    ],
    [preview({ source: 'Day One', entries: 0, from: null, to: null }), '0 notes from Day One.'],
  ])('%j', (value, text) => {
    expect(importPreviewText(value)).toBe(text);
  });
});

describe('importedText', () => {
  it.each([
    [3, 0, 'Imported 3 entries, 0 already here'],
    [0, 3, 'Imported 0 entries, 3 already here'],
    [1, 2, 'Imported 1 entry, 2 already here'],
  ])('%i, %i -> %s', (imported, already, text) => {
    expect(importedText(imported, already)).toBe(text);
  });
});
