// What a share link's reader is told of the insights: the summaries of the sections its kinds of entries feed,
// computed over the link's days and kinds only.
import type { Day } from '../dates.js';
import type { EntryType } from '../entry-types.js';
import { isInShareScope, type ShareScope } from '../share-links.js';
import { computeInsights, type InsightEntry } from './insights.js';
import { readerVoice } from './voice.js';
import { insightsWindow } from './weeks.js';

/** The day a link's insights end: its last day, or today for an ongoing link (or one that ends later). */
const lastDay = (scope: ShareScope, today: Day): Day => (scope.to !== null && scope.to < today ? scope.to : today);

/** The kinds of entries each section reads. */
const LOAD_TYPES: readonly EntryType[] = ['Training', 'Rehab', 'Lift', 'Game'];
const RATED_TYPES: readonly EntryType[] = ['Game', 'Training', 'Rehab', 'Lift', 'Imagery'];

/**
 * The Insights summaries (12 weeks to the link's last day, or to today for an ongoing link) of the link's entries:
 * load, ratings, wellness and the game plan, each only when the link shows the kinds it reads. They speak of the
 * athlete to the reader, by the name the link shows ("their 4-week average", "Alex stuck to the plan").
 */
export function sharedInsightSummaries(
  scope: ShareScope & { displayName: string | null },
  entries: readonly InsightEntry[],
  today: Day,
): string[] {
  const last = lastDay(scope, today);
  const inScope = entries.filter((entry) => isInShareScope(scope, entry));
  const journaledDays = [...new Set(inScope.map((entry) => entry.day))].sort();
  if (journaledDays.length === 0) return [];
  const insights = computeInsights({
    period: '12w',
    today: last,
    entries: inScope,
    journaledDays,
    ended: last < today,
    voice: readerVoice(scope.displayName),
  });
  const shows = (types: readonly EntryType[]) => types.some((type) => scope.types.includes(type));
  return [
    ...(shows(LOAD_TYPES) ? [insights.load.summary] : []),
    ...(shows(RATED_TYPES) ? insights.ratings.summaries : []),
    ...(scope.types.includes('Wellness') ? [insights.wellness.summary] : []),
    ...(scope.types.includes('Game') ? [insights.gamePlan.summary] : []),
  ];
}

/** The days a link's summaries read: 12 weeks' insights window up to its last day, none before its first. */
export function sharedInsightDays(scope: ShareScope, today: Day): { from: Day; to: Day } {
  const last = lastDay(scope, today);
  const { from } = insightsWindow('12w', last);
  return { from: from > scope.from ? from : scope.from, to: last };
}
