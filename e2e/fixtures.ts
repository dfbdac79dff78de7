import { randomUUID } from 'node:crypto';
import {
  test as base,
  expect,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
} from '@playwright/test';

export interface Athlete {
  email: string;
  password: string;
}

/** A fresh, unique athlete for one test. */
export function newAthlete(): Athlete {
  return { email: `athlete-${randomUUID()}@example.com`, password: 'correct horse battery' };
}

/** Calls our API the way the web app does: JSON, from our own origin. */
export async function postJson(request: APIRequestContext, baseURL: string, path: string, data: unknown) {
  const response = await request.post(path, { data, headers: { Origin: baseURL } });
  expect(response.ok(), `${path} answered ${response.status()}: ${await response.text()}`).toBe(true);
  return response;
}

/**
 * Makes `page.goto` and `page.reload` return once the app has drawn its first screen. The load event no longer says
 * so: a page may arrive with its shell (docs/decisions/055), and its boot fetches the app after the first frame
 * (decision 057); a test acting before then would tap the shell's plain links or measure elements about to be
 * replaced. Not with `waitUntil: 'commit'`, which a test asks for to act on the page as it arrives.
 */
export function waitForTheAppOnLoad(page: Page): void {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => afterTheAppDrew(page, await goto(url, options), options);
  page.reload = async (options) => afterTheAppDrew(page, await reload(options), options);
}

async function afterTheAppDrew<T>(page: Page, response: T, options?: { waitUntil?: string }): Promise<T> {
  if (options?.waitUntil === 'commit') return response;
  await page
    .waitForFunction(
      () => {
        const root = document.getElementById('root');
        // Not the app's page (an API answer, say), or the app's screen in place of an empty root or the shell.
        return (
          root === null || (root.firstElementChild !== null && root.querySelector(':scope > [data-shell]') === null)
        );
      },
      undefined,
      { timeout: 15_000 },
    )
    .catch((error: unknown) => {
      throw new Error(`The app drew nothing in place of the page's shell at ${page.url()}`, { cause: error });
    });
  return response;
}

/**
 * Holds every request of `page` to `url` (a Playwright URL pattern), as a slow network would, until the returned
 * function lets them go on.
 */
export async function holdRequests(page: Page, url: string): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await held;
    await route.fallback();
  });
  return release;
}

/** A new account (named `name`, "Athlete" by default) signed in in a browser context of its own. */
export async function signedInContext(
  browser: Browser,
  baseURL: string,
  { name = 'Athlete', timezoneId }: { name?: string; timezoneId?: string } = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL, timezoneId });
  context.on('page', waitForTheAppOnLoad);
  const account = newAthlete();
  await postJson(context.request, baseURL, '/api/auth/sign-up/email', { ...account, name });
  await postJson(context.request, baseURL, '/api/auth/sign-in/email', account);
  return context;
}

/** Creates an account through the API. */
export async function signUpViaApi(request: APIRequestContext, baseURL: string, athlete: Athlete) {
  await postJson(request, baseURL, '/api/auth/sign-up/email', { ...athlete, name: 'Athlete' });
}

export const test = base.extend<{ athlete: Athlete; stepByStep: boolean; browserErrors: void }>({
  /** The test's page, whose loads return once the app has drawn (waitForTheAppOnLoad); so are the context's others. */
  page: async ({ page, context }, use) => {
    waitForTheAppOnLoad(page);
    context.on('page', waitForTheAppOnLoad);
    await use(page);
  },
  /**
   * What the test's pages reported as errors (the console's errors, uncaught exceptions), printed under a failed test
   * only: a screen that failed at random in a long run says why in the run's log.
   */
  browserErrors: [
    async ({ context }, use, testInfo) => {
      const errors: string[] = [];
      context.on('console', (message) => {
        if (message.type() === 'error')
          errors.push(`console error on ${message.page()?.url() ?? '?'}: ${message.text()}`);
      });
      context.on('weberror', (error) =>
        errors.push(`uncaught on ${error.page()?.url() ?? '?'}: ${error.error().stack}`),
      );
      await use();
      if (testInfo.status !== testInfo.expectedStatus && errors.length > 0) {
        console.log(`What the browser reported during "${testInfo.title}":\n${errors.join('\n')}`);
      }
    },
    { auto: true },
  ],
  /**
   * Whether the athlete has "Ask one question at a time" on (off, one page, is the default): the tests of the
   * step-by-step flows set it with `test.use({ stepByStep: true })`. Its own switch is tested in one-page.spec.ts.
   */
  stepByStep: [false, { option: true }],
  /** An athlete with an account, signed in in this test's browser context. */
  athlete: async ({ context, baseURL, stepByStep }, use) => {
    const athlete = newAthlete();
    await signUpViaApi(context.request, baseURL!, athlete);
    await postJson(context.request, baseURL!, '/api/auth/sign-in/email', athlete);
    if (stepByStep) {
      const session = (await (await context.request.get('/api/auth/get-session')).json()) as { user: { id: string } };
      await context.addInitScript(
        (key) => localStorage.setItem(key, 'on'),
        `touchline-step-by-step:${session.user.id}`,
      );
    }
    await use(athlete);
  },
});

export { expect };

/** The tab bar of the signed-in screens. */
export const tabBar = (page: Page): Locator => page.getByRole('navigation', { name: 'Main' });

/** One tab of the tab bar, by its label. */
export const tab = (page: Page, label: 'Today' | 'Calendar' | 'New' | 'History' | 'Insights' | 'Profile'): Locator =>
  tabBar(page).getByRole('link', { name: label, exact: true });

/**
 * Today's date as the browser sees it: in the machine's time zone, which tests and browser share, or in `timeZone`
 * for a browser given its own (`timezoneId`).
 */
export function todayDay(timeZone?: string): string {
  // en-CA writes a date as yyyy-MM-dd.
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(),
  );
}

export interface SeededEntry {
  id: string;
  type: string;
  day: string;
  content: Record<string, unknown>;
}

/** Creates an entry through the API, as the signed-in athlete of this request context. */
export async function seedEntry(
  request: APIRequestContext,
  baseURL: string,
  entry: { type: string; day: string; content: Record<string, unknown>; id?: string },
): Promise<SeededEntry> {
  const response = await postJson(request, baseURL, '/api/entries', { id: randomUUID(), ...entry });
  return ((await response.json()) as { entry: SeededEntry }).entry;
}

/** A card's actions menu button ("Actions for {title}"). */
export const cardMenu = (card: Locator): Locator => card.getByRole('button', { name: /^Actions for / });

/** Chooses `action` in a card's actions menu: opens the menu, then picks the item. */
export async function cardAction(card: Locator, action: 'Edit' | 'Delete'): Promise<void> {
  await cardMenu(card).click();
  await card.getByRole('menuitem', { name: action, exact: true }).click();
}
