import { z } from 'zod';
import { daySchema } from '../../../domain/entry-content-schema.js';
import { ENTRY_TYPES } from '../../../domain/entry-types.js';
import { parseSearchQuery, SEARCH_LIMITS } from '../../../domain/search/query.js';
import { cursorParam } from '../../http/page-cursor.js';

/** Results come 50 to a page. */
export const SEARCH_PAGE_SIZE = 50;

const { queryChars, terms } = SEARCH_LIMITS;

/** `?q=` (the words), `type`, `from` and `to` (days, inclusive), `cursor` (where the last page ended), `limit`. */
export const searchQuery = z
  .object({
    q: z
      .string('Type what to search for')
      .max(queryChars, `Keep a search under ${queryChars} characters`)
      .refine((q) => parseSearchQuery(q).length > 0, 'Type what to search for')
      .refine((q) => parseSearchQuery(q).length <= terms, `Search for ${terms} words at most`),
    type: z.enum(ENTRY_TYPES, `Type must be one of ${ENTRY_TYPES.join(', ')}`).optional(),
    from: daySchema.optional(),
    to: daySchema.optional(),
    cursor: cursorParam.optional(),
    limit: z.coerce
      .number('Limit must be a number')
      .int('Limit must be a whole number')
      .min(1, 'Limit must be at least 1')
      .max(SEARCH_PAGE_SIZE, `Limit must be at most ${SEARCH_PAGE_SIZE}`)
      .default(SEARCH_PAGE_SIZE),
  })
  .refine(({ from, to }) => from === undefined || to === undefined || from <= to, {
    path: ['to'],
    message: 'The end date must be on or after the start date',
  });
