import { describe, expect, it } from 'vitest';
import { accountsTable, statsLines } from './format.js';

describe('accountsTable', () => {
  it('says so when there is no account', () => {
    expect(accountsTable([])).toBe('No accounts yet.');
  });

  it('aligns the columns, entries to the right, and shows a missing sign-in as -', () => {
    const table = accountsTable([
      { email: 'ana@example.com', createdAt: '2026-03-05T14:02:59.999Z', entries: 128, lastSignInAt: null },
      {
        email: 'b@example.com',
        createdAt: '2026-12-31T23:59:00.000Z',
        entries: 7,
        lastSignInAt: '2027-01-01T00:00:30.000Z',
      },
    ]);
    expect(table.split('\n')).toEqual([
      'email            created (UTC)     entries  last sign-in (UTC)',
      'ana@example.com  2026-03-05 14:02      128  -',
      'b@example.com    2026-12-31 23:59        7  2027-01-01 00:00',
    ]);
  });
});

describe('statsLines', () => {
  it.each([
    [{ dialect: 'sqlite', accounts: 1, entries: 0, bytes: 135_168 }, 'database  0.1 MB (SQLite)'],
    [{ dialect: 'postgres', accounts: 1, entries: 0, bytes: 7_651_875 }, 'database  7.7 MB (PostgreSQL)'],
  ] as const)('%j', (stats, sizeLine) => {
    expect(statsLines(stats).split('\n')).toEqual(['accounts  1', 'entries   0', sizeLine]);
  });
});
