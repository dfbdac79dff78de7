import { describe, expect, it } from 'vitest';
import { pushAvailability, type PushEnvironment } from './push-availability';

const CHROME_ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const SAFARI_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';

const chromeOnAndroid: PushEnvironment = {
  userAgent: CHROME_ANDROID,
  maxTouchPoints: 5,
  standalone: false,
  hasServiceWorker: true,
  hasPushManager: true,
  permission: 'default',
};

describe('pushAvailability', () => {
  it.each<[string, Partial<PushEnvironment>, ReturnType<typeof pushAvailability>]>([
    ['a browser with push, not asked yet', {}, { available: true }],
    ['a browser with push, allowed', { permission: 'granted' }, { available: true }],
    ['notifications blocked', { permission: 'denied' }, { available: false, reason: 'blocked' }],
    ['no Push API', { hasPushManager: false }, { available: false, reason: 'no-push-api' }],
    ['no service worker', { hasServiceWorker: false }, { available: false, reason: 'no-push-api' }],
    ['no Notification API', { permission: null }, { available: false, reason: 'no-push-api' }],
    [
      'iPhone Safari in a tab (no Push API there)',
      { userAgent: SAFARI_IPHONE, hasPushManager: false, permission: null },
      { available: false, reason: 'ios-needs-home-screen' },
    ],
    [
      'iPad asking for desktop sites, in a tab',
      { userAgent: SAFARI_MAC, maxTouchPoints: 5, hasPushManager: false },
      { available: false, reason: 'ios-needs-home-screen' },
    ],
    ['iPhone, opened from the Home Screen', { userAgent: SAFARI_IPHONE, standalone: true }, { available: true }],
    [
      'iPhone from the Home Screen, blocked',
      { userAgent: SAFARI_IPHONE, standalone: true, permission: 'denied' },
      { available: false, reason: 'blocked' },
    ],
    ['Safari on a Mac (no touch screen)', { userAgent: SAFARI_MAC, maxTouchPoints: 0 }, { available: true }],
  ])('%s', (_name, change, expected) => {
    expect(pushAvailability({ ...chromeOnAndroid, ...change })).toEqual(expected);
  });
});
