import type { InferResponseType } from 'hono/client';
import type { ReminderKind, ReminderSettings } from '../../../domain/reminders/settings';
import { isArrayOf, isNumber, isRecord, isString } from '../../../domain/guards';
import type { api } from '../../lib/api-client';

/** What the athlete chose (the server's schema, src/domain/reminders/settings.ts; a type only: no zod here). */
export type { ReminderKind, ReminderSettings };

/** One reminder that is on or off at a time of day ("HH:mm", in the athlete's time zone). */
export type TimedReminder = ReminderSettings['checkIn'];

/** Everything the Reminders screen reads: the answer of GET /api/reminders, as its route says. */
export type Reminders = InferResponseType<typeof api.reminders.$get, 200>;

/** A team that asks the athlete to check in by a time ("Requested by {teamName}"), with the athlete's own switch. */
export type TeamRequest = Reminders['teamRequests'][number];

/** A device that receives push reminders (a browser's push subscription). */
export type ReminderDevice = Reminders['devices'][number];

/**
 * Whether anything is on that is sent to the athlete's devices: one of their reminders, a team's check-in request, or
 * staff's comments (only for an athlete of a team: nobody else has staff to comment).
 */
export const sendsToDevices = (
  settings: ReminderSettings,
  { teamRequests, athleteOfATeam }: Pick<Reminders, 'teamRequests' | 'athleteOfATeam'>,
): boolean =>
  settings.journal.enabled ||
  settings.checkIn.enabled ||
  settings.finishGame.enabled ||
  teamRequests.some((request) => request.on) ||
  (settings.comments && athleteOfATeam);

/** The settings with one reminder turned on or off; turning one on fixes the time zone if none was chosen yet. */
export function withReminderEnabled(
  settings: ReminderSettings,
  kind: ReminderKind,
  enabled: boolean,
  browserTimeZone: string,
): ReminderSettings {
  return {
    ...settings,
    timeZone: enabled ? (settings.timeZone ?? browserTimeZone) : settings.timeZone,
    [kind]: { ...settings[kind], enabled },
  };
}

const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/;

/** "HH:mm", 00:00 to 23:59. */
export const isTimeOfDay = (value: unknown): value is string => isString(value) && TIME_OF_DAY.test(value);

const isWeekday = (value: unknown): value is number =>
  isNumber(value) && Number.isInteger(value) && value >= 0 && value <= 6;
const isTimedReminder = (value: unknown): value is TimedReminder =>
  isRecord(value) && typeof value.enabled === 'boolean' && isTimeOfDay(value.time);

const isJournalReminder = (value: unknown): value is ReminderSettings['journal'] =>
  isRecord(value) && isArrayOf(value.weekdays, isWeekday) && isTimedReminder(value);

function isReminderSettings(value: unknown): value is ReminderSettings {
  return (
    isRecord(value) &&
    (value.timeZone === null || (isString(value.timeZone) && value.timeZone.length > 0)) &&
    isJournalReminder(value.journal) &&
    isTimedReminder(value.checkIn) &&
    isTimedReminder(value.finishGame) &&
    typeof value.email === 'boolean' &&
    typeof value.comments === 'boolean'
  );
}

const isDevice = (value: unknown): value is ReminderDevice =>
  isRecord(value) &&
  isString(value.id) &&
  isString(value.endpoint) &&
  isString(value.label) &&
  isString(value.createdAt) &&
  !Number.isNaN(Date.parse(value.createdAt));

const isTeamRequest = (value: unknown): value is TeamRequest =>
  isRecord(value) &&
  isString(value.teamId) &&
  isString(value.teamName) &&
  isTimeOfDay(value.byTime) &&
  isArrayOf(value.weekdays, isWeekday) &&
  typeof value.on === 'boolean';

/** Whether an answer (from the server or from browser storage) has every part the Reminders screen reads. */
export function isReminders(value: unknown): value is Reminders {
  return (
    isRecord(value) &&
    isReminderSettings(value.settings) &&
    isArrayOf(value.devices, isDevice) &&
    isArrayOf(value.teamRequests, isTeamRequest) &&
    typeof value.athleteOfATeam === 'boolean' &&
    isString(value.pushPublicKey) &&
    typeof value.emailAvailable === 'boolean'
  );
}

/** Whether the answer to a save holds settings the screen can show. */
export const isSavedSettings = (value: unknown): value is { settings: ReminderSettings } =>
  isRecord(value) && isReminderSettings(value.settings);

/** Whether the answer to adding a device holds the device. */
export const isAddedDevice = (value: unknown): value is { device: ReminderDevice } =>
  isRecord(value) && isDevice(value.device);
