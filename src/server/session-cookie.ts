/**
 * The prefix of our cookies: over https `__Host-touchline` (Secure, this host only, every path: a sibling subdomain
 * cannot plant or overwrite a session), else `touchline`. Set in auth.ts; the session cookie is `<prefix>.session_token`.
 */
export const cookiePrefix = (https: boolean) => (https ? '__Host-touchline' : 'touchline');

const SESSION_COOKIE = /(?:^|;\s*)(?:__Host-)?touchline\.session_token=[^;\s]/;

/** Whether a Cookie header carries a session cookie (valid or not: only better-auth can tell). */
export function hasSessionCookie(cookieHeader: string | undefined): boolean {
  return cookieHeader !== undefined && SESSION_COOKIE.test(cookieHeader);
}
