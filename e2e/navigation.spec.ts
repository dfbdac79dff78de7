import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import {
  cardAction,
  cardMenu,
  expect,
  newAthlete,
  seedEntry,
  signUpViaApi,
  tab,
  tabBar,
  test,
  todayDay,
} from './fixtures';
import { goOffline, waitUntilOfflineReady } from './offline';

const LABELS = ['Today', 'Calendar', 'New', 'History', 'Insights', 'Profile'] as const;
type Label = (typeof LABELS)[number];

/** Every signed-in screen outside a flow, with the tab marked current on it. */
const TABBED_SCREENS: readonly [path: string, title: string, current: Label][] = [
  ['/journal', 'Your Journal', 'Today'],
  ['/calendar', 'Calendar', 'Calendar'],
  ['/journal/2026-03-05', 'Daily Journal', 'Calendar'],
  ['/activities', 'Activities', 'Calendar'],
  ['/new-activity', 'New Activity', 'New'],
  ['/journal-entries', 'All Entries', 'History'],
  ['/training-journal-entries', 'Training Journal', 'History'],
  ['/insights', 'Insights', 'Insights'],
  ['/insights?period=1y', 'Insights', 'Insights'],
  ['/profile', 'Profile', 'Profile'],
  ['/profile/sharing', 'Share Your Journal', 'Profile'],
  ['/settings', 'Settings', 'Profile'],
  ['/settings/edit-questions', 'Edit Your Questions', 'Profile'],
];

/** The entry flows and a question set editor: each keeps its own BACK / DONE bar. */
const UNTABBED_SCREENS = [
  '/game-journal',
  '/training-journal',
  '/rehab-journal',
  '/lift-journal',
  '/imagery-journal',
  '/food-journal',
  '/settings/training-questions',
];

const title = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });

/** The bar shows all six tabs with `current` marked, and only that one. */
async function expectCurrentTab(page: Page, current: Label) {
  await expect(tabBar(page).getByRole('link')).toHaveText([...LABELS]);
  await expect(tabBar(page).locator('[aria-current="page"]')).toHaveText(current);
}

test('the tab bar is on every signed-in screen outside a flow, its tab marked current', async ({
  page,
  athlete: _athlete,
}) => {
  for (const [path, name, current] of TABBED_SCREENS) {
    await page.goto(path);
    await expect(title(page, name), path).toBeVisible();
    await expectCurrentTab(page, current);
  }
});

test('no tab bar inside an entry flow, a question set editor, or on the public pages', async ({
  page,
  browser,
  athlete: _athlete,
}) => {
  for (const path of UNTABBED_SCREENS) {
    await page.goto(path);
    // The screen is up: its BACK, or the imagery flow's opening dialog.
    const screenUp = page
      .getByRole('button', { name: 'Back', exact: true })
      .or(page.getByRole('link', { name: 'Back', exact: true }))
      .or(page.getByRole('dialog', { name: 'Imagery Session' }));
    await expect(screenUp.first(), path).toBeVisible();
    await expect(tabBar(page), path).toHaveCount(0);
  }

  const visitor = await browser.newPage();
  for (const [path, name] of [
    ['/', 'Touchline'],
    ['/signin', 'Sign In'],
    ['/signup', 'Sign Up'],
  ] as const) {
    await visitor.goto(path);
    await expect(title(visitor, name), path).toBeVisible();
    await expect(tabBar(visitor), path).toHaveCount(0);
  }
  await visitor.close();
});

test('each tab goes where it says and is marked current there', async ({ page, athlete: _athlete }) => {
  await page.goto('/profile');
  await expect(title(page, 'Profile')).toBeVisible();
  for (const [label, path, name] of [
    ['Today', '/journal', 'Your Journal'],
    ['Calendar', '/calendar', 'Calendar'],
    ['New', '/new-activity', 'New Activity'],
    ['History', '/journal-entries', 'All Entries'],
    ['Insights', '/insights', 'Insights'],
    ['Profile', '/profile', 'Profile'],
  ] as const) {
    await tab(page, label).click();
    await expect(page).toHaveURL(path);
    await expect(title(page, name)).toBeVisible();
    await expectCurrentTab(page, label);
  }
  // Settings is reached from Profile, and leads back to it.
  await page.getByRole('link', { name: 'Settings' }).click();
  await expect(page).toHaveURL('/settings');
  await expectCurrentTab(page, 'Profile');
  await page.getByRole('link', { name: 'Back to profile' }).click();
  await expect(page).toHaveURL('/profile');
});

/** Each tab's box and its label's, in page order. */
function tabBoxes(page: Page) {
  return tabBar(page)
    .getByRole('listitem')
    .evaluateAll((items) =>
      items.map((item) => {
        const link = item.querySelector('a')!;
        const label = link.lastElementChild!;
        const box = (element: Element) => {
          const { left, right, top, bottom } = element.getBoundingClientRect();
          return { left, right, top, bottom };
        };
        return { text: label.textContent, link: box(link), label: box(label) };
      }),
    );
}

/** Every label shows whole, inside its own tab, beside the next; every tab is at least 44 x 44 px and on screen. */
async function expectTabsFit(page: Page, width: number, labels: readonly string[]) {
  const tabs = await tabBoxes(page);
  expect(tabs.map((one) => one.text)).toEqual(labels);
  tabs.forEach(({ text, link, label }, index) => {
    expect(link.right - link.left, `${text} tab width`).toBeGreaterThanOrEqual(44);
    expect(link.bottom - link.top, `${text} tab height`).toBeGreaterThanOrEqual(44);
    expect(link.left, `${text} tab`).toBeGreaterThanOrEqual(0);
    expect(link.right, `${text} tab`).toBeLessThanOrEqual(width);
    expect(label.left, `${text} label`).toBeGreaterThanOrEqual(link.left);
    expect(label.right, `${text} label`).toBeLessThanOrEqual(link.right);
    const next = tabs[index + 1];
    if (next) expect(link.right, `${text} tab beside ${next.text}`).toBeLessThanOrEqual(next.link.left);
  });
}

test('at 320 px wide every tab shows its whole label', async ({ page, athlete: _athlete }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto('/journal');
  await expect(tabBar(page)).toBeVisible();
  await expectTabsFit(page, 320, LABELS);
  for (const label of LABELS) await expect(tab(page, label)).toBeVisible();
});

test('scrolled to the end of a long Today list, the last card is clear of the tab bar', async ({
  page,
  context,
  baseURL,
  athlete: _athlete,
}) => {
  for (let n = 0; n < 8; n += 1) {
    await seedEntry(context.request, baseURL!, {
      type: 'Training',
      day: todayDay(),
      content: { answers: { t1: `Session ${n}` }, rating: 5 },
    });
  }
  await page.goto('/journal');
  const last = page.getByRole('article').last();
  await expect(page.getByRole('article')).toHaveCount(8);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));

  // Where each of the last card's controls shows, a tap lands on it and not on the bar.
  const showMore = last.getByRole('button', { name: 'Show more' });
  for (const control of [showMore, cardMenu(last)]) {
    const box = (await control.boundingBox())!;
    const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    expect(await control.evaluate((button, { x, y }) => button.contains(document.elementFromPoint(x, y)), centre)).toBe(
      true,
    );
  }
  const barTop = (await tabBar(page).boundingBox())!.y;
  const cardBox = (await last.boundingBox())!;
  expect(cardBox.y + cardBox.height).toBeLessThanOrEqual(barTop);

  await showMore.click();
  await expect(last.getByRole('button', { name: 'Show less' })).toBeVisible();
});

test('a control half under the tab bar is read as the full-size control it is: the bar lies over the page', async ({
  page,
  context,
  baseURL,
  athlete: _athlete,
}) => {
  for (let n = 0; n < 10; n += 1) {
    await seedEntry(context.request, baseURL!, {
      type: 'Training',
      day: todayDay(),
      content: { answers: { t1: `Session ${n}` }, rating: 5 },
    });
  }
  await page.goto('/journal');
  await expect(page.getByRole('article')).toHaveCount(10);
  // Scrolled so that a card's Show more shows 4 px of itself above the bar, as a long day's list does at the start
  // on some phones: axe's target size (WCAG 2.2 AA) reads a page's own bar as lying over the page only when it is
  // fixed; a sticky one it reads as a neighbour squeezing the control to 4 px.
  const showMore = page.getByRole('article').nth(4).getByRole('button', { name: 'Show more' });
  const barTop = (await tabBar(page).boundingBox())!.y;
  const box = (await showMore.boundingBox())!;
  await page.evaluate((by) => window.scrollBy(0, by), box.y - (barTop - 4));
  expect(Math.round((await showMore.boundingBox())!.y)).toBe(Math.round(barTop - 4));

  const { violations } = await new AxeBuilder({ page }).withRules(['target-size']).analyze();
  expect(violations.flatMap((violation) => violation.nodes.map((node) => node.target.join(' ')))).toEqual([]);
});

type Box = { x: number; y: number; width: number; height: number };

/** Asserts that two boxes do not overlap. */
function expectApart(what: string, a: Box, b: Box) {
  const apart = a.x + a.width <= b.x || b.x + b.width <= a.x || a.y + a.height <= b.y || b.y + b.height <= a.y;
  expect(apart, `${what}: ${JSON.stringify(a)} and ${JSON.stringify(b)}`).toBe(true);
}

test('the waiting-to-sync pill never covers the page title or its back link', async ({
  page,
  context,
  baseURL,
  athlete: _athlete,
}) => {
  await seedEntry(context.request, baseURL!, { type: 'Lift', day: todayDay(), content: { answers: {}, rating: 6 } });
  await page.goto('/journal');
  await expect(page.getByRole('article', { name: 'Lift' })).toContainText('6/10');
  await waitUntilOfflineReady(page);

  await goOffline(context);
  await cardAction(page.getByRole('article', { name: 'Lift' }), 'Delete');
  const pill = page.getByRole('status').filter({ hasText: '1 change waiting to sync' });
  await expect(pill).toBeVisible();
  expectApart('pill and Today title', (await pill.boundingBox())!, (await title(page, 'Your Journal').boundingBox())!);

  // On a screen with a back link too.
  await tab(page, 'Profile').click();
  await page.getByRole('link', { name: 'Settings' }).click();
  await expect(title(page, 'Settings')).toBeVisible();
  await expect(pill).toBeVisible();
  expectApart('pill and Settings title', (await pill.boundingBox())!, (await title(page, 'Settings').boundingBox())!);
  expectApart(
    'pill and back link',
    (await pill.boundingBox())!,
    (await page.getByRole('link', { name: 'Back to profile' }).boundingBox())!,
  );
});

test('a signed-in athlete opening the app lands on Today; a visitor sees Home', async ({
  page,
  browser,
  athlete: _athlete,
}) => {
  await page.goto('/');
  await expect(page).toHaveURL('/journal');
  await expect(title(page, 'Your Journal')).toBeVisible();
  await expectCurrentTab(page, 'Today');

  const visitor = await browser.newPage();
  await visitor.goto('/');
  await expect(visitor.getByRole('link', { name: 'Sign In' })).toBeVisible();
  await expect(visitor.getByRole('link', { name: 'Sign Up' })).toBeVisible();
  await expect(visitor).toHaveURL('/');
  await visitor.close();
});

test('the care link shows on Home for visitors and on Profile for athletes', async ({
  page,
  browser,
  athlete: _athlete,
}) => {
  const careUrl = 'https://care.example.com/';
  const answerConfig = { json: { careUrl, emailVerification: false } };
  await page.route('**/api/config', (route) => route.fulfill(answerConfig));
  await page.goto('/profile');
  await expect(page.getByRole('link', { name: /Find Care/ })).toHaveAttribute('href', careUrl);

  const visitor = await browser.newPage();
  await visitor.route('**/api/config', (route) => route.fulfill(answerConfig));
  await visitor.goto('/');
  await expect(visitor.getByRole('link', { name: /Find Care/ })).toHaveAttribute('href', careUrl);
  await visitor.close();
});

test('signing in lands on Today', async ({ page, baseURL }) => {
  const athlete = newAthlete();
  await signUpViaApi(page.request, baseURL!, athlete);
  await page.goto('/');
  await page.getByRole('link', { name: 'Sign In' }).click();
  await page.getByLabel('Email').fill(athlete.email);
  await page.getByLabel('Password').fill(athlete.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL('/journal');
  await expect(title(page, 'Your Journal')).toBeVisible();
});
