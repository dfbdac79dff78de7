import { ApiError, isNetworkFailure } from '../../lib/api';
import { PushSetupError } from './browser-push';

/** What to tell the athlete when a change to their reminders did not go through: the server's words when it gave some. */
export function reminderErrorMessage(error: unknown, doing: string): string {
  if (isNetworkFailure(error)) return `Could not reach the server. ${doing} needs a connection.`;
  if ((error instanceof ApiError || error instanceof PushSetupError) && error.message) return error.message;
  return `${doing} did not work. Try again.`;
}
