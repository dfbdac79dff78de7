import type { Selectable } from 'kysely';
import { dayTimestamp, type Day } from '../../domain/dates.js';
import type { JournalEntry, NewEntry } from '../../domain/entry-content.js';
import type { EntryType } from '../../domain/entry-types.js';
import type { InsightEntry } from '../../domain/insights/insights.js';
import type { Db } from '../db/connect.js';
import { readJsonColumn, writeJsonColumn } from '../db/json-column.js';
import type { JournalEntriesTable } from '../db/schema.js';
import type { PageCursor } from '../http/page-cursor.js';

// The journal's entries as more than one part of the server reads and writes them: the entries, account, shared
// journal, insights and team squad routes, and the reminder scheduler. A query only one route runs stays in its queries.ts.

type Row = Selectable<JournalEntriesTable>;

/**
 * A stored row as the entry it is. Every row was written through its type's schema (a create, an update, an import),
 * so its content fits its type: the one place the server takes that on trust. It is not parsed again here: the
 * schema's parse costs about four times the JSON read (20,000 entries: 370 ms against 85 ms, measured), on the event
 * loop, for every history page, report and export.
 */
export function toEntry(row: Row): JournalEntry {
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

/** Every column of a user's entries: the start of each query that answers whole entries. */
export const entryRowsOf = (db: Db, userId: string) =>
  db.selectFrom('journal_entries').selectAll().where('user_id', '=', userId);

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

/** A user's entries of one day, newest first. */
export async function entriesOfDay(db: Db, userId: string, day: Day): Promise<JournalEntry[]> {
  const rows = await entryRowsOf(db, userId)
    .where('day', '=', day)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();
  return rows.map(toEntry);
}

/** Every entry of a user, oldest day first, then oldest created (for the data export). */
export async function allEntries(db: Db, userId: string): Promise<JournalEntry[]> {
  const rows = await entryRowsOf(db, userId).orderBy('day').orderBy('created_at').orderBy('id').execute();
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
  let query = entryRowsOf(db, userId);
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

/** A user's entries from `from` to `to` (both included), with only what insights and the calendar read. */
export async function entriesBetween(db: Db, userId: string, from: Day, to: Day): Promise<InsightEntry[]> {
  const rows = await insightRows(db, userId, to).where('day', '>=', from).execute();
  return rows.map(insightEntryOf);
}

/**
 * A user's Health entries (injury or illness) up to `to`, of any age, with what insights read: the latest before a
 * period says how it began. One range of the (user_id, type, day, ...) index; an athlete writes few of them.
 */
export async function healthEntriesUpTo(db: Db, userId: string, to: Day): Promise<InsightEntry[]> {
  const rows = await insightRows(db, userId, to).where('type', '=', 'Health').execute();
  return rows.map(insightEntryOf);
}

/** A user's entries up to `to`, with only what insights read. */
const insightRows = (db: Db, userId: string, to: Day) =>
  db
    .selectFrom('journal_entries')
    .select(['id', 'type', 'day', 'created_at', 'content'])
    .where('user_id', '=', userId)
    .where('day', '<=', to);

function insightEntryOf(row: {
  id: string;
  type: string;
  day: Day;
  created_at: string;
  content: unknown;
}): InsightEntry {
  return { id: row.id, type: row.type, day: row.day, createdAt: row.created_at, content: readJsonColumn(row.content) };
}

/** Every day up to `to` on which a user has at least one entry, oldest first (Insights' consistency). */
export async function journaledDays(db: Db, userId: string, to: Day): Promise<Day[]> {
  const rows = await db
    .selectFrom('journal_entries')
    .select('day')
    .distinct()
    .where('user_id', '=', userId)
    .where('day', '<=', to)
    .orderBy('day')
    .execute();
  return rows.map((row) => row.day);
}
