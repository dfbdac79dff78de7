import { isValidDay } from '../../../domain/dates';
import type { JournalEntry } from '../../../domain/entry-content';
import { isEntryType } from '../../../domain/entry-types';
import { isArrayOf, isNumber, isRecord, isString } from '../../../domain/guards';

/**
 * Whether a value nothing promises (read back from the browser's store, or carried beside an error answer) has an
 * entry's shape. Its content is the server's, as stored: the views show it as they show any answer of the server.
 */
export const isEntry = (value: unknown): value is JournalEntry =>
  isRecord(value) &&
  isString(value.id) &&
  isEntryType(value.type) &&
  isValidDay(value.day) &&
  isString(value.timestamp) &&
  isRecord(value.content) &&
  isNumber(value.version) &&
  isString(value.createdAt);

/** A list of entries: a day's, a range's. */
export const isEntryList = (value: unknown): value is JournalEntry[] => isArrayOf(value, isEntry);

/** A page of the history: its entries, and the cursor of the next page (null on the last). */
export const isHistoryPage = (value: unknown): value is { entries: JournalEntry[]; nextCursor: string | null } =>
  isRecord(value) && isEntryList(value.entries) && (value.nextCursor === null || isString(value.nextCursor));
