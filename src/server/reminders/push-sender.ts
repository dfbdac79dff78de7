import type { Agent } from 'node:https';
import webPush from 'web-push';
import type { ReminderMessage } from '../../domain/reminders/messages.js';
import { destinationOf, PrivateAddressError, type Destination, type Resolve } from './public-address.js';
import { parsePushEndpoint } from './push-endpoint.js';
import { postPush } from './push-request.js';
import type { VapidKeys } from './vapid-keys.js';

/** How a push that the push service refuses for now (429, 5xx, no answer) is tried again. */
export interface RetryPolicy {
  /** Tries in all, the first included. */
  attempts: number;
  /** The wait before the second try; it doubles each time. */
  baseDelayMs: number;
  /** The longest wait, also for a Retry-After that asks for more. */
  maxDelayMs: number;
}

export const DEFAULT_RETRY: RetryPolicy = { attempts: 4, baseDelayMs: 2_000, maxDelayMs: 60_000 };

/** A reminder not shown within this long is not worth showing: the push service drops it. */
const TIME_TO_LIVE_SECONDS = 4 * 60 * 60;
/** How long one request to a push service may take before it counts as failed (and is tried again). */
const REQUEST_TIMEOUT_MS = 10_000;

/** A device as the sender needs it. */
export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export interface PushSenderOptions {
  vapid: VapidKeys;
  retry: RetryPolicy;
  /**
   * 'refuse' (the default): push endpoints on this machine or a private network are not contacted (PUSH_PRIVATE_ADDRESSES).
   * 'allow': for a push service on your own network, and for test rigs.
   */
  privateAddresses?: 'refuse' | 'allow';
  /** For tests, with privateAddresses 'allow': an https agent that trusts a local push service's certificate. */
  agent?: Agent;
  /** For tests: how names resolve (dns.lookup by default). */
  resolve?: Resolve;
  /** Waits (between tries) end early when this aborts: the server is stopping. */
  signal?: AbortSignal;
}

/** What became of one push: delivered, the subscription is gone (delete it), or given up after `attempts`. */
export type PushOutcome =
  | { result: 'sent'; attempts: number }
  | { result: 'gone'; attempts: number; status: number }
  | { result: 'failed'; attempts: number; reason: string };

const isRetryable = (status: number | undefined) => status === undefined || status === 429 || status >= 500;

/** Milliseconds a Retry-After header asks for (seconds or an HTTP date), or null when there is none usable. */
export function retryAfterMs(header: unknown, now = Date.now()): number | null {
  if (typeof header !== 'string' || header.trim() === '') return null;
  if (/^\d+$/.test(header.trim())) return Number(header.trim()) * 1000;
  const date = Date.parse(header);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}

function wait(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal?.aborted) return resolve();
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    }
    signal?.addEventListener('abort', done, { once: true });
  });
}

/**
 * Sends one reminder to one device through its push service, encrypted to the device's keys (RFC 8291) and signed
 * with the server's VAPID key (RFC 8292). The endpoint is read once (push-endpoint.ts) and its name resolved once:
 * every try goes to that address. 404 and 410 mean the subscription is gone; 429, 5xx and no answer are tried again
 * after a growing wait (or what Retry-After asks, within reason), a bounded number of times; any other answer is
 * final.
 */
export async function sendPush(
  target: PushTarget,
  message: ReminderMessage,
  options: PushSenderOptions,
): Promise<PushOutcome> {
  const { retry, vapid } = options;
  const endpoint = parsePushEndpoint(target.endpoint);
  if (typeof endpoint === 'string') {
    return { result: 'failed', attempts: 1, reason: `push endpoint refused: ${endpoint}` };
  }
  const publicOnly = options.privateAddresses !== 'allow';
  let request: { headers: Record<string, string | number>; body: Buffer | null };
  try {
    request = webPush.generateRequestDetails(
      { endpoint: endpoint.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
      JSON.stringify(message),
      {
        vapidDetails: { subject: vapid.subject, publicKey: vapid.publicKey, privateKey: vapid.privateKey },
        TTL: TIME_TO_LIVE_SECONDS,
        urgency: 'normal',
      },
    );
  } catch (error) {
    return { result: 'failed', attempts: 1, reason: error instanceof Error ? error.message : String(error) };
  }
  let destination: Destination | null = null;
  let reason = '';
  for (let attempt = 1; attempt <= retry.attempts; attempt += 1) {
    let status: number | undefined;
    let retryAfter: unknown;
    try {
      destination ??= await destinationOf(endpoint.hostname, { publicOnly, resolve: options.resolve });
      const answer = await postPush(endpoint, destination, request, {
        timeoutMs: REQUEST_TIMEOUT_MS,
        // Only for a push service of one's own: an agent's options would override the decided address's lookup.
        testAgent: publicOnly ? undefined : options.agent,
      });
      if (answer.status >= 200 && answer.status <= 299) return { result: 'sent', attempts: attempt };
      status = answer.status;
      retryAfter = answer.headers['retry-after'];
      reason = `${status}`;
    } catch (error) {
      if (error instanceof PrivateAddressError) return { result: 'failed', attempts: attempt, reason: error.message };
      reason = error instanceof Error ? error.message : String(error);
    }
    if (status === 404 || status === 410) return { result: 'gone', attempts: attempt, status };
    if (!isRetryable(status) || attempt === retry.attempts || options.signal?.aborted) {
      return { result: 'failed', attempts: attempt, reason };
    }
    const backoff = retry.baseDelayMs * 2 ** (attempt - 1);
    await wait(Math.min(retryAfterMs(retryAfter) ?? backoff, retry.maxDelayMs), options.signal);
  }
  return { result: 'failed', attempts: retry.attempts, reason };
}
