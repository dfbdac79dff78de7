import { randomUUID } from 'node:crypto';
import {
  MAX_ACCESS_TOKENS,
  type AccessTokenSummary,
  type CreateAccessTokenBody,
} from '../../../domain/access-tokens.js';
import { toAccessTokenSummary } from '../../data/access-tokens.js';
import { dialectOf, type Db } from '../../db/connect.js';

/** Every token of an athlete, newest first. */
export async function accessTokensOf(db: Db, userId: string): Promise<AccessTokenSummary[]> {
  const rows = await db
    .selectFrom('access_tokens')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map(toAccessTokenSummary);
}

/**
 * Stores a new token under the SHA-256 of its secret (the secret itself is never kept), or null when the athlete
 * already has MAX_ACCESS_TOKENS. Counted and stored in one transaction that holds the athlete's row (PostgreSQL;
 * SQLite runs one write transaction at a time), so parallel requests cannot pass the limit together.
 */
export async function createAccessToken(
  db: Db,
  userId: string,
  body: CreateAccessTokenBody,
  tokenHash: string,
  now: Date,
): Promise<AccessTokenSummary | null> {
  const row = {
    id: randomUUID(),
    user_id: userId,
    name: body.name,
    scope: body.scope,
    token_hash: tokenHash,
    created_at: now.toISOString(),
    last_used_at: null,
  };
  return db.transaction().execute(async (trx) => {
    if (dialectOf(trx) === 'postgres') {
      await trx.selectFrom('user').select('id').where('id', '=', userId).forUpdate().execute();
    }
    const held = await trx
      .selectFrom('access_tokens')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    if (Number(held.count) >= MAX_ACCESS_TOKENS) return null;
    await trx.insertInto('access_tokens').values(row).execute();
    return toAccessTokenSummary(row);
  });
}

/** Deletes (revokes) an athlete's token; false when they have no such token. */
export async function deleteAccessToken(db: Db, userId: string, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom('access_tokens')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
