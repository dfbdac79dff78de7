import { z } from 'zod';
import type { DialectName } from '../db/connect.js';

/** An account's email as the admin commands take it: a valid address, compared in lower case as better-auth stores it. */
export const accountEmail = z
  .email('not an email address')
  .max(254, 'an email address has at most 254 characters')
  .toLowerCase();

/** One admin request: what the command line asks, in this process or of the running server (control socket). */
export const adminRequest = z.discriminatedUnion('command', [
  z.strictObject({ command: z.literal('reset-password'), email: accountEmail }),
  z.strictObject({ command: z.literal('account'), email: accountEmail }),
  z.strictObject({ command: z.literal('delete-account'), email: accountEmail }),
  z.strictObject({ command: z.literal('list-accounts') }),
  z.strictObject({ command: z.literal('stats') }),
]);

export type AdminRequest = z.infer<typeof adminRequest>;

/** An account as list-accounts shows it. Times are ISO text (they cross the control socket as JSON). */
export interface AccountSummary {
  email: string;
  createdAt: string;
  entries: number;
  /** When its newest stored session began; null when it has none (signing out removes a session). */
  lastSignInAt: string | null;
}

export interface DatabaseStats {
  dialect: DialectName;
  accounts: number;
  entries: number;
  /** The database's size: SQLite's pages, or PostgreSQL's pg_database_size. */
  bytes: number;
}

/** What each request answers; null when there is no account with the email. */
export interface AdminAnswers {
  'reset-password': string | null;
  account: AccountSummary | null;
  'delete-account': { entries: number } | null;
  'list-accounts': AccountSummary[];
  stats: DatabaseStats;
}

/** Answers admin requests, wherever they are run. */
export type RunAdmin = <R extends AdminRequest>(request: R) => Promise<AdminAnswers[R['command']]>;
