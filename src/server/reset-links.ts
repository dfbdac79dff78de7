import { createHash } from 'node:crypto';
import type { Db } from './db/connect.js';

/** How better-auth names a password reset's row in its `verification` table: this, then the link's token. */
const RESET_IDENTIFIER = 'reset-password:';

/**
 * How a verification identifier is stored: its SHA-256 (base64url, as better-auth's own 'hashed' option), never the
 * token in it; a password reset's keeps its kind in front (`reset-password:<hash>`), so the account's other reset
 * links can be found and ended (their `value` is the account's user id). Links stored before this rule (the bare hash)
 * are no longer found: they stop working, and the athlete asks for a new one.
 */
export async function storedVerificationIdentifier(identifier: string): Promise<string> {
  const hash = createHash('sha256').update(identifier).digest('base64url');
  return identifier.startsWith(RESET_IDENTIFIER) ? `${RESET_IDENTIFIER}${hash}` : hash;
}

/**
 * Ends every password reset link of an account. Called when a link is used, when the password is changed and when
 * someone signs in with it: whoever did knows the password now, and a link left in a mailbox would only be a way in.
 */
export async function endResetLinks(db: Db, userId: string): Promise<void> {
  await db
    .deleteFrom('verification')
    .where('identifier', 'like', `${RESET_IDENTIFIER}%`)
    .where('value', '=', userId)
    .execute();
}
