/** A calendar day written `yyyy-MM-dd` (the athlete's local day). */
export type Day = string;

/** A calendar month written `yyyy-MM`. */
export type Month = string;

const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const satisfies readonly string[];

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const MONTH_PATTERN = /^(\d{4})-(\d{2})$/;

type CivilDate = { year: number; month: number; day: number };

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

/** True for leap years of the proleptic Gregorian calendar. */
export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** Number of days in a month (month 1-12). */
export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

function parseDay(s: unknown): CivilDate | null {
  if (typeof s !== 'string') return null;
  const match = DAY_PATTERN.exec(s);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1 || month < 1 || month > 12 || day < 1) return null;
  return day <= daysInMonth(year, month) ? { year, month, day } : null;
}

function parseMonth(s: unknown): { year: number; month: number } | null {
  if (typeof s !== 'string') return null;
  const match = MONTH_PATTERN.exec(s);
  if (!match) return null;
  const [year, month] = [Number(match[1]), Number(match[2])];
  return year >= 1 && month >= 1 && month <= 12 ? { year, month } : null;
}

const formatDay = ({ year, month, day }: CivilDate): Day => `${pad(year, 4)}-${pad(month)}-${pad(day)}`;

// Days since 1970-01-01 for a civil date (H. Hinnant's algorithm): pure arithmetic, no time zones.
function daysFromCivil({ year, month, day }: CivilDate): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const doy = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146097 + doe - 719468;
}

function civilFromDays(days: number): CivilDate {
  const z = days + 719468;
  const era = Math.floor(z / 146097);
  const doe = z - era * 146097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const day = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  return { year: yoe + era * 400 + (month <= 2 ? 1 : 0), month, day };
}

/** True only for a strict `yyyy-MM-dd` string naming a real calendar day (2024-02-29 yes, 2025-02-29 no). */
export function isValidDay(s: unknown): s is string {
  return parseDay(s) !== null;
}

/** The route's date param when it is a valid day, otherwise `fallback` (usually today). */
export function parseDayOr(param: string | undefined, fallback: Day): Day {
  return isValidDay(param) ? param : fallback;
}

/** The saved timestamp of an entry on `day`: noon UTC of that day. */
export function dayTimestamp(day: Day): string {
  return `${day}T12:00:00.000Z`;
}

/** The day `n` days after `day` (negative `n` goes back); an invalid day is returned unchanged. */
export function addDays(day: Day, n: number): Day {
  const civil = parseDay(day);
  return civil ? formatDay(civilFromDays(daysFromCivil(civil) + n)) : day;
}

/** Weekday of a valid day, 0 = Sunday ... 6 = Saturday; -1 for an invalid day. */
export function dayOfWeek(day: Day): number {
  const civil = parseDay(day);
  if (!civil) return -1;
  return (((daysFromCivil(civil) + 4) % 7) + 7) % 7; // 1970-01-01 was a Thursday
}

/** 'March 5' for '2026-03-05'; an invalid day is returned unchanged. */
export function displayDay(day: Day): string {
  const civil = parseDay(day);
  return civil ? `${MONTH_NAMES[civil.month - 1]} ${civil.day}` : day;
}

/** The calendar's line above the month: "Today, November 28". */
export const todayLine = (today: Day): string => `Today, ${displayDay(today)}`;

/** 'Mar 5' for '2026-03-05' (where room is short, as on a chart's axis); an invalid day is returned unchanged. */
export function displayShortDay(day: Day): string {
  const civil = parseDay(day);
  return civil ? `${MONTH_NAMES[civil.month - 1]!.slice(0, 3)} ${civil.day}` : day;
}

/** 'March 5, 2026' for '2026-03-05'; an invalid day is returned unchanged. */
export function displayDayWithYear(day: Day): string {
  const civil = parseDay(day);
  return civil ? `${displayDay(day)}, ${civil.year}` : day;
}

/** The local calendar day of a Date (the browser's "today"); throws RangeError for an invalid Date. */
export function localDay(date: Date): Day {
  if (Number.isNaN(date.getTime())) throw new RangeError('localDay needs a valid Date');
  return formatDay({ year: date.getFullYear(), month: date.getMonth() + 1, day: date.getDate() });
}

/** Items grouped by their day, days in the order they first come (a list newest first stays newest first). */
export function groupByDay<T extends { day: Day }>(items: readonly T[]): [Day, T[]][] {
  const days = new Map<Day, T[]>();
  for (const item of items) {
    const ofDay = days.get(item.day);
    if (ofDay) ofDay.push(item);
    else days.set(item.day, [item]);
  }
  return [...days];
}

/** The `yyyy-MM` month a day belongs to. */
export function monthOfDay(day: Day): Month {
  return day.slice(0, 7);
}

/** True only for a strict `yyyy-MM` string with month 01-12. */
export function isValidMonth(s: unknown): s is string {
  return parseMonth(s) !== null;
}

/** The month an address names (`?month=2026-03`); anything else is today's. */
export const monthNamed = (param: unknown, today: Day): Month => (isValidMonth(param) ? param : monthOfDay(today));

/** The month `n` months after `month` (negative goes back); never skips a month; invalid input is returned unchanged. */
export function addMonths(month: Month, n: number): Month {
  const parsed = parseMonth(month);
  if (!parsed || !Number.isInteger(n)) return month;
  const index = parsed.year * 12 + (parsed.month - 1) + n;
  return `${pad(Math.floor(index / 12), 4)}-${pad((((index % 12) + 12) % 12) + 1)}`;
}

/** The first day of a month ('2026-03' -> '2026-03-01'). */
export function firstDayOfMonth(month: Month): Day {
  return `${month}-01`;
}

/** 'March 2026' for '2026-03'; an invalid month is returned unchanged. */
export function monthTitle(month: Month): string {
  const parsed = parseMonth(month);
  return parsed ? `${MONTH_NAMES[parsed.month - 1]} ${parsed.year}` : month;
}

/** Local wall-clock time of a Date as 'h:mm AM/PM' ('3:05 PM'); '' for an invalid Date. */
export function formatClockTime(date: Date): string {
  if (Number.isNaN(date.getTime())) return '';
  const hours = date.getHours();
  const suffix = hours < 12 ? 'AM' : 'PM';
  return `${hours % 12 === 0 ? 12 : hours % 12}:${pad(date.getMinutes())} ${suffix}`;
}

/** Local wall-clock time ('3:05 PM') of an ISO timestamp; '' when it cannot be parsed. */
export function formatClock(iso: string): string {
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? '' : formatClockTime(new Date(ms));
}
