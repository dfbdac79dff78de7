import type { HttpBindings } from '@hono/node-server';
import type { Context } from 'hono';

/**
 * Runs work once this request's answer has left, so nothing the work does (a synchronous SQLite write, an SMTP
 * connection) can delay the answer. Served by Node: when the response has been handed to the socket, or the
 * connection closed first; otherwise (a test's `app.request`) on a later turn of the event loop. A work that is
 * queued on a microtask or setImmediate instead can run before Node has written the response out.
 */
export function afterAnswer(c: Context, work: () => void): void {
  const outgoing = (c.env as Partial<HttpBindings> | undefined)?.outgoing;
  if (!outgoing) {
    setTimeout(work, 0);
    return;
  }
  let ran = false;
  const runOnce = () => {
    if (ran) return;
    ran = true;
    work();
  };
  outgoing.once('finish', runOnce);
  outgoing.once('close', runOnce);
}
