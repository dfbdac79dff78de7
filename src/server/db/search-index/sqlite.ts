import { sql } from 'kysely';
import { entryIndexText } from '../../../domain/search/search-entries.js';
import type { EntryType } from '../../../domain/entry-types.js';
import type { Db } from '../connect.js';
import { readJsonColumn } from '../json-column.js';
import type { FoundEntry, IndexedEntry, SearchIndex } from './contract.js';
import { afterCursor, filterConditions, NEWEST_FIRST } from './sql-parts.js';

/**
 * SQLite's search index (docs/decisions/024). `entry_search_text` is an FTS5 table of trigrams over each entry's
 * folded text; `entry_search` holds, per entry, the row its text has there and what orders and filters it. Each
 * athlete owns one range of rows (their number times 2^32, up): FTS5 seeks into the range, so a search reads that
 * athlete's matches only, however many athletes share the file.
 */

const ROWS_PER_OWNER = 2n ** 32n;

/** The athlete's rows, first and last; bound as integers (a JS number would bind as a real, and FTS5 would scan). */
function rowRange(ownerNumber: number): [bigint, bigint] {
  const first = BigInt(ownerNumber) * ROWS_PER_OWNER;
  return [first, first + ROWS_PER_OWNER - 1n];
}

async function ownerNumber(db: Db, userId: string): Promise<number | undefined> {
  const { rows } = await sql<{ number: number }>`select number from search_owners where user_id = ${userId}`.execute(
    db,
  );
  return rows[0]?.number;
}

/** An FTS5 query for text containing every substring: each quoted (doubled quotes inside), so nothing is syntax. */
function matchAll(substrings: readonly string[]): string {
  return substrings.map((text) => `"${text.replaceAll('"', '""')}"`).join(' AND ');
}

/** The rows of the athlete's range whose text contains every substring, as a condition on `entry_search s`. */
function matching(substrings: readonly string[], [first, last]: [bigint, bigint]) {
  if (substrings.length === 0) return sql``;
  return sql` and s.row in (select rowid from entry_search_text where entry_search_text match ${matchAll(substrings)} and rowid between ${first} and ${last})`;
}

/** Runs `work` in a transaction of its own, or in the caller's (a migration's). */
function inTransaction<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}

/** Indexes every entry of one athlete, as owner `number` (their rows from number times 2^32). */
async function indexOwner(db: Db, userId: string, number: number): Promise<number> {
  await sql`insert into search_owners (user_id, number, next_row) values (${userId}, ${number}, 0)`.execute(db);
  const { rows } = await sql<IndexedEntry & { content: string }>`
    select id, type, day, created_at as "createdAt", content from journal_entries
    where user_id = ${userId} order by day, created_at, id`.execute(db);
  const [first] = rowRange(number);
  for (const [offset, entry] of rows.entries()) {
    const row = first + BigInt(offset);
    await sql`insert into entry_search (row, entry_id, user_id, type, day, created_at)
      values (${row}, ${entry.id}, ${userId}, ${entry.type}, ${entry.day}, ${entry.createdAt})`.execute(db);
    await sql`insert into entry_search_text (rowid, text)
      values (${row}, ${entryIndexText({ ...entry, content: readJsonColumn(entry.content) })})`.execute(db);
  }
  await sql`update search_owners set next_row = ${rows.length} where user_id = ${userId}`.execute(db);
  return rows.length;
}

export const sqliteSearchIndex: SearchIndex = {
  async put(db, userId, entry) {
    await sql`insert into search_owners (user_id, number, next_row)
      values (${userId}, (select coalesce(max(number), 0) + 1 from search_owners), 0)
      on conflict (user_id) do nothing`.execute(db);
    const added = await sql`insert into entry_search (row, entry_id, user_id, type, day, created_at)
      select number * 4294967296 + next_row, ${entry.id}, ${userId}, ${entry.type}, ${entry.day}, ${entry.createdAt}
      from search_owners where user_id = ${userId}
      on conflict (entry_id) do nothing`.execute(db);
    if (Number(added.numAffectedRows ?? 0) > 0) {
      await sql`update search_owners set next_row = next_row + 1 where user_id = ${userId}`.execute(db);
    }
    await sql`delete from entry_search_text
      where rowid = (select row from entry_search where entry_id = ${entry.id})`.execute(db);
    await sql`insert into entry_search_text (rowid, text)
      select row, ${entryIndexText(entry)} from entry_search where entry_id = ${entry.id}`.execute(db);
  },

  async putMany(db, userId, entries) {
    if (entries.length === 0) return;
    // A few statements for the whole batch (an import's 200 entries took 5 statements each, one at a time).
    const ids = sql.join(entries.map((entry) => entry.id));
    await sql`insert into search_owners (user_id, number, next_row)
      values (${userId}, (select coalesce(max(number), 0) + 1 from search_owners), 0)
      on conflict (user_id) do nothing`.execute(db);
    const { rows: indexed } = await sql<{ id: string }>`
      select entry_id as id from entry_search where entry_id in (${ids})`.execute(db);
    if (indexed.length > 0) {
      await sql`delete from entry_search_text where rowid in
        (select row from entry_search where entry_id in (${sql.join(indexed.map(({ id }) => id))}))`.execute(db);
    }
    // New entries take the athlete's next rows, in order; an entry indexed already keeps its row.
    const rows = entries.map(
      (entry, offset) => sql`(${offset}, ${entry.id}, ${entry.type}, ${entry.day}, ${entry.createdAt})`,
    );
    await sql`insert into entry_search (row, entry_id, user_id, type, day, created_at)
      select number * 4294967296 + next_row + v.column1, v.column2, ${userId}, v.column3, v.column4, v.column5
      from (values ${sql.join(rows)}) v, search_owners where user_id = ${userId}
      on conflict (entry_id) do nothing`.execute(db);
    await sql`update search_owners set next_row = next_row + ${entries.length} where user_id = ${userId}`.execute(db);
    const texts = entries.map((entry) => sql`(${entry.id}, ${entryIndexText(entry)})`);
    await sql`insert into entry_search_text (rowid, text)
      select s.row, v.column2 from (values ${sql.join(texts)}) v join entry_search s on s.entry_id = v.column1`.execute(
      db,
    );
  },

  async page(db, userId, { substrings, filters, after, limit }) {
    const number = await ownerNumber(db, userId);
    if (number === undefined) return { found: [], total: 0 };
    const range = rowRange(number);
    const { rows } = await sql<FoundEntry & { total: number }>`
      select entry_id as id, day, created_at as "createdAt", total from (
        select s.entry_id, s.day, s.created_at, count(*) over () as total
        from entry_search s
        where s.row between ${range[0]} and ${range[1]} and s.user_id = ${userId}
          ${matching(substrings, range)} ${filterConditions(filters, 's')}
      ) ${afterCursor(after)} ${NEWEST_FIRST} limit ${limit}`.execute(db);
    return { found: rows.map(({ id, day, createdAt }) => ({ id, day, createdAt })), total: rows[0]?.total ?? 0 };
  },

  async candidates(db, userId, { substrings, filters }) {
    const number = await ownerNumber(db, userId);
    if (number === undefined) return [];
    const range = rowRange(number);
    const { rows } = await sql<FoundEntry & { type: EntryType; content: unknown }>`
      select s.entry_id as id, s.day, s.created_at as "createdAt", e.type, e.content
      from entry_search s join journal_entries e on e.id = s.entry_id
      where s.row between ${range[0]} and ${range[1]} and s.user_id = ${userId}
        ${matching(substrings, range)} ${filterConditions(filters, 's')}
      order by s.day desc, s.created_at desc, s.entry_id desc`.execute(db);
    return rows.map(({ id, day, createdAt, type, content }) => ({
      id,
      day,
      createdAt,
      text: entryIndexText({ type, content: readJsonColumn(content) }),
    }));
  },

  async rebuild(db) {
    await inTransaction(db, async (trx) => {
      await sql`insert into entry_search_text (entry_search_text) values ('delete-all')`.execute(trx);
      await sql`delete from entry_search`.execute(trx);
      await sql`delete from search_owners`.execute(trx);
    });
    const { rows: owners } = await sql<{
      user_id: string;
    }>`select distinct user_id from journal_entries order by user_id`.execute(db);
    let indexed = 0;
    for (const [index, { user_id: userId }] of owners.entries()) {
      indexed += await inTransaction(db, (trx) => indexOwner(trx, userId, index + 1));
    }
    return indexed;
  },
};
