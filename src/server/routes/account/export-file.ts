import { z } from 'zod';
import { newEntrySchema } from '../../../domain/entry-content-schema.js';
import type { NewEntry } from '../../../domain/entry-content.js';
import { entryTypeLabel, isEntryType } from '../../../domain/entry-types.js';
import { questionSetSchema } from '../../../domain/question-set-schema.js';
import { defaultSet, QUESTION_SET_NAMES, type QuestionSetName, type SetItems } from '../../../domain/question-sets.js';
import { describeIssues, unstorableText } from '../../http/validate.js';
import { isRecord } from '../../../domain/guards.js';

/** Refusals listed one by one in the summary; past these, only counted. */
export const LISTED_REFUSALS = 100;

/** Entries a file may hold: no export of 20 MB holds as many (its smallest entry takes about 90 bytes). */
export const MAX_ENTRIES = 250_000;
/**
 * Values (strings, objects, lists and their items) a file may hold, counted before it is parsed. Parsed, each takes
 * up to about 55 bytes, so this bounds what the worker's memory holds at about 280 MB; a 20 MB export of the
 * smallest entries holds 2.7 million (137 MB). 20 MB of `{},` would hold 14 million.
 */
const MAX_VALUES = 5_000_000;

/** Why an entry of the file was refused: its place in the file, what it is when that is known, and why. */
export interface Refusal {
  position: number;
  entry: string;
  reason: string;
}

/** An entry of the file checked as a new entry is, ready to be written. */
export interface ReadEntry {
  position: number;
  entry: NewEntry;
  createdAt: string;
  updatedAt: string;
}

/** A Touchline export, read and checked: what the import writes, and what it refused before writing. */
export interface ReadExport {
  exportedAt: string;
  entries: ReadEntry[];
  /** The first LISTED_REFUSALS refusals, in file order. */
  refused: Refusal[];
  refusedCount: number;
  /** The file's question sets that are valid and not the defaults. */
  questionSets: Partial<Record<QuestionSetName, SetItems>>;
}

/** What makes a file a Touchline export: when it was made, its entries, and (optionally) its question sets. */
const exportFile = z.object({
  exportedAt: z.string().refine((text) => !Number.isNaN(Date.parse(text))),
  account: z.object({}).loose(),
  entries: z.array(z.unknown()),
  questionSets: z.record(z.string(), z.unknown()).optional(),
});

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The file's time as ISO UTC text, or `now` when it is missing, not a time, before 1970 or more than a day after
 * `now`: such a time (a six-digit year) would sort as text before every real one and read as nonsense on its card.
 */
function writtenAtOr(value: unknown, now: string): string {
  const time = typeof value === 'string' ? Date.parse(value) : Number.NaN;
  return time >= 0 && time <= Date.parse(now) + DAY_MS ? new Date(time).toISOString() : now;
}

/** "Training, 2026-03-02" for a refusal, from whatever the file says of the entry. */
export function describeEntry(raw: unknown): string {
  if (!isRecord(raw)) return 'not an entry';
  const type = isEntryType(raw.type) ? entryTypeLabel(raw.type) : 'Unknown type';
  return typeof raw.day === 'string' ? `${type}, ${raw.day.slice(0, 10)}` : type;
}

/** An entry of the file as a new entry would be checked, or why it cannot be one. */
function checkEntry(raw: unknown): { entry: NewEntry } | { reason: string } {
  const fields = isRecord(raw) ? { id: raw.id, type: raw.type, day: raw.day, content: raw.content } : raw;
  const parsed = newEntrySchema.safeParse(fields);
  if (!parsed.success) return { reason: describeIssues(parsed.error).message };
  const unstorable = unstorableText(parsed.data);
  if (unstorable) return { reason: `${unstorable.field}: ${unstorable.message}` };
  return { entry: parsed.data };
}

/** The file's sets that are valid and were changed where they came from (a set equal to the defaults never was). */
function changedSets(sets: Record<string, unknown>): ReadExport['questionSets'] {
  const changed: ReadExport['questionSets'] = {};
  for (const name of QUESTION_SET_NAMES) {
    const parsed = questionSetSchema(name).safeParse(sets[name]);
    if (!parsed.success || unstorableText(parsed.data) !== null) continue;
    const defaults = questionSetSchema(name).parse({ items: defaultSet(name).items });
    if (JSON.stringify(parsed.data.items) === JSON.stringify(defaults.items)) continue;
    changed[name] = parsed.data.items as SetItems;
  }
  return changed;
}

/** Whether the JSON text holds more than `limit` values (a bound: a key counts as one), without parsing it. */
function holdsMoreValues(bytes: Uint8Array, limit: number): boolean {
  const QUOTE = 0x22;
  const BACKSLASH = 0x5c;
  let values = 0;
  let inString = false;
  for (let index = 0; index < bytes.length; index++) {
    const byte = bytes[index];
    if (inString) {
      if (byte === BACKSLASH) index++;
      else if (byte === QUOTE) inString = false;
    } else if (byte === QUOTE || byte === 0x7b || byte === 0x5b || byte === 0x2c) {
      inString = byte === QUOTE;
      if (++values > limit) return true;
    }
  }
  return false;
}

/**
 * Reads an uploaded file as a Touchline export, checking every entry as a new one is checked: 'not-an-export', or
 * 'too-large' when it holds more than an export of 20 MB can (which would take the worker's memory and time for
 * nothing). Entries without valid creation or update times get `now` (see writtenAtOr). Runs in the import's worker thread: parsing
 * and checking 20 MB takes seconds, which the server's own thread must spend answering other requests.
 */
export function readExport(bytes: Uint8Array, now: string): ReadExport | 'not-an-export' | 'too-large' {
  if (holdsMoreValues(bytes, MAX_VALUES)) return 'too-large';
  let json: unknown;
  try {
    json = JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    return 'not-an-export';
  }
  if (isRecord(json) && Array.isArray(json.entries) && json.entries.length > MAX_ENTRIES) return 'too-large';
  const parsed = exportFile.safeParse(json);
  if (!parsed.success) return 'not-an-export';
  const { exportedAt, entries: rawEntries, questionSets = {} } = parsed.data;

  const entries: ReadEntry[] = [];
  const refused: Refusal[] = [];
  let refusedCount = 0;
  rawEntries.forEach((raw, index) => {
    const position = index + 1;
    const checked = checkEntry(raw);
    if ('reason' in checked) {
      refusedCount += 1;
      if (refused.length < LISTED_REFUSALS)
        refused.push({ position, entry: describeEntry(raw), reason: checked.reason });
    } else {
      const fields = raw as Record<string, unknown>;
      const createdAt = writtenAtOr(fields.createdAt, now);
      entries.push({ position, entry: checked.entry, createdAt, updatedAt: writtenAtOr(fields.updatedAt, now) });
    }
  });
  return { exportedAt, entries, refused, refusedCount, questionSets: changedSets(questionSets) };
}
