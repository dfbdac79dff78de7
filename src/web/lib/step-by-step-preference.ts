/**
 * "Ask one question at a time" (Settings): a choice about this device's screen, so it is kept in localStorage, under
 * the athlete's id, so that a shared device does not hand one athlete's choice to the next. One page is the default
 * (issue 30: fewer taps), and anything stored but 'on' or 'off' (damaged, or written by someone else) reads as the
 * default. The old "Show all questions on one page" key is not read: what it chose is now the default.
 */
const PREFIX = 'touchline-step-by-step:';

/** Whether `userId` chose to be asked one question at a time on this device; false when nobody is signed in. */
export function readStepByStep(userId: string | null): boolean {
  if (userId === null) return false;
  try {
    return localStorage.getItem(PREFIX + userId) === 'on';
  } catch {
    return false; // storage switched off by the browser
  }
}

/** Keeps `userId`'s choice on this device. */
export function writeStepByStep(userId: string, stepByStep: boolean): void {
  try {
    localStorage.setItem(PREFIX + userId, stepByStep ? 'on' : 'off');
  } catch {
    // Storage full or switched off: the flows stay on one page.
  }
}
