import type { Selectable } from 'kysely';
import { isEntryType } from '../../domain/entry-types.js';
import type { ShareLinkSummary } from '../../domain/share-links.js';
import type { ShareLinksTable } from '../db/schema.js';

// Share links as the athlete's routes (/api/shares) make and list them and the public routes (/api/shared) find them.

/** A stored row as the athlete's list shows it. */
export function toShareLinkSummary(row: Selectable<ShareLinksTable>): ShareLinkSummary {
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
