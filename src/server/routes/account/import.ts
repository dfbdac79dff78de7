import type { Db } from '../../db/connect.js';
import type { ImportSummary } from './contract.js';
import { LISTED_REFUSALS, type Refusal } from './export-file.js';
import type { OpenExport } from './export-reader.js';
import { takeQuestionSets, writeImportBatch } from './queries.js';
import { writePace } from './write-pace.js';

/**
 * Imports a Touchline export into an account. The file is read and every entry checked as a new one is in the
 * reader's worker thread; the entries are then written in short batches (write-pace.ts), each its own transaction,
 * so that no write holds the database (or, with SQLite, the server's thread) for long. An import stopped half-way
 * (the server stopped, the database failed) keeps the batches written: importing the file again adds the rest and
 * nothing twice. A question set is taken at the end, when the account has not changed it since the file was
 * exported and at least one of the file's entries went in or was here already.
 */
export async function importExport(db: Db, file: OpenExport, userId: string, now: Date): Promise<ImportSummary> {
  const nowIso = now.toISOString();
  try {
    // Refused here (ids in use in other accounts), in file order as the reader's are: the first LISTED_REFUSALS of each
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
      const written = await pace.time(batch.length, () => writeImportBatch(db, userId, batch));
      imported += written.imported;
      alreadyHere += written.alreadyHere;
      refusedCount += written.refused.length;
      refusedHere.push(...written.refused.slice(0, LISTED_REFUSALS - refusedHere.length));
    }
    // A file none of whose entries could go in (another account's export, say) changes nothing, its question sets
    // included: no batch wrote anything, and the sets are left alone. A file without entries still brings its sets.
    const allRefused = imported === 0 && alreadyHere === 0 && refusedCount > 0;
    const questionSets = allRefused
      ? []
      : await takeQuestionSets(db, userId, file.questionSets, file.exportedAt, nowIso);
    const refused = [...file.refused, ...refusedHere].sort((a, b) => a.position - b.position);
    return { imported, alreadyHere, refusedCount, refused: refused.slice(0, LISTED_REFUSALS), questionSets };
  } finally {
    file.close();
  }
}
