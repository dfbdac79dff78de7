import type { ReminderMessage } from '../../domain/reminders/messages.js';
import type { ReminderEmail } from './reminder-email.js';

/**
 * The squad report as an email: the push's words and a link to the squad page, where the staff member who chose it
 * turns the email off (the team's settings). No unsubscribe link: the report is one staff member's choice in one
 * team, made and unmade on the team's page.
 */
export function squadReportEmail(message: ReminderMessage, baseUrl: string): ReminderEmail {
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
    headers: {},
  };
}
