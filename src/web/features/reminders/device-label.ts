/** The browser a user agent names, most specific first (Edge and Opera also say "Chrome"; Chrome also says "Safari"). */
const BROWSERS = [
  { name: 'Edge', pattern: /\bEdg(e|A|iOS)?\// },
  { name: 'Opera', pattern: /\bOPR\// },
  { name: 'Samsung Internet', pattern: /\bSamsungBrowser\// },
  { name: 'Firefox', pattern: /\b(Firefox|FxiOS)\// },
  { name: 'Chrome', pattern: /\b(HeadlessChrome|Chrome|CriOS|Chromium)\// },
  { name: 'Safari', pattern: /\bVersion\/[\d.]+.*\bSafari\// },
] as const;

/** The system a user agent names, most specific first (Android also says "Linux"; iPhone "like Mac OS X"). */
const SYSTEMS = [
  { name: 'Android', pattern: /\bAndroid\b/ },
  { name: 'iPhone', pattern: /\biPhone\b/ },
  { name: 'iPad', pattern: /\biPad\b/ },
  { name: 'ChromeOS', pattern: /\bCrOS\b/ },
  { name: 'Windows', pattern: /\bWindows\b/ },
  { name: 'macOS', pattern: /\bMacintosh\b/ },
  { name: 'Linux', pattern: /\bLinux\b/ },
] as const;

/**
 * A device's name in the Devices list, from its user agent: "Chrome on Android", "Safari on iPhone". An iPad asks for
 * desktop sites as a Mac does; it is told apart by its touch screen (`maxTouchPoints`). Never empty, at most 60 characters.
 */
export function deviceLabel(userAgent: string, maxTouchPoints = 0): string {
  const browser = BROWSERS.find(({ pattern }) => pattern.test(userAgent))?.name ?? 'Browser';
  let system: string | undefined = SYSTEMS.find(({ pattern }) => pattern.test(userAgent))?.name;
  if (system === 'macOS' && maxTouchPoints > 1) system = 'iPad';
  return system ? `${browser} on ${system}` : browser === 'Browser' ? 'Web browser' : browser;
}
