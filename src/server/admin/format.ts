import type { AccountSummary, DatabaseStats } from './protocol.js';

/** An ISO time as the admin commands print it, to the minute in UTC: `2026-03-05 14:02`. */
export function utcMinute(iso: string): string {
  return `${iso.slice(0, 10)} ${iso.slice(11, 16)}`;
}

/** list-accounts' table: a header and one line per account, columns aligned (entries to the right). */
export function accountsTable(accounts: AccountSummary[]): string {
  if (accounts.length === 0) return 'No accounts yet.';
  const rows = [
    ['email', 'created (UTC)', 'entries', 'last sign-in (UTC)'],
    ...accounts.map((account) => [
      account.email,
      utcMinute(account.createdAt),
      String(account.entries),
      account.lastSignInAt === null ? '-' : utcMinute(account.lastSignInAt),
    ]),
  ];
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  const line = (row: string[]) =>
    row
      .map((cell, column) => (column === 2 ? cell.padStart(widths[column]!) : cell.padEnd(widths[column]!)))
      .join('  ')
      .trimEnd();
  return rows.map(line).join('\n');
}

const DATABASE_NAMES = { sqlite: 'SQLite', postgres: 'PostgreSQL' } as const;

/** stats' lines: accounts, entries and the database's size in MB. */
export function statsLines(stats: DatabaseStats): string {
  return [
    `accounts  ${stats.accounts}`,
    `entries   ${stats.entries}`,
    `database  ${(stats.bytes / 1e6).toFixed(1)} MB (${DATABASE_NAMES[stats.dialect]})`,
  ].join('\n');
}
