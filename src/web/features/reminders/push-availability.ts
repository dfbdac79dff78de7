/** What this browser offers for push notifications, read from it (browser-push.ts) and judged here. */
export interface PushEnvironment {
  userAgent: string;
  maxTouchPoints: number;
  /** Opened as an installed app (from the Home Screen), not in a browser tab. */
  standalone: boolean;
  hasServiceWorker: boolean;
  hasPushManager: boolean;
  /** Notification.permission, or null when the browser has no Notification API. */
  permission: NotificationPermission | null;
}

/** Why push reminders cannot reach this device. */
export type PushUnavailableReason = 'ios-needs-home-screen' | 'no-push-api' | 'blocked';

export type PushAvailability = { available: true } | { available: false; reason: PushUnavailableReason };

/** What the screen says for each reason: why, then how to fix it. */
export const PUSH_UNAVAILABLE_MESSAGES = {
  'ios-needs-home-screen':
    'On iPhone and iPad, reminders reach Touchline only once it is on your Home Screen. Add Touchline to your Home Screen: tap Share, then Add to Home Screen, then open it from there.',
  'no-push-api':
    'This browser cannot receive push notifications. Open Touchline in a current Chrome, Edge, Firefox or Safari to get reminders on this device.',
  blocked:
    "Notifications are blocked for this site: allow them in the browser's site settings, then turn a reminder on again.",
} as const satisfies Record<PushUnavailableReason, string>;

const isAppleMobile = ({ userAgent, maxTouchPoints }: PushEnvironment) =>
  /\b(iPhone|iPad|iPod)\b/.test(userAgent) || (/\bMacintosh\b/.test(userAgent) && maxTouchPoints > 1);

/**
 * Whether push reminders can reach this device, and if not, why. iPhone and iPad browsers only offer push to a web app
 * opened from the Home Screen, so there the fix is installing, whatever else is missing.
 */
export function pushAvailability(environment: PushEnvironment): PushAvailability {
  if (isAppleMobile(environment) && !environment.standalone) {
    return { available: false, reason: 'ios-needs-home-screen' };
  }
  if (!environment.hasServiceWorker || !environment.hasPushManager || environment.permission === null) {
    return { available: false, reason: 'no-push-api' };
  }
  if (environment.permission === 'denied') return { available: false, reason: 'blocked' };
  return { available: true };
}
