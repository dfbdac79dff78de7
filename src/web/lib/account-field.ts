import { ApiError, isNetworkFailure } from './api';

/** What an account form's refusal is about: the email, the password being checked, or a new password. */
export type AccountField = 'email' | 'password' | 'newPassword';

const FIELD_OF_CODE: Record<string, AccountField> = {
  INVALID_EMAIL: 'email',
  INVALID_EMAIL_OR_PASSWORD: 'password',
  INVALID_PASSWORD: 'password',
  PASSWORD_REQUIRED: 'password',
  TOO_MANY_ATTEMPTS: 'password',
  PASSWORD_TOO_SHORT: 'newPassword',
  PASSWORD_TOO_LONG: 'newPassword',
};

/** The field a refusal belongs under, or null for one no field owns (no answer, a server fault). */
export function accountFieldOf(error: unknown): AccountField | null {
  if (!(error instanceof ApiError) || isNetworkFailure(error)) return null;
  const field = FIELD_OF_CODE[error.code];
  if (field) return field;
  if (error.status === 401) return 'password';
  if (error.code === 'VALIDATION_FAILED' && /email/i.test(error.message)) return 'email';
  return null;
}

/** Where a sign-in or sign-up refusal shows: under the email, under the password, or above the button. */
export function credentialsErrorField(error: unknown): 'email' | 'password' | 'form' {
  const field = accountFieldOf(error);
  return field === 'email' ? 'email' : field ? 'password' : 'form';
}
