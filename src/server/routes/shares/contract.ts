import { z } from 'zod';
import { daySchema } from '../../../domain/entry-content-schema.js';
import { ENTRY_TYPES } from '../../../domain/entry-types.js';
import { SHARE_EXPIRY_DAYS, type ShareExpiryDays } from '../../../domain/share-links.js';

const NAME_MESSAGE = 'Give the link a name of 1 to 60 characters';
const DISPLAY_NAME_MESSAGE = 'Give the name they will see, 1 to 60 characters';
const TYPES_MESSAGE = `Choose at least one of ${ENTRY_TYPES.join(', ')}`;

/** POST /api/shares: a new link's name, the athlete's name as it shows, its scope and how long it lives. */
export const createShareBody = z
  .object({
    name: z.string(NAME_MESSAGE).trim().min(1, NAME_MESSAGE).max(60, NAME_MESSAGE),
    displayName: z.string(DISPLAY_NAME_MESSAGE).trim().min(1, DISPLAY_NAME_MESSAGE).max(60, DISPLAY_NAME_MESSAGE),
    from: daySchema,
    to: daySchema.nullable(),
    types: z
      .array(z.enum(ENTRY_TYPES, TYPES_MESSAGE), TYPES_MESSAGE)
      .min(1, TYPES_MESSAGE)
      .max(ENTRY_TYPES.length, TYPES_MESSAGE)
      .transform((types) => ENTRY_TYPES.filter((type) => types.includes(type))),
    includeNotes: z.boolean('Say whether answers and notes are included (true or false)'),
    expiresInDays: z
      .number()
      .refine((days): days is ShareExpiryDays => (SHARE_EXPIRY_DAYS as readonly number[]).includes(days), {
        message: `Expiry must be ${SHARE_EXPIRY_DAYS.join(', ')} days`,
      }),
  })
  .refine((body) => body.to === null || body.to >= body.from, {
    path: ['to'],
    message: 'The last day cannot be before the first',
  });

export type CreateShareBody = z.output<typeof createShareBody>;

/** A link of the signed-in athlete's, by its id. */
export const shareIdParam = z.object({ id: z.string().min(1).max(100) });
