import { isValidDay } from '../../../domain/dates';
import { isNumber, isRecord, isString } from '../../../domain/guards';
import type { RestoreRules } from '../../lib/restored-cache';

const isListOf = (value: unknown, isItem: (item: unknown) => boolean) => Array.isArray(value) && value.every(isItem);

const isNumberOrNull = (value: unknown) => value === null || isNumber(value);

const isItem = (value: unknown) =>
  isRecord(value) && isString(value.key) && isNumber(value.value) && isString(value.word);

const isFlag = (value: unknown) => isRecord(value) && isString(value.rule) && isString(value.words);

/** An athlete's availability: null (no Health entry), or its status and words (what the page shows). */
const isAvailability = (value: unknown) =>
  value === null || (isRecord(value) && isString(value.status) && isString(value.words) && isNumberOrNull(value.pain));

function isSquadRow(value: unknown): boolean {
  if (!isRecord(value)) return false;
  const { checkIn, load } = value;
  return (
    isString(value.memberId) &&
    isString(value.name) &&
    (checkIn === null || (isRecord(checkIn) && isNumber(checkIn.score) && isListOf(checkIn.items, isItem))) &&
    isNumberOrNull(value.hoursSlept) &&
    isRecord(load) &&
    isString(load.words) &&
    isNumberOrNull(value.latestRating) &&
    (value.lastEntryDay === null || isValidDay(value.lastEntryDay)) &&
    isListOf(value.flags, isFlag) &&
    (value.checkedInBy === null || typeof value.checkedInBy === 'boolean') &&
    isAvailability(value.availability)
  );
}

/** Whether a squad read back from browser storage has every part the squad page shows. */
function isStoredSquad(value: unknown): boolean {
  return (
    isRecord(value) &&
    isRecord(value.team) &&
    isString(value.team.id) &&
    isString(value.team.name) &&
    isValidDay(value.today) &&
    isNumber(value.checkedIn) &&
    (value.checkInRequest === null || (isRecord(value.checkInRequest) && isString(value.checkInRequest.byTime))) &&
    isListOf(value.athletes, isSquadRow)
  );
}

/** The squad page's answer, kept for offline reading; the team's changes need a connection and are never kept. */
export const squadRestoreRules: RestoreRules = {
  queryData: (_key, data) => isStoredSquad(data),
  changeVariables: () => false,
};
