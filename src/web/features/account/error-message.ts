import { ApiError } from '../../lib/api';

/** The server's words for a failed account action, or the fallback when it gave none or never answered. */
export function accountErrorMessage(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  if (error.isNetworkError) return 'Could not reach the server. Check your connection.';
  return error.message || fallback;
}
