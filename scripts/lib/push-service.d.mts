import type { ECDH } from 'node:crypto';
import type { Agent } from 'node:https';

export interface PushMessage {
  /** The subscription's id (the endpoint's last path segment). */
  id: string;
  at: number;
  /** What the service answered: 201, a queued status, or 4xx when the message was not valid. */
  status: number;
  ttl: number;
  urgency: string | undefined;
  claims?: { aud: string; exp: number; sub: string };
  payload?: { title: string; body: string; url: string; tag: string };
  error?: string;
}

export interface PushService {
  origin: string;
  certificate: string;
  /** An https agent that trusts this service's certificate. */
  agent: Agent;
  received: PushMessage[];
  subscription(id?: string): { endpoint: string; keys: { p256dh: string; auth: string } };
  /** Slows every answer from now on by `ms`. */
  setDelay(ms: number): void;
  /** Queues an answer for the next message (to `endpoint` only, when given); 201 when none is queued. */
  answer(status: number, headers?: Record<string, string>, endpoint?: string | null): void;
  deliveredTo(endpoint: string): PushMessage[];
  close(): Promise<void>;
}

export function verifyVapid(
  authorization: string | undefined,
  expectedPublicKey: string | null,
  origin: string,
  now?: number,
): { aud: string; exp: number; sub: string };
export function decryptPushBody(body: Buffer, ecdh: ECDH, authSecret: Buffer): string;
/**
 * `hostname`: the name in its endpoints and certificate (127.0.0.1 by default); it listens on 127.0.0.1 whatever the
 * name, so a test resolves the name to 127.0.0.1 itself.
 */
export function startPushService(options?: {
  vapidPublicKey?: string | null;
  delayMs?: number;
  hostname?: string;
}): Promise<PushService>;
