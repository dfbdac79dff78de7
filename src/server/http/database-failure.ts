import type { Context, MiddlewareHandler } from 'hono';
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

/** The clear 503 or 507 for a request that failed because of the database or its disk. */
export function databaseFailureAnswer(c: Context, failure: DatabaseFailure): Response {
  const { status, code, message } = ANSWERS[failure];
  const headers = failure === 'unreachable' ? { 'Retry-After': RETRY_AFTER_SECONDS } : undefined;
  return apiError(c, status, code, message, { headers });
}

/**
 * better-auth answers a failed query with its own 500 instead of throwing to the app's error handler
 * (which answers every other route's database failure): this turns that 500 into the same clear
 * answer. Deliberate answers stay as they are.
 */
export function answerAuthDatabaseFailures(): MiddlewareHandler {
  return async (c, next) => {
    const failure = await trackDatabaseFailures(next);
    if (!failure || c.res.status !== 500) return;
    c.res = undefined; // replace the error response rather than merge its headers into the answer
    c.res = databaseFailureAnswer(c, failure);
  };
}
