import type { MiddlewareHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { trackDatabaseFailures, type DatabaseFailure } from '../db/failures.js';
import { apiError } from './errors.js';

const ALREADY_SAVED = 'Everything saved before is safe.';

/** What the API says when the database or its disk, not the request, is the problem. */
const ANSWERS = {
  unreachable: {
    status: 503,
    code: 'DATABASE_UNAVAILABLE',
    message: `The journal's database cannot be reached right now, so this could not be done. Please try again in a minute.`,
  },
  'disk-full': {
    status: 507,
    code: 'STORAGE_FULL',
    message: `The server's disk is full, so nothing new can be saved. ${ALREADY_SAVED} Please tell whoever runs this server.`,
  },
  'not-writable': {
    status: 503,
    code: 'STORAGE_NOT_WRITABLE',
    message: `The server cannot write to its data directory, so nothing new can be saved. ${ALREADY_SAVED} Please tell whoever runs this server.`,
  },
} as const satisfies Record<DatabaseFailure, { status: ContentfulStatusCode; code: string; message: string }>;

// How long a client should wait before trying again after a 503 for an unreachable database.
const RETRY_AFTER_SECONDS = '5';

/**
 * Turns an unexpected server error (500) caused by the database or its disk into a clear 503 or 507,
 * whether the error reached the app's error handler or a library (better-auth) answered 500 on its own.
 * Deliberate answers, such as the health check's 503, stay as they are.
 */
export function answerDatabaseFailures(): MiddlewareHandler {
  return async (c, next) => {
    const failure = await trackDatabaseFailures(next);
    if (!failure || c.res.status !== 500) return;
    const { status, code, message } = ANSWERS[failure];
    c.res = undefined; // replace the error response rather than merge its headers into the answer
    c.res = apiError(c, status, code, message);
    if (failure === 'unreachable') c.header('Retry-After', RETRY_AFTER_SECONDS);
  };
}
