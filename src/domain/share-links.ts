// Share links: what an athlete lets a coach or care provider see, for as long as they choose. Pure rules shared by
// the server (which enforces the scope) and the web app (which describes it).
import { addDays, displayDayWithYear, type Day } from './dates.js';
import { ENTRY_TYPES, entryTypeLabel, type EntryType } from './entry-types.js';
import { isRecord } from './guards.js';

/** How long a link may live, in days; 30 unless the athlete chooses otherwise. */
export const SHARE_EXPIRY_DAYS = [7, 30, 90] as const;
export type ShareExpiryDays = (typeof SHARE_EXPIRY_DAYS)[number];
export const DEFAULT_SHARE_EXPIRY_DAYS: ShareExpiryDays = 30;

/**
 * Active links (neither revoked nor expired) one account may hold at once; revoked and expired ones stay in the list
 * and do not count. Enough for every coach, physio and team an athlete shares with; it bounds a runaway script.
 */
export const MAX_ACTIVE_SHARE_LINKS = 50;

/** Entries on one page of a shared journal. */
export const SHARED_PAGE_SIZE = 50;

/** What a link shows: days `from` to `to` (or onwards when `to` is null), of these types, with or without words. */
export interface ShareScope {
  from: Day;
  to: Day | null;
  types: readonly EntryType[];
  /** Whether answers and notes show; without them only ratings, effort, minutes, load, plan and wellness items do. */
  includeNotes: boolean;
}

/** A link as its athlete sees it in the list (never its token: that is shown once, when it is made). */
export interface ShareLinkSummary extends ShareScope {
  id: string;
  name: string;
  displayName: string;
  createdAt: string;
  expiresAt: string;
  revokedAt: string | null;
  lastViewedAt: string | null;
  viewCount: number;
}

export type ShareStatus = 'active' | 'revoked' | 'expired';

/** Whether a link still opens: not revoked, and before its expiry. */
export function shareStatus(link: { revokedAt: string | null; expiresAt: string }, now: Date): ShareStatus {
  if (link.revokedAt !== null) return 'revoked';
  return Date.parse(link.expiresAt) > now.getTime() ? 'active' : 'expired';
}

/** When a link made at `createdAt` for `days` days stops opening. */
export function shareExpiry(createdAt: Date, days: ShareExpiryDays): Date {
  return new Date(createdAt.getTime() + days * 24 * 60 * 60 * 1000);
}

/** Whether an entry of `type` on `day` is inside a link's scope. */
export function isInShareScope(scope: ShareScope, entry: { type: string; day: Day }): boolean {
  return (
    (scope.types as readonly string[]).includes(entry.type) &&
    entry.day >= scope.from &&
    (scope.to === null || entry.day <= scope.to)
  );
}

/** The keys of `source` among `keys`, with their values, when present. */
function pick(source: unknown, keys: readonly string[]): Record<string, unknown> {
  if (!isRecord(source)) return {};
  return Object.fromEntries(keys.filter((key) => source[key] !== undefined).map((key) => [key, source[key]]));
}

const SESSION_FIGURES = ['rating', 'effort', 'minutes'];
/** A game's match record (match-record.ts) is a figure: minutes played, started, the score. */
const MATCH_FIGURES = ['minutesPlayed', 'started', 'scoreFor', 'scoreAgainst'];
const WELLNESS_FIGURES = ['fatigue', 'sleep', 'soreness', 'stress', 'mood', 'sleepHours'];
/** Availability is a figure (PRODUCT.md, Teams): what the problem is, where, how painful, and the status; never notes. */
const HEALTH_FIGURES = ['problem', 'area', 'side', 'pain', 'status'];

/**
 * An entry's content as a link shows it. With answers and notes, all of it. Without, only the figures: ratings,
 * effort, minutes (so load), the plan check, a game's match record, the wellness items and hours slept, a meal's
 * kind, and an injury's or illness's problem, body area, side, pain and availability; never a word the athlete typed
 * (answers, notes, the opponent, the time of day, food items, imagery prompts).
 */
export function sharedContent(type: EntryType, content: unknown, includeNotes: boolean): Record<string, unknown> {
  if (includeNotes) return isRecord(content) ? content : {};
  switch (type) {
    case 'Game': {
      const figures: Record<string, unknown> = {};
      if (isRecord(content) && isRecord(content.pregame)) figures.pregame = {};
      if (isRecord(content) && isRecord(content.postgame)) {
        figures.postgame = pick(content.postgame, [...SESSION_FIGURES, 'planAdherence']);
      }
      return { ...figures, ...pick(content, MATCH_FIGURES) };
    }
    case 'Training':
    case 'Rehab':
    case 'Lift':
      return pick(content, SESSION_FIGURES);
    case 'Imagery':
      return pick(content, ['rating']);
    case 'Food':
      return pick(content, ['mealType']);
    case 'Health':
      return pick(content, HEALTH_FIGURES);
    case 'Note':
      // A note is words only: without answers and notes, a link shows that it was written, not what.
      return {};
    case 'Wellness':
      return pick(content, WELLNESS_FIGURES);
  }
}

/** "Game, Training and Wellness check-in", in the screens' order; "All entry types" for all of them. */
export function describeShareTypes(types: readonly EntryType[]): string {
  if (ENTRY_TYPES.every((type) => types.includes(type))) return 'All entry types';
  const labels = ENTRY_TYPES.filter((type) => types.includes(type)).map(entryTypeLabel);
  return labels.length <= 1
    ? (labels[0] ?? 'No entry types')
    : `${labels.slice(0, -1).join(', ')} and ${labels.at(-1)}`;
}

/** "March 1, 2026 to April 30, 2026", or "March 1, 2026 onwards". */
export function describeShareDays(scope: Pick<ShareScope, 'from' | 'to'>): string {
  const from = displayDayWithYear(scope.from);
  return scope.to === null ? `${from} onwards` : `${from} to ${displayDayWithYear(scope.to)}`;
}

/** The whole scope in one line: "Training and Game · March 1, 2026 onwards · Ratings and figures only". */
export function describeShareScope(scope: ShareScope): string {
  const words = scope.includeNotes ? 'With answers and notes' : 'Ratings and figures only';
  return `${describeShareTypes(scope.types)} · ${describeShareDays(scope)} · ${words}`;
}

/** The first day a new link shows by default: four weeks before today. */
export const defaultShareFrom = (today: Day): Day => addDays(today, -27);
