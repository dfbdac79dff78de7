import { z } from 'zod';
import type { Day } from '../../domain/dates.js';
import { daySchema } from '../../domain/entry-content-schema.js';

/** Where a page of entries (newest first) ends: the last entry's day, creation time and id. */
export interface PageCursor {
  day: Day;
  createdAt: string;
  id: string;
}

const cursorSchema = z.object({ day: daySchema, createdAt: z.string().max(40), id: z.string().max(100) });

/** Cursors are opaque to clients: base64url JSON of where the last page ended. */
export function encodeCursor(cursor: PageCursor): string {
  return Buffer.from(JSON.stringify(cursor)).toString('base64url');
}

/** A `cursor` query parameter, decoded; anything else is "Invalid cursor". */
export const cursorParam = z
  .string()
  .max(400)
  .transform((text, ctx) => {
    try {
      return cursorSchema.parse(JSON.parse(Buffer.from(text, 'base64url').toString('utf8')));
    } catch {
      ctx.addIssue({ code: 'custom', message: 'Invalid cursor' });
      return z.NEVER;
    }
  });
