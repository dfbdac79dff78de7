import { apiFetch } from '../../lib/api';

export interface AuthUser {
  id: string;
  email: string;
}

interface SessionAnswer {
  user: AuthUser;
}

/** The signed-in user according to the server, or null when nobody is signed in. */
export async function fetchSessionUser(): Promise<AuthUser | null> {
  const answer = await apiFetch<SessionAnswer | null>('/auth/get-session');
  return answer ? { id: answer.user.id, email: answer.user.email } : null;
}

/** Signs in with email and password; the server sets the session cookie. */
export async function signInWithPassword(email: string, password: string): Promise<AuthUser> {
  const answer = await apiFetch<SessionAnswer>('/auth/sign-in/email', {
    method: 'POST',
    body: { email, password, rememberMe: true },
  });
  return { id: answer.user.id, email: answer.user.email };
}

const ACCOUNT_NAME = 'Athlete';

/**
 * Creates an account. It never signs in: the server answers an email already in use like a new one (decision 003),
 * so the sign-up form signs in next with the same password (decision 017).
 */
export async function signUpWithPassword(email: string, password: string): Promise<void> {
  await apiFetch('/auth/sign-up/email', {
    method: 'POST',
    // better-auth requires a name (the server takes 1 to 100 characters); Touchline knows athletes by
    // email only, so every account gets the same one.
    body: { email, password, name: ACCOUNT_NAME, callbackURL: '/signin' },
  });
}

/** Ends the session on the server. */
export async function signOutOnServer(): Promise<void> {
  await apiFetch('/auth/sign-out', { method: 'POST', body: {} });
}

/** Asks for a reset link by email; the answer is the same whether or not the email has an account. */
export async function requestPasswordReset(email: string): Promise<void> {
  await apiFetch('/auth/request-password-reset', { method: 'POST', body: { email } });
}

/** Sets a new password with a reset link's token; the server ends every session and signs in here. */
export async function resetPasswordWithToken(token: string, newPassword: string): Promise<AuthUser | null> {
  const answer = await apiFetch<{ user: AuthUser | null }>('/auth/reset-password', {
    method: 'POST',
    body: { token, newPassword },
  });
  return answer.user;
}
