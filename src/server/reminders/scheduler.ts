import type { Agent } from 'node:https';
import type { Logger } from 'pino';
import { addDays } from '../../domain/dates.js';
import { reminderMessage } from '../../domain/reminders/messages.js';
import { nextDue, type DueOccasion } from '../../domain/reminders/next-due.js';
import { isReminderKind, type ReminderKind, type ReminderSettings } from '../../domain/reminders/settings.js';
import { reminderStillWanted } from '../../domain/reminders/still-wanted.js';
import type { Db } from '../db/connect.js';
import { entriesOfDay } from '../data/entries.js';
import { settingsOf } from '../data/reminder-settings.js';
import type { Metrics, NotificationKind } from '../metrics/metrics.js';
import { createDeliver, delivered, deliveryText } from './delivery.js';
import { inPool } from './in-pool.js';
import * as store from './due-queries.js';
import type { Resolve } from './public-address.js';
import type { RetryPolicy } from './push-sender.js';
import { reminderEmail } from './reminder-email.js';
import * as teamStore from './team-queries.js';
import { followingTeamSend, settingsOfTeam, teamSends, type Send } from './team-sends.js';
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
  metrics: Metrics;
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

/**
 * What one wake did, message by message: reminders, squad reports and check-in requests alike (`due` counts the
 * schedule rows read; a team's row may send one message to each of its readers).
 */
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

/** The occasion after the one due: from its time, or, for a stale one, from the oldest time still worth sending. */
function following(settings: ReminderSettings, kind: ReminderKind, after: Date): DueOccasion | null {
  const zone = settings.timeZone;
  if (zone === null || !settings[kind].enabled) return null;
  return nextDue(settings[kind].time, zone, after, kind === 'journal' ? settings.journal.weekdays : undefined);
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
    const forgotten =
      (await store.forgetClaimsBefore(db, addDays(today, -KEEP_CLAIMS_DAYS))) +
      (await teamStore.forgetReportClaimsBefore(db, addDays(today, -KEEP_CLAIMS_DAYS)));
    claimsForgottenOn = today;
    if (forgotten > 0) logger.info({ forgotten }, 'old reminder claims forgotten');
  }

  const deliver = createDeliver(deps, stopping.signal);

  /** Claims one message, then delivers it and notes the outcome: only the call that made the claim sends. */
  async function claimThenSend(send: Send, now: Date, kind: NotificationKind, what: object): Promise<Outcome> {
    if (!(await send.claim(now))) return 'alreadyClaimed';
    const delivery = await deliver(send.userId, send.message, send.letter, what, { kind });
    await send.record(deliveryText(delivery), new Date());
    return delivered(delivery) ? 'sent' : 'failed';
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
    const { userId } = due;
    const message = reminderMessage(due.kind, due.day, decision.gameId);
    const send: Send = {
      userId,
      message,
      letter: settings.email
        ? () => reminderEmail(message, deps.baseUrl, signUnsubscribeToken(deps.unsubscribeKey, userId))
        : null,
      claim: (at) => store.claimAndMoveOn(db, due, next, at),
      record: (outcome, at) => store.recordOutcome(db, due, outcome, at),
    };
    return claimThenSend(send, now, 'reminder', { reminder: due });
  }

  /**
   * A team's due report or request: each reader's message claimed, then sent, one after another; the row moves on
   * once every reader's claim is made, so a restart in between claims only the readers not yet claimed.
   */
  async function handleTeamSend(due: teamStore.DueTeamSend, now: Date): Promise<Outcome[]> {
    const settings = await settingsOfTeam(db, due.teamId);
    const stale = now.getTime() - new Date(due.dueAt).getTime() > STALE_AFTER_MS;
    const next = followingTeamSend(
      settings,
      due.kind,
      stale ? new Date(now.getTime() - STALE_AFTER_MS) : new Date(due.dueAt),
    );
    if (next === null) {
      await teamStore.moveTeamSendOn(db, due, null);
      return ['turnedOff'];
    }
    if (stale) {
      await teamStore.moveTeamSendOn(db, due, next);
      return ['stale'];
    }
    const sends = await teamSends(deps, due, settings);
    const outcomes: Outcome[] = [];
    for (const send of sends) {
      if (stopping.signal.aborted) return outcomes;
      const kind = due.kind === 'report' ? 'squad_report' : 'check_in_request';
      outcomes.push(await claimThenSend(send, now, kind, { teamSend: due, userId: send.userId }));
    }
    await teamStore.moveTeamSendOn(db, due, next);
    return outcomes.length > 0 ? outcomes : ['notWanted'];
  }

  /** Reads the rows `source` has due in batches and handles each, at most CONCURRENT_DELIVERIES at once. */
  async function drain<T>(
    source: { due(now: Date, limit: number): Promise<T[]>; handle(item: T, now: Date): Promise<Outcome[]> },
    now: Date,
    summary: RunSummary,
  ) {
    for (let batch = 0; batch < MAX_BATCHES_PER_WAKE && !stopping.signal.aborted; batch += 1) {
      const due = await source.due(now, BATCH_SIZE);
      summary.due += due.length;
      await inPool(due, CONCURRENT_DELIVERIES, async (item) => {
        try {
          for (const outcome of await source.handle(item, now)) summary[outcome] += 1;
        } catch (error) {
          summary.failed += 1;
          logger.error({ err: error, due: item }, 'scheduled send could not be handled');
        }
      });
      if (due.length < BATCH_SIZE) break;
    }
  }

  async function runOnce(now: Date): Promise<RunSummary> {
    const summary: RunSummary = { due: 0, sent: 0, notWanted: 0, stale: 0, alreadyClaimed: 0, turnedOff: 0, failed: 0 };
    await forgetOldClaims(now);
    await drain(
      { due: (at, limit) => store.dueReminders(db, at, limit), handle: async (row, at) => [await handle(row, at)] },
      now,
      summary,
    );
    await drain({ due: (at, limit) => teamStore.dueTeamSends(db, at, limit), handle: handleTeamSend }, now, summary);
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
