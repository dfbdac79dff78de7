// Day One's export (decision 049): the .zip (one <Journal>.json per journal, and the photos, which are counted, not
// imported) or a bare journal JSON. Each entry a Note on its creationDate's day in its own time zone, its Markdown
// text kept with Day One's escapes (`\.`, `\!`) undone, and its tags as a last line "Tags: preseason, travel".
import { unzipSync } from 'fflate';
import { displayDayWithYear } from '../../../../domain/dates.js';
import type { NewEntry } from '../../../../domain/entry-content.js';
import { isRecord } from '../../../../domain/guards.js';
import { isTimeZone, wallClock } from '../../../../domain/reminders/schedule.js';
import { checkedEntry, RowRefused, sourceEntryId } from './other-app-file.js';

/** The most the journals of a zip may unpack to: a 20 MB zip of text unpacks to a few times that, a zip bomb to more. */
export const MAX_UNZIPPED_BYTES = 200 * 1024 * 1024;

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];

/** Whether the bytes are a zip file. */
export const isZip = (bytes: Uint8Array): boolean => ZIP_MAGIC.every((byte, index) => bytes[index] === byte);

/** Whether parsed JSON is a Day One journal: `metadata` and `entries`, each entry with a uuid and creationDate. */
export function isDayOneJournal(json: unknown): json is { entries: unknown[] } {
  return (
    isRecord(json) &&
    isRecord(json.metadata) &&
    Array.isArray(json.entries) &&
    json.entries.every((entry) => isRecord(entry) && typeof entry.uuid === 'string' && 'creationDate' in entry)
  );
}

/** The journals of a Day One zip, parsed; RowRefused when it holds none or unpacks to too much. */
export function journalsOfZip(bytes: Uint8Array): unknown[] {
  let unpacked = 0;
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(bytes, {
      // Photos are never unpacked: only the journals are read.
      filter: (file) => {
        if (!file.name.toLowerCase().endsWith('.json') || file.name.includes('__MACOSX')) return false;
        unpacked += file.originalSize;
        if (unpacked > MAX_UNZIPPED_BYTES) throw new RowRefused('The zip unpacks to more than 200 MB of journals.');
        return true;
      },
    });
  } catch (error) {
    if (error instanceof RowRefused) throw error;
    throw new RowRefused('The zip file is damaged: it cannot be opened.');
  }
  const names = Object.keys(files).sort();
  if (names.length === 0) throw new RowRefused('The zip file holds no Day One journal (a .json file).');
  return names.map((name) => {
    try {
      const json: unknown = JSON.parse(new TextDecoder().decode(files[name]));
      if (isDayOneJournal(json)) return json;
    } catch {
      // said below
    }
    throw new RowRefused(`${name} is not a Day One journal.`);
  });
}

/** Day One's Markdown escapes undone: `\.` is `.`, `\!` is `!` (its text is kept as Markdown otherwise). */
export const unescapeDayOne = (text: string): string => text.replace(/\\([\\`*_{}[\]()#+\-.!>|~<=])/g, '$1');

/** What Day One's journals make: their Notes, the photos they hold, and the entries with nothing but photos. */
export function readDayOne(
  journals: readonly unknown[],
  fallbackZone: string,
): { entries: NewEntry[]; photos: number; empty: number } {
  const entries: NewEntry[] = [];
  const ids = new Set<string>();
  let photos = 0;
  let empty = 0;
  let position = 0;
  for (const journal of journals) {
    if (!isDayOneJournal(journal)) continue;
    for (const raw of journal.entries) {
      position += 1;
      const entry = raw as Record<string, unknown>;
      photos += Array.isArray(entry.photos) ? entry.photos.length : 0;
      const created = typeof entry.creationDate === 'string' ? new Date(entry.creationDate) : null;
      if (!created || Number.isNaN(created.getTime())) {
        throw new RowRefused(`Entry ${position}: the date ${String(entry.creationDate)} is not a date.`);
      }
      const zone = isTimeZone(entry.timeZone) ? entry.timeZone : fallbackZone;
      const day = wallClock(created, zone).day;
      const tags = Array.isArray(entry.tags) ? entry.tags.filter((tag) => typeof tag === 'string' && tag.trim()) : [];
      const body = typeof entry.text === 'string' ? unescapeDayOne(entry.text).trim() : '';
      const text = [body, tags.length > 0 ? `Tags: ${tags.join(', ')}` : ''].filter(Boolean).join('\n\n');
      if (text === '') {
        empty += 1;
        continue;
      }
      const id = sourceEntryId('Day One', entry.uuid as string);
      // The same entry in two journals of one zip is one entry.
      if (ids.has(id)) continue;
      ids.add(id);
      entries.push(
        checkedEntry(`Entry ${position} (${displayDayWithYear(day)})`, { id, type: 'Note', day, content: { text } }),
      );
    }
  }
  return { entries, photos, empty };
}
