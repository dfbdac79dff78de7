import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { Logger } from 'pino';

export type RequestLogVariables = { requestId: string };

/**
 * Gives each request an id (`c.get('requestId')`, for any other line about it) and logs one line per
 * request, with that id, once the response is ready.
 */
export function requestLog(logger: Logger): MiddlewareHandler<{ Variables: RequestLogVariables }> {
  return async (c, next) => {
    const started = performance.now();
    const requestId = randomUUID();
    c.set('requestId', requestId);
    await next();
    logger.info({
      reqId: requestId,
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: Math.round((performance.now() - started) * 10) / 10,
    });
  };
}
