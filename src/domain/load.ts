// Session effort, duration and load (Foster's session-RPE; shared/spec/INSIGHTS.md). Effort says how hard a
// session was, not how well it went (that is the 1-10 rating): an easy session can be rated 9.
import { isRecord } from './guards.js';
import { formatNumber } from './number-format.js';

/** Foster's modified CR-10 scale, 0 to 10, with its words where it has one (exactly as the scale names them). */
export const EFFORT_SCALE = [
  { effort: 0, word: 'Rest' },
  { effort: 1, word: 'Very, very easy' },
  { effort: 2, word: 'Easy' },
  { effort: 3, word: 'Moderate' },
  { effort: 4, word: 'Somewhat hard' },
  { effort: 5, word: 'Hard' },
  { effort: 6, word: null },
  { effort: 7, word: 'Very hard' },
  { effort: 8, word: null },
  { effort: 9, word: null },
  { effort: 10, word: 'Maximal' },
] as const satisfies readonly { effort: number; word: string | null }[];

/** The limits of the two values, as the schemas check them. */
export const EFFORT_LIMITS = { minEffort: 0, maxEffort: 10, minMinutes: 1, maxMinutes: 600 } as const;

/** A session's effort and minutes, either of which may be missing. */
export interface SessionEffort {
  effort: number | null;
  minutes: number | null;
}

const wholeIn = (x: unknown, min: number, max: number): number | null =>
  typeof x === 'number' && Number.isInteger(x) && x >= min && x <= max ? x : null;

/**
 * The effort and minutes an entry records: on Training, Rehab and Lift in its content, on a Game in its postgame.
 * Anything else (other types, values out of range) counts as not recorded.
 */
export function sessionEffort(entry: { type: string; content: unknown }): SessionEffort {
  const holder = entry.type === 'Game' ? (isRecord(entry.content) ? entry.content.postgame : null) : entry.content;
  const recordsLoad = ['Training', 'Rehab', 'Lift', 'Game'].includes(entry.type) && isRecord(holder);
  if (!recordsLoad) return { effort: null, minutes: null };
  return {
    effort: wholeIn(holder.effort, EFFORT_LIMITS.minEffort, EFFORT_LIMITS.maxEffort),
    minutes: wholeIn(holder.minutes, EFFORT_LIMITS.minMinutes, EFFORT_LIMITS.maxMinutes),
  };
}

/** Session load in arbitrary units, effort x minutes; null unless both were recorded (a load is never guessed). */
export function sessionLoad(entry: { type: string; content: unknown }): number | null {
  const { effort, minutes } = sessionEffort(entry);
  return effort === null || minutes === null ? null : effort * minutes;
}

/** What a card shows of a session's effort: "Load 420" with "Effort 7 · 60 min", or just the one recorded; null for none. */
export function loadSummary(entry: { type: string; content: unknown }): { load: string | null; detail: string } | null {
  const { effort, minutes } = sessionEffort(entry);
  if (effort === null && minutes === null) return null;
  const parts = [effort === null ? null : `Effort ${effort}`, minutes === null ? null : `${minutes} min`];
  const load = effort !== null && minutes !== null ? `Load ${formatNumber(effort * minutes)}` : null;
  return { load, detail: parts.filter((part) => part !== null).join(' · ') };
}

// ---------------------------------------------------------------------------------------------------------------
// Effort and minutes in a flow: effort is a button (a number or nothing), minutes are typed (text until saved)

/** Effort and minutes as a flow holds them while the athlete writes: minutes as typed. */
export interface EffortDraft {
  effort: number | null;
  minutes: string;
}

/** Nothing chosen: what Skip leaves behind. */
export const NO_EFFORT: EffortDraft = { effort: null, minutes: '' };

/** Said under the Minutes field when what is typed is not a whole number of minutes in range. */
export const MINUTES_MESSAGE = `Minutes must be a whole number from ${EFFORT_LIMITS.minMinutes} to ${EFFORT_LIMITS.maxMinutes}`;

/** The whole minutes typed ('60', ' 60 '); null for blank or anything else ('0', '601', '1.5', '1e2', 'ten'). */
function typedMinutes(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,4}$/.test(trimmed)) return null;
  return wholeIn(Number(trimmed), EFFORT_LIMITS.minMinutes, EFFORT_LIMITS.maxMinutes);
}

/** Why the typed minutes cannot be saved (MINUTES_MESSAGE); null when they can, or when nothing is typed (optional). */
export function minutesError(text: string): string | null {
  return text.trim() === '' || typedMinutes(text) !== null ? null : MINUTES_MESSAGE;
}

/** The `effort` and `minutes` content keys of a draft, each left out when not given (older entries have neither). */
export function effortContent(draft: EffortDraft): { effort?: number; minutes?: number } {
  const minutes = typedMinutes(draft.minutes);
  return { ...(draft.effort === null ? {} : { effort: draft.effort }), ...(minutes === null ? {} : { minutes }) };
}

/** The effort and minutes a saved entry's content (or game postgame) opens an edit with; missing ones empty. */
export function effortDraftOf(holder: unknown): EffortDraft {
  const { effort, minutes } = sessionEffort({ type: 'Training', content: holder });
  return { effort, minutes: minutes === null ? '' : String(minutes) };
}
