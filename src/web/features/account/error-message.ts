import { failureMessage } from '../../lib/api';

/** The server's words for a failed account action, or the fallback when it gave none or never answered. */
export function accountErrorMessage(error: unknown, fallback: string): string {
  return failureMessage(error, fallback);
}
