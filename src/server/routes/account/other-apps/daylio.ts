// Daylio's CSV export (decision 049): one row a mood entry, a Note on its day, titled by its note title, its text the
// note (HTML tags dropped) and a last line "Mood: good · Activities: football | gym". Two layouts are read: today's
// (full_date,date,weekday,time,mood,activities,note_title,note, some with a scales column) and the older one
// (year,date,weekday,time,mood,activities,note, the date "October 3" and 12-hour times).
import { isValidDay } from '../../../../domain/dates.js';
import type { NewEntry } from '../../../../domain/entry-content.js';
import { checkedEntry, clock24, htmlToText, monthNumber, RowRefused, sourceEntryId } from './other-app-file.js';

/** The columns each layout must have, by name (Daylio writes them in this order; any order is read). */
const CURRENT = ['full_date', 'time', 'mood', 'activities', 'note'] as const;
const OLDER = ['year', 'date', 'time', 'mood', 'activities', 'note'] as const;

/** Whether a CSV's header is one of Daylio's. */
export function isDaylioHeader(header: readonly string[]): boolean {
  const names = new Set(header.map((name) => name.trim().toLowerCase()));
  return [CURRENT, OLDER].some((layout) => layout.every((name) => names.has(name)));
}

/** "October 3", "3 October", "Oct 3" of `year` as a day, or null. */
function olderDay(year: string, date: string): string | null {
  const words = date.trim().split(/\s+/);
  if (words.length !== 2 || !/^\d{4}$/.test(year.trim())) return null;
  const [first, second] = words as [string, string];
  const [monthWord, dayWord] = /^\d+$/.test(first) ? [second, first] : [first, second];
  const month = monthNumber(monthWord);
  if (!month || !/^\d{1,2}$/.test(dayWord)) return null;
  const day = `${year.trim()}-${String(month).padStart(2, '0')}-${dayWord.padStart(2, '0')}`;
  return isValidDay(day) ? day : null;
}

/**
 * Daylio's rows as Notes (`rows[0]` the header). The first row that cannot be one refuses the whole file, named by
 * its row as a spreadsheet numbers it (the header is row 1).
 */
export function readDaylio(rows: readonly string[][]): NewEntry[] {
  const header = rows[0]!.map((name) => name.trim().toLowerCase());
  const column = (name: string) => header.indexOf(name);
  const at = (row: readonly string[], name: string) => (column(name) < 0 ? '' : (row[column(name)] ?? '').trim());
  const current = column('full_date') >= 0;
  const seen = new Map<string, number>();
  return rows.slice(1).map((row, index) => {
    const where = `Row ${index + 2}`;
    const dateText = current ? at(row, 'full_date') : `${at(row, 'date')} ${at(row, 'year')}`;
    const day = current
      ? isValidDay(at(row, 'full_date'))
        ? at(row, 'full_date')
        : null
      : olderDay(at(row, 'year'), at(row, 'date'));
    if (!day) throw new RowRefused(`${where}: the date ${dateText.trim() || '(empty)'} is not a date.`);
    const time = clock24(at(row, 'time'));
    if (!time) throw new RowRefused(`${where}: the time ${at(row, 'time') || '(empty)'} is not a time.`);
    // Daylio keeps no id: a row is its day and time, and the second row of one minute its own.
    const moment = `${day} ${time}`;
    const occurrence = (seen.get(moment) ?? 0) + 1;
    seen.set(moment, occurrence);
    const facts = [
      at(row, 'mood') && `Mood: ${at(row, 'mood')}`,
      at(row, 'activities') && `Activities: ${at(row, 'activities')}`,
      at(row, 'scales') && `Scales: ${at(row, 'scales')}`,
    ].filter(Boolean);
    const text = [htmlToText(at(row, 'note')), facts.join(' · ')].filter(Boolean).join('\n\n');
    const title = htmlToText(at(row, 'note_title'));
    return checkedEntry(where, {
      id: sourceEntryId('Daylio', occurrence === 1 ? moment : `${moment} #${occurrence}`),
      type: 'Note',
      day,
      content: { ...(title ? { title } : {}), text },
    });
  });
}
