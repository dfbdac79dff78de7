import { describe, expect, it } from 'vitest';
import { ApiError, failureMessage, isNetworkFailure } from './api';
import { refusalMessage } from './change-text';

describe('isNetworkFailure: which failed changes the sync queue tries again', () => {
  it.each([
    [0, true], // no answer at all: offline, refused connection
    [502, true], // a proxy in front of a server that is down
    [503, true], // the database is unreachable
    [504, true],
    [400, false],
    [401, false],
    [404, false],
    [409, false], // a conflict: shown to the athlete, never retried
    [413, false],
    [422, false], // refused for its content (a lone surrogate, a note too long): kept for the athlete
    [429, false],
    [500, false], // a bug would fail the same way again
  ])('status %i: %s', (status, retried) => {
    expect(isNetworkFailure(new ApiError(status, 'CODE', 'message'))).toBe(retried);
  });

  it('is true for our own timeout and false for anything else thrown', () => {
    expect(isNetworkFailure(new DOMException('timed out', 'TimeoutError'))).toBe(true);
    expect(isNetworkFailure(new DOMException('aborted', 'AbortError'))).toBe(false);
    expect(isNetworkFailure(new TypeError('x is undefined'))).toBe(false);
  });
});

describe('failureMessage: how a screen words a request that failed', () => {
  const FALLBACK = 'Could not save.';
  const UNREACHABLE_HERE = 'Could not reach the server. Saving needs a connection.';
  it.each<[string, unknown, string]>([
    ['a refusal in the server words', new ApiError(422, 'VALIDATION_FAILED', 'Name: too long'), 'Name: too long'],
    [
      'a conflict',
      new ApiError(409, 'CONFLICT', 'This entry changed since you opened it.'),
      'This entry changed since you opened it.',
    ],
    [
      'the database down: trying again later is what helps',
      new ApiError(503, 'DATABASE_UNAVAILABLE', 'The database cannot be reached.'),
      UNREACHABLE_HERE,
    ],
    [
      'no answer at all',
      new ApiError(0, 'NETWORK', 'Could not reach the server. Check your connection.'),
      UNREACHABLE_HERE,
    ],
    ['a proxy in front of a server that is down', new ApiError(502, 'ERROR', ''), UNREACHABLE_HERE],
    ['our own timeout', new DOMException('timed out', 'TimeoutError'), UNREACHABLE_HERE],
    ['an answer without words', new ApiError(500, 'INTERNAL', ''), FALLBACK],
    ['something thrown that is not an answer', new TypeError('x is undefined'), FALLBACK],
  ])('%s', (_case, error, expected) => {
    expect(failureMessage(error, FALLBACK, UNREACHABLE_HERE)).toBe(expected);
  });

  it('says the connection is needed in general words when the screen gives none', () => {
    expect(failureMessage(new ApiError(0, 'NETWORK', ''), FALLBACK)).toBe(
      'Could not reach the server. Check your connection.',
    );
  });

  it('says what the screen names for a failure that was no request at all (a script that did not load)', () => {
    const UNEXPECTED = 'An unexpected error occurred during sign in.';
    expect(
      failureMessage(
        new TypeError('Failed to fetch dynamically imported module'),
        FALLBACK,
        UNREACHABLE_HERE,
        UNEXPECTED,
      ),
    ).toBe(UNEXPECTED);
    expect(failureMessage(new ApiError(500, 'INTERNAL', ''), FALLBACK, UNREACHABLE_HERE, UNEXPECTED)).toBe(FALLBACK);
  });
});

describe('ApiError in the browser store: what a refused change keeps across a reload', () => {
  it('keeps its status, code and words, which the sync status words it by', () => {
    const entry = { id: 'e1', type: 'Food', version: 2 };
    const conflict = new ApiError(409, 'CONFLICT', 'This entry changed since you opened it.', { entry });
    const restored: unknown = JSON.parse(JSON.stringify(conflict));
    expect(restored).toEqual({
      name: 'ApiError',
      status: 409,
      code: 'CONFLICT',
      message: 'This entry changed since you opened it.',
    });
    expect(refusalMessage(restored)).toBe(refusalMessage(conflict));
  });
});
