import type { Page } from '@playwright/test';
import { expect, seedEntry, tab, test, todayDay } from './fixtures';
import { persistedCache } from './offline';

/** Everything the app keeps in the browser: the remembered sign-in, and the query cache with its waiting changes. */
const USER_KEY = 'touchline-user';
const CACHE_KEY = 'touchline-query-cache';

type Cache = { buster: string; clientState: { queries: Record<string, unknown>[]; mutations: unknown[] } };

/** Each way a stored value can be damaged, given the value the app wrote (as text). */
const DAMAGE: Record<string, (written: string) => unknown> = {
  'wrong JSON': (written) => written.slice(0, written.length / 2),
  'wrong shape': () => JSON.stringify({ hello: 'world', clientState: [] }),
  'not text at all': () => ({ clientState: 42 }),
  'wrong types inside': (written) => {
    const cache = JSON.parse(written) as Cache;
    const [first] = cache.clientState.queries;
    return JSON.stringify({
      ...cache,
      clientState: {
        queries: [
          ...cache.clientState.queries.map((query) => ({ ...query, state: { ...(query.state as object), data: 'x' } })),
          { ...first, queryKey: ['entries', 'day', '2026-01-01'], state: { status: 'success', data: [{ id: 5 }] } },
          { ...first, queryKey: ['entries', 'month', '2026-01'], state: { status: 'success', data: { days: 'no' } } },
        ],
        mutations: [
          { mutationKey: ['entries', 'create'], state: { status: 'pending', variables: { id: 5, content: [] } } },
          { mutationKey: ['entries', 'delete'], state: 'pending' },
          'not a change',
        ],
      },
    });
  },
};

const USER_DAMAGE: Record<string, string> = {
  'wrong JSON': '{"id":',
  'wrong shape': '["athlete"]',
  'wrong types inside': '{"id":5,"email":{"at":"example.com"}}',
};

/** Writes `value` under `key` in the app's IndexedDB store (idb-keyval's default). */
function writeCache(page: Page, value: unknown): Promise<void> {
  return page.evaluate(
    ({ key, value }) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('keyval-store');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const write = open.result.transaction('keyval', 'readwrite');
          write.objectStore('keyval').put(value, key);
          write.oncomplete = () => resolve();
          write.onerror = () => reject(write.error);
        };
      }),
    { key: CACHE_KEY, value },
  );
}

/**
 * Signs the athlete's browser in with an entry cached and remembered, then ends on a page of the same origin where
 * the app does not run (its manifest), so nothing the app does can overwrite the damage the test makes.
 */
async function visitOnce(page: Page, seeded: () => Promise<unknown>) {
  await seeded();
  await page.goto('/journal');
  await expect(page.getByRole('article', { name: 'Lift' })).toContainText('6/10');
  await expect.poll(() => persistedCache(page)).toContain('"entries"');
  await page.goto('/manifest.webmanifest');
}

/** The Today view renders and works: the journal loads from the server, and the calendar opens from it. */
async function expectWorkingApp(page: Page, warnings: string[], damaged: string) {
  await expect(page.getByRole('heading', { name: 'Your Journal', level: 1 })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Lift' })).toContainText('6/10');
  expect(warnings.join('\n')).toContain(damaged);
  await tab(page, 'Calendar').click();
  await expect(page.getByRole('link', { name: /: 1 entry, average rating 6$/ })).toBeVisible();
}

function collectWarnings(page: Page): string[] {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' && message.text().startsWith('Touchline:')) warnings.push(message.text());
  });
  return warnings;
}

for (const [damage, damaged] of Object.entries(DAMAGE)) {
  test(`a query cache with ${damage} is repaired or reset, with a warning, and the app works`, async ({
    page,
    context,
    baseURL,
    athlete: _athlete,
  }) => {
    await visitOnce(page, () =>
      seedEntry(context.request, baseURL!, { type: 'Lift', day: todayDay(), content: { answers: {}, rating: 6 } }),
    );
    await writeCache(page, damaged(await persistedCache(page)));
    const warnings = collectWarnings(page);
    await page.goto('/journal');
    await expectWorkingApp(page, warnings, 'cached journal');
  });
}

for (const [damage, text] of Object.entries(USER_DAMAGE)) {
  test(`a remembered sign-in with ${damage} is forgotten, with a warning, and the app works`, async ({
    page,
    context,
    baseURL,
    athlete: _athlete,
  }) => {
    await visitOnce(page, () =>
      seedEntry(context.request, baseURL!, { type: 'Lift', day: todayDay(), content: { answers: {}, rating: 6 } }),
    );
    expect(await page.evaluate((key) => localStorage.getItem(key), USER_KEY)).toContain('@example.com');
    await page.evaluate(([key, value]) => localStorage.setItem(key, value), [USER_KEY, text] as const);
    const warnings = collectWarnings(page);
    await page.goto('/journal');
    await expectWorkingApp(page, warnings, 'remembered sign-in');
    // Repaired: the server's answer is remembered again.
    await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), USER_KEY)).toContain('@example.com');
  });
}

const DRAFT_DAMAGE: Record<string, string> = {
  'wrong JSON': '{"savedAt":',
  'wrong shape': '["Half-typed answer"]',
  'wrong types inside': JSON.stringify({
    savedAt: Date.now(),
    draft: { timeOfDay: 5, answers: { t1: ['Half-typed answer'] }, rating: 11, notes: null },
    step: { step: 0, question: -1 },
  }),
  "another flow's draft": JSON.stringify({
    savedAt: Date.now(),
    draft: { mealType: 'Lunch', timeOfDay: 'Noon', foodItems: 'Half-typed answer', feelingNotes: '' },
    step: null,
  }),
};

for (const [damage, text] of Object.entries(DRAFT_DAMAGE)) {
  test(`a draft with ${damage} is dropped, with a warning, and the flow opens empty`, async ({
    page,
    athlete: _athlete,
  }) => {
    await page.goto('/journal');
    // The app has run once it remembers the athlete (the heading alone may still be the page's shell, decision 055).
    await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), USER_KEY)).toContain('"id"');
    const userId = await page.evaluate(
      (key) => (JSON.parse(localStorage.getItem(key) ?? '{}') as { id: string }).id,
      USER_KEY,
    );
    const key = `touchline-draft:${userId}:training:${todayDay()}:new`;
    await page.evaluate(([key, value]) => localStorage.setItem(key, value), [key, text] as const);
    const warnings = collectWarnings(page);

    await page.goto('/training-journal');
    await expect(page.getByRole('textbox', { name: 'How focused was I during practice today?' })).toHaveValue('');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByText('Half-typed answer')).toHaveCount(0);
    expect(warnings.join('\n')).toContain('a draft');
    expect(await page.evaluate((key) => localStorage.getItem(key), key)).toBeNull();
  });
}

test("a kept copy of the reminders with wrong types inside is not shown, and the screen reads the server's", async ({
  page,
  athlete: _athlete,
}) => {
  await page.goto('/profile/reminders');
  await expect(page.getByRole('switch', { name: 'Daily journal reminder' })).toBeVisible();
  await expect.poll(() => persistedCache(page)).toContain('"reminders"');
  await page.goto('/manifest.webmanifest');
  const cache = JSON.parse(await persistedCache(page)) as Cache;
  const damaged = cache.clientState.queries.map((query) =>
    JSON.stringify(query.queryKey) === '["reminders"]'
      ? { ...query, state: { ...(query.state as object), data: { settings: 'x', devices: 5, pushPublicKey: [] } } }
      : query,
  );
  expect(damaged).not.toEqual(cache.clientState.queries);
  await writeCache(page, JSON.stringify({ ...cache, clientState: { ...cache.clientState, queries: damaged } }));

  await page.goto('/profile/reminders');
  await expect(page.getByRole('heading', { name: 'Reminders', level: 1 })).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Daily journal reminder' })).not.toBeChecked();
  await expect(page.getByText('No device gets notifications yet.', { exact: false })).toBeVisible();
});
