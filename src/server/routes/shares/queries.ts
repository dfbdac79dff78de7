import { randomUUID } from 'node:crypto';
import { MAX_ACTIVE_SHARE_LINKS, shareExpiry, type ShareLinkSummary } from '../../../domain/share-links.js';
import { dialectOf, type Db } from '../../db/connect.js';
import { toShareLinkSummary as toSummary } from '../../data/share-links.js';
import type { CreateShareBody } from './contract.js';

/** Every link of an athlete, newest first. */
export async function shareLinksOf(db: Db, userId: string): Promise<ShareLinkSummary[]> {
  const rows = await db
    .selectFrom('share_links')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map(toSummary);
}

/**
 * Stores a new link under the SHA-256 of its token (the token itself is never kept), or null when the athlete already
 * has MAX_ACTIVE_SHARE_LINKS active links. Counted and stored in one transaction that holds the athlete's row
 * (PostgreSQL; SQLite runs one write transaction at a time), so parallel requests cannot pass the limit together.
 */
export async function createShareLink(
  db: Db,
  userId: string,
  body: CreateShareBody,
  tokenHash: string,
  now: Date,
): Promise<ShareLinkSummary | null> {
  const row = {
    id: randomUUID(),
    user_id: userId,
    token_hash: tokenHash,
    name: body.name,
    display_name: body.displayName,
    from_day: body.from,
    to_day: body.to,
    types: JSON.stringify(body.types),
    include_notes: body.includeNotes ? 1 : 0,
    created_at: now.toISOString(),
    expires_at: shareExpiry(now, body.expiresInDays).toISOString(),
    revoked_at: null,
    last_viewed_at: null,
  };
  return db.transaction().execute(async (trx) => {
    if (dialectOf(trx) === 'postgres') {
      await trx.selectFrom('user').select('id').where('id', '=', userId).forUpdate().execute();
    }
    const active = await trx
      .selectFrom('share_links')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', row.created_at)
      .executeTakeFirstOrThrow();
    if (Number(active.count) >= MAX_ACTIVE_SHARE_LINKS) return null;
    await trx.insertInto('share_links').values(row).execute();
    return toSummary({ ...row, view_count: 0 });
  });
}

/** Revokes an athlete's link (once: a second revoke keeps the first time); null when they have no such link. */
export async function revokeShareLink(db: Db, userId: string, id: string, now: Date): Promise<ShareLinkSummary | null> {
  await db
    .updateTable('share_links')
    .set({ revoked_at: now.toISOString() })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .execute();
  const row = await db
    .selectFrom('share_links')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row ? toSummary(row) : null;
}

/** Deletes an athlete's link; false when they have no such link. */
export async function deleteShareLink(db: Db, userId: string, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom('share_links')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
