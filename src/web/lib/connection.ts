import { onlineManager } from '@tanstack/react-query';
import { onServerUnreachable } from './api';

/** How often, while the server is out of reach, the app asks whether it is back. */
const PROBE_INTERVAL_MS = 3000;

/** Whether the server answers its health check (a proxy's "bad gateway" is no answer from it). */
async function serverAnswers(): Promise<boolean> {
  try {
    return (await fetch('/api/health', { cache: 'no-store' })).status < 502;
  } catch {
    return false;
  }
}

/**
 * Tells the query library whether the server can be reached, so queries and changes wait (paused, kept in the
 * browser) instead of failing. The browser's online flag is a start, but it can say "online" with no way through
 * (a dead signal, a captive portal, the server down): a request that gets no answer also counts as offline, and
 * then the app checks every few seconds until the server answers again.
 */
export function followConnection(): void {
  onlineManager.setEventListener((setOnline) => {
    let probe: ReturnType<typeof setInterval> | undefined;
    const stopProbing = () => {
      clearInterval(probe);
      probe = undefined;
    };
    const online = () => {
      stopProbing();
      setOnline(true);
    };
    const unreachable = () => {
      setOnline(false);
      probe ??= setInterval(() => void serverAnswers().then((answered) => answered && online()), PROBE_INTERVAL_MS);
    };
    const followBrowser = () => (navigator.onLine ? online() : unreachable());

    followBrowser();
    window.addEventListener('online', followBrowser);
    window.addEventListener('offline', followBrowser);
    const stopListening = onServerUnreachable(unreachable);
    return () => {
      stopProbing();
      stopListening();
      window.removeEventListener('online', followBrowser);
      window.removeEventListener('offline', followBrowser);
    };
  });
}
