// A team's report and check-in request settings (issue 32, decision 044), as staff choose them and the server checks
// every save. Times are wall-clock times in the team's own zone, as an athlete's reminders are in theirs.
import { z } from 'zod';
import type { ClockTime } from '../reminders/schedule.js';
import {
  clockTimeSchema as clockTime,
  timeZoneSchema,
  weekdaysSchema as weekdays,
} from '../reminders/schedule-schema.js';

const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6];

/** GET and PUT /api/teams/:teamId/settings: one object, checked whole on every save. */
export const teamSettingsSchema = z
  .object({
    timeZone: timeZoneSchema,
    report: z.object({ time: clockTime, weekdays }, 'report must hold time and weekdays'),
    checkInRequest: z.object(
      { enabled: z.boolean('Say whether the check-in request is on (true or false)'), byTime: clockTime, weekdays },
      'checkInRequest must hold enabled, byTime and weekdays',
    ),
  })
  .superRefine((settings, context) => {
    if (settings.checkInRequest.enabled && settings.timeZone === null) {
      context.addIssue({
        code: 'custom',
        path: ['timeZone'],
        message: "Choose the team's time zone before asking for check-ins",
      });
    }
    if (settings.checkInRequest.enabled && settings.checkInRequest.weekdays.length === 0) {
      context.addIssue({
        code: 'custom',
        path: ['checkInRequest', 'weekdays'],
        message: 'Choose at least one day for the check-in request',
      });
    }
  });

export type TeamSettings = z.output<typeof teamSettingsSchema>;

/** A team whose staff never saved settings: no zone yet (so no report), 08:00 every day, no check-in request. */
export const DEFAULT_TEAM_SETTINGS: TeamSettings = {
  timeZone: null,
  report: { time: '08:00', weekdays: EVERY_DAY },
  checkInRequest: { enabled: false, byTime: '10:00', weekdays: EVERY_DAY },
};

/** Stored settings as the schema reads them; the defaults for none (or an unreadable row). */
export function readTeamSettings(text: string | null | undefined): TeamSettings {
  if (!text) return DEFAULT_TEAM_SETTINGS;
  try {
    const parsed = teamSettingsSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : DEFAULT_TEAM_SETTINGS;
  } catch {
    return DEFAULT_TEAM_SETTINGS;
  }
}

/** What a team sends on a schedule of its own. */
export const TEAM_SEND_KINDS = ['report', 'checkInRequest'] as const;
export type TeamSendKind = (typeof TEAM_SEND_KINDS)[number];

/** How long before the requested time the request goes out. */
const REQUEST_LEAD_MINUTES = 60;

/**
 * When a check-in request is sent: an hour before `byTime`, the same day (a request by 00:30 goes at 00:00, never on
 * the day before, so it is always for the day it names).
 */
export function requestSendTime(byTime: ClockTime): ClockTime {
  const minutes = Math.max(0, Number(byTime.slice(0, 2)) * 60 + Number(byTime.slice(3, 5)) - REQUEST_LEAD_MINUTES);
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/**
 * A kind's wall-clock time and days, or null when the team does not send it: no zone (nothing is sent), no report
 * days, or the request off.
 */
export function teamSendTime(
  settings: TeamSettings,
  kind: TeamSendKind,
): { zone: string; time: ClockTime; weekdays: number[] } | null {
  const zone = settings.timeZone;
  if (zone === null) return null;
  if (kind === 'report') {
    return settings.report.weekdays.length > 0
      ? { zone, time: settings.report.time, weekdays: settings.report.weekdays }
      : null;
  }
  const request = settings.checkInRequest;
  return request.enabled && request.weekdays.length > 0
    ? { zone, time: requestSendTime(request.byTime), weekdays: request.weekdays }
    : null;
}
