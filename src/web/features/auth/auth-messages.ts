import { ApiError, failureMessage } from '../../lib/api';
import { SIGN_IN_FAILED, SIGN_IN_UNEXPECTED } from './sign-in-form';

/** Told when a sign-up needs its email confirmed before the account can sign in. */
export const CHECK_EMAIL_NOTICE = 'Signed up successfully! Check your email for verification.';

/** Told when the password just chosen does not open the account: the email had one before (decision 017). */
export const ACCOUNT_MAY_EXIST_NOTICE =
  'An account may already exist for this email. Sign in with its password, or use another email to sign up.';

/**
 * What the sign-in page says when signing in right after a sign-up failed. A wrong password means the email
 * already had an account (a new one takes the password just chosen); the sign-up answer itself never says so.
 */
export function signInAfterSignUpNotice(error: unknown): string {
  if (error instanceof ApiError && error.status === 401) return ACCOUNT_MAY_EXIST_NOTICE;
  if (error instanceof ApiError && error.code === 'EMAIL_NOT_VERIFIED') return CHECK_EMAIL_NOTICE;
  const reason = failureMessage(error, SIGN_IN_FAILED, SIGN_IN_UNEXPECTED, SIGN_IN_UNEXPECTED);
  return `Signed up, but signing in failed: ${reason} Sign in to continue.`;
}
