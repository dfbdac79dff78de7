import type { ExportedComment } from '../../../domain/comments.js';
import type { JournalEntry } from '../../../domain/entry-content.js';
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
}
