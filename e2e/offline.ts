import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { expect } from './fixtures';

/** Resolves once the service worker has precached the app and controls the page: from then on it opens offline. */
export async function waitUntilOfflineReady(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

/** What the app keeps in IndexedDB (its query cache and waiting changes), as text; '' before the first write. */
export function persistedCache(page: Page): Promise<string> {
  return page.evaluate(
    () =>
      new Promise<string>((resolve, reject) => {
        const open = indexedDB.open('keyval-store');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('keyval')) return resolve('');
          const get = db.transaction('keyval').objectStore('keyval').get('touchline-query-cache');
          get.onsuccess = () => resolve(typeof get.result === 'string' ? get.result : '');
          get.onerror = () => reject(get.error);
        };
      }),
  );
}

export interface StoredEntry {
  id: string;
  type: string;
  day: string;
  content: Record<string, unknown>;
}

/** The athlete's entries of one day, straight from the API (the test's own connection, never offline). */
export async function entriesOfDay(request: APIRequestContext, day: string): Promise<StoredEntry[]> {
  const answer = await request.get(`/api/entries/day/${day}`);
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { entries: StoredEntry[] }).entries;
}

const API = '**/api/**';

/**
 * Cuts the network. Chromium's offline switch alone can let a page that a service worker reloaded through, so
 * every API request (the page's and the worker's) is refused as well, as a dead connection refuses it.
 */
export async function goOffline(context: BrowserContext): Promise<void> {
  await context.setOffline(true);
  await context.route(API, (route) => route.abort('internetdisconnected'));
}

/** Gives the network back. */
export async function goOnline(context: BrowserContext): Promise<void> {
  await context.unroute(API);
  await context.setOffline(false);
}
