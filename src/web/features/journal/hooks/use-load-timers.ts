import { useEffect, useEffectEvent, useState } from 'react';

/** True once `ms` have passed while `running` (counting from mount or from when it last became true). */
export function useTimePassed(ms: number, running = true): boolean {
  const [passed, setPassed] = useState(false);
  useEffect(() => {
    if (!running) return;
    const timer = setTimeout(() => setPassed(true), ms);
    return () => clearTimeout(timer);
  }, [ms, running]);
  return passed;
}

/** Calls `action` once, `ms` after mount, unless the component unmounts first or `enabled` is false. */
export function useDelayedAction(ms: number, action: () => void, enabled = true): void {
  const run = useEffectEvent(action);
  useEffect(() => {
    if (!enabled) return;
    const timer = setTimeout(run, ms);
    return () => clearTimeout(timer);
  }, [ms, enabled]);
}
