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

/** Chosen days as words: "every day", "on weekdays", "on weekends", or "on Mon, Wed and Fri" (Monday first). */
export function weekdaysText(weekdays: readonly number[]): string {
  const chosen = new Set(weekdays);
  const same = (days: readonly number[]) => chosen.size === days.length && days.every((day) => chosen.has(day));
  if (same([0, 1, 2, 3, 4, 5, 6])) return 'every day';
  if (same([1, 2, 3, 4, 5])) return 'on weekdays';
  if (same([0, 6])) return 'on weekends';
  const names = WEEKDAYS.filter(({ day }) => chosen.has(day)).map(({ short }) => short);
  if (names.length === 0) return 'on no day';
  return names.length === 1 ? `on ${names[0]}` : `on ${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}
