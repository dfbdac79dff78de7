// The days a weekly choice is made of (a reminder's, a team's report and check-in request), as `Date.getDay` counts
// them and the server keeps them: 0 Sunday to 6 Saturday.

/** The weekdays in the order the screen shows them (Monday first), with the short and full names. */
export const WEEKDAYS = [
  { day: 1, short: 'Mon', name: 'Monday' },
  { day: 2, short: 'Tue', name: 'Tuesday' },
  { day: 3, short: 'Wed', name: 'Wednesday' },
  { day: 4, short: 'Thu', name: 'Thursday' },
  { day: 5, short: 'Fri', name: 'Friday' },
  { day: 6, short: 'Sat', name: 'Saturday' },
  { day: 0, short: 'Sun', name: 'Sunday' },
] as const;

/** The chosen weekdays with `day` switched on or off, in order (Sunday 0 first, as the server keeps them). */
export function toggleWeekday(weekdays: readonly number[], day: number): number[] {
  const chosen = new Set(weekdays);
  if (chosen.has(day)) chosen.delete(day);
  else chosen.add(day);
  return [...chosen].sort((a, b) => a - b);
}
