// Personal access tokens: how a script, a watch or a bot reaches the journal without a password (decision 050). Pure
// rules shared by the server (which enforces them) and the web app (which describes them).
import { z } from 'zod';

/** What a token may do: read (GET and HEAD), or read and write. */
export const ACCESS_TOKEN_SCOPES = ['read', 'write'] as const;
export type AccessTokenScope = (typeof ACCESS_TOKEN_SCOPES)[number];

/** Tokens one account may hold: one per script or device is plenty, and it bounds a runaway script. */
export const MAX_ACCESS_TOKENS = 20;

/** Every token starts so: a secret scanner (and a person) knows it at a glance. */
export const ACCESS_TOKEN_PREFIX = 'tl_';

/** The shape of every token the server makes: the prefix and 32 random bytes, base64url (43 characters). */
export const ACCESS_TOKEN_PATTERN = /^tl_[A-Za-z0-9_-]{43}$/;

/** A scope as the athlete reads it. */
export function accessTokenScopeLabel(scope: AccessTokenScope): string {
  return scope === 'read' ? 'Read' : 'Read and write';
}

const NAME_MESSAGE = 'Give the token a name of 1 to 60 characters';

/** POST /api/account/tokens: a new token's name and scope. */
export const createAccessTokenBody = z.object({
  name: z.string(NAME_MESSAGE).trim().min(1, NAME_MESSAGE).max(60, NAME_MESSAGE),
  scope: z.enum(ACCESS_TOKEN_SCOPES, 'Choose the scope: read, or write (read and write)'),
});
export type CreateAccessTokenBody = z.output<typeof createAccessTokenBody>;

/** A token as its athlete sees it in the list (never the token: that is shown once, when it is made). */
export interface AccessTokenSummary {
  id: string;
  name: string;
  scope: AccessTokenScope;
  createdAt: string;
  /** Null until the token is first used; written at most once a minute. */
  lastUsedAt: string | null;
}
