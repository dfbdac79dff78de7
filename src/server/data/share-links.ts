import { createHash, randomBytes } from 'node:crypto';
import type { Selectable } from 'kysely';
import { isEntryType } from '../../domain/entry-types.js';
import type { ShareLinkSummary } from '../../domain/share-links.js';
import type { ShareLinksTable } from '../db/schema.js';

// Share links as the athlete's routes (/api/shares) make and list them and the public routes (/api/shared) find them.

/** A new link's token: 32 random bytes, base64url (43 characters). Shown once; only its hash is kept. */
export const newShareToken = (): string => randomBytes(32).toString('base64url');

/** What is stored of a token, and what a lookup compares: its SHA-256, hex. */
export const hashShareToken = (token: string): string => createHash('sha256').update(token).digest('hex');

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
