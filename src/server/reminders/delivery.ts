import type { Agent } from 'node:https';
import type { Logger } from 'pino';
import type { ReminderMessage } from '../../domain/reminders/messages.js';
import type { Db } from '../db/connect.js';
import type { Metrics, NotificationKind } from '../metrics/metrics.js';
import { sendMail } from '../mail.js';
import * as store from './due-queries.js';
import type { Resolve } from './public-address.js';
import { sendPush, type RetryPolicy } from './push-sender.js';
import type { ReminderEmail } from './reminder-email.js';
import type { VapidKeys } from './vapid-keys.js';

// How anything the scheduler sends reaches its reader: a push to each of their devices, and an email when they chose
// one and the server has SMTP. Reminders, squad reports and check-in requests all go out this way, after their claim.

export interface DeliveryDeps {
  db: Db;
  logger: Logger;
  metrics: Metrics;
  vapid: VapidKeys;
  retry: RetryPolicy;
  mail: { smtpUrl: string; from: string } | null;
  privateAddresses: 'refuse' | 'allow';
  pushAgent?: Agent;
  resolve?: Resolve;
}

/** How one message went out: pushes delivered of the reader's devices, and the email, if any was to go. */
export interface Delivery {
  pushed: number;
  devices: number;
  email: 'none' | 'sent' | 'failed';
}

/** A delivery as a claim's `outcome` keeps it: "push 1/2", "push 0/0, email sent". */
export function deliveryText({ pushed, devices, email }: Delivery): string {
  return email === 'none' ? `push ${pushed}/${devices}` : `push ${pushed}/${devices}, email ${email}`;
}

/** Whether anything reached the reader. */
export const delivered = (delivery: Delivery): boolean => delivery.pushed > 0 || delivery.email === 'sent';

/** The email of a message, for readers who chose one (null: push only). */
export type Letter = ((recipient: string) => ReminderEmail) | null;

/**
 * Sends `message` (a notification of `kind`) to `userId`'s devices, and by email when `letter` is given and SMTP is
 * set up; with `emailWithoutDevice`, the email goes only to a reader with no device (a comment's notice: decision 043).
 */
export function createDeliver(deps: DeliveryDeps, signal: AbortSignal) {
  const { db, logger, metrics } = deps;
  const count = (kind: NotificationKind, channel: 'push' | 'email', result: 'sent' | 'failed') =>
    metrics.notifications.inc({ kind, channel, result });
  return async function deliver(
    userId: string,
    message: ReminderMessage,
    letter: Letter,
    what: object,
    { kind, emailWithoutDevice = false }: { kind: NotificationKind; emailWithoutDevice?: boolean },
  ): Promise<Delivery> {
    const { devices, email } = await store.recipientOf(db, userId);
    const pushes = await Promise.all(
      devices.map(async (device) => {
        const outcome = await sendPush(device, message, {
          vapid: deps.vapid,
          retry: deps.retry,
          privateAddresses: deps.privateAddresses,
          agent: deps.pushAgent,
          resolve: deps.resolve,
          signal,
        });
        if (outcome.result === 'gone') await store.deleteGoneDevice(db, device.id, device.endpoint);
        if (outcome.result === 'failed') {
          logger.warn({ ...what, attempts: outcome.attempts, reason: outcome.reason }, 'push given up');
        }
        // A device gone for good is no failure of the server's: it is forgotten, and nothing is counted.
        if (outcome.result !== 'gone') count(kind, 'push', outcome.result);
        return outcome.result;
      }),
    );
    const delivery: Delivery = {
      pushed: pushes.filter((result) => result === 'sent').length,
      devices: devices.length,
      email: 'none',
    };
    if (letter && deps.mail && email && !(emailWithoutDevice && devices.length > 0)) {
      try {
        await sendMail(deps.mail.smtpUrl, deps.mail.from, { to: email, ...letter(userId) });
        delivery.email = 'sent';
      } catch (error) {
        logger.warn({ err: error, ...what }, 'email failed');
        delivery.email = 'failed';
      }
      count(kind, 'email', delivery.email);
    }
    return delivery;
  };
}

export type Deliver = ReturnType<typeof createDeliver>;
