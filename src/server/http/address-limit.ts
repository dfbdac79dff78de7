import type { MiddlewareHandler } from 'hono';
import { clientAddress } from './client-ip.js';
import { apiError } from './errors.js';

/** Whether a request may go on, or how long its client must wait. */
export type LimitVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** Addresses remembered before the expired ones are swept out. */
const SWEEP_ABOVE = 10_000;

/**
 * A count of requests per client address in fixed windows, kept in this process: cheap enough for every public
 * lookup, and forgotten on restart. (Limits that guard accounts, which every server must share, are kept in the
 * database instead: sign-in-limit.ts.)
 */
export function addressLimit(limit: { attempts: number; windowSeconds: number }) {
  const windowMs = limit.windowSeconds * 1000;
  const windows = new Map<string, { start: number; count: number }>();
  return {
    take(address: string, now = Date.now()): LimitVerdict {
      if (windows.size > SWEEP_ABOVE) {
        for (const [key, window] of windows) if (now - window.start >= windowMs) windows.delete(key);
      }
      const window = windows.get(address);
      if (!window || now - window.start >= windowMs) {
        windows.set(address, { start: now, count: 1 });
        return { allowed: true };
      }
      if (window.count < limit.attempts) {
        window.count += 1;
        return { allowed: true };
      }
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((window.start + windowMs - now) / 1000)) };
    },
  };
}

/**
 * Middleware holding each client address (the socket's, or a trusted proxy's report) to `limit` requests a window:
 * the public lookups by token (/api/shared, /api/join) answer 429 TOO_MANY_ATTEMPTS with Retry-After past it.
 */
export function limitByAddress(
  limit: { attempts: number; windowSeconds: number },
  trustedProxies: readonly string[],
): MiddlewareHandler {
  const counts = addressLimit(limit);
  return async (c, next) => {
    const verdict = counts.take(clientAddress(c, trustedProxies));
    if (verdict.allowed) return next();
    return apiError(c, 429, 'TOO_MANY_ATTEMPTS', 'Too many requests. Try again in a minute.', {
      headers: { 'Retry-After': String(verdict.retryAfterSeconds) },
    });
  };
}
