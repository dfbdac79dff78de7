import { isRecord, isString } from '../../../domain/guards';
import type { PushEnvironment } from './push-availability';

/** Why this device could not be set up for push reminders, in words for the athlete. */
export class PushSetupError extends Error {
  override name = 'PushSetupError';
}

/** How long to wait for the service worker (it installs once the first screen is up) before giving up. */
const WORKER_WAIT_MS = 10_000;

/** What this browser offers for push, read now. */
export function readPushEnvironment(): PushEnvironment {
  const standalone =
    window.matchMedia?.('(display-mode: standalone)').matches === true ||
    (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return {
    userAgent: navigator.userAgent,
    maxTouchPoints: navigator.maxTouchPoints ?? 0,
    standalone,
    hasServiceWorker: 'serviceWorker' in navigator,
    hasPushManager: 'PushManager' in window,
    permission: 'Notification' in window ? Notification.permission : null,
  };
}

async function workerRegistration(): Promise<ServiceWorkerRegistration> {
  const registered = await navigator.serviceWorker.getRegistration();
  if (registered?.active) return registered;
  const timeout = new Promise<never>((_resolve, reject) =>
    setTimeout(
      () => reject(new PushSetupError('Touchline is still installing on this device. Reload the page and try again.')),
      WORKER_WAIT_MS,
    ),
  );
  return Promise.race([navigator.serviceWorker.ready, timeout]);
}

/** This device's push subscription, or null when it has none (or cannot have one). */
export async function currentSubscription(): Promise<PushSubscription | null> {
  if (!('serviceWorker' in navigator) || !('PushManager' in window)) return null;
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

function base64UrlToBytes(text: string): Uint8Array<ArrayBuffer> {
  const base64 = text
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(text.length / 4) * 4, '=');
  return Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
}

const sameBytes = (a: ArrayBuffer | null, b: Uint8Array) =>
  a !== null && a.byteLength === b.byteLength && new Uint8Array(a).every((byte, index) => byte === b[index]);

/** The endpoint and keys of a subscription, as the server takes them; checked, since the browser could omit keys. */
function subscriptionParts(subscription: PushSubscription): {
  endpoint: string;
  keys: { p256dh: string; auth: string };
} {
  const json: unknown = subscription.toJSON();
  const keys = isRecord(json) && isRecord(json.keys) ? json.keys : {};
  if (!isRecord(json) || !isString(json.endpoint) || !isString(keys.p256dh) || !isString(keys.auth)) {
    throw new PushSetupError('This browser gave Touchline no usable push subscription.');
  }
  return { endpoint: json.endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth } };
}

/**
 * Asks for permission to notify (call it straight from the athlete's click: browsers only ask then) and subscribes
 * this device with the server's key, reusing a subscription made with that key. Throws a PushSetupError saying why not.
 */
export async function subscribeThisDevice(publicKey: string) {
  const permission = await Notification.requestPermission();
  if (permission === 'denied') {
    throw new PushSetupError("Notifications are blocked for this site: allow them in the browser's site settings.");
  }
  if (permission !== 'granted') {
    throw new PushSetupError('Notifications were not allowed. Turn a reminder on again to be asked again.');
  }
  const registration = await workerRegistration();
  const key = base64UrlToBytes(publicKey);
  const existing = await registration.pushManager.getSubscription();
  if (existing && sameBytes(existing.options.applicationServerKey, key)) return subscriptionParts(existing);
  await existing?.unsubscribe();
  try {
    const subscription = await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
    return subscriptionParts(subscription);
  } catch (error) {
    if (error instanceof PushSetupError) throw error;
    throw new PushSetupError('This device could not subscribe to reminders. Try again later.');
  }
}

/** Ends this device's push subscription, if it is the one with `endpoint`. */
export async function unsubscribeThisDevice(endpoint: string): Promise<void> {
  const subscription = await currentSubscription();
  if (subscription?.endpoint === endpoint) await subscription.unsubscribe();
}
