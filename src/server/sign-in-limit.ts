import { createHash } from 'node:crypto';
import type { Db } from './db/connect.js';

/** How many sign-in attempts one account takes in a window before it must wait for the window to end. */
export const SIGN_IN_ACCOUNT_LIMIT = { attempts: 5, windowSeconds: 15 * 60 } as const;

/** Reset emails one address is sent in a window: the same database-backed count, under its own keys. */
export const RESET_EMAIL_LIMIT = { attempts: 5, windowSeconds: 15 * 60, scope: 'reset-password' } as const;

/**
 * Reset requests one client address makes in a minute, whatever the email. Counted by us, not by better-auth, because
 * the request is answered before better-auth sees it (routes/auth.ts).
 */
export const RESET_ADDRESS_LIMIT = { attempts: 5, windowSeconds: 60, scope: 'reset-address' } as const;

export type SignInVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * The per-account sign-in limit, kept in the database so every server on it shares the counts.
 * An attempt is counted before the password is checked (so parallel guesses cannot slip past the
 * count); a successful sign-in clears the account's count and an answer that was not a password
 * check (a bad request, the per-address limit) gives its attempt back. It only slows guessing down:
 * when the window ends the owner signs in as before. Any email counts alike, known or not, so the
 * limit says nothing about which accounts exist.
 */
export function signInLimit(
  db: Db,
  limit: { attempts: number; windowSeconds: number; scope?: string } = SIGN_IN_ACCOUNT_LIMIT,
) {
  const windowMs = limit.windowSeconds * 1000;
  const table = 'sign_in_attempts';
  // Another count (reset emails) keeps its own keys in the same table, so it never uses up sign-in attempts.
  const keyOf = (email: string) => hashOf(limit.scope ? `${limit.scope}:${email.toLowerCase()}` : email);

  return {
    /** Counts an attempt at this email's password, unless its window is full. */
    async take(email: string, now = Date.now()): Promise<SignInVerdict> {
      const key = keyOf(email);
      const expired = now - windowMs;
      await db.deleteFrom(table).where('window_start', '<=', expired).execute();
      // One statement, so two servers (or two requests) cannot both take the last attempt.
      const counted = await db
        .insertInto(table)
        .values({ key, attempts: 1, window_start: now })
        .onConflict((conflict) =>
          conflict
            .column('key')
            .doUpdateSet((eb) => ({ attempts: eb(`${table}.attempts`, '+', 1) }))
            .where(`${table}.attempts`, '<', limit.attempts),
        )
        .returning('attempts')
        .executeTakeFirst();
      if (counted) return { allowed: true };
      const row = await db.selectFrom(table).select('window_start').where('key', '=', key).executeTakeFirst();
      const endsAt = Number(row?.window_start ?? now) + windowMs;
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((endsAt - now) / 1000)) };
    },

    /** Gives back an attempt whose answer was not about the password. */
    async giveBack(email: string): Promise<void> {
      await db
        .updateTable(table)
        .set((eb) => ({ attempts: eb('attempts', '-', 1) }))
        .where('key', '=', keyOf(email))
        .where('attempts', '>', 0)
        .execute();
    },

    /** Forgets the attempts of an account that just signed in. */
    async clear(email: string): Promise<void> {
      await db.deleteFrom(table).where('key', '=', keyOf(email)).execute();
    },
  };
}

export type SignInLimit = ReturnType<typeof signInLimit>;

/** The stored key: a hash, so the table does not collect the addresses people typed. */
function hashOf(email: string): string {
  return createHash('sha256').update(email.toLowerCase()).digest('hex');
}
