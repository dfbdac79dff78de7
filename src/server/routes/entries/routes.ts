import { Hono } from 'hono';
import { z } from 'zod';
import { monthGridBounds } from '../../../domain/calendar.js';
import type { JournalEntry } from '../../../domain/entry-content.js';
import { contentSchemaFor } from '../../../domain/entry-content-schema.js';
import { apiError, errorBody, validationFailed } from '../../http/errors.js';
import type { RouteDeps } from '../route-deps.js';
import { requireSession, type SessionEnv } from '../../http/session.js';
import { checkValue, validate } from '../../http/validate.js';
import { encodeCursor } from '../../http/page-cursor.js';
import {
  bulkDeleteQuery,
  createBody,
  dayParam,
  dayRangeQuery,
  historyQuery,
  idParam,
  monthParam,
  updateBody,
} from './contract.js';
import { entryWithComments, withComments } from '../../data/comments.js';
import { entriesOfDay, entriesOfDays, entriesPage } from '../../data/entries.js';
import * as queries from './queries.js';

const NOT_FOUND = 'There is no such journal entry.';
const now = () => new Date().toISOString();

/**
 * /api/entries: the signed-in athlete's journal entries, and nobody else's. Every entry answered carries its comments
 * (decision 043), read in one query per answer.
 */
export function entryRoutes({ database: { db }, auth, metrics: { entriesWritten, entryWritesRefused } }: RouteDeps) {
  return new Hono<SessionEnv>()
    .use(requireSession(auth, db))
    .get('/day/:day', validate('param', dayParam), async (c) => {
      const userId = c.get('user').id;
      const entries: JournalEntry[] = await withComments(
        db,
        userId,
        await entriesOfDay(db, userId, c.req.valid('param').day),
      );
      return c.json({ entries });
    })
    .get('/month/:month', validate('param', monthParam), async (c) => {
      const month = c.req.valid('param').month;
      const { start, end } = monthGridBounds(month)!;
      const days = await queries.daySummaries(db, c.get('user').id, start, end);
      return c.json({ month, start, end, days });
    })
    .get('/history', validate('query', historyQuery), async (c) => {
      const { type, limit, cursor } = c.req.valid('query');
      const userId = c.get('user').id;
      const [page, total] = await Promise.all([
        entriesPage(db, userId, { type, limit, after: cursor }),
        queries.countEntries(db, userId, type),
      ]);
      const entries: JournalEntry[] = await withComments(db, userId, page.entries);
      return c.json({ entries, nextCursor: page.next ? encodeCursor(page.next) : null, total });
    })
    .get('/range', validate('query', dayRangeQuery), async (c) => {
      const userId = c.get('user').id;
      const entries: JournalEntry[] = await withComments(
        db,
        userId,
        await entriesOfDays(db, userId, c.req.valid('query')),
      );
      return c.json({ entries });
    })
    .get('/:id', validate('param', idParam), async (c) => {
      const userId = c.get('user').id;
      const entry = await queries.findEntry(db, userId, c.req.valid('param').id);
      if (!entry) return apiError(c, 404, 'NOT_FOUND', NOT_FOUND);
      const answered: JournalEntry = await entryWithComments(db, userId, entry);
      return c.json({ entry: answered });
    })
    .post('/', validate('json', createBody), async (c) => {
      const { restore, ...sent } = c.req.valid('json');
      const at = now();
      // A restored entry keeps its creation time, never one after now (a clock ahead of ours wrote it).
      const createdAt = restore && restore.createdAt < at ? restore.createdAt : at;
      const userId = c.get('user').id;
      const { created, entry } = await queries.createEntry(db, userId, sent, {
        createdAt,
        now: at,
        restore: !!restore,
      });
      if (!entry) {
        entryWritesRefused.inc({ reason: 'id_taken' });
        return apiError(c, 409, 'ID_TAKEN', 'This entry id is already in use. Try saving again.');
      }
      if (created) entriesWritten.inc({ operation: 'create' });
      // A new entry has no comments; one saved before (a replayed save) or brought back by Undo may have.
      const answered: JournalEntry =
        created && !restore ? { ...entry, comments: [] } : await entryWithComments(db, userId, entry);
      return c.json({ entry: answered }, created ? 201 : 200);
    })
    .put('/:id', validate('param', idParam), validate('json', updateBody), async (c) => {
      const userId = c.get('user').id;
      const { id } = c.req.valid('param');
      const { content, version } = c.req.valid('json');
      const stored = await queries.findEntry(db, userId, id);
      if (!stored) return apiError(c, 404, 'NOT_FOUND', NOT_FOUND);
      // Parsed under a `content` key, so every issue names its field as the create endpoint does.
      const checked = checkValue(z.object({ content: contentSchemaFor(stored.type) }), { content });
      if (!checked.success) return validationFailed(c, checked.message, checked.fields);
      const updated = await queries.updateEntryContent(db, userId, id, checked.data.content, now(), version);
      if (updated) {
        entriesWritten.inc({ operation: 'update' });
        const answered: JournalEntry = await entryWithComments(db, userId, updated);
        return c.json({ entry: answered });
      }
      const current = await queries.findEntry(db, userId, id);
      if (!current) return apiError(c, 404, 'NOT_FOUND', NOT_FOUND);
      entryWritesRefused.inc({ reason: 'conflict' });
      const latest: JournalEntry = await entryWithComments(db, userId, current);
      return c.json({ ...errorBody('CONFLICT', 'This entry changed since you opened it.'), entry: latest }, 409);
    })
    .delete('/:id', validate('param', idParam), async (c) => {
      const deleted = await queries.deleteEntry(db, c.get('user').id, c.req.valid('param').id, now());
      if (deleted) entriesWritten.inc({ operation: 'delete' });
      return deleted ? c.json({ deleted: 1 }) : apiError(c, 404, 'NOT_FOUND', NOT_FOUND);
    })
    .delete('/', validate('query', bulkDeleteQuery), async (c) => {
      const { type, timestamp: day } = c.req.valid('query');
      const deleted = await queries.deleteEntries(db, c.get('user').id, { type, day });
      entriesWritten.inc({ operation: 'delete' }, deleted);
      return c.json({ deleted });
    });
}
