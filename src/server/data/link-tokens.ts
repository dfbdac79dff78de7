import { createHash, randomBytes } from 'node:crypto';

// The tokens of links that open something without a password: share links (/s/...) and team invites (/join/...).
// Shown once, when made; only their hash is kept.

/** A new link's token: 32 random bytes, base64url (43 characters). */
export const newLinkToken = (): string => randomBytes(32).toString('base64url');

/** What is stored of a token, and what a lookup compares: its SHA-256, hex. */
export const hashLinkToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** The shape of every token newLinkToken makes: anything else is no link, answered as an inactive one. */
export const LINK_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
