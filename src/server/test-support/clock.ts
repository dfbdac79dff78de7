import { vi } from 'vitest';

/**
 * Moves every clock in this process (a server started in it too) forward; frozen there until
 * `vi.useRealTimers()`, which the calling test file runs after each test.
 */
export function advanceClock(seconds: number): void {
  const now = Date.now();
  if (!vi.isFakeTimers()) vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(now + seconds * 1000);
}
