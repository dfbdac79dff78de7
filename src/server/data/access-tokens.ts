import type { AccessTokenScope, AccessTokenSummary } from '../../domain/access-tokens.js';
import type { Db } from '../db/connect.js';
import type { AccessTokensTable } from '../db/schema.js';

// What both the session check (http/session.ts) and the tokens routes read of access_tokens.

/** A stored token row as its athlete sees it. */
export function toAccessTokenSummary(row: AccessTokensTable): AccessTokenSummary {
  return {
    id: row.id,
    name: row.name,
    scope: row.scope as AccessTokenScope,
    createdAt: row.created_at,
    lastUsedAt: row.last_used_at,
  };
}

/** The token stored under this hash, with its account's email, or undefined (unknown or revoked). */
export function tokenByHash(db: Db, tokenHash: string) {
  return db
    .selectFrom('access_tokens')
    .innerJoin('user', 'user.id', 'access_tokens.user_id')
    .select([
      'access_tokens.id',
      'access_tokens.user_id',
      'access_tokens.scope',
      'access_tokens.last_used_at',
      'user.email',
    ])
    .where('access_tokens.token_hash', '=', tokenHash)
    .executeTakeFirst();
}

/** Marks a token used now. */
export async function markTokenUsed(db: Db, id: string, now: Date): Promise<void> {
  await db.updateTable('access_tokens').set({ last_used_at: now.toISOString() }).where('id', '=', id).execute();
}
