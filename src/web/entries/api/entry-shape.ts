import { isValidDay } from '../../../domain/dates';
import type { JournalEntry } from '../../../domain/entry-content';
import { isEntryType } from '../../../domain/entry-types';
import { isNumber, isRecord, isString } from '../../../domain/guards';

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
