// Another app's export, read in the worker (read-other-app.ts), previewed or written in one transaction (decision 049).
import type { ImportPreview } from '../../../../domain/imports.js';
import type { Db } from '../../../db/connect.js';
import type { ImportSummary } from '../contract.js';
import { countHeld, writeImportWhole } from '../queries.js';
import { accountEntryId, type OtherAppFile } from './other-app-file.js';

/** The file's entries under this account's ids (see accountEntryId). */
function entriesOf(file: OtherAppFile, userId: string) {
  return file.entries.map((entry) => ({ ...entry, id: accountEntryId(userId, entry.id) }));
}

/** What importing `file` would do, said before anything is written: how many entries, of which days, how many here. */
export async function previewOtherApp(db: Db, userId: string, file: OtherAppFile): Promise<ImportPreview> {
  const entries = entriesOf(file, userId);
  const days = entries.map((entry) => entry.day).sort();
  return {
    source: file.source,
    entries: entries.length,
    alreadyHere: await countHeld(
      db,
      userId,
      entries.map((entry) => entry.id),
    ),
    from: days[0] ?? null,
    to: days.at(-1) ?? null,
    photos: file.photos,
    empty: file.empty,
  };
}

/** Writes the file's entries in one transaction; an entry this account holds already (the same file before) stays. */
export async function importOtherApp(db: Db, userId: string, file: OtherAppFile, now: Date): Promise<ImportSummary> {
  const nowIso = now.toISOString();
  const written = await writeImportWhole(
    db,
    userId,
    entriesOf(file, userId).map((entry, index) => ({
      position: index + 1,
      entry,
      createdAt: nowIso,
      updatedAt: nowIso,
    })),
  );
  return {
    imported: written.imported,
    alreadyHere: written.alreadyHere,
    refusedCount: written.refused.length,
    refused: written.refused,
    questionSets: [],
    source: file.source,
  };
}
