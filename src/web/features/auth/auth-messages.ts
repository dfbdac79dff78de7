import { ApiError } from '../../lib/api';

/**
 * What to tell the athlete when an auth call fails: the server's own message when it gave one,
 * the fallback when it answered without one, and the unexpected-error text when it never answered.
 */
export function authErrorMessage(error: unknown, fallback: string, unexpected: string): string {
  if (!(error instanceof ApiError)) return unexpected;
  if (error.status === 0) return unexpected;
  return error.message || fallback;
}
