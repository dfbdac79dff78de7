import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { DEFAULT_REMINDER_SETTINGS, type ReminderSettings } from '../../domain/reminders/settings.js';
import { newBrowserPushKeys } from './push-keys.js';
import type { TestBrowser, TestServer } from './test-server.js';

/** Reminder settings with two reminders on, in Madrid: the journal on weekdays and the morning check-in. */
export const REMINDERS_ON: ReminderSettings = {
  ...DEFAULT_REMINDER_SETTINGS,
  timeZone: 'Europe/Madrid',
  journal: { enabled: true, time: '20:00', weekdays: [1, 2, 3, 4, 5] },
  checkIn: { enabled: true, time: '08:00' },
};

/** A device as a browser registers it: its endpoint (a new one unless given), keys of its own, and a label. */
export function pushDevice(label: string, endpoint = `https://push.example.com/send/${randomUUID()}`) {
  return { endpoint, keys: newBrowserPushKeys().keys, label };
}

/**
 * A row of the athlete's in each reminder table: REMINDERS_ON saved (which schedules both), a device, and a
 * reminder claimed on `day`.
 */
export async function fillReminderTables(
  app: TestServer,
  athlete: { browser: TestBrowser; userId: string },
  day: string,
): Promise<void> {
  const { browser, userId } = athlete;
  expect((await browser.request('/api/reminders/settings', { method: 'PUT', json: REMINDERS_ON })).status).toBe(200);
  expect((await browser.request('/api/reminders/devices', { json: pushDevice('Phone') })).status).toBe(201);
  await app.server.database.db
    .insertInto('reminder_sends')
    .values({ user_id: userId, kind: 'journal', day, claimed_at: new Date().toISOString() })
    .execute();
}
