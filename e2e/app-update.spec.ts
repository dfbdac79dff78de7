import { appendFileSync, cpSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { waitUntilOfflineReady } from './offline';
import { startSecondServer } from './second-server';

/**
 * A new version of the app reaches an open page (src/web/lib/service-worker.ts): the browser finds the new service
 * worker, which waits; a toast offers the reload; Reload lets it take over and reloads the page. Served by a Touchline
 * of its own from a copy of the build, so that its worker can change while the page is open.
 */
test('a new version waits for the athlete: a toast offers Reload, which brings it in', async ({ page }, testInfo) => {
  const dist = testInfo.outputPath('dist');
  cpSync('dist', dist, { recursive: true });
  const worker = join(dist, 'web/sw.js');
  // The server would send a compressed copy of the old worker where there is one.
  for (const compressed of ['.br', '.gz']) rmSync(worker + compressed, { force: true });
  const server = await startSecondServer({}, { dist });
  try {
    await page.goto(server.url);
    await expect(page.getByRole('heading', { level: 1, name: 'Touchline' })).toBeVisible();
    await waitUntilOfflineReady(page);
    // The first worker takes the page by itself: nothing to offer.
    const offer = page.getByText('A new version of Touchline is ready.');
    await expect(offer).toHaveCount(0);

    // The next version: a worker that answers which version it is.
    appendFileSync(
      worker,
      "\nself.addEventListener('message', (event) => { if (event.data === 'version?') event.source.postMessage('next'); });\n",
    );
    await page.reload();
    await expect(offer).toBeVisible({ timeout: 15_000 });
    // Until the athlete says so, the old version stays in charge.
    expect(await versionInCharge(page)).toBe('first');

    await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'Reload' }).click()]);
    await expect(page.getByRole('heading', { level: 1, name: 'Touchline' })).toBeVisible();
    expect(await versionInCharge(page)).toBe('next');
    await expect(offer).toHaveCount(0);
  } finally {
    await server.stop();
  }
});

/** Which worker controls the page: 'next' when it answers the question only the next version knows. */
function versionInCharge(page: Page): Promise<string> {
  return page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        const controller = navigator.serviceWorker.controller;
        if (controller === null) return resolve('none');
        navigator.serviceWorker.addEventListener('message', (event) => resolve(String(event.data)), { once: true });
        controller.postMessage('version?');
        setTimeout(() => resolve('first'), 1_000);
      }),
  );
}
