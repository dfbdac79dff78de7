import { groupByDay, type Day } from './dates.js';
import { isRecord } from './guards.js';

export type RatingBand = 'green' | 'yellow' | 'orange' | 'red' | 'blue' | 'grey';

/** The calendar colour legend, in display order (ratings run 1 to 10: there is no 0 to name). */
export const RATING_LEGEND = [
  { band: 'green', label: '8-10' },
  { band: 'yellow', label: '6-7' },
  { band: 'orange', label: '4-5' },
  { band: 'red', label: '1-3' },
  { band: 'blue', label: 'No rating' },
  { band: 'grey', label: 'No entries' },
] as const satisfies readonly { band: RatingBand; label: string }[];

const finite = (x: unknown): number | null => (typeof x === 'number' && Number.isFinite(x) ? x : null);

/** A finite number, or a string holding exactly one (answers are stored as text). */
function numericAnswer(x: unknown): number | null {
  if (typeof x === 'string' && x.trim() !== '') return finite(Number(x.trim()));
  return finite(x);
}

const mean = (values: number[]): number | null =>
  values.length === 0 ? null : values.reduce((sum, v) => sum + v, 0) / values.length;

function questionsAverage(questions: unknown): number | null {
  if (!Array.isArray(questions)) return null;
  return mean(questions.flatMap((q) => (isRecord(q) && finite(q.rating) !== null ? [q.rating as number] : [])));
}

function ratingAnswersAverage(answers: unknown): number | null {
  if (!isRecord(answers)) return null;
  const values = Object.entries(answers).flatMap(([key, value]) => {
    const lower = key.toLowerCase();
    const n = lower.includes('rating') || lower.includes('score') ? numericAnswer(value) : null;
    return n === null ? [] : [n];
  });
  return mean(values);
}

/**
 * The rating of one entry's content (spec section 9): content.rating, then postGameRating, then the mean of
 * numeric `questions[].rating`, then the mean of numeric answers keyed "...rating..."/"...score...", then
 * postgame.rating; null when none applies.
 */
export function entryRating(content: unknown): number | null {
  if (!isRecord(content)) return null;
  return (
    finite(content.rating) ??
    finite(content.postGameRating) ??
    questionsAverage(content.questions) ??
    ratingAnswersAverage(content.answers) ??
    (isRecord(content.postgame) ? finite(content.postgame.rating) : null)
  );
}

/** Mean of the entry ratings of one day's contents; null when no entry has a rating. */
export function dayAverageRating(contents: unknown[]): number | null {
  return mean(contents.flatMap((content) => entryRating(content) ?? []));
}

/** The calendar colour of a day: by average rating, blue when entries have no rating, grey without entries. */
export function ratingBand(avg: number | null, entryCount: number): RatingBand {
  if (entryCount <= 0) return 'grey';
  if (avg === null || !Number.isFinite(avg)) return 'blue';
  if (avg >= 8) return 'green';
  if (avg >= 6) return 'yellow';
  if (avg >= 4) return 'orange';
  return 'red';
}

/** The colour of one rating, wherever a rating shows (picker, pills, cards): the calendar's bands, one scale. */
export function bandOfRating(rating: number): RatingBand {
  return ratingBand(rating, 1);
}

export type DaySummary = { day: Day; entryCount: number; averageRating: number | null };

/**
 * The calendar's month summary: one row per day that has entries, sorted by day. Every entry counts, as the day's
 * journal lists it; a wellness check-in has no 1-10 rating, so it adds to the count but never to the average: a day
 * with only a check-in is a day of entries without a rating.
 */
export function summarizeDays(rows: readonly { day: Day; type: string; content: unknown }[]): DaySummary[] {
  return groupByDay(rows)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([day, ofDay]) => ({
      day,
      entryCount: ofDay.length,
      averageRating: dayAverageRating(ofDay.filter((row) => row.type !== 'Wellness').map((row) => row.content)),
    }));
}
