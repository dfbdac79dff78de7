import type { Day } from '../../../domain/dates.js';
import type { InsightPeriod, Insights } from '../../../domain/insights/contract.js';
import { computeInsights } from '../../../domain/insights/insights.js';
import { insightsWindow } from '../../../domain/insights/weeks.js';
import { AnswerCache } from '../../answer-cache.js';
import type { Db } from '../../db/connect.js';
import { journalRevision } from '../../db/journal-revision.js';
import { entriesBetween, healthEntriesUpTo, journaledDays as journaledDaysOf } from '../../data/entries.js';

/** Answers kept (a year's is about 6 KB as JSON): every period of the athletes using the app in the same hour. */
const CACHED_ANSWERS = 2000;

export type ReadInsights = (userId: string, period: InsightPeriod, today: Day) => Promise<Insights>;

// One cache per database (per server), shared by the API route and the Insights page's first answer.
const readers = new WeakMap<Db, ReadInsights>();

/** What an athlete's own journal says for one period as of their today, computed once per journal revision. */
export function insightsReader(db: Db): ReadInsights {
  let read = readers.get(db);
  if (!read) readers.set(db, (read = cachedInsights(db)));
  return read;
}

function cachedInsights(db: Db): ReadInsights {
  const cache = new AnswerCache<Insights>(CACHED_ANSWERS);
  return async (userId, period, today) => {
    // The revision first, then the entries: a change made in between is then read under the older revision, never
    // the reverse (each change raises the revision in its own transaction).
    const key = `${userId} ${period} ${today} ${await journalRevision(db, userId)}`;
    let insights = cache.get(key);
    if (insights === undefined) {
      const { from, to } = insightsWindow(period, today);
      const [entries, journaledDays, health] = await Promise.all([
        entriesBetween(db, userId, from, to),
        journaledDaysOf(db, userId, today),
        healthEntriesUpTo(db, userId, today),
      ]);
      insights = computeInsights({ period, today, entries, journaledDays, health });
      cache.set(key, insights);
    }
    return insights;
  };
}
