// Strava's activities.csv (decision 049): each activity a Training entry on its day in the athlete's time zone, its
// name and description as notes, minutes = round(elapsed seconds / 60), effort = Perceived Exertion when present.
// Its header repeats names (Elapsed Time, Distance: first in the units the athlete sees, then in seconds and metres),
// so columns are read by position, the first of each name.
import type { NewEntry } from '../../../../domain/entry-content.js';
import { EFFORT_LIMITS } from '../../../../domain/load.js';
import { wallClock } from '../../../../domain/reminders/schedule.js';
import { checkedEntry, clockParts, monthNumber, RowRefused, sourceEntryId } from './other-app-file.js';

/** Whether a CSV's header is Strava's activities.csv. */
export function isStravaHeader(header: readonly string[]): boolean {
  return header[0]?.trim() === 'Activity ID' && header.includes('Activity Date') && header.includes('Elapsed Time');
}

/**
 * The instant of Strava's "Oct 6, 2026, 6:00:00 PM" (UTC; a narrow space before PM in newer exports), or of
 * "2026-10-06 18:00:00"; null for anything else.
 */
export function stravaInstant(text: string): Date | null {
  const spelled = /^([A-Za-z]{3,9})\.? (\d{1,2}), (\d{4}),? (.+)$/.exec(text.trim());
  const numeric = /^(\d{4})-(\d{2})-(\d{2})[ T](.+?)Z?$/.exec(text.trim());
  const parts = spelled
    ? { year: spelled[3]!, month: monthNumber(spelled[1]!), day: Number(spelled[2]), time: spelled[4]! }
    : numeric
      ? { year: numeric[1]!, month: Number(numeric[2]), day: Number(numeric[3]), time: numeric[4]! }
      : null;
  const clock = parts && clockParts(parts.time);
  if (!parts || !parts.month || !clock) return null;
  const instant = new Date(
    Date.UTC(Number(parts.year), parts.month - 1, parts.day, clock.hour, clock.minute, clock.second),
  );
  // Date.UTC rolls Feb 30 over to March: a date that is not one reads back as another day.
  return instant.getUTCDate() === parts.day && instant.getUTCMonth() === parts.month - 1 ? instant : null;
}

/** A whole number of the effort scale from Strava's 1-10 Perceived Exertion ("7", "7.0"); undefined when absent. */
function effortOf(text: string): number | undefined {
  if (text.trim() === '') return undefined;
  const value = Math.round(Number(text));
  return Number.isFinite(value) && value >= EFFORT_LIMITS.minEffort && value <= EFFORT_LIMITS.maxEffort
    ? value
    : undefined;
}

/**
 * Strava's rows as Training entries (`rows[0]` the header), each on its day in `timeZone`. The first row that cannot
 * be one refuses the whole file, named by its row as a spreadsheet numbers it (the header is row 1).
 */
export function readStrava(rows: readonly string[][], timeZone: string): NewEntry[] {
  const header = rows[0]!.map((name) => name.trim());
  const first = (name: string) => header.indexOf(name);
  const columns = {
    id: first('Activity ID'),
    date: first('Activity Date'),
    name: first('Activity Name'),
    description: first('Activity Description'),
    elapsed: first('Elapsed Time'),
    exertion: first('Perceived Exertion'),
  };
  const at = (row: readonly string[], index: number) => (index < 0 ? '' : (row[index] ?? '').trim());
  return rows.slice(1).map((row, index) => {
    const where = `Row ${index + 2}`;
    const activityId = at(row, columns.id);
    if (!/^\d{1,20}$/.test(activityId)) {
      throw new RowRefused(`${where}: the activity id ${activityId || '(empty)'} is not a Strava activity id.`);
    }
    const dateText = at(row, columns.date);
    const instant = stravaInstant(dateText);
    if (!instant) throw new RowRefused(`${where}: the date ${dateText || '(empty)'} is not a date.`);
    const elapsedText = at(row, columns.elapsed);
    const elapsed = Number(elapsedText);
    if (elapsedText === '' || !Number.isFinite(elapsed) || elapsed < 0) {
      throw new RowRefused(`${where}: the elapsed time ${elapsedText || '(empty)'} is not a number of seconds.`);
    }
    const minutes = Math.round(elapsed / 60);
    const effort = effortOf(at(row, columns.exertion));
    const notes = [at(row, columns.name), at(row, columns.description)].filter(Boolean).join('\n\n');
    return checkedEntry(where, {
      id: sourceEntryId('Strava', activityId),
      type: 'Training',
      day: wallClock(instant, timeZone).day,
      content: {
        answers: {},
        // Minutes outside what an entry holds (under half a minute, over ten hours) are left out, not refused:
        // the session is still there, with its notes.
        ...(minutes >= EFFORT_LIMITS.minMinutes && minutes <= EFFORT_LIMITS.maxMinutes ? { minutes } : {}),
        ...(effort === undefined ? {} : { effort }),
        ...(notes ? { notes } : {}),
      },
    });
  });
}
