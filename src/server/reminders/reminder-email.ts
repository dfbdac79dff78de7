import type { ReminderMessage } from '../../domain/reminders/messages.js';

/** A reminder as an email: the push's words, a link to the same screen, and how to stop these emails. */
export interface ReminderEmail {
  subject: string;
  text: string;
  headers: Record<string, string>;
}

/** Why a reminder email came, above its unsubscribe link. */
const REMINDERS_REASON = 'You get this because you turned on reminders by email in Touchline.';

/**
 * The email of a reminder (or of another message to the athlete, with its own `reason`). The body's unsubscribe link opens a page that says what it does and asks for a click (a
 * GET never changes anything: mail scanners follow links); the List-Unsubscribe header points at the API route that
 * mail providers POST to for one click (RFC 8058).
 */
export function reminderEmail(
  message: ReminderMessage,
  baseUrl: string,
  unsubscribeToken: string,
  reason = REMINDERS_REASON,
): ReminderEmail {
  const base = baseUrl.replace(/\/+$/, '');
  const token = encodeURIComponent(unsubscribeToken);
  return {
    subject: message.title,
    text: [
      message.body,
      '',
      `Open Touchline: ${base}${message.url}`,
      '',
      '--',
      reason,
      `Stop reminder emails: ${base}/unsubscribe?token=${token}`,
      '',
    ].join('\n'),
    headers: {
      'List-Unsubscribe': `<${base}/api/reminders/unsubscribe?token=${token}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
