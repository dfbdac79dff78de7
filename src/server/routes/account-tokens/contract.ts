import { z } from 'zod';

export { createAccessTokenBody } from '../../../domain/access-tokens.js';

/** A token of the signed-in athlete's, by its id. */
export const accessTokenIdParam = z.object({ id: z.string().min(1).max(100) });
