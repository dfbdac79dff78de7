import { z } from 'zod';
import { addDays, isValidDay, type Day } from '../../../domain/dates.js';
import { daySchema } from '../../../domain/entry-content-schema.js';
import { DEFAULT_INSIGHT_PERIOD, INSIGHT_PERIODS } from '../../../domain/insights/contract.js';

/** The server's own date (UTC): "today" when the client does not say. */
export const serverDay = (now: Date): Day => now.toISOString().slice(0, 10);

/**
 * Whether a day the client calls "today" is within a day of the server's date: every time zone's today is, so
 * anything further is a wrong clock or a made-up date.
 */
export function isNearServerDate(day: Day, now: Date): boolean {
  const server = serverDay(now);
  return day >= addDays(server, -1) && day <= addDays(server, 1);
}

/** `?period=4w|12w|1y` (4w when absent) and the athlete's `?today=yyyy-MM-dd` (the server's date when absent). */
export const insightsQuery = z.object({
  period: z
    .enum(INSIGHT_PERIODS, `Period must be one of ${INSIGHT_PERIODS.join(', ')}`)
    .default(DEFAULT_INSIGHT_PERIOD),
  today: daySchema
    // An invalid date is daySchema's to report, once.
    .refine(
      (day) => !isValidDay(day) || isNearServerDate(day, new Date()),
      "Today must be within a day of the server's date",
    )
    .optional(),
});
