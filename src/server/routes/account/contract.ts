import type { JournalEntry } from '../../../domain/entry-content.js';
import type { QuestionSets } from '../question-sets/contract.js';

/** Everything Touchline keeps of one athlete, as GET /api/account/export answers it. */
export interface AccountExport {
  exportedAt: string;
  account: { email: string; createdAt: string };
  /** Every entry, oldest day first. */
  entries: JournalEntry[];
  /** Every question set, migrated to the current version (the defaults where never saved). */
  questionSets: QuestionSets;
}

/** The download's file name, dated by the UTC day of the export: touchline-export-2026-03-05.json. */
export function exportFileName(exportedAt: string): string {
  return `touchline-export-${exportedAt.slice(0, 10)}.json`;
}
