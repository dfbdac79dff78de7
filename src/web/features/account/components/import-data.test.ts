import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api';
import { FileTooLargeError } from '../api/import-data';
import { importErrorMessage, summaryLine } from './import-data';

describe('summaryLine', () => {
  it.each([
    [{ imported: 812, alreadyHere: 3, refusedCount: 2 }, 'Imported 812 entries, 3 already here, 2 refused'],
    [{ imported: 1, alreadyHere: 0, refusedCount: 0 }, 'Imported 1 entry, 0 already here, 0 refused'],
    [{ imported: 12345, alreadyHere: 1000, refusedCount: 1 }, 'Imported 12,345 entries, 1,000 already here, 1 refused'],
    // Every entry refused (another account's export, say): the server changed nothing, question sets included.
    [
      { imported: 0, alreadyHere: 0, refusedCount: 3 },
      'None of the entries in this file could be imported (3 refused), so nothing was changed',
    ],
    [
      { imported: 0, alreadyHere: 0, refusedCount: 1 },
      'None of the entries in this file could be imported (1 refused), so nothing was changed',
    ],
  ])('%j -> %s', (counts, line) => {
    expect(summaryLine({ ...counts, refused: [], questionSets: [] })).toBe(line);
  });
});

describe('summaryLine of another app', () => {
  it.each([
    [3, 0, 'Imported 3 entries, 0 already here'],
    [0, 3, 'Imported 0 entries, 3 already here'],
  ])('%i imported, %i here -> %s', (imported, alreadyHere, line) => {
    expect(
      summaryLine({ imported, alreadyHere, refusedCount: 0, refused: [], questionSets: [], source: 'Daylio' }),
    ).toBe(line);
  });
});

describe('importErrorMessage', () => {
  const again =
    'If it stopped part-way, the entries imported so far are kept: import the same file again to finish (nothing is imported twice).';
  it.each([
    ['a file over 20 MB', new FileTooLargeError(), 'The file is larger than 20 MB. Nothing was imported.'],
    [
      'an import already running',
      new ApiError(
        409,
        'IMPORT_RUNNING',
        'An import into this account is still running. Wait for it to finish, then try again.',
      ),
      'An import into this account is still running. Wait for it to finish, then try again. Nothing was imported.',
    ],
    [
      'the hourly limit',
      new ApiError(429, 'TOO_MANY_ATTEMPTS', 'You can import 5 files an hour. Try again in 23 minutes.'),
      'You can import 5 files an hour. Try again in 23 minutes. Nothing was imported.',
    ],
    ['no answer', new ApiError(0, 'NETWORK', ''), `Could not reach the server. Check your connection. ${again}`],
    [
      'a database away',
      new ApiError(503, 'DATABASE_UNAVAILABLE', 'The database cannot be reached.'),
      `Could not reach the server. Check your connection. ${again}`,
    ],
    ['a server error', new ApiError(500, 'INTERNAL', 'Something went wrong.'), `Something went wrong. ${again}`],
  ])('%s', (_name, failure, message) => {
    expect(importErrorMessage(failure)).toBe(message);
  });
});
