// Insights' "Days available" (issue 33): how many days of the period the athlete was Available, by their Health
// entries (availability.ts says how a day counts). A count of days, never a risk (INSIGHTS.md).
import { daysAvailable, healthRecordOf } from '../availability.js';
import type { Day } from '../dates.js';
import type { AvailabilityInsight } from './contract.js';
import type { InsightEntry } from './insights.js';

/** Days available from `from` to `today`, from the athlete's entries (Health ones of any age up to today count). */
export function availabilityInsight(entries: readonly InsightEntry[], from: Day, today: Day): AvailabilityInsight {
  const records = entries.flatMap((entry) => (entry.day <= today ? (healthRecordOf(entry) ?? []) : []));
  const { available, days } = daysAvailable(records, from, today);
  const summary =
    available < days
      ? `Available on ${available} of ${days} days.`
      : records.length === 0
        ? `Available on all ${days} days: no injury or illness recorded.`
        : `Available on all ${days} days.`;
  return { available, days, summary };
}
