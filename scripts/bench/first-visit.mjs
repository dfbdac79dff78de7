// A first visit in Debian's Chromium, as an athlete makes it: a fresh browser context (empty HTTP cache, no service
// worker), the page loaded and left until the network has been quiet for a while, and every response the context saw
// (the page's and its service worker's) with its body sized. Used by scripts/bench/web.mjs.
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM, CHROMIUM_ARGS, PHONE_VIEWPORT, requireChromium } from '../lib/chromium.mjs';

/** @typedef {import('@playwright/test').Browser} Browser */
/** @typedef {import('@playwright/test').Request} Request */
/** @typedef {import('@playwright/test').Response} Response */

/**
 * One response of a visit, sized.
 *
 * @typedef {object} VisitResponse
 * @property {string} url
 * @property {string} path
 * @property {'js' | 'css' | 'other'} kind
 * @property {boolean} byServiceWorker Asked for by the service worker itself (e.g. its precache).
 * @property {boolean} fromServiceWorker Answered by the service worker.
 * @property {number} status
 * @property {string} encoding
 * @property {number} raw
 * @property {number} gzip gzip -9 of the body.
 * @property {number | null} transferred The body's bytes on the wire, as the server encoded it (when reported).
 * @property {number} startMs When it was asked for, after the navigation began.
 */

/**
 * After `networkidle` (500 ms without a request of the page's), the visit goes on until no request of the context
 * (page or service worker) has been in flight for QUIET_MS: whenIdle() (src/web/lib/when-idle.ts) waits up to 2 s
 * before the app loads its offline support and toast area, and the service worker's install comes after that.
 */
const QUIET_MS = 2500;
/** A visit whose network is still busy after this long is measured as it is, with a warning. */
const MAX_VISIT_MS = 30_000;

export async function launchChromium() {
  requireChromium();
  return chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
}

/**
 * Visits `origin + path` in a fresh context of `browser`, signed in first through the API when `signIn` is given
 * ({ email, password }: the session cookie lands in the context). Returns the page's final URL and every response
 * the context saw (the page's and its service worker's), in the order they were asked for.
 *
 * @param {Browser} browser
 * @param {{ origin: string, path: string, signIn?: { email: string, password: string } }} visit
 * @returns {Promise<{ finalUrl: string, responses: VisitResponse[] }>}
 */
export async function firstVisit(browser, { origin, path, signIn }) {
  const context = await browser.newContext({ baseURL: origin, viewport: PHONE_VIEWPORT, serviceWorkers: 'allow' });
  try {
    if (signIn) {
      const response = await context.request.post('/api/auth/sign-in/email', {
        headers: { origin },
        data: { email: signIn.email, password: signIn.password },
      });
      if (!response.ok()) throw new Error(`sign-in answered ${response.status()}: ${await response.text()}`);
    }

    /** @type {{ request: Request, startMs: number }[]} */
    const requests = [];
    /** @type {Set<Request>} */
    const inFlight = new Set();
    let lastActivity = Date.now();
    let started = 0;
    context.on('request', (request) => {
      requests.push({ request, startMs: Date.now() - started });
      inFlight.add(request);
      lastActivity = Date.now();
    });
    /** @param {Request} request */
    const settled = (request) => {
      inFlight.delete(request);
      lastActivity = Date.now();
    };
    context.on('requestfinished', settled);
    context.on('requestfailed', settled);

    const page = await context.newPage();
    started = Date.now();
    await page.goto(path, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle');
    while (inFlight.size > 0 || Date.now() - lastActivity < QUIET_MS) {
      if (Date.now() - started > MAX_VISIT_MS) {
        const busy = [...inFlight].map((request) => request.url()).join(', ');
        console.warn(`${path}: the network was still busy after ${MAX_VISIT_MS / 1000} s (${busy}); measured as it is`);
        break;
      }
      await page.waitForTimeout(100);
    }

    const responses = [];
    for (const { request, startMs } of requests) {
      const response = await request.response();
      if (!response) continue;
      responses.push({ ...(await sized(request, response)), startMs });
    }
    return { finalUrl: page.url(), responses };
  } finally {
    await context.close();
  }
}

/**
 * @param {Request} request
 * @param {Response} response
 * @returns {Promise<Omit<VisitResponse, 'startMs'>>}
 */
async function sized(request, response) {
  const url = new URL(request.url());
  const type = (await response.headerValue('content-type')) ?? '';
  const kind = /javascript/.test(type) ? 'js' : /text\/css/.test(type) ? 'css' : 'other';
  let body = null;
  try {
    body = await response.body();
  } catch {
    // A redirect or an opaque answer has no body to read.
  }
  let transferred = null;
  try {
    transferred = (await request.sizes()).responseBodySize;
  } catch {
    // Not reported for this request.
  }
  return {
    url: url.href,
    path: url.pathname,
    kind,
    byServiceWorker: request.serviceWorker() !== null,
    fromServiceWorker: response.fromServiceWorker(),
    status: response.status(),
    encoding: (await response.headerValue('content-encoding')) ?? 'identity',
    raw: body?.length ?? 0,
    gzip: body ? gzipSync(body, { level: 9 }).length : 0,
    transferred,
  };
}
