// An athlete's availability (issue 33; decision 046): the status of their latest Health entry, how long it has held,
// the line Today shows, and the days available over a period. Pure: the caller passes the athlete's Health entries.
import { addDays, displayDay, type Day } from './dates.js';
import {
  AVAILABILITY_STATUSES,
  BODY_AREAS,
  BODY_SIDES,
  HEALTH_PROBLEMS,
  type AvailabilityStatus,
  type BodyArea,
  type BodySide,
  type HealthContent,
  type HealthProblem,
} from './entry-content.js';
import { isRecord } from './guards.js';

/** What these rules read of a Health entry: its day, when it was written, and its content. */
export interface HealthRecord {
  day: Day;
  createdAt: string;
  content: Pick<HealthContent, 'problem' | 'area' | 'side' | 'pain' | 'status'>;
}

const isIn = <T extends string>(values: readonly T[], value: unknown): value is T =>
  (values as readonly unknown[]).includes(value);

/** A Health entry's content as these rules read it, or null for another kind or content that is not a Health entry's. */
export function healthContentOf(entry: { type: string; content: unknown }): HealthRecord['content'] | null {
  const content = entry.content;
  if (entry.type !== 'Health' || !isRecord(content)) return null;
  const { problem, area, side, pain, status } = content;
  if (!isIn(HEALTH_PROBLEMS, problem) || !isIn(AVAILABILITY_STATUSES, status)) return null;
  return {
    problem,
    status,
    ...(isIn(BODY_AREAS, area) ? { area } : {}),
    ...(isIn(BODY_SIDES, side) ? { side } : {}),
    ...(typeof pain === 'number' && Number.isInteger(pain) && pain >= 0 && pain <= 10 ? { pain } : {}),
  };
}

/**
 * A Health entry as these rules read it, or null (what a browser read back from its store is checked before use;
 * staff's view of it keeps these figures).
 */
export function healthRecordOf(entry: {
  type: string;
  day: Day;
  createdAt: string;
  content: unknown;
}): HealthRecord | null {
  const content = healthContentOf(entry);
  return content && { day: entry.day, createdAt: entry.createdAt, content };
}

/** What a card shows of a Health entry: its status ("Modified"), and the problem with its pain ("hamstring (left) · pain 4/10"). */
export function healthCardFacts(entry: { type: string; content: unknown }): { status: string; detail: string } | null {
  const content = healthContentOf(entry);
  if (!content) return null;
  const pain = content.pain === undefined ? '' : ` · pain ${content.pain}/10`;
  return { status: STATUS_LABELS[content.status].label, detail: `${problemText(content)}${pain}` };
}

export const PROBLEM_LABELS = { injury: 'Injury', illness: 'Illness' } as const satisfies Record<HealthProblem, string>;

export const AREA_LABELS = {
  'head-neck': 'Head or neck',
  shoulder: 'Shoulder',
  arm: 'Arm',
  back: 'Back',
  'hip-groin': 'Hip or groin',
  hamstring: 'Hamstring',
  quadriceps: 'Quadriceps',
  knee: 'Knee',
  'lower-leg': 'Lower leg',
  ankle: 'Ankle',
  foot: 'Foot',
  other: 'Other',
} as const satisfies Record<BodyArea, string>;

export const SIDE_LABELS = { left: 'Left', right: 'Right', both: 'Both' } as const satisfies Record<BodySide, string>;

/** Each status's name and what it means, as the flow offers it. */
export const STATUS_LABELS = {
  available: { label: 'Available', hint: 'Full training and games' },
  modified: { label: 'Modified', hint: 'Training with limits' },
  unavailable: { label: 'Unavailable', hint: 'Cannot train or play' },
} as const satisfies Record<AvailabilityStatus, { label: string; hint: string }>;

/** The label of a stored key in `labels` (AREA_LABELS ...), or '' for a value outside the list: shown as nothing. */
export const labelIn = (labels: Readonly<Record<string, string>>, value: unknown): string =>
  typeof value === 'string' && Object.hasOwn(labels, value) ? labels[value]! : '';

/** Newer first in the journal's order: the later day, then the later written (ISO instants of one format). */
export function newerFirst(a: Pick<HealthRecord, 'day' | 'createdAt'>, b: Pick<HealthRecord, 'day' | 'createdAt'>) {
  if (a.day !== b.day) return a.day > b.day ? -1 : 1;
  return a.createdAt > b.createdAt ? -1 : a.createdAt < b.createdAt ? 1 : 0;
}

/** The athlete's availability now: the latest entry's status, that entry, and since when it has not been Available. */
export interface CurrentAvailability<R extends HealthRecord = HealthRecord> {
  status: AvailabilityStatus;
  latest: R;
  /**
   * While not Available: the day of the first entry of the unbroken run of not-Available entries that ends with the
   * latest (Modified then Unavailable is one run); null when Available.
   */
  since: Day | null;
}

/** The availability after `records` (any order), or null when there is none: then the athlete counts as Available. */
export function currentAvailability<R extends HealthRecord>(records: readonly R[]): CurrentAvailability<R> | null {
  const ordered = [...records].sort(newerFirst);
  const latest = ordered[0];
  if (!latest) return null;
  if (latest.content.status === 'available') return { status: 'available', latest, since: null };
  let since = latest.day;
  for (const record of ordered) {
    if (record.content.status === 'available') break;
    since = record.day;
  }
  return { status: latest.content.status, latest, since };
}

/** What the problem is, in a line's words: "hamstring (left)", "knee (both sides)", "injury", "illness". */
export function problemText(content: HealthRecord['content']): string {
  if (content.problem === 'illness') return 'illness';
  const area = content.area && content.area !== 'other' ? AREA_LABELS[content.area].toLowerCase() : 'injury';
  if (!content.side) return area;
  return `${area} (${content.side === 'both' ? 'both sides' : content.side})`;
}

/** Today's line while not Available: "Modified · hamstring (left) · since November 24"; null when Available. */
export function availabilityLine(current: CurrentAvailability | null): string | null {
  if (!current || current.status === 'available' || current.since === null) return null;
  const { label } = STATUS_LABELS[current.status];
  return `${label} · ${problemText(current.latest.content)} · since ${displayDay(current.since)}`;
}

/**
 * The days from `from` to `to` (inclusive) on which the athlete was Available: a day's status is that of the latest
 * entry written on or before it (an entry counts from its own day), and a day with no entry on or before it counts as
 * Available. `days` is how many days the period holds.
 */
export function daysAvailable(
  records: readonly HealthRecord[],
  from: Day,
  to: Day,
): { available: number; days: number } {
  // Oldest first; each day takes the status of the last entry up to it.
  const ordered = [...records].sort((a, b) => newerFirst(b, a));
  let next = 0;
  let status: AvailabilityStatus = 'available';
  let available = 0;
  let days = 0;
  for (let day = from; day <= to; day = addDays(day, 1)) {
    while (next < ordered.length && ordered[next]!.day <= day) status = ordered[next++]!.content.status;
    days += 1;
    if (status === 'available') available += 1;
  }
  return { available, days };
}

/** PRODUCT.md's availability flag, in words: "Modified: hamstring (left)"; null when Available. */
export function statusFlag(latest: HealthRecord['content']): string | null {
  return latest.status === 'available' ? null : `${STATUS_LABELS[latest.status].label}: ${problemText(latest)}`;
}

/** PRODUCT.md's pain flag, pain 5 or more, in words: "Pain 6 of 10: knee (right)"; null below 5 or without pain. */
export function painFlag(latest: HealthRecord['content']): string | null {
  return latest.pain !== undefined && latest.pain >= 5 ? `Pain ${latest.pain} of 10: ${problemText(latest)}` : null;
}

/** One problem's entries in the Health history: "Hamstring (left)", its entries newest first. */
export interface ProblemGroup<E> {
  title: string;
  entries: E[];
}

/**
 * A Health history's entries by problem (the problem, body area and side together), the problem written about last
 * first; entries keep their order (newest first) within each. An entry that cannot be read goes under "Other".
 */
export function problemGroups<E extends { type: string; content: unknown }>(entries: readonly E[]): ProblemGroup<E>[] {
  const groups = new Map<string, ProblemGroup<E>>();
  for (const entry of entries) {
    const content = healthContentOf(entry);
    const text = content ? problemText(content) : 'other';
    const group = groups.get(text);
    if (group) group.entries.push(entry);
    else groups.set(text, { title: text.charAt(0).toUpperCase() + text.slice(1), entries: [entry] });
  }
  return [...groups.values()];
}
