// One athlete's row of the squad page (PRODUCT.md "Teams"; INSIGHTS.md): today's check-in, hours slept, this week's
// load beside their own 4-week average, the latest rating, the last entry's day, and the flags PRODUCT.md's rules
// raise, each saying why. Each figure is the athlete's own against their own baseline: nothing here compares
// athletes. Pure: the server passes `today` and the athlete's entries of squadWindow(today).
import {
  availabilityLine,
  currentAvailability,
  healthRecordOf,
  painFlag,
  STATUS_LABELS,
  statusFlag,
} from '../availability.js';
import { addDays, type Day } from '../dates.js';
import type { AvailabilityStatus, BodyArea, BodySide, HealthProblem } from '../entry-content.js';
import type { InsightEntry } from '../insights/insights.js';
import { againstAverage, dailyLoads, weekAgainstAverage, weeklyLoads } from '../insights/load-insight.js';
import { formatWhole, oneDecimal } from '../insights/stats.js';
import { checkInsByDay, itemLabel, LOW_SCORE_MEANS, unusualItems } from '../insights/wellness-insight.js';
import { mondayOf, weekNumber } from '../insights/weeks.js';
import { entryRating } from '../rating.js';
import { latestCheckIn, WELLNESS_ITEMS, wellnessScore, wellnessWord, type WellnessItemKey } from '../wellness.js';
import { isRecord } from '../guards.js';

/** Today's check-in as a row shows it: the wellness score and the five items with their words, in the check-in's order. */
export interface SquadCheckIn {
  score: number;
  items: { key: WellnessItemKey; value: number; word: string }[];
}

/**
 * The rule that raised a flag: an item answered with its worst word, an item unusual for the athlete, availability
 * modified or unavailable, pain 5 or more (the latest Health entry).
 */
export type SquadFlagRule = 'worst-word' | 'unusual' | 'availability' | 'pain';

/** The athlete's availability: their latest Health entry's status and figures (never its notes), and since when. */
export interface SquadAvailability {
  status: AvailabilityStatus;
  problem: HealthProblem;
  area: BodyArea | null;
  side: BodySide | null;
  pain: number | null;
  /** While not Available, the day the run of not-Available entries began. */
  since: Day | null;
  /** "Modified · hamstring (left) · since November 24", or "Available". */
  words: string;
}

/** A flag and why, in the athlete's own words or the rule's: "Sleep quality: Insomnia". */
export interface SquadFlag {
  rule: SquadFlagRule;
  words: string;
}

/** An athlete's figures on the squad page. */
export interface SquadFigures {
  /** Today's check-in (the one written last when a day has two), or null: "No check-in today". */
  checkIn: SquadCheckIn | null;
  /** Today's check-in's hours slept, when given. */
  hoursSlept: number | null;
  /** This week's load (AU), the 4-week average before it (whole AU; null until 3 of those weeks have load), in words. */
  load: { week: number; average: number | null; words: string };
  /** The rating of the newest rated entry of the window (one decimal), or null. */
  latestRating: number | null;
  /** The day of the athlete's newest entry up to today, ever, or null. */
  lastEntryDay: Day | null;
  flags: SquadFlag[];
  /**
   * When today's first check-in was written (ISO UTC), or null: whether it came by a check-in request's time. The squad
   * answer gives `checkedInBy` from it, not the instant itself.
   */
  checkInWrittenAt: string | null;
  /** From the latest Health entry up to today; null without one (the athlete counts as Available). */
  availability: SquadAvailability | null;
}

/** One row of the squad: who (the name the athlete gave staff) and their figures. */
export type SquadRow = { memberId: string; name: string } & SquadFigures;

/**
 * The days a squad row reads: this week and the 4 weeks before it (this week's load and its 4-week average), which
 * hold the 28 days before today too (what is unusual for the athlete today).
 */
export function squadWindow(today: Day): { from: Day; to: Day } {
  return { from: addDays(mondayOf(today), -28), to: today };
}

/** What the flag rules read: today's check-in, every check-in of the window by day, and today. */
interface FlagInput {
  checkIn: SquadCheckIn | null;
  checkIns: ReturnType<typeof checkInsByDay>;
  today: Day;
}

/** An item of today's check-in answered with its worst word (value 1): "Sleep quality: Insomnia". */
const worstWordFlags = ({ checkIn }: FlagInput): SquadFlag[] =>
  (checkIn?.items ?? [])
    .filter((item) => item.value === 1)
    .map((item) => ({ rule: 'worst-word', words: `${itemLabel(item.key)}: ${item.word}` }));

/** An item of today's check-in at least 1.5 SD below the athlete's own 28 days (INSIGHTS.md, "Unusual for you"). */
const unusualFlags = ({ checkIns, today }: FlagInput): SquadFlag[] =>
  unusualItems(checkIns, today).flagged.map((key) => ({
    rule: 'unusual',
    words: `${itemLabel(key)}: ${LOW_SCORE_MEANS[key]} than usual for them`,
  }));

/**
 * PRODUCT.md's check-in flag rules, in the order a row lists their flags; availability and pain (the latest Health
 * entry) follow them (availabilityOf). Nothing else raises a flag.
 */
const FLAG_RULES: readonly ((input: FlagInput) => SquadFlag[])[] = [worstWordFlags, unusualFlags];

/** Today's check-in as a row shows it, or null without one (or with one whose items cannot be read). */
function todaysCheckIn(entries: readonly InsightEntry[], today: Day): { checkIn: SquadCheckIn; hours: unknown } | null {
  const latest = latestCheckIn(entries, today);
  const score = latest ? wellnessScore(latest.content) : null;
  if (!latest || score === null || !isRecord(latest.content)) return null;
  const content = latest.content;
  const items = WELLNESS_ITEMS.map(({ key }) => {
    const value = content[key] as number;
    return { key, value, word: wellnessWord(key, value)! };
  });
  return { checkIn: { score, items }, hours: content.sleepHours };
}

/** Whether `a` is newer than `b` in the journal's order: by day, then by when it was written, then by id. */
function isNewer(a: InsightEntry, b: InsightEntry): boolean {
  if (a.day !== b.day) return a.day > b.day;
  if (a.createdAt !== b.createdAt) return a.createdAt > b.createdAt;
  return a.id > b.id;
}

/** The rating of the newest entry with one (newest day, then newest written), one decimal. */
function latestRating(entries: readonly InsightEntry[]): number | null {
  let newest: { entry: InsightEntry; rating: number } | null = null;
  for (const entry of entries) {
    const rating = entryRating(entry.content);
    if (rating !== null && (newest === null || isNewer(entry, newest.entry))) newest = { entry, rating };
  }
  return newest === null ? null : oneDecimal(newest.rating);
}

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** "1,350 · 35% above their 4-week average", or "1,350 · Not enough weeks yet" (INSIGHTS.md's rule: 3 of 4 weeks). */
export function squadLoadWords(week: number, average: number | null): string {
  const comparison = average === null ? 'Not enough weeks yet' : capitalized(againstAverage(week, average, 'their'));
  return `${formatWhole(week)} · ${comparison}`;
}

/** The availability and its flags from an athlete's Health entries up to today (later ones are left out). */
function availabilityOf(
  health: readonly InsightEntry[],
  today: Day,
): { availability: SquadAvailability | null; flags: SquadFlag[] } {
  const records = health.flatMap((entry) => (entry.day <= today ? (healthRecordOf(entry) ?? []) : []));
  const current = currentAvailability(records);
  if (!current) return { availability: null, flags: [] };
  const { problem, area, side, pain } = current.latest.content;
  const status = statusFlag(current.latest.content);
  const pained = painFlag(current.latest.content);
  return {
    availability: {
      status: current.status,
      problem,
      area: area ?? null,
      side: side ?? null,
      pain: pain ?? null,
      since: current.since,
      words: availabilityLine(current) ?? STATUS_LABELS[current.status].label,
    },
    flags: [
      ...(status === null ? [] : [{ rule: 'availability' as const, words: status }]),
      ...(pained === null ? [] : [{ rule: 'pain' as const, words: pained }]),
    ],
  };
}

/**
 * An athlete's squad figures on `today`, from their entries of squadWindow(today) (later ones are left out), the
 * day of their newest entry up to today, which may be older than the window, and their Health entries (of any age:
 * the latest says their availability).
 */
export function squadFigures(
  entries: readonly InsightEntry[],
  today: Day,
  lastEntryDay: Day | null,
  health: readonly InsightEntry[] = [],
): SquadFigures {
  const upToToday = entries.filter((entry) => entry.day <= today);
  const todays = todaysCheckIn(upToToday, today);
  const checkIn = todays?.checkIn ?? null;
  const hours = todays?.hours;
  const { week, average } = weekAgainstAverage(weeklyLoads(dailyLoads(upToToday)), weekNumber(today));
  const input: FlagInput = { checkIn, checkIns: checkInsByDay(upToToday), today };
  const { availability, flags } = availabilityOf(health, today);
  return {
    checkIn,
    hoursSlept: typeof hours === 'number' && Number.isFinite(hours) ? hours : null,
    load: { week, average: average === null ? null : Math.round(average), words: squadLoadWords(week, average) },
    latestRating: latestRating(upToToday),
    lastEntryDay,
    flags: [...FLAG_RULES.flatMap((rule) => rule(input)), ...flags],
    checkInWrittenAt: firstWritten(upToToday.filter((entry) => entry.type === 'Wellness' && entry.day === today)),
    availability,
  };
}

/** When the first of `entries` was written, or null for none. */
function firstWritten(entries: readonly InsightEntry[]): string | null {
  let first: string | null = null;
  for (const entry of entries) if (first === null || entry.createdAt < first) first = entry.createdAt;
  return first;
}

/**
 * Whether a row's check-in was written by a check-in request's instant (`by`, ISO UTC): null when there was no
 * request that day.
 */
export const checkedInBy = (checkInWrittenAt: string | null, by: string | null): boolean | null =>
  by === null ? null : checkInWrittenAt !== null && checkInWrittenAt <= by;

/** How many of the rows have today's check-in. */
export const checkedInCount = (rows: readonly Pick<SquadRow, 'checkIn'>[]): number =>
  rows.filter((row) => row.checkIn !== null).length;

/** "1 of 2 checked in today". */
export const checkedInText = (checkedIn: number, athletes: number): string =>
  `${checkedIn} of ${athletes} checked in today`;

/** How staff may order the squad: by name, or with flagged athletes first ("Needs a look first"). */
export const SQUAD_ORDERS = ['name', 'needs-look'] as const;
export type SquadOrder = (typeof SQUAD_ORDERS)[number];

/**
 * Names as a person reads a list, case and accents aside. One collator (localeCompare with options makes one a call),
 * made at its first use: a page's first Intl object loads ICU's data, a long task, and /teams loads this module.
 */
let namesCollator: Intl.Collator | undefined;
const namesOrder = () => (namesCollator ??= new Intl.Collator('en', { sensitivity: 'base' }));

/** By name, then by member id so equal names keep one order. */
function byName(a: Pick<SquadRow, 'name' | 'memberId'>, b: Pick<SquadRow, 'name' | 'memberId'>): number {
  const names = namesOrder().compare(a.name, b.name);
  return names !== 0 ? names : a.memberId < b.memberId ? -1 : a.memberId > b.memberId ? 1 : 0;
}

/**
 * The rows in a new list, by name; with 'needs-look', athletes with a flag first, each group by name. Flags are not
 * counted or weighed: one flag and three are alike, so the order never ranks athletes.
 */
export function squadOrder<T extends Pick<SquadRow, 'name' | 'memberId' | 'flags'>>(
  rows: readonly T[],
  order: SquadOrder,
): T[] {
  const sorted = [...rows].sort(byName);
  if (order === 'name') return sorted;
  return [...sorted.filter((row) => row.flags.length > 0), ...sorted.filter((row) => row.flags.length === 0)];
}
