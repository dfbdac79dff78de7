import { setMaxListeners } from 'node:events';
import { commentMessage } from '../../domain/comments.js';
import { entryTitle } from '../../domain/today.js';
import { settingsOf } from '../data/reminder-settings.js';
import * as claims from './comment-queries.js';
import { createDeliver, delivered, deliveryText } from './delivery.js';
import { inPool } from './in-pool.js';
import { reminderEmail } from './reminder-email.js';
import type { SchedulerDeps } from './scheduler.js';
import { signUnsubscribeToken } from './unsubscribe-token.js';

/** A comment left unsent is looked for once it is this old: younger, the server that took it is still on it. */
export const SWEEP_AFTER_MS = 60_000;
/** A comment found unsent this long after it was written is not sent: the news is old (as a reminder's). */
export const COMMENT_STALE_AFTER_MS = 3 * 60 * 60_000;
/** Comments read per sweep query; a sweep reads batches until none is left (at most MAX_BATCHES). */
const BATCH_SIZE = 200;
const MAX_BATCHES = 20;
/** Notifications being delivered at once by a sweep. */
const CONCURRENT_DELIVERIES = 4;

const EMAIL_REASON =
  'You get this because staff commented on your journal and no device of yours has Touchline notifications on. ' +
  '"Comments from staff" in Profile -> Reminders turns these off; the link below stops all Touchline emails.';

/** What became of one comment's notification. */
export type CommentOutcome = 'sent' | 'alreadyClaimed' | 'gone' | 'turnedOff' | 'failed';

export interface CommentNotifier {
  /** Claims and sends a new staff comment's notification, in the background (after the answer has left). */
  notify(commentId: string): void;
  /** Claims and sends the staff comments of the last hours left unsent: the reminder scheduler's wake runs it. */
  sweep(now: Date): Promise<Record<CommentOutcome, number>>;
  /** Stops taking new sends, cuts retry waits short and waits for the sends in progress. */
  stop(): Promise<void>;
}

/**
 * Tells an athlete of each staff comment on their journal once (decision 043), through the reminders' delivery: push
 * to every device, or, with none, the reminders' email letter when SMTP_URL is set. Once on every server layout: the
 * server that takes the comment claims it after its answer (comment_notifications; only the claimant sends), and
 * every server's scheduler wake claims those left unclaimed, a minute to three hours old.
 */
export function createCommentNotifier(deps: SchedulerDeps): CommentNotifier {
  const { db, logger } = deps;
  const stopping = new AbortController();
  // Every send waiting to retry listens for the stop: as many as comments are being sent at once, not a leak.
  setMaxListeners(0, stopping.signal);
  const inFlight = new Set<Promise<unknown>>();
  const deliver = createDeliver(deps, stopping.signal);

  async function send(commentId: string, now: Date): Promise<CommentOutcome> {
    if (!(await claims.claimCommentNotification(db, commentId, now))) return 'alreadyClaimed';
    const comment = await claims.commentToSend(db, commentId);
    // Deleted since the claim: its claim went with it.
    if (!comment) return 'gone';
    const settings = await settingsOf(db, comment.athleteId);
    if (!settings.comments) {
      await claims.recordCommentOutcome(db, commentId, 'turned off', new Date());
      return 'turnedOff';
    }
    const message = commentMessage(comment, { title: entryTitle(comment.entry), day: comment.entry.day });
    const emails = await claims.commentEmailsWanted(db, comment.athleteId, settings.email);
    const letter = emails
      ? () =>
          reminderEmail(
            message,
            deps.baseUrl,
            signUnsubscribeToken(deps.unsubscribeKey, comment.athleteId),
            EMAIL_REASON,
          )
      : null;
    const delivery = await deliver(
      comment.athleteId,
      message,
      letter,
      { commentId },
      { kind: 'comment', emailWithoutDevice: true },
    );
    await claims.recordCommentOutcome(db, commentId, deliveryText(delivery), new Date());
    return delivered(delivery) ? 'sent' : 'failed';
  }

  function tracked<T>(work: Promise<T>): Promise<T> {
    inFlight.add(work);
    void work.finally(() => inFlight.delete(work)).catch(() => undefined);
    return work;
  }

  return {
    notify(commentId) {
      if (stopping.signal.aborted) return;
      tracked(send(commentId, new Date())).catch((error: unknown) =>
        logger.error({ err: error, commentId }, 'comment notification could not be sent'),
      );
    },
    async sweep(now) {
      const summary: Record<CommentOutcome, number> = { sent: 0, alreadyClaimed: 0, gone: 0, turnedOff: 0, failed: 0 };
      const from = new Date(now.getTime() - COMMENT_STALE_AFTER_MS);
      const to = new Date(now.getTime() - SWEEP_AFTER_MS);
      for (let batch = 0; batch < MAX_BATCHES && !stopping.signal.aborted; batch += 1) {
        const ids = await claims.unclaimedStaffComments(db, from, to, BATCH_SIZE);
        await inPool(ids, CONCURRENT_DELIVERIES, async (id) => {
          try {
            summary[await tracked(send(id, now))] += 1;
          } catch (error) {
            summary.failed += 1;
            logger.error({ err: error, commentId: id }, 'comment notification could not be sent');
          }
        });
        if (ids.length < BATCH_SIZE) break;
      }
      if (Object.values(summary).some((count) => count > 0))
        logger.info({ comments: summary }, 'comment notifications swept');
      return summary;
    },
    async stop() {
      stopping.abort();
      await Promise.allSettled([...inFlight]);
    },
  };
}
