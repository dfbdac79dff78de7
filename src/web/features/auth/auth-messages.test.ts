import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api';
import { ACCOUNT_MAY_EXIST_NOTICE, CHECK_EMAIL_NOTICE, signInAfterSignUpNotice } from './auth-messages';

describe('signInAfterSignUpNotice: why the athlete is on the sign-in page after signing up', () => {
  it.each([
    [
      'a wrong password: the email had an account',
      new ApiError(401, 'INVALID_EMAIL_OR_PASSWORD', 'Invalid email or password.'),
      ACCOUNT_MAY_EXIST_NOTICE,
    ],
    [
      'the email must be confirmed first',
      new ApiError(403, 'EMAIL_NOT_VERIFIED', 'Please verify your email before signing in.'),
      CHECK_EMAIL_NOTICE,
    ],
    [
      'the account waits out its sign-in limit',
      new ApiError(429, 'TOO_MANY_ATTEMPTS', 'Too many attempts. Try again in 15 minutes.'),
      'Signed up, but signing in failed: Too many attempts. Try again in 15 minutes. Sign in to continue.',
    ],
    [
      'no answer at all',
      new ApiError(0, 'NETWORK', 'Could not reach the server. Check your connection.'),
      'Signed up, but signing in failed: An unexpected error occurred during sign in. Sign in to continue.',
    ],
    [
      'something thrown that is not an answer',
      new TypeError('x is undefined'),
      'Signed up, but signing in failed: An unexpected error occurred during sign in. Sign in to continue.',
    ],
  ])('%s', (_case, error, notice) => {
    expect(signInAfterSignUpNotice(error)).toBe(notice);
  });
});
