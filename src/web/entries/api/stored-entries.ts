import { isValidDay } from '../../../domain/dates';
import { isEntryType } from '../../../domain/entry-types';
import { isArrayOf, isNumber, isRecord, isString } from '../../../domain/guards';
import type { RestoreRules } from '../../lib/restored-cache';
import { deleteCommentKey, editCommentKey, replyKey } from './comment-changes';
import { createEntryKey, deleteEntryKey, updateEntryKey } from './entry-changes';
import { isEntry, isEntryList, isHistoryPage } from './entry-shape';

/** What the journal's cached views and waiting changes must look like when read back from browser storage. */

const isDaySummary = (value: unknown): value is object =>
  isRecord(value) &&
  isValidDay(value.day) &&
  isNumber(value.entryCount) &&
  (value.averageRating === null || isNumber(value.averageRating));

const VIEW_CHECKS: Record<string, (data: unknown) => boolean> = {
  day: isEntryList,
  range: isEntryList,
  month: (data) =>
    isRecord(data) && isValidDay(data.start) && isValidDay(data.end) && isArrayOf(data.days, isDaySummary),
  history: (data) => isRecord(data) && isArrayOf(data.pages, isHistoryPage) && Array.isArray(data.pageParams),
  entry: (data) => data === null || isEntry(data),
};

const sameKey = (key: readonly unknown[], expected: readonly unknown[]) =>
  key.length === expected.length && key.every((part, index) => part === expected[index]);

/**
 * The restore rules of everything kept under the `entries` key: the journal's own views, and the views derived from
 * the entries (kept under that key so that they refresh with them) with the check each feature gives for its own.
 */
export const entryRestoreRules = (derivedViews: Record<string, (data: unknown) => boolean>): RestoreRules => ({
  queryData(key, data) {
    const check = VIEW_CHECKS[String(key[1])] ?? derivedViews[String(key[1])];
    return check !== undefined && check(data);
  },
  changeVariables(key, variables) {
    if (!isRecord(variables) || !isString(variables.id)) return false;
    if (sameKey(key, createEntryKey)) {
      return (
        isEntryType(variables.type) &&
        isValidDay(variables.day) &&
        isRecord(variables.content) &&
        // Undo of a delete carries the time the entry was first created.
        (variables.restore === undefined || (isRecord(variables.restore) && isString(variables.restore.createdAt)))
      );
    }
    if (sameKey(key, updateEntryKey)) {
      // An update kept since before updates carried their entry's type has none: it is sent all the same.
      return (
        isRecord(variables.content) &&
        (variables.type === undefined || isEntryType(variables.type)) &&
        (variables.version === undefined || isNumber(variables.version))
      );
    }
    // A comment's changes name their entry; a reply its thread's team, a reply or an edit its words.
    if (sameKey(key, replyKey)) {
      return isString(variables.entryId) && isString(variables.teamId) && isString(variables.body);
    }
    if (sameKey(key, editCommentKey)) return isString(variables.entryId) && isString(variables.body);
    if (sameKey(key, deleteCommentKey)) return isString(variables.entryId);
    return sameKey(key, deleteEntryKey);
  },
});
