/**
 * Settles once the page has painted what it has and the browser has nothing more urgent to do, or after `timeoutMs`
 * at the latest: for work the first screen does not need (the toast area, offline support), so that it never
 * delays that screen. Waiting for a frame first keeps such work out of the pause while the first screen's code and
 * data are on their way, when the browser is idle but the screen not yet painted.
 */
export function whenIdle(timeoutMs = 2000): Promise<void> {
  return new Promise((resolve) => {
    requestAnimationFrame(() =>
      setTimeout(() => {
        if ('requestIdleCallback' in window) requestIdleCallback(() => resolve(), { timeout: timeoutMs });
        else setTimeout(resolve, 200);
      }),
    );
  });
}
