// What reading another app's export gives the import: the entries it makes (each id derived from the source, so a
// second import adds nothing), what it read but does not import, or why nothing can be imported.
import { createHash } from 'node:crypto';
import { newEntrySchema } from '../../../../domain/entry-content-schema.js';
import type { NewEntry } from '../../../../domain/entry-content.js';
import type { OtherAppSource } from '../../../../domain/imports.js';
import { unstorableText } from '../../../http/validate.js';

/** A file of another app, read whole: its entries, ready to be written in one transaction. */
export interface OtherAppFile {
  source: OtherAppSource;
  entries: NewEntry[];
  /** Photos the file holds (Day One): not imported, counted so the athlete is told. */
  photos: number;
  /** Entries of the file with nothing to import (a Day One entry of photos only). */
  empty: number;
}

/** A file recognised as another app's that cannot be imported, and why, where ("Row 3: the date ... is not a date."). */
export interface OtherAppRefusal {
  source: OtherAppSource;
  refusal: string;
}

export type OtherAppRead = OtherAppFile | OtherAppRefusal;

/** Thrown by a reader at the first row it cannot import: the whole file is refused with these words. */
export class RowRefused extends Error {}

/** Any fixed UUID: the namespace of the ids derived here (RFC 9562's name-based UUIDs, version 5). */
const NAMESPACE = Buffer.from('6f1c2b0a4e7d4c1b9a3e5d2f8c7b6a59', 'hex');

/**
 * The entry id of a source's own id (a Strava activity's, a Day One entry's uuid): a version 5 UUID of the source and
 * that id, so the same file imported twice, or into two accounts, makes the same ids, and no two sources collide.
 */
export function sourceEntryId(source: OtherAppSource, sourceId: string): string {
  return nameBasedId(`${source}\u0000${sourceId}`);
}

/**
 * The id an entry of another app's file takes in one account: derived from the account too, so two athletes importing
 * the same file (or two Daylio rows of the same minute in two journals) never claim one id; one account's second
 * import of the file still makes the same ids, and adds nothing.
 */
export function accountEntryId(userId: string, fileId: string): string {
  return nameBasedId(`${userId}\u0000${fileId}`);
}

/** A version 5 UUID of `name` in our namespace. */
function nameBasedId(name: string): string {
  const hash = createHash('sha1').update(NAMESPACE).update(name).digest();
  hash[6] = (hash[6]! & 0x0f) | 0x50;
  hash[8] = (hash[8]! & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The entry as the create route would take it, or RowRefused naming `where` and the first problem in its words. */
export function checkedEntry(where: string, entry: unknown): NewEntry {
  const parsed = newEntrySchema.safeParse(entry);
  if (!parsed.success) throw new RowRefused(`${where}: ${sentence(parsed.error.issues[0]?.message ?? 'not valid')}`);
  const unstorable = unstorableText(parsed.data);
  if (unstorable) throw new RowRefused(`${where}: ${sentence(unstorable.message)}`);
  return parsed.data;
}

/** A message as the middle of a sentence: lower-case start ("Keep the title ..." -> "keep the title ..."), one stop. */
function sentence(message: string): string {
  const text = message.replace(/\.$/, '');
  return `${text.charAt(0).toLowerCase()}${text.slice(1)}.`;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/**
 * A note's basic HTML (Daylio keeps bold, lists and line breaks as tags) as plain text: a break or the end of a
 * paragraph, list item or heading is a new line, other tags go, entities are read, and blank lines collapse.
 */
export function htmlToText(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|li|h[1-6])>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
      if (name[0] !== '#') return ENTITIES[name.toLowerCase()] ?? whole;
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    })
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

const MONTHS = 'january february march april may june july august september october november december'.split(' ');

/** The month number (1-12) of an English month name, whole or of three letters or more ('Oct', 'Sept.'), or null. */
export function monthNumber(name: string): number | null {
  const word = name.toLowerCase().replace(/\.$/, '');
  const index = word.length < 3 ? -1 : MONTHS.findIndex((month) => month.startsWith(word));
  return index < 0 ? null : index + 1;
}

/** The hour (0-23), minute and second of a clock time written `20:30`, `8:30 pm` or `8:30:15 PM`, or null. */
export function clockParts(text: string): { hour: number; minute: number; second: number } | null {
  const match = /^(\d{1,2}):(\d{2})(?::(\d{2}))?\s*([ap]\.?m\.?)?$/i.exec(text.trim().replace(/[\u202f\u00a0]/g, ' '));
  if (!match) return null;
  let hour = Number(match[1]);
  const minute = Number(match[2]);
  const second = Number(match[3] ?? 0);
  const half = match[4]?.toLowerCase().replace(/\./g, '');
  if (half) {
    if (hour < 1 || hour > 12) return null;
    hour = (hour % 12) + (half === 'pm' ? 12 : 0);
  }
  return hour > 23 || minute > 59 || second > 59 ? null : { hour, minute, second };
}

const two = (n: number) => String(n).padStart(2, '0');

/** `HH:mm` of a clock time (see clockParts), or null. */
export function clock24(text: string): string | null {
  const parts = clockParts(text);
  return parts && `${two(parts.hour)}:${two(parts.minute)}`;
}
