import { displayDay, formatClockTime, localDay } from '../../../domain/dates';

/** When the figures on show were loaded: "As of 9:42 AM" today, "As of November 24, 9:42 PM" on an earlier day. */
export function asOf(loadedAt: number, now: Date): string {
  const loaded = new Date(loadedAt);
  const day = localDay(loaded) === localDay(now) ? '' : `${displayDay(localDay(loaded))}, `;
  return `As of ${day}${formatClockTime(loaded)}`;
}
