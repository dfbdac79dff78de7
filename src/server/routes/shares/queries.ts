import { randomUUID } from 'node:crypto';
import type { Selectable } from 'kysely';
import { isEntryType } from '../../../domain/entry-types.js';
import { MAX_ACTIVE_SHARE_LINKS, shareExpiry, type ShareLinkSummary } from '../../../domain/share-links.js';
import { dialectOf, type Db } from '../../db/connect.js';
import type { ShareLinksTable } from '../../db/schema.js';
import type { CreateShareBody } from './contract.js';

type Row = Selectable<ShareLinksTable>;

/** A stored row as the athlete's list shows it. */
function toSummary(row: Row): ShareLinkSummary {
  const types = JSON.parse(row.types) as unknown[];
  return {
    id: row.id,
    name: row.name,
    displayName: row.display_name,
    from: row.from_day,
    to: row.to_day,
    types: types.filter(isEntryType),
    includeNotes: Number(row.include_notes) === 1,
    createdAt: row.created_at,
    expiresAt: row.expires_at,
    revokedAt: row.revoked_at,
    lastViewedAt: row.last_viewed_at,
    viewCount: Number(row.view_count),
  };
}

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

/** The link a token's hash opens, with its athlete, or null; whether it is still active is the caller's to judge. */
export async function shareLinkByTokenHash(
  db: Db,
  tokenHash: string,
): Promise<(ShareLinkSummary & { userId: string }) | null> {
  const row = await db.selectFrom('share_links').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
  return row ? { ...toSummary(row), userId: row.user_id } : null;
}

/** Counts a view of a link and when it was. */
export async function recordShareView(db: Db, id: string, now: Date): Promise<void> {
  await db
    .updateTable('share_links')
    .set((eb) => ({ view_count: eb('view_count', '+', 1), last_viewed_at: now.toISOString() }))
    .where('id', '=', id)
    .execute();
}
