import { paths } from '../config/paths';
import { isRecord, isString } from '../../domain/guards';

/** A reminder as the service worker shows it. */
export interface ReminderNotification {
  title: string;
  body: string;
  tag: string;
  /** Where a tap leads: a path on Touchline's own origin. */
  url: string;
}

/** What shows when a push message cannot be read: still Touchline, still a way back to the journal. */
export const GENERIC_NOTIFICATION: ReminderNotification = {
  title: 'Touchline',
  body: 'Open Touchline to keep your journal going.',
  tag: 'touchline',
  url: paths.journal,
};

const isText = (value: unknown, maxLength: number): value is string =>
  isString(value) && value.trim().length > 0 && value.length <= maxLength;

/** `url` as a path on `origin` (with its query), or null when it leads anywhere else or is no URL at all. */
export function sameOriginPath(url: unknown, origin: string): string | null {
  if (!isString(url) || !url.startsWith('/') || url.startsWith('//')) return null;
  try {
    const resolved = new URL(url, origin);
    return resolved.origin === origin ? `${resolved.pathname}${resolved.search}${resolved.hash}` : null;
  } catch {
    return null;
  }
}

/**
 * A push message's text (JSON `{ title, body, url, tag }`, docs: the reminders contract) as the notification to show.
 * Anything else (no text, not JSON, a missing or odd field, a link off Touchline) gives the generic notification:
 * a push event must always show one, and a reminder must never lead elsewhere.
 */
export function parseNotificationPayload(text: string | null, origin: string): ReminderNotification {
  let payload: unknown;
  try {
    payload = text === null ? null : JSON.parse(text);
  } catch {
    return GENERIC_NOTIFICATION;
  }
  if (!isRecord(payload) || !isText(payload.title, 200) || !isText(payload.body, 1000) || !isText(payload.tag, 200)) {
    return GENERIC_NOTIFICATION;
  }
  const url = sameOriginPath(payload.url, origin);
  if (url === null) return GENERIC_NOTIFICATION;
  return { title: payload.title, body: payload.body, tag: payload.tag, url };
}

/** Where a tapped notification leads: the path kept in its data, else the journal. */
export function notificationTarget(data: unknown, origin: string): string {
  return (isRecord(data) && sameOriginPath(data.url, origin)) || GENERIC_NOTIFICATION.url;
}
