import type { ShareLinkSummary } from '../../../domain/share-links.js';
import type { Db } from '../../db/connect.js';
import { toShareLinkSummary } from '../../data/share-links.js';

/** The link a token's hash opens, with its athlete, or null; whether it is still active is the caller's to judge. */
export async function shareLinkByTokenHash(
  db: Db,
  tokenHash: string,
): Promise<(ShareLinkSummary & { userId: string }) | null> {
  const row = await db.selectFrom('share_links').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
  return row ? { ...toShareLinkSummary(row), userId: row.user_id } : null;
}

/** Counts a view of a link and when it was. */
export async function recordShareView(db: Db, id: string, now: Date): Promise<void> {
  await db
    .updateTable('share_links')
    .set((eb) => ({ view_count: eb('view_count', '+', 1), last_viewed_at: now.toISOString() }))
    .where('id', '=', id)
    .execute();
}
