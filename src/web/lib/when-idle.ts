/**
 * Settles once the browser has nothing more urgent to do, or after `timeoutMs` at the latest: for work the first
 * screen does not need (the toast area, offline support), so that it never delays that screen.
 */
export function whenIdle(timeoutMs = 2000): Promise<void> {
  return new Promise((resolve) => {
    if ('requestIdleCallback' in window) requestIdleCallback(() => resolve(), { timeout: timeoutMs });
    else setTimeout(resolve, 200);
  });
}
