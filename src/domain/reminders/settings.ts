// What an athlete chooses about reminders: shared by the settings screen and the server, which checks every save
// against it. Times are wall-clock times in the athlete's own zone (see schedule.ts for how they become instants).
import { z } from 'zod';
import { clockTimeSchema as clockTime, timeZoneSchema, weekdaysSchema as weekdays } from './schedule-schema.js';

/** The reminders there are, in the order the settings screen lists them. */
export const REMINDER_KINDS = ['journal', 'checkIn', 'finishGame'] as const;

export type ReminderKind = (typeof REMINDER_KINDS)[number];

export function isReminderKind(value: unknown): value is ReminderKind {
  return typeof value === 'string' && (REMINDER_KINDS as readonly string[]).includes(value);
}

const enabled = z.boolean('Say whether the reminder is on (true or false)');

/** Every reminder setting of one athlete, as GET /api/reminders answers and PUT /api/reminders/settings takes it. */
export const reminderSettingsSchema = z
  .object({
    timeZone: timeZoneSchema,
    journal: z.object({ enabled, time: clockTime, weekdays }),
    checkIn: z.object({ enabled, time: clockTime }),
    finishGame: z.object({ enabled, time: clockTime }),
    email: z.boolean('Say whether reminders also come by email (true or false)'),
    // Staff comments' notifications (decision 043): on unless turned off; settings saved before it existed read as on.
    comments: z.boolean('Say whether comments from staff are notified (true or false)').default(true),
  })
  .superRefine((settings, context) => {
    for (const kind of REMINDER_KINDS) {
      if (settings[kind].enabled && settings.timeZone === null) {
        context.addIssue({
          code: 'custom',
          path: ['timeZone'],
          message: 'Choose a time zone before turning a reminder on',
        });
        return;
      }
    }
    if (settings.journal.enabled && settings.journal.weekdays.length === 0) {
      context.addIssue({
        code: 'custom',
        path: ['journal', 'weekdays'],
        message: 'Choose at least one weekday for the journal reminder',
      });
    }
  });

export type ReminderSettings = z.output<typeof reminderSettingsSchema>;

/** The settings of an athlete who never saved any: everything off, no zone yet, the usual times. */
export const DEFAULT_REMINDER_SETTINGS: ReminderSettings = {
  timeZone: null,
  journal: { enabled: false, time: '20:00', weekdays: [0, 1, 2, 3, 4, 5, 6] },
  checkIn: { enabled: false, time: '08:00' },
  finishGame: { enabled: false, time: '21:00' },
  email: false,
  comments: true,
};

/** The kinds an athlete has turned on (each needs a time zone, which the schema makes sure of). */
export function enabledKinds(settings: ReminderSettings): ReminderKind[] {
  return REMINDER_KINDS.filter((kind) => settings[kind].enabled);
}
