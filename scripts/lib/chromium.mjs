// Debian's Chromium as the browser tests (playwright.config.ts) and the browser benchmarks (bench/first-visit.mjs,
// bench/lighthouse.mjs) launch it: where it is, its flags, and the phone-sized viewport.
import { existsSync } from 'node:fs';

/** Where Chromium is: Debian's, unless CHROMIUM_PATH says otherwise (as for the browser tests). */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Headless in a container: no sandbox, no GPU, and none of the browser's own traffic. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** A phone's viewport: the app is used on phones. */
export const PHONE_VIEWPORT = { width: 390, height: 844 };

/** Throws saying how to get Chromium when there is none at CHROMIUM. */
export function requireChromium() {
  if (!existsSync(CHROMIUM)) {
    throw new Error(`No Chromium at ${CHROMIUM}: install Debian's (apt-get install chromium) or set CHROMIUM_PATH.`);
  }
}
