import { isValidDay } from '../../../domain/dates';
import { isEntryType } from '../../../domain/entry-types';
import { isArrayOf, isNumber, isRecord, isString } from '../../../domain/guards';
import type { RestoreRules } from '../../lib/restored-cache';

const isTime = (value: unknown): value is string => isString(value) && !Number.isNaN(Date.parse(value));
const isTimeOrNull = (value: unknown) => value === null || isTime(value);

/** Whether a link read back from browser storage has every part the sharing screen shows. */
function isShareLink(value: unknown): boolean {
  return (
    isRecord(value) &&
    isString(value.id) &&
    isString(value.name) &&
    isString(value.displayName) &&
    isValidDay(value.from) &&
    (value.to === null || isValidDay(value.to)) &&
    isArrayOf(value.types, isEntryType) &&
    typeof value.includeNotes === 'boolean' &&
    isTime(value.createdAt) &&
    isTime(value.expiresAt) &&
    isTimeOrNull(value.revokedAt) &&
    isTimeOrNull(value.lastViewedAt) &&
    isNumber(value.viewCount)
  );
}

/** The sharing screen's list, kept for offline reading; its changes need a connection and are never kept. */
export const shareLinkRestoreRules: RestoreRules = {
  queryData: (_key, data) => Array.isArray(data) && data.every(isShareLink),
  changeVariables: () => false,
};
