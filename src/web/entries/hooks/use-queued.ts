import { useEffect, useEffectEvent } from 'react';
import { isNetworkFailure } from '../../lib/api';

/** What a screen knows of its change: paused while offline, or failing to reach the server. */
interface ChangeProgress {
  isPaused: boolean;
  failureReason: Error | null;
}

/** True when a change waits for the network rather than for the server's answer: it will sync by itself later. */
export function isQueued(change: ChangeProgress): boolean {
  return change.isPaused || isNetworkFailure(change.failureReason);
}

/** Calls `onQueued` once the screen's change waits for the network, so the athlete can move on at once. */
export function useOnQueued(change: ChangeProgress, onQueued: () => void): void {
  const queued = isQueued(change);
  const run = useEffectEvent(onQueued);
  useEffect(() => {
    if (queued) run();
  }, [queued]);
}

/** The line under a save's toast when the change waits for the network. */
export const QUEUED_NOTE = 'Saved on this device. It will sync when you are back online.';
