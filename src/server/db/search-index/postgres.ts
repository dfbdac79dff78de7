import { sql } from 'kysely';
import { entryIndexText } from '../../../domain/search/search-entries.js';
import type { Db } from '../connect.js';
import { readJsonColumn } from '../json-column.js';
import type { FoundEntry, IndexedEntry, SearchIndex } from './contract.js';
import { afterCursor, filterConditions, NEWEST_FIRST } from './sql-parts.js';

/**
 * PostgreSQL's search index (docs/decisions/024): `entry_search` keeps each entry's folded text beside what orders
 * and filters it. Its GIN index holds, per text, pg_trgm's trigrams inside its words, each behind the first 8
 * characters of the athlete's id (`entry_search_keys`, migration 007): an athlete's keys are their own, so a search
 * reads only that athlete's posting lists, however many athletes share the table. (A GIN index of the athlete and of
 * the text's trigrams side by side intersects lists that grow with every athlete's entries.) The keys a search's
 * words must all have narrow the candidates; a LIKE for each word then checks each candidate's text exactly.
 */

/** A LIKE pattern for text containing `text`: its `\`, `%` and `_` escaped, so they are only themselves. */
function containing(text: string) {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** The index keys that a text containing every substring has: none when its words hold no trigram. */
async function keysOf(db: Db, userId: string, substrings: readonly string[]): Promise<string[]> {
  if (substrings.length === 0) return [];
  const { rows } = await sql<{
    keys: string[];
  }>`select entry_search_keys(${userId}, ${substrings.join(' ')}) as keys`.execute(db);
  return rows[0]?.keys ?? [];
}

/** Conditions on `entry_search s`: the index's keys (when there are some), and each substring exactly. */
function matching(keys: readonly string[], substrings: readonly string[]) {
  const likes = substrings.map((text) => sql` and s.text like ${containing(text)}`);
  const indexed = keys.length > 0 ? [sql` and entry_search_keys(s.user_id, s.text) @> ${keys}::text[]`] : [];
  return sql.join([...indexed, ...likes], sql``);
}

type OwnedEntry = IndexedEntry & { userId: string };

/** Indexes entries, or indexes them again (their text) when they are indexed already. */
async function insertRows(db: Db, entries: readonly OwnedEntry[]): Promise<void> {
  if (entries.length === 0) return;
  const values = entries.map(
    (entry) =>
      sql`(${entry.id}, ${entry.userId}, ${entry.type}, ${entry.day}, ${entry.createdAt}, ${entryIndexText(entry)})`,
  );
  await sql`insert into entry_search (entry_id, user_id, type, day, created_at, text) values ${sql.join(values)}
    on conflict (entry_id) do update set text = excluded.text`.execute(db);
}

const REBUILD_BATCH = 500;

export const postgresSearchIndex: SearchIndex = {
  put: (db, userId, entry) => insertRows(db, [{ ...entry, userId }]),
  putMany: (db, userId, entries) =>
    insertRows(
      db,
      entries.map((entry) => ({ ...entry, userId })),
    ),

  async page(db, userId, { substrings, filters, after, limit }) {
    const keys = await keysOf(db, userId, substrings);
    const { rows } = await sql<FoundEntry & { total: number }>`
      select entry_id as id, day, created_at as "createdAt", total from (
        select s.entry_id, s.day, s.created_at, count(*) over () as total
        from entry_search s
        where s.user_id = ${userId} ${matching(keys, substrings)} ${filterConditions(filters, 's')}
      ) found ${afterCursor(after)} ${NEWEST_FIRST} limit ${limit}`.execute(db);
    return { found: rows.map(({ id, day, createdAt }) => ({ id, day, createdAt })), total: rows[0]?.total ?? 0 };
  },

  async candidates(db, userId, { substrings, filters }) {
    const keys = await keysOf(db, userId, substrings);
    const { rows } = await sql<FoundEntry & { text: string }>`
      select s.entry_id as id, s.day, s.created_at as "createdAt", s.text
      from entry_search s
      where s.user_id = ${userId} ${matching(keys, substrings)} ${filterConditions(filters, 's')}
      order by s.day desc, s.created_at desc, s.entry_id desc`.execute(db);
    return rows;
  },

  async rebuild(db) {
    // Filled first and indexed after: building the GIN index once is far quicker than growing it row by row.
    await sql`drop index if exists entry_search_keys`.execute(db);
    await sql`delete from entry_search`.execute(db);
    let indexed = 0;
    let lastId = '';
    for (;;) {
      const { rows } = await sql<OwnedEntry>`
        select id, user_id as "userId", type, day, created_at as "createdAt", content from journal_entries
        where id > ${lastId} order by id limit ${REBUILD_BATCH}`.execute(db);
      if (rows.length === 0) break;
      await insertRows(
        db,
        rows.map((entry) => ({ ...entry, content: readJsonColumn(entry.content) })),
      );
      indexed += rows.length;
      lastId = rows[rows.length - 1]!.id;
    }
    await sql`create index entry_search_keys on entry_search using gin (entry_search_keys(user_id, text))`.execute(db);
    return indexed;
  },
};
