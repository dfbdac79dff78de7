import type { Agent } from 'node:https';
import type { Logger } from 'pino';
import { addDays } from '../../domain/dates.js';
import { reminderMessage, type ReminderMessage } from '../../domain/reminders/messages.js';
import { nextDue, type DueOccasion } from '../../domain/reminders/next-due.js';
import { isReminderKind, type ReminderKind, type ReminderSettings } from '../../domain/reminders/settings.js';
import { reminderStillWanted } from '../../domain/reminders/still-wanted.js';
import type { Db } from '../db/connect.js';
import { sendMail } from '../mail.js';
import { entriesOfDay } from '../data/entries.js';
import { settingsOf } from '../data/reminder-settings.js';
import * as store from './due-queries.js';
import type { Resolve } from './public-address.js';
import { sendPush, type RetryPolicy } from './push-sender.js';
import { reminderEmail } from './reminder-email.js';
import { signUnsubscribeToken } from './unsubscribe-token.js';
import type { VapidKeys } from './vapid-keys.js';

/** The scheduler wakes this often at most (and once at start). */
export const WAKE_INTERVAL_MS = 60_000;
/** A reminder found this long after its time is skipped, not sent: after downtime or a clock jumping forward. */
export const STALE_AFTER_MS = 3 * 60 * 60_000;
/**
 * Claims (`reminder_sends`) are kept this many days, then forgotten once a day. A reminder is claimed at most
 * STALE_AFTER_MS after its time, and its day is its athlete's, at most a day off UTC's: a claim two days old can never
 * be made again. A week keeps what became of each reminder to look at for a while.
 */
const KEEP_CLAIMS_DAYS = 7;
/** Reminders read per query; a wake reads batches until none is due (at most MAX_BATCHES_PER_WAKE). */
const BATCH_SIZE = 200;
const MAX_BATCHES_PER_WAKE = 20;
/** Reminders being delivered at once: a slow push service holds at most this many. */
const CONCURRENT_DELIVERIES = 4;

export interface SchedulerDeps {
  db: Db;
  logger: Logger;
  vapid: VapidKeys;
  retry: RetryPolicy;
  /** SMTP_URL and SMTP_FROM when email is set up. */
  mail: { smtpUrl: string; from: string } | null;
  /** Where links in emails point (PUBLIC_URL or the server's origin). */
  baseUrl: string;
  unsubscribeKey: Buffer;
  /** PUSH_PRIVATE_ADDRESSES: whether push endpoints on this machine or a private network may be contacted. */
  privateAddresses: 'refuse' | 'allow';
  /** For tests, with privateAddresses 'allow': an https agent trusting a local push service. */
  pushAgent?: Agent;
  /** How push endpoints' names resolve (dns.lookup unless a test gives its own). */
  resolve?: Resolve;
  /** Work each wake also runs, after the reminders: staff comments' notifications left unsent (decision 043). */
  sweeps?: readonly ((now: Date) => Promise<unknown>)[];
}

/** What one wake did, reminder by reminder. */
export interface RunSummary {
  due: number;
  sent: number;
  notWanted: number;
  stale: number;
  alreadyClaimed: number;
  turnedOff: number;
  failed: number;
}

export interface ReminderScheduler {
  /** Delivers the reminders due at `now` (tests pass it; the timer passes the clock's). */
  runOnce(now: Date): Promise<RunSummary>;
  /** Runs now, then wakes each minute until stop(). */
  start(): void;
  /** Stops waking, cuts waits between retries short, and waits for the run in progress. */
  stop(): Promise<void>;
}

type Outcome = Exclude<keyof RunSummary, 'due'>;

/** How one reminder went out: pushes delivered of the athlete's devices, and the email, if any was to go. */
interface Delivery {
  pushed: number;
  devices: number;
  email: 'none' | 'sent' | 'failed';
}

/** A delivery as `reminder_sends.outcome` keeps it: "push 1/2", "push 0/0, email sent". */
function deliveryText({ pushed, devices, email }: Delivery): string {
  return email === 'none' ? `push ${pushed}/${devices}` : `push ${pushed}/${devices}, email ${email}`;
}

/** The occasion after the one due: from its time, or, for a stale one, from the oldest time still worth sending. */
function following(settings: ReminderSettings, kind: ReminderKind, after: Date): DueOccasion | null {
  const zone = settings.timeZone;
  if (zone === null || !settings[kind].enabled) return null;
  return nextDue(settings[kind].time, zone, after, kind === 'journal' ? settings.journal.weekdays : undefined);
}

/** Runs `task` over `items`, `limit` at a time. */
async function inPool<T>(items: readonly T[], limit: number, task: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await task(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/**
 * The reminder scheduler, inside the server process: each wake reads the reminders due (an index range, so the work
 * follows the reminders due, not the number of athletes), and for each one checks it is still wanted, claims it
 * (athlete, kind, day) and moves it on in one transaction, then delivers it: push to every device, and email when
 * chosen. Delivery never runs on a request's path.
 */
export function createReminderScheduler(deps: SchedulerDeps): ReminderScheduler {
  const { db, logger } = deps;
  const stopping = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  /** The UTC day whose older claims were last forgotten. */
  let claimsForgottenOn: string | null = null;

  async function forgetOldClaims(now: Date) {
    const today = now.toISOString().slice(0, 10);
    if (claimsForgottenOn === today) return;
    const forgotten = await store.forgetClaimsBefore(db, addDays(today, -KEEP_CLAIMS_DAYS));
    claimsForgottenOn = today;
    if (forgotten > 0) logger.info({ forgotten }, 'old reminder claims forgotten');
  }

  async function deliver(due: store.DueReminder, settings: ReminderSettings, message: ReminderMessage) {
    const { devices, email } = await store.recipientOf(db, due.userId);
    const pushes = await Promise.all(
      devices.map(async (device) => {
        const outcome = await sendPush(device, message, {
          vapid: deps.vapid,
          retry: deps.retry,
          privateAddresses: deps.privateAddresses,
          agent: deps.pushAgent,
          resolve: deps.resolve,
          signal: stopping.signal,
        });
        if (outcome.result === 'gone') await store.deleteGoneDevice(db, device.id, device.endpoint);
        if (outcome.result === 'failed') {
          logger.warn({ reminder: due, attempts: outcome.attempts, reason: outcome.reason }, 'reminder push given up');
        }
        return outcome.result;
      }),
    );
    const delivery: Delivery = {
      pushed: pushes.filter((result) => result === 'sent').length,
      devices: devices.length,
      email: 'none',
    };
    if (settings.email && deps.mail && email) {
      const letter = reminderEmail(message, deps.baseUrl, signUnsubscribeToken(deps.unsubscribeKey, due.userId));
      try {
        await sendMail(deps.mail.smtpUrl, deps.mail.from, { to: email, ...letter });
        delivery.email = 'sent';
      } catch (error) {
        logger.warn({ err: error, reminder: due }, 'reminder email failed');
        delivery.email = 'failed';
      }
    }
    return delivery;
  }

  async function handle(due: store.DueReminder, now: Date): Promise<Outcome> {
    if (!isReminderKind(due.kind)) {
      await store.moveOn(db, due, null);
      return 'turnedOff';
    }
    const settings = await settingsOf(db, due.userId);
    const dueAt = new Date(due.dueAt);
    const stale = now.getTime() - dueAt.getTime() > STALE_AFTER_MS;
    const next = following(settings, due.kind, stale ? new Date(now.getTime() - STALE_AFTER_MS) : dueAt);
    if (!settings[due.kind].enabled || settings.timeZone === null) {
      await store.moveOn(db, due, null);
      return 'turnedOff';
    }
    if (stale) {
      await store.moveOn(db, due, next);
      return 'stale';
    }
    const decision = reminderStillWanted(due.kind, due.day, await entriesOfDay(db, due.userId, due.day));
    if (!decision.send) {
      await store.moveOn(db, due, next);
      return 'notWanted';
    }
    if (!(await store.claimAndMoveOn(db, due, next, now))) return 'alreadyClaimed';
    const delivery = await deliver(due, settings, reminderMessage(due.kind, due.day, decision.gameId));
    await store.recordOutcome(db, due, deliveryText(delivery), new Date());
    return delivery.pushed > 0 || delivery.email === 'sent' ? 'sent' : 'failed';
  }

  async function runOnce(now: Date): Promise<RunSummary> {
    const summary: RunSummary = { due: 0, sent: 0, notWanted: 0, stale: 0, alreadyClaimed: 0, turnedOff: 0, failed: 0 };
    await forgetOldClaims(now);
    for (let batch = 0; batch < MAX_BATCHES_PER_WAKE && !stopping.signal.aborted; batch += 1) {
      const due = await store.dueReminders(db, now, BATCH_SIZE);
      summary.due += due.length;
      await inPool(due, CONCURRENT_DELIVERIES, async (reminder) => {
        try {
          summary[await handle(reminder, now)] += 1;
        } catch (error) {
          summary.failed += 1;
          logger.error({ err: error, reminder }, 'reminder could not be handled');
        }
      });
      if (due.length < BATCH_SIZE) break;
    }
    if (summary.due > 0) logger.info({ reminders: summary }, 'reminders handled');
    for (const sweep of deps.sweeps ?? []) {
      await sweep(now).catch((error: unknown) => logger.error({ err: error }, 'sweep failed'));
    }
    return summary;
  }

  function wake() {
    running = runOnce(new Date())
      .catch((error: unknown) => logger.error({ err: error }, 'reminder run failed'))
      .finally(() => {
        if (!stopping.signal.aborted) timer = setTimeout(wake, WAKE_INTERVAL_MS);
      });
  }

  return {
    runOnce,
    start: wake,
    async stop() {
      stopping.abort();
      clearTimeout(timer);
      await running;
    },
  };
}
