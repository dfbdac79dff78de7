import type { MiddlewareHandler } from 'hono';

/**
 * What a shared journal's page and its API answers carry, whatever their status: never kept by a cache, their address
 * (which holds the link's token) never sent on as a referrer, never indexed by a search engine.
 */
export const SHARED_HEADERS = {
  'Cache-Control': 'no-store',
  'Referrer-Policy': 'no-referrer',
  'X-Robots-Tag': 'noindex',
} as const;

/** Gives every answer SHARED_HEADERS, whatever its status, once the rest of the chain has answered. */
export const withSharedHeaders: MiddlewareHandler = async (c, next) => {
  await next();
  for (const [name, value] of Object.entries(SHARED_HEADERS)) c.header(name, value);
};
