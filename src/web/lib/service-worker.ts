import { showToast } from '../components/ui/toast';

/** The worker workbox generates at the build (vite.config.ts), at the root so that it serves every page. */
const WORKER_URL = '/sw.js';
/** What the generated worker waits for before it takes over from the one in charge (vite-plugin-pwa's prompt mode). */
const TAKE_OVER = { type: 'SKIP_WAITING' };

/**
 * Registers the service worker that lets Touchline open offline. A new version waits for the athlete: a toast
 * offers the reload, so nobody stays on an old version and nothing half-written is lost by a reload they did not ask for.
 * The browser's own API, not workbox-window: three calls, where the library cost every first visit 2.2 KB gzip
 * (docs/decisions/056-service-worker-registration.md).
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  navigator.serviceWorker.register(WORKER_URL, { scope: '/' }).then(offerUpdates, (error: unknown) => {
    console.warn('Touchline could not install its offline support.', error);
  });
}

/**
 * Offers each new version once it is installed and waiting: one that already waits (found on an earlier visit) and
 * one the browser finds while this page is open. The first worker of a browser takes the page by itself
 * (`clientsClaim`), with no worker before it in charge: there is nothing to offer then.
 */
function offerUpdates(registration: ServiceWorkerRegistration): void {
  const isUpdate = () => navigator.serviceWorker.controller !== null;
  if (registration.waiting && isUpdate()) offerReload(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed' && isUpdate()) offerReload(installing);
    });
  });
}

/** The toast that lets the waiting version take over, then reloads the page once it has. */
function offerReload(waiting: ServiceWorker): void {
  showToast('info', 'A new version of Touchline is ready.', {
    id: 'app-update',
    duration: Infinity,
    action: {
      label: 'Reload',
      onClick: () => {
        navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
        waiting.postMessage(TAKE_OVER);
      },
    },
  });
}
