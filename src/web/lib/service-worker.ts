import { registerSW } from 'virtual:pwa-register';
import { showToast } from '../components/ui/toast';

/**
 * Registers the service worker that lets Touchline open offline. A new version waits for the athlete: a toast
 * offers the reload, so nobody stays on an old version and nothing half-written is lost by a reload they did not ask for.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const update = registerSW({
    onNeedRefresh() {
      showToast('info', 'A new version of Touchline is ready.', {
        id: 'app-update',
        duration: Infinity,
        action: { label: 'Reload', onClick: () => void update(true) },
      });
    },
    onRegisterError(error: unknown) {
      console.warn('Touchline could not install its offline support.', error);
    },
  });
}
