import { failureMessage } from '../../lib/api';
import { PushSetupError } from './browser-push';

/** What to tell the athlete when a change to their reminders did not go through: the server's words when it gave some. */
export function reminderErrorMessage(error: unknown, doing: string): string {
  if (error instanceof PushSetupError && error.message) return error.message;
  return failureMessage(
    error,
    `${doing} did not work. Try again.`,
    `Could not reach the server. ${doing} needs a connection.`,
  );
}
