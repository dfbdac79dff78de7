import type { Page } from '@playwright/test';
import { expect, seedEntry, test } from './fixtures';

const DAY = '2026-03-05';
/** Markup an attacker might save into an entry: each piece sets a flag if it ever runs. */
const SCRIPT = '<script>window.__xss = "script"</script>';
const IMG = '<img src="x" onerror="window.__xss = \'img\'">';
const SVG = '<svg onload="window.__xss = \'svg\'"></svg>';
const HOSTILE = `${SCRIPT} ${IMG} ${SVG}`;

/** Opens every "Show more" on the page so folded answers are on screen too. */
async function unfoldAll(page: Page) {
  await expect(page.getByRole('article').first()).toBeVisible();
  const buttons = page.getByRole('button', { name: 'Show more' });
  for (let i = await buttons.count(); i > 0; i--) await buttons.first().click();
}

/** The page shows the markup as its literal text, builds no element from it and runs none of it. */
async function expectShownAsText(page: Page) {
  await expect(page.getByText(HOSTILE).first()).toBeVisible();
  expect(await page.locator('img[src="x"], svg[onload], script:not([src])').count()).toBe(0);
  expect(await page.evaluate(() => (window as { __xss?: string }).__xss)).toBeUndefined();
}

test('an entry holding <script>, <img onerror> and <svg onload> shows them as text on every screen', async ({
  page,
  context,
  baseURL,
  athlete: _signedIn,
}) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await seedEntry(context.request, baseURL!, {
    type: 'Training',
    day: DAY,
    content: { answers: { t1: HOSTILE }, questionTexts: { t1: HOSTILE }, rating: 7, notes: HOSTILE },
  });
  await seedEntry(context.request, baseURL!, {
    type: 'Game',
    day: DAY,
    // The opponent's name holds 100 characters at most.
    content: { opposingTeam: IMG, pregame: { controlFactors: HOSTILE }, postgame: { rating: 6 } },
  });
  await seedEntry(context.request, baseURL!, {
    type: 'Food',
    day: DAY,
    content: { mealType: 'Lunch', timeOfDay: '12:00', foodItems: HOSTILE },
  });

  for (const path of [`/journal/${DAY}`, '/journal-entries', '/training-journal-entries', '/game-journal-entries']) {
    await page.goto(path);
    await unfoldAll(page);
    await expectShownAsText(page);
  }
  expect(dialogs).toEqual([]);
});

test('a question set holding markup shows it as text in settings', async ({
  page,
  context,
  baseURL,
  athlete: _signedIn,
}) => {
  const item = { id: 'mine', text: HOSTILE, enabled: true, isCustom: true, type: 'text' };
  const response = await context.request.put('/api/question-sets/lift', {
    data: { items: [item] },
    headers: { Origin: baseURL! },
  });
  expect(response.status()).toBe(200);

  await page.goto('/settings/lift-questions');

  // The saved set arrives after the screen's first render: wait for it, as text or as a field's value.
  await expect
    .poll(() =>
      page.evaluate(
        (text) =>
          document.body.innerText.includes(text) ||
          [...document.querySelectorAll('input, textarea')].some((field) => (field as HTMLInputElement).value === text),
        HOSTILE,
      ),
    )
    .toBe(true);
  expect(await page.locator('img[src="x"], svg[onload], script:not([src])').count()).toBe(0);
  expect(await page.evaluate(() => (window as { __xss?: string }).__xss)).toBeUndefined();
});

test('the app loads under its Content-Security-Policy without a single violation', async ({
  page,
  athlete: _signedIn,
}) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });

  const response = await page.goto('/');
  const headers = response!.headers();
  const csp = headers['content-security-policy'] ?? '';
  const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1] ?? '';
  expect(scriptSrc).toContain("'self'");
  expect(scriptSrc).not.toMatch(/unsafe-inline|unsafe-eval/);
  expect(csp).toMatch(/frame-ancestors 'none'/);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  // The built page itself carries no inline script for the policy to have to allow.
  const html = await (await page.request.get('/')).text();
  expect(html.match(/<script(?![^>]*\bsrc=)[^>]*>/g) ?? []).toEqual([]);

  for (const path of ['/journal', '/calendar', '/settings', '/profile']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  expect(violations).toEqual([]);
});
