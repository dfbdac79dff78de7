import {
  DEFAULT_REMINDER_SETTINGS,
  reminderSettingsSchema,
  type ReminderSettings,
} from '../../domain/reminders/settings.js';
import type { Db } from '../db/connect.js';

// The athletes' reminder settings as the reminder routes write them and the scheduler reads them before each send.

/** Stored settings as the schema reads them; the defaults for an athlete who never saved (or an unreadable row). */
function parseStoredSettings(text: string | undefined): ReminderSettings {
  if (text === undefined) return DEFAULT_REMINDER_SETTINGS;
  try {
    const parsed = reminderSettingsSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : DEFAULT_REMINDER_SETTINGS;
  } catch {
    return DEFAULT_REMINDER_SETTINGS;
  }
}

/** An athlete's reminder settings (a transaction is a Db too). */
export async function settingsOf(db: Db, userId: string): Promise<ReminderSettings> {
  const row = await db
    .selectFrom('reminder_settings')
    .select('settings')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return parseStoredSettings(row?.settings);
}
