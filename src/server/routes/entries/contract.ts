import { z } from 'zod';
import { isValidDay, isValidMonth } from '../../../domain/dates.js';
import { daySchema, MAX_ENTRY_VERSION, newEntrySchema } from '../../../domain/entry-content-schema.js';
import { ENTRY_TYPES, isEntryType } from '../../../domain/entry-types.js';
import { cursorParam } from '../../http/page-cursor.js';

export const HISTORY_PAGE_MAX = 100;

export const dayParam = z.object({ day: daySchema });
export const monthParam = z.object({ month: z.string().refine(isValidMonth, 'Invalid month (use yyyy-MM)') });
// Ids are stored lowercased (see newEntrySchema), so any spelling of one finds it.
export const idParam = z.object({ id: z.string().min(1).max(100).toLowerCase() });

const entryType = z.enum(ENTRY_TYPES, `Type must be one of ${ENTRY_TYPES.join(', ')}`);

export const historyQuery = z.object({
  type: entryType.optional(),
  limit: z.coerce.number().int().min(1).max(HISTORY_PAGE_MAX).default(50),
  cursor: cursorParam.optional(),
});

/** The activities page deletes by the entry timestamp (noon UTC of a day), optionally of one type. */
const noonTimestamp = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}T12:00:00(\.000)?Z$/, 'Timestamp must be noon UTC of a day, like 2026-03-05T12:00:00.000Z')
  .refine((text) => isValidDay(text.slice(0, 10)), 'Invalid date in timestamp')
  .transform((text) => text.slice(0, 10));

export const bulkDeleteQuery = z
  .object({ type: entryType.optional(), timestamp: noonTimestamp.optional() })
  .refine((query) => query.type !== undefined || query.timestamp !== undefined, {
    path: ['type'],
    message: 'Give a type, a timestamp or both',
  });

const RESTORE_MESSAGE = 'restore.createdAt must be a UTC time like 2026-03-05T07:30:00.000Z';

/**
 * Body of "create entry". `restore` is Undo of a delete: the entry comes back with the creation time it had, so it
 * is back in its place in its day and the histories (they order by it). Only a time in the server's own form is
 * taken, written as the server writes times; the route takes one after now as now. Without `restore` the server sets
 * the time: an ordinary create never chooses it. A restore can set no more than an import can (its entries keep the
 * file's times), and only on the athlete's own entries.
 */
export const createBody = z.intersection(
  newEntrySchema,
  z.object({
    restore: z
      .object({
        createdAt: z
          .string(RESTORE_MESSAGE)
          .max(40, RESTORE_MESSAGE)
          .pipe(z.iso.datetime(RESTORE_MESSAGE))
          .transform((text) => new Date(text).toISOString()),
      })
      .optional(),
  }),
);

const VERSION_MESSAGE = `version must be a whole number from 1 to ${MAX_ENTRY_VERSION}`;

export const updateBody = z.object({
  content: z.record(z.string(), z.unknown(), 'Content must be an object'),
  /** The version the edit was made from; a newer stored version means a conflict. At most a stored version can be. */
  version: z.number().int().min(1).max(MAX_ENTRY_VERSION, VERSION_MESSAGE).optional(),
});

/** Some days (from and to, each optional) and some types (comma-separated; all when absent): a report or a CSV. */
export const dayRangeQuery = z
  .object({
    from: daySchema.optional(),
    to: daySchema.optional(),
    types: z
      .string()
      .max(200)
      .transform((text, ctx) => {
        const types = text.split(',').map((type) => type.trim());
        if (!types.every(isEntryType)) {
          ctx.addIssue({
            code: 'custom',
            message: `Types must be a comma-separated list of ${ENTRY_TYPES.join(', ')}`,
          });
          return z.NEVER;
        }
        return types.filter(isEntryType);
      })
      .optional(),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    path: ['to'],
    message: 'The last day cannot be before the first',
  });
