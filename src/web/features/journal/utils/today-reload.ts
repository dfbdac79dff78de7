import { showToast, toastShown } from '../../../components/ui/toast';
import { clearCachedData } from '../../../lib/query-client';

/** The reset toasts stay readable this long before the page reloads (specification section 8). */
const RESET_RELOAD_DELAY_MS = 1000;

/** Reloads the page now. */
export function reloadPage(): void {
  window.location.reload();
}

/** Reloads the page a moment after the success toast `message` is on screen. */
function reloadAfterToast(message: string): void {
  void toastShown('success', message).then(() => setTimeout(reloadPage, RESET_RELOAD_DELAY_MS));
}

/** Reloads after emptying what the browser keeps for the app outside the HTTP cache (Cache Storage, workers). */
export async function hardReload(): Promise<void> {
  try {
    const registrations = (await navigator.serviceWorker?.getRegistrations()) ?? [];
    await Promise.all(registrations.map((registration) => registration.unregister()));
    if ('caches' in window) await Promise.all((await caches.keys()).map((key) => caches.delete(key)));
  } finally {
    reloadPage();
  }
}

async function resetThenReload(clear: () => Promise<void>, done: string): Promise<boolean> {
  try {
    await clear();
  } catch {
    showToast('error', 'Failed to reset data');
    return false;
  }
  reloadAfterToast(done);
  return true;
}

/** Forgets the journal cached in this browser (the persisted query cache), then reloads. False when it failed. */
export function resetJournalData(): Promise<boolean> {
  return resetThenReload(clearCachedData, 'Journal data has been reset. Reloading page...');
}

/** Forgets everything the app keeps in this browser (cache and storage; the session cookie stays), then reloads. */
export function resetAllAppData(): Promise<boolean> {
  return resetThenReload(async () => {
    await clearCachedData();
    localStorage.clear();
    sessionStorage.clear();
  }, 'All app data has been reset. Reloading page...');
}
