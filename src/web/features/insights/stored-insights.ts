import { isValidDay } from '../../../domain/dates';
import { isInsightPeriod, type Insights } from '../../../domain/insights/contract';
import { PLAN_ADHERENCE } from '../../../domain/entry-content';
import { isArrayOf, isNumber, isRecord, isString } from '../../../domain/guards';

/**
 * Whether insights read back from browser storage have every part the Insights screen draws. Anyone (or any bug)
 * may have changed what the browser kept: a damaged answer is dropped, and the screen asks the server again.
 */

const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean';
const isNumberOrNull = (value: unknown): value is number | null => value === null || isNumber(value);
const isStringOrNull = (value: unknown): value is string | null => value === null || isString(value);
const isDay = (value: unknown): value is string => isValidDay(value);

/** A list with one value per week of the period. */
const isWeekly = <T>(value: unknown, weeks: number, isItem: (item: unknown) => item is T): value is T[] =>
  isArrayOf(value, isItem) && value.length === weeks;

const isSeries = (weeks: number) => (value: unknown) =>
  isRecord(value) && isString(value.key) && isString(value.label) && isWeekly(value.values, weeks, isNumberOrNull);

const isCheckInItem = (value: unknown) =>
  isRecord(value) && isString(value.key) && isString(value.label) && isNumber(value.value) && isString(value.word);

const isLatestCheckIn = (value: unknown) =>
  value === null ||
  (isRecord(value) &&
    isDay(value.day) &&
    Array.isArray(value.items) &&
    value.items.every(isCheckInItem) &&
    isNumberOrNull(value.score) &&
    isNumberOrNull(value.sleepHours));

const isPlanAnswer = (value: unknown) =>
  isRecord(value) &&
  (PLAN_ADHERENCE as readonly unknown[]).includes(value.answer) &&
  isNumber(value.games) &&
  isNumberOrNull(value.averageRating) &&
  isNumber(value.ratedGames);

const isPatternGroup = (value: unknown) =>
  isRecord(value) && isString(value.label) && isNumber(value.days) && isNumberOrNull(value.average);

const isPattern = (value: unknown) =>
  isRecord(value) &&
  isString(value.id) &&
  isString(value.title) &&
  isBoolean(value.enough) &&
  isString(value.text) &&
  Array.isArray(value.groups) &&
  value.groups.length === 2 &&
  value.groups.every(isPatternGroup);

export function isStoredInsights(value: unknown): value is Insights {
  if (
    !isRecord(value) ||
    !isInsightPeriod(value.period) ||
    !isDay(value.today) ||
    !isBoolean(value.hasEntries) ||
    !isString(value.headline)
  ) {
    return false;
  }
  if (!isArrayOf(value.weeks, isDay) || value.weeks.length === 0) return false;
  const weeks = value.weeks.length;
  const { load, ratings, wellness, gamePlan, consistency, availability, patterns } = value;
  return (
    isRecord(load) &&
    isString(load.summary) &&
    isWeekly(load.weekly, weeks, isNumber) &&
    isWeekly(load.fourWeekAverage, weeks, isNumberOrNull) &&
    isNumberOrNull(load.monotony) &&
    isNumberOrNull(load.strain) &&
    isRecord(ratings) &&
    isArrayOf(ratings.summaries, isString) &&
    Array.isArray(ratings.series) &&
    ratings.series.every(isSeries(weeks)) &&
    isRecord(wellness) &&
    isString(wellness.summary) &&
    Array.isArray(wellness.series) &&
    wellness.series.every(isSeries(weeks)) &&
    isLatestCheckIn(wellness.latest) &&
    isArrayOf(wellness.unusual, isString) &&
    isStringOrNull(wellness.unusualNote) &&
    isRecord(gamePlan) &&
    isString(gamePlan.summary) &&
    Array.isArray(gamePlan.answers) &&
    gamePlan.answers.every(isPlanAnswer) &&
    isRecord(availability) &&
    isNumber(availability.available) &&
    isNumber(availability.days) &&
    isString(availability.summary) &&
    isRecord(consistency) &&
    isNumber(consistency.daysThisMonth) &&
    isNumber(consistency.currentRun) &&
    isNumber(consistency.longestRun) &&
    Array.isArray(patterns) &&
    patterns.every(isPattern)
  );
}
