import { describe, expect, it } from 'vitest';
import { ApiError, isNetworkFailure } from './api';

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
