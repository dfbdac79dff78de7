import { createECDH, randomBytes } from 'node:crypto';
import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** Where the stand-in subscription is kept in the page's storage, so it outlives a reload as a real one does. */
const STORED_SUBSCRIPTION = 'e2e-push-subscription';

/**
 * A stand-in for the browser's push service. Headless Chromium cannot subscribe (it has no push service to register
 * with: "Registration failed"), so `PushManager.subscribe` and `getSubscription` answer with a subscription of real
 * shape: an https endpoint and a real P-256 key and auth secret, which the server checks. Everything else is real:
 * the permission (granted or not by the test), the service worker, the server. `subscribe` refuses, as Chromium does,
 * unless notifications are allowed.
 */
export async function standInPushService(context: BrowserContext): Promise<void> {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const keys = { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') };
  await context.addInitScript(
    ({ keys, storeKey }) => {
      type Stored = { endpoint: string; key: number[] };
      const subscription = ({ endpoint, key }: Stored) => ({
        endpoint,
        expirationTime: null,
        options: { userVisibleOnly: true, applicationServerKey: new Uint8Array(key).buffer },
        getKey: () => null,
        toJSON: () => ({ endpoint, expirationTime: null, keys }),
        unsubscribe: async () => {
          localStorage.removeItem(storeKey);
          return true;
        },
      });
      const stored = (): Stored | null => JSON.parse(localStorage.getItem(storeKey) ?? 'null') as Stored | null;
      PushManager.prototype.subscribe = async function (options?: PushSubscriptionOptionsInit) {
        if (Notification.permission !== 'granted') {
          throw new DOMException('Registration failed - permission denied', 'NotAllowedError');
        }
        const key = new Uint8Array(options?.applicationServerKey as ArrayBuffer);
        const made = { endpoint: `https://push.example.test/send/${crypto.randomUUID()}`, key: Array.from(key) };
        localStorage.setItem(storeKey, JSON.stringify(made));
        return subscription(made) as unknown as PushSubscription;
      };
      PushManager.prototype.getSubscription = async function () {
        const made = stored();
        return made && (subscription(made) as unknown as PushSubscription);
      };
    },
    { keys, storeKey: STORED_SUBSCRIPTION },
  );
}

/** The endpoint of this page's (stand-in) push subscription, or null. */
export function storedSubscriptionEndpoint(page: Page): Promise<string | null> {
  return page.evaluate(
    (storeKey) =>
      (JSON.parse(localStorage.getItem(storeKey) ?? 'null') as { endpoint: string } | null)?.endpoint ?? null,
    STORED_SUBSCRIPTION,
  );
}

/**
 * Delivers a push message to the app's service worker through the Chrome DevTools Protocol, as the push service
 * would (unencrypted: the browser has already decrypted it by the time the worker sees it).
 */
async function deliverPush(page: Page, data: string): Promise<void> {
  const origin = new URL(page.url()).origin;
  const cdp = await page.context().newCDPSession(page);
  const registrations: { registrationId: string; scopeURL: string; isDeleted: boolean }[] = [];
  cdp.on('ServiceWorker.workerRegistrationUpdated', (event) => registrations.push(...event.registrations));
  await cdp.send('ServiceWorker.enable');
  const ours = () =>
    registrations.find((registration) => registration.scopeURL === `${origin}/` && !registration.isDeleted);
  await expect.poll(() => ours()?.registrationId).toBeDefined();
  await cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId: ours()!.registrationId, data });
  await cdp.detach();
}

const PUSH_ATTEMPTS = 3;
const ATTEMPT_TIMEOUT = 10_000;

/**
 * Pushes `data` to the app's service worker and answers the notifications it then shows. Late in a long run, CI saw
 * Chromium show nothing for a pushed message, twice in one run and never in 18 repeated runs alone, with nothing in
 * our worker's ten lines to explain it: a message the push service delivered but the browser dropped. A real push
 * service retries what was not delivered; so does this, a few times, and says so in the log, so a drop stays visible
 * and a worker that never shows anything still fails.
 */
export async function pushAndWaitForNotifications(page: Page, data: string): Promise<ShownNotification[]> {
  for (let attempt = 1; ; attempt += 1) {
    await deliverPush(page, data);
    try {
      await expect.poll(() => shownNotifications(page), { timeout: ATTEMPT_TIMEOUT }).not.toEqual([]);
      return await shownNotifications(page);
    } catch (nothingShown) {
      if (attempt === PUSH_ATTEMPTS) throw nothingShown;
      console.warn(`A pushed message showed no notification (attempt ${attempt} of ${PUSH_ATTEMPTS}): pushing again`);
      test.info().setTimeout(test.info().timeout + ATTEMPT_TIMEOUT);
    }
  }
}

export interface ShownNotification {
  title: string;
  body: string;
  tag: string;
  icon: string;
  data: unknown;
}

/** The notifications the app's service worker is showing, as the page sees them. */
export function shownNotifications(page: Page): Promise<ShownNotification[]> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return (await registration.getNotifications()).map(({ title, body, tag, icon, data }) => ({
      title,
      body,
      tag,
      icon,
      data: data as unknown,
    }));
  });
}

/**
 * Taps a shown notification: a `notificationclick` dispatched inside the service worker, to the handler it registered.
 * (Chromium offers no way to click a notification from a test; a dispatched event is not a real tap, so the worker may
 * not bring a window forward, but it sends it to the notification's screen.)
 */
export async function tapNotification(context: BrowserContext, tag: string): Promise<void> {
  const [worker] = context.serviceWorkers();
  if (!worker) throw new Error('The app has no service worker running');
  await worker.evaluate(async (tag) => {
    const scope = self as unknown as {
      registration: ServiceWorkerRegistration;
      NotificationEvent: new (type: string, init: { notification: Notification }) => Event;
    };
    const [notification] = await scope.registration.getNotifications({ tag });
    if (!notification) throw new Error(`No notification is tagged ${tag}`);
    self.dispatchEvent(new scope.NotificationEvent('notificationclick', { notification }));
  }, tag);
}
