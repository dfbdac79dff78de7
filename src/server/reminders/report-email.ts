import type { ReminderMessage } from '../../domain/reminders/messages.js';
import type { ReminderEmail } from './reminder-email.js';

/**
 * The squad report as an email: the push's words and a link to the squad page, where the staff member who chose it
 * turns the email off (the team's settings). The List-Unsubscribe header (RFC 8058) turns it off in one click from the
 * mail app, for this team only; the report still comes by push.
 */
export function squadReportEmail(message: ReminderMessage, baseUrl: string, unsubscribeToken: string): ReminderEmail {
  const base = baseUrl.replace(/\/+$/, '');
  return {
    subject: message.title,
    text: [
      message.body,
      '',
      `Open the squad: ${base}${message.url}`,
      '',
      '--',
      "You get this because you chose the squad report by email. Turn it off in the team's report settings.",
      '',
    ].join('\n'),
    headers: {
      'List-Unsubscribe': `<${base}/api/reminders/unsubscribe?token=${encodeURIComponent(unsubscribeToken)}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
