import { z } from 'zod';
import { LINK_TOKEN_PATTERN } from '../../data/link-tokens.js';
import { cursorParam } from '../../http/page-cursor.js';

/** A shared journal's token (base64url of 32 bytes: 43 characters) and its page. */
export const sharedTokenParam = z.object({
  token: z.string().regex(LINK_TOKEN_PATTERN, 'This link is not active'),
});
export const sharedPageQuery = z.object({ cursor: cursorParam.optional() });
