import { z } from 'zod';
import type { ExportedComment } from '../../../domain/comments.js';
import { isTimeZone } from '../../../domain/reminders/schedule.js';
import type { JournalEntry } from '../../../domain/entry-content.js';
import type { ImportPreview, OtherAppSource } from '../../../domain/imports.js';
import type { QuestionSetName } from '../../../domain/question-sets.js';
import type { QuestionSets } from '../question-sets/contract.js';
import type { Refusal } from './export-file.js';

/** An entry as the export keeps it: with its comments, as nobody in particular reads them. */
export type ExportedEntry = JournalEntry extends infer E
  ? E extends JournalEntry
    ? Omit<E, 'comments'> & { comments: ExportedComment[] }
    : never
  : never;

/** Everything Touchline keeps of one athlete, as GET /api/account/export answers it. */
export interface AccountExport {
  exportedAt: string;
  account: { email: string; createdAt: string };
  /** Every entry, oldest day first, each with its comments (every team's thread), oldest first. */
  entries: ExportedEntry[];
  /** Every question set, migrated to the current version (the defaults where never saved). */
  questionSets: QuestionSets;
}

/** The download's file name, dated by the UTC day of the export: touchline-export-2026-03-05.json. */
export function exportFileName(exportedAt: string): string {
  return `touchline-export-${exportedAt.slice(0, 10)}.json`;
}

/**
 * POST /import's query: the time zone that places another app's UTC times on the athlete's days (the browser's; UTC
 * when none is sent), and `preview=true` to be told what another app's file would import, writing nothing.
 */
export const importQuery = z.object({
  timeZone: z.string().refine(isTimeZone, 'Choose a time zone from the list (such as Europe/Madrid)').default('UTC'),
  preview: z
    .enum(['true', 'false'], 'preview is true or false')
    .optional()
    .transform((value) => value === 'true'),
});

/** The largest file POST /import takes. */
export const IMPORT_MAX_BYTES = 20 * 1024 * 1024;

/** POST /import's answer `{ summary }`. */
export interface ImportSummary {
  imported: number;
  alreadyHere: number;
  refusedCount: number;
  /** Why each entry was refused (the first 100): its place in the file, and what it is when that is known. */
  refused: Refusal[];
  /** The question sets taken from the file (newer than the account's). */
  questionSets: QuestionSetName[];
  /** The app the file came from, when it is another app's export (decision 049). */
  source?: OtherAppSource;
}

/** POST /import?preview=true's answer for another app's file: what it would import; nothing is written. */
export interface ImportPreviewAnswer {
  preview: ImportPreview;
}
