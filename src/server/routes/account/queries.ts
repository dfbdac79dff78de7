import type { QuestionSetName, SetItems } from '../../../domain/question-sets.js';
import type { Db } from '../../db/connect.js';
import { raiseJournalRevision } from '../../db/journal-revision.js';
import { searchIndexOf } from '../../db/search-index/index.js';
import { exportedCommentsOf } from '../../data/comments.js';
import { allEntries, newEntryRow } from '../../data/entries.js';
import { readSets, saveSet, setRowsOf } from '../../data/question-sets.js';
import type { AccountExport } from './contract.js';
import { describeEntry, type ReadEntry, type Refusal } from './export-file.js';

/** Everything stored of this user, read in one transaction so entries, comments and sets agree; null if no such user. */
export async function exportAccount(db: Db, userId: string, exportedAt: string): Promise<AccountExport | null> {
  return db.transaction().execute(async (trx) => {
    const user = await trx
      .selectFrom('user')
      .select(['email', 'createdAt'])
      .where('id', '=', userId)
      .executeTakeFirst();
    if (!user) return null;
    const [entries, comments] = await Promise.all([allEntries(trx, userId), exportedCommentsOf(trx, userId)]);
    return {
      exportedAt,
      account: { email: user.email, createdAt: new Date(user.createdAt).toISOString() },
      // Each entry's threads with it: a part of the athlete's journal (decision 043). The import ignores them.
      entries: entries.map((entry) => ({ ...entry, comments: comments.get(entry.id) ?? [] })),
      questionSets: await readSets(trx, userId),
    };
  });
}

/** Why an entry whose id another account holds is refused: the words the create route uses, saying nobody's. */
const ID_IN_USE = 'Its id is already in use';

interface Written {
  imported: number;
  alreadyHere: number;
  refused: Refusal[];
}

/**
 * Writes a batch in one transaction: each entry kept under its own id, so a second import of the same file adds
 * nothing; an id the account holds (from an earlier import, or earlier in this file) is already here, and an id
 * another account holds is refused, never overwritten, in words that never say whose it is.
 */
export function writeImportBatch(db: Db, userId: string, batch: readonly ReadEntry[]): Promise<Written> {
  return db.transaction().execute((trx) => writeEntries(trx, userId, batch));
}

/** Rows of one insert: a statement's parameters stay well under SQLite's 32,766 and PostgreSQL's 65,535. */
const ROWS_PER_INSERT = 500;

/**
 * Writes all of another app's entries in one transaction (decision 049), an insert of ROWS_PER_INSERT at a time: they
 * all go in, or (the database failing half-way) none does. Ids are kept as for an export's batch (writeImportBatch).
 */
export function writeImportWhole(db: Db, userId: string, entries: readonly ReadEntry[]): Promise<Written> {
  return db.transaction().execute(async (trx) => {
    const total: Written = { imported: 0, alreadyHere: 0, refused: [] };
    for (let start = 0; start < entries.length; start += ROWS_PER_INSERT) {
      const written = await writeEntries(trx, userId, entries.slice(start, start + ROWS_PER_INSERT));
      total.imported += written.imported;
      total.alreadyHere += written.alreadyHere;
      total.refused.push(...written.refused);
    }
    return total;
  });
}

/** How many of `ids` this account holds already (what a preview says an import would not add again). */
export async function countHeld(db: Db, userId: string, ids: readonly string[]): Promise<number> {
  let held = 0;
  for (let start = 0; start < ids.length; start += ROWS_PER_INSERT) {
    const row = await db
      .selectFrom('journal_entries')
      .select((eb) => eb.fn.countAll<string | number>().as('count'))
      .where('user_id', '=', userId)
      .where('id', 'in', ids.slice(start, start + ROWS_PER_INSERT))
      .executeTakeFirstOrThrow();
    held += Number(row.count);
  }
  return held;
}

/** Writes entries within `trx`: see writeImportBatch. */
async function writeEntries(trx: Db, userId: string, batch: readonly ReadEntry[]): Promise<Written> {
  const rows = batch.map(({ entry, createdAt, updatedAt }) => newEntryRow(userId, entry, createdAt, updatedAt));
  const inserted = await trx
    .insertInto('journal_entries')
    .values(rows)
    .onConflict((conflict) => conflict.column('id').doNothing())
    .returning('id')
    .execute();
  const fresh = new Set(inserted.map((row) => row.id));
  const written: ReadEntry[] = [];
  const kept: ReadEntry[] = [];
  for (const item of batch) (fresh.delete(item.entry.id) ? written : kept).push(item);

  const refused: Refusal[] = [];
  if (kept.length > 0) {
    const ids = [...new Set(kept.map(({ entry }) => entry.id))];
    const owners = await trx.selectFrom('journal_entries').select(['id', 'user_id']).where('id', 'in', ids).execute();
    const owner = new Map(owners.map((row) => [row.id, row.user_id]));
    for (const { entry, position } of kept) {
      if (owner.get(entry.id) !== userId) {
        refused.push({ position, entry: describeEntry(entry), reason: ID_IN_USE });
      }
    }
  }
  if (written.length > 0) {
    await raiseJournalRevision(trx, userId);
    // Searchable at once, as an entry saved in the app is (docs/decisions/024).
    await searchIndexOf(trx).putMany(
      trx,
      userId,
      written.map(({ entry, createdAt }) => ({ ...entry, createdAt })),
    );
  }
  return { imported: written.length, alreadyHere: kept.length - refused.length, refused };
}

/**
 * Takes each of the file's changed sets that the account has not saved since `exportedAt` (export-file.ts has left
 * out the invalid ones and those equal to the defaults).
 */
export function takeQuestionSets(
  db: Db,
  userId: string,
  sets: Partial<Record<QuestionSetName, SetItems>>,
  exportedAt: string,
  now: string,
): Promise<QuestionSetName[]> {
  return db.transaction().execute(async (trx) => {
    const saved = await setRowsOf(trx, userId).execute();
    const taken: QuestionSetName[] = [];
    for (const [name, items] of Object.entries(sets) as [QuestionSetName, SetItems][]) {
      const mine = saved.find((row) => row.name === name);
      if (mine && Date.parse(mine.updated_at) >= Date.parse(exportedAt)) continue;
      await saveSet(trx, userId, name, items, now);
      taken.push(name);
    }
    return taken;
  });
}
