import { timingSafeEqual } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import type { Metrics } from '../metrics/metrics.js';
import { apiError } from './errors.js';

/** Methods counted by name; anything else Node lets through (WebDAV's PROPFIND...) is OTHER: a bounded label set. */
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/**
 * Counts and times every request under the pattern of the route that answered it (`/api/entries/:id`; a refusal by
 * a middleware, under that middleware's: `/api/entries/*`), never its path with the id.
 */
export function measureRequests(metrics: Metrics): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    await next();
    const labels = {
      method: METHODS.has(c.req.method) ? c.req.method : 'OTHER',
      // After the chain has run, the route index is the last handler that ran: the one that answered.
      route: routePath(c),
      status: String(c.res.status),
    };
    metrics.httpRequests.inc(labels);
    metrics.httpDuration.observe(labels, (performance.now() - started) / 1000);
  };
}

function bearerMatches(c: Context, token: string): boolean {
  const given = Buffer.from(c.req.header('authorization') ?? '');
  const expected = Buffer.from(`Bearer ${token}`);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * GET /metrics in Prometheus's text format, for a scraper holding METRICS_TOKEN; without the variable, or without
 * the token, the route is not there (404), so it tells nobody else that it exists.
 */
export function metricsEndpoint(metrics: Metrics, token: string | undefined) {
  return async (c: Context) => {
    if (token === undefined || !bearerMatches(c, token)) {
      return apiError(c, 404, 'NOT_FOUND', 'There is no such page.');
    }
    c.header('Content-Type', metrics.registry.contentType);
    c.header('Cache-Control', 'no-store');
    return c.body(await metrics.registry.metrics());
  };
}
