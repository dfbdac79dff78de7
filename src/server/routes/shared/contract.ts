import { z } from 'zod';
import { cursorParam } from '../../http/page-cursor.js';

/** A shared journal's token (base64url of 32 bytes: 43 characters) and its page. */
export const sharedTokenParam = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'This link is not active'),
});
export const sharedPageQuery = z.object({ cursor: cursorParam.optional() });
