import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import { nextDue } from '../../../domain/reminders/next-due.js';
import { DEFAULT_REMINDER_SETTINGS, enabledKinds, type ReminderSettings } from '../../../domain/reminders/settings.js';
import { dialectOf, type Db } from '../../db/connect.js';
import type { Database } from '../../db/schema.js';
import { settingsOf } from '../../data/reminder-settings.js';
import type { Device, DeviceBody } from './contract.js';

/**
 * Sets an athlete's schedule from their settings: each reminder they have on gets its next occasion after `now`, the
 * others none. A reminder already sent for a day is never sent again for it (reminder_sends), so moving a time later
 * on a day it was sent is safe.
 */
async function reschedule(trx: Transaction<Database>, userId: string, settings: ReminderSettings, now: Date) {
  await trx.deleteFrom('reminder_schedule').where('user_id', '=', userId).execute();
  const zone = settings.timeZone;
  if (zone === null) return;
  const rows = enabledKinds(settings).flatMap((kind) => {
    const weekdays = kind === 'journal' ? settings.journal.weekdays : undefined;
    const next = nextDue(settings[kind].time, zone, now, weekdays);
    return next ? [{ user_id: userId, kind, day: next.day, next_due_at: next.at.toISOString() }] : [];
  });
  if (rows.length > 0) await trx.insertInto('reminder_schedule').values(rows).execute();
}

/** Saves an athlete's settings and their schedule with them, in one transaction. */
export async function saveSettings(db: Db, userId: string, settings: ReminderSettings, now: Date): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const row = { user_id: userId, settings: JSON.stringify(settings), updated_at: now.toISOString() };
    await trx
      .insertInto('reminder_settings')
      .values(row)
      .onConflict((conflict) =>
        conflict.column('user_id').doUpdateSet({ settings: row.settings, updated_at: row.updated_at }),
      )
      .execute();
    await reschedule(trx, userId, settings, now);
  });
}

/**
 * Turns an athlete's reminder emails off with an unsubscribe link sent at `sentAt`, once: afterwards that link, and
 * every link sent before it, is used ('used'; a link sent later, in a newer email, still works). 'no-account' when
 * the account is gone, so a link does not outlive it.
 */
export async function turnEmailOffByLink(
  db: Db,
  userId: string,
  sentAt: Date,
  now: Date,
): Promise<'off' | 'used' | 'no-account'> {
  return db.transaction().execute(async (trx) => {
    const user = await trx.selectFrom('user').select('id').where('id', '=', userId).executeTakeFirst();
    if (!user) return 'no-account';
    // The link's use is kept in the settings row: an athlete who never saved any gets the defaults' row.
    await trx
      .insertInto('reminder_settings')
      .values({ user_id: userId, settings: JSON.stringify(DEFAULT_REMINDER_SETTINGS), updated_at: now.toISOString() })
      .onConflict((conflict) => conflict.column('user_id').doNothing())
      .execute();
    const settings = await settingsOf(trx, userId);
    const sent = sentAt.toISOString();
    // One statement checks and spends the link: of two uses at once, the second finds it spent.
    const result = await trx
      .updateTable('reminder_settings')
      .set({
        settings: JSON.stringify({ ...settings, email: false }),
        updated_at: now.toISOString(),
        unsubscribe_spent_through: sent,
      })
      .where('user_id', '=', userId)
      .where((eb) => eb.or([eb('unsubscribe_spent_through', 'is', null), eb('unsubscribe_spent_through', '<', sent)]))
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0 ? 'off' : 'used';
  });
}

/** An athlete's devices, newest first. */
export async function devicesOf(db: Db, userId: string): Promise<Device[]> {
  const rows = await db
    .selectFrom('push_subscriptions')
    .select(['id', 'endpoint', 'label', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map((row) => ({ id: row.id, endpoint: row.endpoint, label: row.label, createdAt: row.created_at }));
}

/** Devices an athlete can have: enough for every browser they use, not a store for anyone's URLs. */
export const MAX_DEVICES = 10;

/**
 * What became of a device sent to be saved: added, its own row updated, refused as another athlete's, or refused as
 * one more than MAX_DEVICES.
 */
export type SavedDevice =
  | { result: 'added'; device: Device }
  | { result: 'replaced'; device: Device }
  | { result: 'taken' }
  | { result: 'full' };

/**
 * Stores a browser's subscription as a device of the athlete. The same endpoint again from the same athlete (the
 * browser subscribed anew) updates their row's keys and name. An endpoint that is another athlete's is refused, never
 * moved: knowing a device's URL must not be enough to take its reminders away.
 */
export async function saveDevice(db: Db, userId: string, body: DeviceBody, now: Date): Promise<SavedDevice> {
  return db.transaction().execute(async (trx) => {
    // One registration of an athlete at a time, so two at once cannot both be the tenth. (SQLite runs one
    // transaction at a time anyway.)
    if (dialectOf(trx) === 'postgres') {
      await trx.selectFrom('user').select('id').where('id', '=', userId).forUpdate().execute();
    }
    const ownerOf = () =>
      trx
        .selectFrom('push_subscriptions')
        .select(['id', 'user_id', 'created_at'])
        .where('endpoint', '=', body.endpoint)
        .executeTakeFirst();
    const keys = { p256dh: body.keys.p256dh, auth: body.keys.auth, label: body.label };
    let owned = await ownerOf();
    if (!owned) {
      const { count } = await trx
        .selectFrom('push_subscriptions')
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow();
      if (Number(count) >= MAX_DEVICES) return { result: 'full' };
      const row = {
        id: randomUUID(),
        user_id: userId,
        endpoint: body.endpoint,
        ...keys,
        created_at: now.toISOString(),
      };
      const inserted = await trx
        .insertInto('push_subscriptions')
        .values(row)
        .onConflict((conflict) => conflict.column('endpoint').doNothing())
        .executeTakeFirst();
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0) {
        const device = { id: row.id, endpoint: row.endpoint, label: row.label, createdAt: row.created_at };
        return { result: 'added', device };
      }
      // Registered a moment ago, by another request: whose it is now decides, as below.
      owned = await ownerOf();
      if (!owned) throw new Error('push subscription conflicted but is not there');
    }
    if (owned.user_id !== userId) return { result: 'taken' };
    await trx.updateTable('push_subscriptions').set(keys).where('id', '=', owned.id).execute();
    const device = { id: owned.id, endpoint: body.endpoint, label: body.label, createdAt: owned.created_at };
    return { result: 'replaced', device };
  });
}

/** Deletes one of an athlete's devices; false when they have no such device. */
export async function deleteDevice(db: Db, userId: string, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom('push_subscriptions')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/**
 * Turns one staff member's squad report email of one team off (a report's one-click link): the report still comes by
 * push. False when they are no longer staff of that team. Using an old link again after turning the email back on
 * turns it off again: the link says what it does, and the team page turns it on.
 */
export async function turnReportEmailOff(db: Db, teamId: string, userId: string): Promise<boolean> {
  const result = await db
    .updateTable('team_members')
    .set({ report_email: 0 })
    .where('team_id', '=', teamId)
    .where('user_id', '=', userId)
    .where('role', '=', 'staff')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
