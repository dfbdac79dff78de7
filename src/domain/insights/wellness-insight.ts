// The wellness check-in over weeks, the latest check-in item by item, and what is unusual for this athlete
// (McLean et al. 2010; flags relative to the athlete's own last 28 days, never fixed thresholds).
import { addDays, displayDay, type Day } from '../dates.js';
import { WELLNESS_ITEMS, wellnessScore, wellnessWord, type WellnessItemKey } from '../wellness.js';
import type { CheckInItem, WeeklySeries, WellnessInsight } from './contract.js';
import { mean, oneDecimal, populationSd } from './stats.js';
import { ATHLETE_VOICE, type Voice } from './voice.js';
import { weekNumber, type TimeWords } from './weeks.js';
import { isRecord } from '../guards.js';

type CheckInValues = Partial<Record<WellnessItemKey, number>> & { sleepHours?: number };

const itemValue = (x: unknown): number | undefined =>
  typeof x === 'number' && Number.isInteger(x) && x >= 1 && x <= 5 ? x : undefined;

/**
 * Each day's check-in: the one written last when a day has two (made offline on two devices), as the Today view
 * counts it. Item values outside 1-5 are left out.
 */
export function checkInsByDay(
  entries: readonly { id: string; type: string; day: Day; createdAt: string; content: unknown }[],
): Map<Day, CheckInValues> {
  const latest = new Map<Day, { createdAt: string; id: string; content: unknown }>();
  for (const entry of entries) {
    if (entry.type !== 'Wellness') continue;
    const kept = latest.get(entry.day);
    if (!kept || entry.createdAt > kept.createdAt || (entry.createdAt === kept.createdAt && entry.id > kept.id))
      latest.set(entry.day, entry);
  }
  const checkIns = new Map<Day, CheckInValues>();
  for (const [day, { content }] of latest) {
    if (!isRecord(content)) continue;
    const values: CheckInValues = {};
    for (const { key } of WELLNESS_ITEMS) {
      const value = itemValue(content[key]);
      if (value !== undefined) values[key] = value;
    }
    if (typeof content.sleepHours === 'number' && Number.isFinite(content.sleepHours))
      values.sleepHours = content.sleepHours;
    checkIns.set(day, values);
  }
  return checkIns;
}

/** Check-ins the 28 days before a check-in must hold before anything is called unusual. */
export const UNUSUAL_NEEDS_CHECK_INS = 14;
/** How far below the athlete's own mean (in their SDs) a value is unusual. */
export const UNUSUAL_SDS = 1.5;

/** Which way a low score moves an item, in neutral words: a low fatigue score is more fatigue, a low sleep score worse sleep. */
export const LOW_SCORE_MEANS: Record<WellnessItemKey, 'higher' | 'lower'> = {
  fatigue: 'higher',
  sleep: 'lower',
  soreness: 'higher',
  stress: 'higher',
  mood: 'lower',
};

/** An item's label: "Sleep quality". */
export const itemLabel = (key: WellnessItemKey): string => WELLNESS_ITEMS.find((item) => item.key === key)!.label;

/** "Sleep quality is lower than usual for you" ("for them" to a reader). */
const unusualText = (key: WellnessItemKey, { object }: Voice): string =>
  `${itemLabel(key)} is ${LOW_SCORE_MEANS[key]} than usual for ${object}`;

/**
 * The items of the check-in on `day` that are at least 1.5 SD (population) below the athlete's mean of the 28 days
 * before, with how many check-ins those days hold; no flags under 14 check-ins.
 */
export function unusualItems(
  checkIns: ReadonlyMap<Day, CheckInValues>,
  day: Day,
): { checkInsBefore: number; flagged: WellnessItemKey[] } {
  const before = Array.from({ length: 28 }, (_, index) => checkIns.get(addDays(day, -28 + index))).filter(
    (checkIn) => checkIn !== undefined,
  );
  const today = checkIns.get(day);
  if (before.length < UNUSUAL_NEEDS_CHECK_INS || !today) return { checkInsBefore: before.length, flagged: [] };
  const flagged = WELLNESS_ITEMS.flatMap(({ key }) => {
    const value = today[key];
    const history = before.flatMap((checkIn) => checkIn[key] ?? []);
    const average = mean(history);
    if (value === undefined || average === null || history.length < UNUSUAL_NEEDS_CHECK_INS) return [];
    // A value exactly at 1.5 SD is unusual; the tolerance keeps float error from deciding that edge.
    return value < average && average - value >= UNUSUAL_SDS * populationSd(history) - 1e-9 ? [key] : [];
  });
  return { checkInsBefore: before.length, flagged };
}

/** The wellness section: weekly item averages, the latest check-in of the period and its unusual items. */
export function wellnessInsight(
  checkIns: ReadonlyMap<Day, CheckInValues>,
  weeks: readonly Day[],
  today: Day,
  words: TimeWords,
  voice: Voice = ATHLETE_VOICE,
): WellnessInsight {
  const first = weeks[0]!;
  const inPeriod = [...checkIns.keys()].filter((day) => day >= first && day <= today).sort();
  const daysByWeek = new Map<number, Day[]>();
  for (const day of inPeriod) {
    const week = daysByWeek.get(weekNumber(day));
    if (week) week.push(day);
    else daysByWeek.set(weekNumber(day), [day]);
  }
  const series: WeeklySeries<WellnessItemKey>[] = WELLNESS_ITEMS.map(({ key, label }) => ({
    key,
    label,
    values: weeks.map((monday) => {
      const average = mean((daysByWeek.get(weekNumber(monday)) ?? []).flatMap((day) => checkIns.get(day)![key] ?? []));
      return average === null ? null : oneDecimal(average);
    }),
  }));
  const latestDay = inPeriod[inPeriod.length - 1];
  if (latestDay === undefined) {
    return {
      summary: `No check-ins in ${words.period}${words.ongoing ? ' yet' : ''}.`,
      series,
      latest: null,
      unusual: [],
      unusualNote: null,
    };
  }
  const latest = checkIns.get(latestDay)!;
  const items: CheckInItem[] = WELLNESS_ITEMS.flatMap(({ key, label }) => {
    const value = latest[key];
    return value === undefined ? [] : [{ key, label, value, word: wellnessWord(key, value)! }];
  });
  const score = wellnessScore(latest);
  const { checkInsBefore, flagged } = unusualItems(checkIns, latestDay);
  const scoreText = score === null ? '' : `: wellness ${score} of 25`;
  return {
    summary: `Latest check-in, ${displayDay(latestDay)}${scoreText}.`,
    series,
    latest: { day: latestDay, items, score, sleepHours: latest.sleepHours ?? null },
    unusual: flagged.map((key) => unusualText(key, voice)),
    unusualNote:
      checkInsBefore >= UNUSUAL_NEEDS_CHECK_INS
        ? null
        : `Notes on what is unusual for ${voice.object} need ${UNUSUAL_NEEDS_CHECK_INS} check-ins in the 28 days before one; there ${checkInsBefore === 1 ? 'is' : 'are'} ${checkInsBefore}.`,
  };
}
