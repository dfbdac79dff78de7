import type { Selectable } from 'kysely';
import { summarizeDays, type DaySummary } from '../../../domain/rating.js';
import { dayTimestamp, type Day } from '../../../domain/dates.js';
import type { AnyEntryContent, JournalEntry, NewEntry } from '../../../domain/entry-content.js';
import type { EntryType } from '../../../domain/entry-types.js';
import type { Db } from '../../db/connect.js';
import { readJsonColumn, writeJsonColumn } from '../../db/json-column.js';
import { raiseJournalRevision } from '../../db/journal-revision.js';
import { searchIndexOf } from '../../db/search-index/index.js';
import type { JournalEntriesTable } from '../../db/schema.js';
import type { PageCursor } from '../../http/page-cursor.js';

type Row = Selectable<JournalEntriesTable>;

/**
 * A stored row as the entry it is. Every row was written through its type's schema, so its content fits its type.
 */
function toEntry(row: Row): JournalEntry {
  return {
    id: row.id,
    type: row.type,
    day: row.day,
    timestamp: row.timestamp,
    content: readJsonColumn(row.content),
    version: row.version,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  } as JournalEntry;
}

const mine = (db: Db, userId: string) => db.selectFrom('journal_entries').selectAll().where('user_id', '=', userId);

/** A user's entries of one day, newest first. */
export async function entriesOfDay(db: Db, userId: string, day: Day): Promise<JournalEntry[]> {
  const rows = await mine(db, userId).where('day', '=', day).orderBy('created_at', 'desc').orderBy('id').execute();
  return rows.map(toEntry);
}

/** Every entry of a user, oldest day first, then oldest created (for the data export). */
export async function allEntries(db: Db, userId: string): Promise<JournalEntry[]> {
  const rows = await mine(db, userId).orderBy('day').orderBy('created_at').orderBy('id').execute();
  return rows.map(toEntry);
}

/**
 * One page of a user's entries, of one type, some or all, between two days or on all, newest day first, then newest
 * created (then id): a keyset page, read from the (user_id[, type], day, created_at, id) index without sorting.
 */
export async function entriesPage(
  db: Db,
  userId: string,
  options: {
    type?: EntryType;
    types?: readonly EntryType[];
    from?: Day;
    to?: Day | null;
    limit: number;
    after?: PageCursor;
  },
): Promise<{ entries: JournalEntry[]; next: PageCursor | null }> {
  let query = mine(db, userId);
  if (options.type) query = query.where('type', '=', options.type);
  if (options.types) query = query.where('type', 'in', options.types);
  if (options.from) query = query.where('day', '>=', options.from);
  if (options.to) query = query.where('day', '<=', options.to);
  const after = options.after;
  if (after) {
    query = query.where((eb) =>
      eb(eb.refTuple('day', 'created_at', 'id'), '<', eb.tuple(after.day, after.createdAt, after.id)),
    );
  }
  const rows = await query
    .orderBy('day', 'desc')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(options.limit + 1)
    .execute();
  const page = rows.slice(0, options.limit).map(toEntry);
  const last = page[page.length - 1];
  const next = rows.length > options.limit && last ? { day: last.day, createdAt: last.createdAt, id: last.id } : null;
  return { entries: page, next };
}

/** More entries than any journal holds (ten a day for 25 years): a report or a CSV is one read. */
const RANGE_MAX_ENTRIES = 100_000;

/** A user's entries of some days and types, oldest day first, then oldest created (a report, a CSV). */
export async function entriesOfDays(
  db: Db,
  userId: string,
  filter: { from?: Day; to?: Day; types?: readonly EntryType[] },
): Promise<JournalEntry[]> {
  const { entries } = await entriesPage(db, userId, { ...filter, limit: RANGE_MAX_ENTRIES });
  return entries.reverse();
}

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
  const rows = await db
    .selectFrom('journal_entries')
    .select(['day', 'type', 'content'])
    .where('user_id', '=', userId)
    .where('day', '>=', start)
    .where('day', '<=', end)
    .execute();
  return summarizeDays(rows.map((row) => ({ day: row.day, type: row.type, content: readJsonColumn(row.content) })));
}

/** One entry of this user, or null (also for another user's entry). */
export async function findEntry(db: Db, userId: string, id: string): Promise<JournalEntry | null> {
  const row = await mine(db, userId).where('id', '=', id).executeTakeFirst();
  return row ? toEntry(row) : null;
}

/** The row of a new entry of this user, as every writer of new entries stores it (the app and the import). */
export function newEntryRow(userId: string, entry: NewEntry, createdAt: string, updatedAt: string) {
  return {
    id: entry.id,
    user_id: userId,
    type: entry.type,
    day: entry.day,
    timestamp: dayTimestamp(entry.day),
    content: writeJsonColumn(entry.content),
    created_at: createdAt,
    updated_at: updatedAt,
  };
}

/**
 * Creates an entry unless one with this id exists already, and returns the stored entry, so a
 * repeated create never makes a second row. The entry is null when the id belongs to someone else.
 */
export async function createEntry(
  db: Db,
  userId: string,
  entry: NewEntry,
  now: string,
): Promise<{ created: boolean; entry: JournalEntry | null }> {
  const created = await db.transaction().execute(async (trx) => {
    const result = await trx
      .insertInto('journal_entries')
      .values(newEntryRow(userId, entry, now, now))
      .onConflict((conflict) => conflict.column('id').doNothing())
      .executeTakeFirst();
    const inserted = Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
    if (inserted) {
      await raiseJournalRevision(trx, userId);
      await searchIndexOf(trx).put(trx, userId, { ...entry, createdAt: now });
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
export async function deleteEntries(
  db: Db,
  userId: string,
  filter: { id: string } | { type?: EntryType; day?: Day },
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    let query = trx.deleteFrom('journal_entries').where('user_id', '=', userId);
    if ('id' in filter) query = query.where('id', '=', filter.id);
    else {
      if (filter.type) query = query.where('type', '=', filter.type);
      if (filter.day) query = query.where('day', '=', filter.day);
    }
    const deleted = Number((await query.executeTakeFirst()).numDeletedRows);
    if (deleted > 0) await raiseJournalRevision(trx, userId);
    return deleted;
  });
}
