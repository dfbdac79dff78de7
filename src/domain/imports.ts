// Imports from other apps (issue 34, decision 049): which apps, and the preview sentence the athlete confirms before
// anything is written. Pure: the server reads the files and counts; this only words what it found.
import { displayDay, displayDayWithYear, type Day } from './dates.js';

/** The apps whose exports the profile's import reads, recognised by their content. */
export const OTHER_APP_SOURCES = ['Daylio', 'Strava', 'Day One'] as const;
export type OtherAppSource = (typeof OTHER_APP_SOURCES)[number];

/** What a file would import, as the server answers a preview. */
export interface ImportPreview {
  source: OtherAppSource;
  /** Entries the file makes; notes, except Strava's training sessions. */
  entries: number;
  /** Of those, how many this account holds already (an earlier import of the same file): they are not added again. */
  alreadyHere: number;
  /** The first and last day of the entries (null with none). */
  from: Day | null;
  to: Day | null;
  /** Photos the file holds (not imported), and entries with nothing to import (photos only). */
  photos: number;
  empty: number;
}

/** "October 3 to 5, 2026", "September 30 to October 2, 2026", "December 30, 2025 to January 2, 2026", "October 3, 2026". */
export function dayRangeText(from: Day, to: Day): string {
  if (from === to) return displayDayWithYear(from);
  if (from.slice(0, 4) !== to.slice(0, 4)) return `${displayDayWithYear(from)} to ${displayDayWithYear(to)}`;
  const end =
    from.slice(0, 7) === to.slice(0, 7) ? displayDayWithYear(to).replace(/^\S+ /, '') : displayDayWithYear(to);
  return `${displayDay(from)} to ${end}`;
}

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * The preview's sentence: "3 notes from Daylio, October 3 to 5, 2026", then what will not be added ("2 already
 * here", "4 photos not imported", "1 entry without text left out"), each its own sentence.
 */
export function importPreviewText(preview: ImportPreview): string {
  const kind = preview.source === 'Strava' ? ['training entry', 'training entries'] : ['note', 'notes'];
  const what = `${count(preview.entries, kind[0]!, kind[1]!)} from ${preview.source}`;
  const when = preview.from && preview.to ? `, ${dayRangeText(preview.from, preview.to)}` : '';
  const notes = [
    preview.alreadyHere > 0 ? `${preview.alreadyHere} already here, not added again.` : '',
    preview.photos > 0 ? `${count(preview.photos, 'photo', 'photos')} not imported.` : '',
    preview.empty > 0 ? `${count(preview.empty, 'entry', 'entries')} without text left out.` : '',
  ].filter(Boolean);
  return [`${what}${when}.`, ...notes].join(' ');
}

/** The summary after writing: "Imported 3 entries, 0 already here" (an import of the same file again: 0, 3). */
export function importedText(imported: number, alreadyHere: number): string {
  return `Imported ${count(imported, 'entry', 'entries')}, ${alreadyHere} already here`;
}
