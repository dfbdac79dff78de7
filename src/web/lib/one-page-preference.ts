/**
 * "Show all questions on one page" (Settings): a choice about this device's screen, so it is kept in localStorage,
 * under the athlete's id, so that a shared device does not hand one athlete's choice to the next. Step by step is
 * the default, and anything stored but 'on' or 'off' (damaged, or written by someone else) reads as the default.
 */
const PREFIX = 'touchline-one-page:';

/** Whether `userId` chose to see a flow's questions on one page on this device; false when nobody is signed in. */
export function readOnePage(userId: string | null): boolean {
  if (userId === null) return false;
  try {
    return localStorage.getItem(PREFIX + userId) === 'on';
  } catch {
    return false; // storage switched off by the browser
  }
}

/** Keeps `userId`'s choice on this device. */
export function writeOnePage(userId: string, onePage: boolean): void {
  try {
    localStorage.setItem(PREFIX + userId, onePage ? 'on' : 'off');
  } catch {
    // Storage full or switched off: the flows stay step by step.
  }
}
