import { formatClock, formatClockTime, localDay, type Day } from './dates.js';
import { PLAN_ADHERENCE, type JournalEntry, type PlanAdherence } from './entry-content.js';
import { entryTypeLabel, isOfType, type EntryType } from './entry-types.js';
import { isRecord } from './guards.js';

/** The parts of an entry these rules read; every JournalEntry is one. */
export type EntryRef = Pick<JournalEntry, 'id' | 'type' | 'day' | 'timestamp' | 'createdAt' | 'updatedAt'> & {
  content: unknown;
};

const CONTROL_FACTORS_PREVIEW_CHARS = 50;

const field = (content: unknown, key: string): unknown => (isRecord(content) ? content[key] : undefined);

/** Orders two ISO instants, newest first; unparsable ones sort last. */
function newestFirstInstant(a: string, b: string): number {
  const [ta, tb] = [Date.parse(a), Date.parse(b)];
  if (Number.isNaN(ta) || Number.isNaN(tb)) return Number.isNaN(ta) ? (Number.isNaN(tb) ? 0 : 1) : -1;
  return tb - ta;
}

/** Newest first: by timestamp (the entry's day), then creation, then last update, then id (for a stable order). */
export function compareNewestFirst(a: EntryRef, b: EntryRef): number {
  return (
    newestFirstInstant(a.timestamp, b.timestamp) ||
    newestFirstInstant(a.createdAt, b.createdAt) ||
    newestFirstInstant(a.updatedAt, b.updatedAt) ||
    (a.id < b.id ? 1 : a.id > b.id ? -1 : 0)
  );
}

/** The card title: 'Game vs {opposingTeam}' for a Game with an opponent, a Note's title, otherwise the type's label. */
export function entryTitle(entry: { type: EntryType; content: unknown }): string {
  const opponent = field(entry.content, 'opposingTeam');
  if (entry.type === 'Game' && typeof opponent === 'string' && opponent.trim() !== '')
    return `Game vs ${opponent.trim()}`;
  const title = field(entry.content, 'title');
  if (entry.type === 'Note' && typeof title === 'string' && title.trim() !== '') return title.trim();
  return entryTypeLabel(entry.type);
}

/**
 * How a game is told apart from the other games of its day, in button names ('Finish game vs Riverside'): by its
 * opponent, else by the time it shows ('game (3:30 PM)').
 */
export function gameName(entry: { content: unknown; day: string; createdAt: string }): string {
  const opponent = trimmedText(entry.content, 'opposingTeam');
  if (opponent) return `game vs ${opponent}`;
  const time = entryTimeText(entry);
  return time ? `game (${time})` : 'game';
}

/** True for a Game whose pregame is saved but whose postgame is not yet. */
export function isGameInProgress(entry: { type: EntryType; content: unknown }): boolean {
  const postgame = field(entry.content, 'postgame');
  return (
    entry.type === 'Game' && isRecord(field(entry.content, 'pregame')) && (postgame === undefined || postgame === null)
  );
}

/**
 * The Today view's Completed Activities: every entry of `today`, in session order, but the games still in progress
 * and the wellness check-in (each has its own card above).
 */
export function completedActivities<T extends EntryRef>(entries: readonly T[], today: Day): T[] {
  return inSessionOrder(
    entries.filter((entry) => entry.day === today && entry.type !== 'Wellness' && !isGameInProgress(entry)),
  );
}

// Words athletes type for a time of day, at the clock time they usually mean.
const TIME_WORDS = {
  morning: 8 * 60,
  noon: 12 * 60,
  midday: 12 * 60,
  lunch: 12 * 60,
  afternoon: 15 * 60,
  evening: 19 * 60,
  night: 21 * 60,
} as const satisfies Record<string, number>;
const CLOCK_TIME = /^(\d{1,2})(?:[:.](\d{2}))?(?:\s*([ap])\.?\s*m\.?)?$/;

/**
 * Minutes after midnight of a typed time of day ('3:30 PM', '7pm', '15:30', '9', 'Morning'); null when the text
 * names no time of day this can place.
 */
export function clockMinutes(text: string): number | null {
  const typed = text.trim().toLowerCase();
  if (typed in TIME_WORDS) return TIME_WORDS[typed as keyof typeof TIME_WORDS];
  const match = CLOCK_TIME.exec(typed);
  if (!match) return null;
  const [, hourText, minuteText = '0', half] = match;
  const hour = Number(hourText);
  const minute = Number(minuteText);
  if (minute > 59 || hour > 23 || (half && (hour < 1 || hour > 12))) return null;
  const hour24 = half === 'p' ? (hour % 12) + 12 : half === 'a' ? hour % 12 : hour;
  return hour24 * 60 + minute;
}

const twoDigits = (n: number) => String(n).padStart(2, '0');

/** A typed time of day as a time picker (`<input type="time">`) holds it ('15:30'); '' when it reads as no time. */
export function timePickerValue(text: string): string {
  const minutes = clockMinutes(text);
  return minutes === null ? '' : `${twoDigits(Math.floor(minutes / 60))}:${twoDigits(minutes % 60)}`;
}

/** What a time picker holds ('15:30') as the journal writes times ('3:30 PM'); '' for none. */
export function clockFromTimePicker(value: string): string {
  const match = /^([01]\d|2[0-3]):([0-5]\d)/.exec(value);
  return match ? formatClockTime(new Date(2000, 0, 1, Number(match[1]), Number(match[2]))) : '';
}

/** Whether an entry was written on its own day (local time): only then does its creation time say when it happened. */
function writtenOnItsDay(entry: { day: string; createdAt: string }): boolean {
  const created = new Date(entry.createdAt);
  return !Number.isNaN(created.getTime()) && localDay(created) === entry.day;
}

/** When in its day an entry's session happened, in minutes: the typed time of day, else when it was written that day. */
function sessionMinutes(entry: EntryRef): number {
  const typed = clockMinutes(trimmedText(entry.content, 'timeOfDay'));
  if (typed !== null) return typed;
  if (!writtenOnItsDay(entry)) return Number.POSITIVE_INFINITY;
  const created = new Date(entry.createdAt);
  return created.getHours() * 60 + created.getMinutes();
}

/**
 * Entries in the order their sessions happened: by the typed time of day, else the time they were written on
 * their day (an entry written on a later day with no time comes last), then by creation and id.
 */
export function inSessionOrder<T extends EntryRef>(entries: readonly T[]): T[] {
  const keyed = entries.map((entry) => ({ entry, minutes: sessionMinutes(entry) }));
  keyed.sort(
    (a, b) =>
      a.minutes - b.minutes ||
      -newestFirstInstant(a.entry.createdAt, b.entry.createdAt) ||
      (a.entry.id < b.entry.id ? -1 : a.entry.id > b.entry.id ? 1 : 0),
  );
  return keyed.map(({ entry }) => entry);
}

/** Games of `today` that are waiting for their postgame, newest first. */
export function inProgressGames<T extends EntryRef>(entries: readonly T[], today: Day): (T & { type: 'Game' })[] {
  return entries
    .filter((entry) => isOfType(entry, 'Game'))
    .filter((game) => game.day === today && isGameInProgress(game))
    .sort(compareNewestFirst);
}

/** The first 50 characters of the control factors, with '...' when longer; '' when blank. */
export function controlFactorsPreview(text: string | undefined): string {
  const chars = Array.from((text ?? '').trim());
  if (chars.length <= CONTROL_FACTORS_PREVIEW_CHARS) return chars.join('');
  return `${chars.slice(0, CONTROL_FACTORS_PREVIEW_CHARS).join('').trimEnd()}...`;
}

/** The rating a card shows: content.rating, else the postgame rating; null when neither is a number. */
export function cardRating(entry: { content: unknown }): number | null {
  const finite = (x: unknown): x is number => typeof x === 'number' && Number.isFinite(x);
  const rating = field(entry.content, 'rating');
  if (finite(rating)) return rating;
  const postgameRating = field(field(entry.content, 'postgame'), 'rating');
  return finite(postgameRating) ? postgameRating : null;
}

/** A game's answer to "Did you stick to your plan?", or null (another type, not answered, not a known answer). */
export function gamePlanAnswer(entry: { type: string; content: unknown }): PlanAdherence | null {
  const answer = field(field(entry.content, 'postgame'), 'planAdherence');
  return entry.type === 'Game' && (PLAN_ADHERENCE as readonly unknown[]).includes(answer)
    ? (answer as PlanAdherence)
    : null;
}

/**
 * The time an entry shows: the time of day the athlete typed, else the clock time it was written when that was on
 * its own day; none for an entry written later for a past day. (The stored timestamp is always noon UTC of its day,
 * so its clock time would be made up.)
 */
export function entryTimeText(entry: { content: unknown; day: string; createdAt: string }): string {
  const typed = trimmedText(entry.content, 'timeOfDay');
  if (typed) return typed;
  return writtenOnItsDay(entry) ? formatClock(entry.createdAt) : '';
}

/** The trimmed text at `key` of an entry content, or an empty string. */
function trimmedText(content: unknown, key: string): string {
  const value = isRecord(content) ? content[key] : undefined;
  return typeof value === 'string' ? value.trim() : '';
}
