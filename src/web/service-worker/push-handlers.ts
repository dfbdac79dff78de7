import { notificationTarget, parseNotificationPayload } from './notification-payload';

/*
 * The parts of the service worker's global scope the push handlers use. Declared here because the web app is typed
 * with the DOM library, which cannot be combined with the WebWorker one in one program.
 */
interface ExtendableEventLike {
  waitUntil(promise: Promise<unknown>): void;
}
interface PushEventLike extends ExtendableEventLike {
  data: { text(): string } | null;
}
interface NotificationClickEventLike extends ExtendableEventLike {
  notification: { data: unknown; close(): void };
}
interface WindowClientLike {
  url: string;
  focused: boolean;
  focus(): Promise<WindowClientLike>;
  navigate(url: string): Promise<WindowClientLike | null>;
}
export interface PushWorkerScope {
  location: { origin: string };
  registration: { showNotification(title: string, options: NotificationOptions): Promise<void> };
  clients: {
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<readonly WindowClientLike[]>;
    openWindow(url: string): Promise<unknown>;
  };
  addEventListener(type: 'push', listener: (event: PushEventLike) => void): void;
  addEventListener(type: 'notificationclick', listener: (event: NotificationClickEventLike) => void): void;
}

const NOTIFICATION_ICON = '/icons/icon-192.png';

/**
 * Keeps the worker alive until `work` settles. An event dispatched by script (a test's) cannot be kept alive and
 * throws here: the work still runs.
 */
function keepAlive(event: ExtendableEventLike, work: Promise<unknown>): void {
  try {
    event.waitUntil(work);
  } catch {
    // Not a browser's own event: nothing to extend.
  }
}

function readText(event: PushEventLike): string | null {
  try {
    return event.data?.text() ?? null;
  } catch {
    return null;
  }
}

/** Shows the reminder a push message carries (or the generic one when it cannot be read). */
function showReminder(scope: PushWorkerScope, text: string | null): Promise<void> {
  const reminder = parseNotificationPayload(text, scope.location.origin);
  return scope.registration.showNotification(reminder.title, {
    body: reminder.body,
    tag: reminder.tag,
    icon: NOTIFICATION_ICON,
    data: { url: reminder.url },
  });
}

/**
 * Shows `path` in an open Touchline window (the focused one first), brought to the front, or in a new one. Bringing a
 * window forward can be refused (only a real tap allows it): the window is still sent to the reminder's screen.
 */
async function openReminder(scope: PushWorkerScope, path: string): Promise<void> {
  const url = new URL(path, scope.location.origin).href;
  const windows = await scope.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((client) => client.focused) ?? windows[0];
  if (open) {
    const front = await open.focus().catch(() => open);
    const navigated = await front.navigate(url).catch(() => null);
    if (navigated) return;
  }
  await scope.clients.openWindow(url);
}

/** Shows each reminder pushed to this device, and opens the screen it is for when it is tapped. */
export function registerPushHandlers(scope: PushWorkerScope): void {
  scope.addEventListener('push', (event) => {
    keepAlive(
      event,
      showReminder(scope, readText(event)).catch(() => undefined),
    );
  });
  scope.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const path = notificationTarget(event.notification.data, scope.location.origin);
    keepAlive(
      event,
      openReminder(scope, path).catch(() => undefined),
    );
  });
}
