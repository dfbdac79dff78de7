import { summarizeDays, type DaySummary } from '../../../domain/rating.js';
import type { Day } from '../../../domain/dates.js';
import type { AnyEntryContent, JournalEntry, NewEntry } from '../../../domain/entry-content.js';
import type { EntryType } from '../../../domain/entry-types.js';
import type { Db } from '../../db/connect.js';
import { writeJsonColumn } from '../../db/json-column.js';
import { raiseJournalRevision } from '../../db/journal-revision.js';
import { searchIndexOf } from '../../db/search-index/index.js';
import { forgetHeldComments, holdComments, restoreHeldComments } from '../../data/held-comments.js';
import { entriesBetween, entryRowsOf, newEntryRow, toEntry } from '../../data/entries.js';

/** How many entries a user has, of one type or all: one count over the index the history pages read. */
export async function countEntries(db: Db, userId: string, type?: EntryType): Promise<number> {
  let query = db
    .selectFrom('journal_entries')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('user_id', '=', userId);
  if (type) query = query.where('type', '=', type);
  return Number((await query.executeTakeFirstOrThrow()).count);
}

/** Entry count and average rating per day between two days (inclusive), for the calendar. */
export async function daySummaries(db: Db, userId: string, start: Day, end: Day): Promise<DaySummary[]> {
  return summarizeDays(await entriesBetween(db, userId, start, end));
}

/** One entry of this user, or null (also for another user's entry). */
export async function findEntry(db: Db, userId: string, id: string): Promise<JournalEntry | null> {
  const row = await entryRowsOf(db, userId).where('id', '=', id).executeTakeFirst();
  return row ? toEntry(row) : null;
}

/**
 * Creates an entry unless one with this id exists already, and returns the stored entry, so a
 * repeated create never makes a second row. The entry is null when the id belongs to someone else.
 * `createdAt` is `now`, or the time a restored entry (`restore`: Undo of its delete, which brings its comments back)
 * was first created.
 */
export async function createEntry(
  db: Db,
  userId: string,
  entry: NewEntry,
  { createdAt, now, restore = false }: { createdAt: string; now: string; restore?: boolean },
): Promise<{ created: boolean; entry: JournalEntry | null }> {
  const created = await db.transaction().execute(async (trx) => {
    const result = await trx
      .insertInto('journal_entries')
      .values(newEntryRow(userId, entry, createdAt, now))
      .onConflict((conflict) => conflict.column('id').doNothing())
      .executeTakeFirst();
    const inserted = Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
    if (inserted) {
      await raiseJournalRevision(trx, userId);
      await searchIndexOf(trx).put(trx, userId, { ...entry, createdAt });
      if (restore) await restoreHeldComments(trx, userId, entry.id, now);
      else await forgetHeldComments(trx, userId, entry.id);
    }
    return inserted;
  });
  return { created, entry: await findEntry(db, userId, entry.id) };
}

/** Replaces an entry's content; with `expectedVersion`, only when nobody changed it since. */
export async function updateEntryContent(
  db: Db,
  userId: string,
  id: string,
  content: AnyEntryContent,
  now: string,
  expectedVersion?: number,
): Promise<JournalEntry | null> {
  const updated = await db.transaction().execute(async (trx) => {
    let query = trx
      .updateTable('journal_entries')
      .set((eb) => ({ content: writeJsonColumn(content), updated_at: now, version: eb('version', '+', 1) }))
      .where('user_id', '=', userId)
      .where('id', '=', id);
    if (expectedVersion !== undefined) query = query.where('version', '=', expectedVersion);
    const changed = Number((await query.executeTakeFirst()).numUpdatedRows) > 0;
    if (changed) {
      await raiseJournalRevision(trx, userId);
      const { type, day, created_at } = await trx
        .selectFrom('journal_entries')
        .select(['type', 'day', 'created_at'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      await searchIndexOf(trx).put(trx, userId, { id, type: type as EntryType, day, createdAt: created_at, content });
    }
    return changed;
  });
  return updated ? findEntry(db, userId, id) : null;
}

/** Deletes the entries matching a filter of this user's; returns how many went (their search rows go with them). */
/**
 * Deletes one entry of this user; its comments wait a day for its Undo (held-comments.ts). False when there was none.
 */
export async function deleteEntry(db: Db, userId: string, id: string, now: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    await holdComments(trx, userId, id, now);
    const result = await trx
      .deleteFrom('journal_entries')
      .where('user_id', '=', userId)
      .where('id', '=', id)
      .executeTakeFirst();
    if (Number(result.numDeletedRows) === 0) return false;
    await raiseJournalRevision(trx, userId);
    return true;
  });
}

/** Deletes this user's entries of a type, of a day, or both (no Undo: their comments go with them). */
export async function deleteEntries(db: Db, userId: string, filter: { type?: EntryType; day?: Day }): Promise<number> {
  return db.transaction().execute(async (trx) => {
    let query = trx.deleteFrom('journal_entries').where('user_id', '=', userId);
    if (filter.type) query = query.where('type', '=', filter.type);
    if (filter.day) query = query.where('day', '=', filter.day);
    const deleted = Number((await query.executeTakeFirst()).numDeletedRows);
    if (deleted > 0) await raiseJournalRevision(trx, userId);
    return deleted;
  });
}
