import type { QuestionSetName, SetItems } from '../../../domain/question-sets.js';
import type { Db } from '../../db/connect.js';
import { raiseJournalRevision } from '../../db/journal-revision.js';
import { searchIndexOf } from '../../db/search-index/index.js';
import { newEntryRow } from '../../data/entries.js';
import { saveSet } from '../../data/question-sets.js';
import { describeEntry, LISTED_REFUSALS, type ReadEntry, type Refusal } from './export-file.js';
import type { ExportReader } from './export-reader.js';
import { writePace } from './write-pace.js';

/** The largest file an import takes. */
export const IMPORT_MAX_BYTES = 20 * 1024 * 1024;

export const NOT_AN_EXPORT = 'This file is not a Touchline export (the JSON file from Profile -> Export my data).';

export interface ImportSummary {
  imported: number;
  alreadyHere: number;
  refusedCount: number;
  /** Why each entry was refused (the first 100): its place in the file, and what it is when that is known. */
  refused: Refusal[];
  /** The question sets taken from the file (newer than the account's). */
  questionSets: QuestionSetName[];
}

interface Written {
  imported: number;
  alreadyHere: number;
  refused: Refusal[];
}

/**
 * Writes a batch in one transaction: each entry kept under its own id, so a second import of the same file adds
 * nothing; an id the account holds (from an earlier import, or earlier in this file) is already here, and an id
 * another account holds is refused, never overwritten.
 */
function writeBatch(db: Db, userId: string, batch: readonly ReadEntry[]): Promise<Written> {
  return db.transaction().execute(async (trx) => {
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
          refused.push({ position, entry: describeEntry(entry), reason: 'Its id belongs to another account' });
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
  });
}

/**
 * Imports a Touchline export into an account. The file is read and every entry checked as a new one is in the
 * reader's worker thread; the entries are then written in short batches (write-pace.ts), each its own transaction,
 * so that no write holds the database (or, with SQLite, the server's thread) for long. An import stopped half-way
 * (the server stopped, the database failed) keeps the batches written: importing the file again adds the rest and
 * nothing twice. A question set is taken at the end, when the account has not changed it since the file was
 * exported. Null when the file is not an export (nothing is written).
 */
export async function importExport(
  db: Db,
  reader: ExportReader,
  userId: string,
  bytes: ArrayBuffer,
  now: Date,
): Promise<ImportSummary | null> {
  const nowIso = now.toISOString();
  const file = await reader.open(bytes, nowIso);
  if (!file) return null;
  try {
    // Refused here (ids of other accounts), in file order as the reader's are: the first LISTED_REFUSALS of each
    // list hold the first of both.
    const refusedHere: Refusal[] = [];
    let refusedCount = file.refusedCount;
    let imported = 0;
    let alreadyHere = 0;
    const pace = writePace();
    const read = () => {
      const batch = file.next(pace.size);
      batch.catch(() => {}); // awaited below, unless a write failed first
      return batch;
    };
    // The next batch is read while this one is written.
    let next = read();
    for (let batch = await next; batch.length > 0; batch = await next) {
      await pace.rest();
      next = read();
      const written = await pace.time(batch.length, () => writeBatch(db, userId, batch));
      imported += written.imported;
      alreadyHere += written.alreadyHere;
      refusedCount += written.refused.length;
      refusedHere.push(...written.refused.slice(0, LISTED_REFUSALS - refusedHere.length));
    }
    const questionSets = await importQuestionSets(db, userId, file.questionSets, file.exportedAt, nowIso);
    const refused = [...file.refused, ...refusedHere].sort((a, b) => a.position - b.position);
    return { imported, alreadyHere, refusedCount, refused: refused.slice(0, LISTED_REFUSALS), questionSets };
  } finally {
    file.close();
  }
}

/**
 * Takes each of the file's changed sets that the account has not saved since `exportedAt` (export-file.ts has left
 * out the invalid ones and those equal to the defaults).
 */
function importQuestionSets(
  db: Db,
  userId: string,
  sets: Partial<Record<QuestionSetName, SetItems>>,
  exportedAt: string,
  now: string,
): Promise<QuestionSetName[]> {
  return db.transaction().execute(async (trx) => {
    const saved = await trx
      .selectFrom('question_sets')
      .select(['name', 'updated_at'])
      .where('user_id', '=', userId)
      .execute();
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
