import { createHash, randomBytes } from 'node:crypto';

/** A new link's token: 32 random bytes, base64url (43 characters). Shown once; only its hash is kept. */
export const newShareToken = (): string => randomBytes(32).toString('base64url');

/** What is stored of a token, and what a lookup compares: its SHA-256, hex. */
export const hashShareToken = (token: string): string => createHash('sha256').update(token).digest('hex');
