import { describe, expect, it } from 'vitest';
import { addressLimit } from './address-limit.js';

describe('addressLimit', () => {
  it('lets an address take its attempts in a window, then says how long to wait', () => {
    const limit = addressLimit({ attempts: 3, windowSeconds: 60 });
    expect([0, 1_000, 2_000].map((at) => limit.take('a', at).allowed)).toEqual([true, true, true]);
    expect(limit.take('a', 2_500)).toEqual({ allowed: false, retryAfterSeconds: 58 });
    expect(limit.take('a', 59_999)).toEqual({ allowed: false, retryAfterSeconds: 1 });
    // Another address has its own count.
    expect(limit.take('b', 2_500)).toEqual({ allowed: true });
    // A new window starts once the first has ended.
    expect(limit.take('a', 60_000)).toEqual({ allowed: true });
  });

  it('forgets the addresses of ended windows once it holds many', () => {
    const limit = addressLimit({ attempts: 1, windowSeconds: 1 });
    for (let n = 0; n <= 10_000; n += 1) limit.take(`old-${n}`, 0);
    expect(limit.take('old-1', 500).allowed).toBe(false);
    // The sweep runs on the next take after the windows ended; an old address then starts afresh.
    expect(limit.take('new', 2_000).allowed).toBe(true);
    expect(limit.take('old-1', 2_000).allowed).toBe(true);
  });
});
