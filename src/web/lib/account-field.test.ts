import { describe, expect, it } from 'vitest';
import { accountFieldOf, credentialsErrorField } from './account-field';
import { ApiError } from './api';

describe('accountFieldOf: which field a refusal is shown under', () => {
  it.each([
    ['a wrong sign-in', new ApiError(401, 'INVALID_EMAIL_OR_PASSWORD', 'Invalid email or password.'), 'password'],
    ['a wrong current password', new ApiError(400, 'INVALID_PASSWORD', 'Not correct.'), 'password'],
    ['no password to delete', new ApiError(400, 'PASSWORD_REQUIRED', 'Enter it.'), 'password'],
    ['the sign-in limit', new ApiError(429, 'TOO_MANY_ATTEMPTS', 'Too many attempts.'), 'password'],
    ['a short new password', new ApiError(400, 'PASSWORD_TOO_SHORT', 'Too short.'), 'newPassword'],
    ['a long new password', new ApiError(400, 'PASSWORD_TOO_LONG', 'Too long.'), 'newPassword'],
    ['a malformed email', new ApiError(400, 'INVALID_EMAIL', 'Enter a valid email address.'), 'email'],
    [
      'an email too long',
      new ApiError(422, 'VALIDATION_FAILED', 'An email address has at most 254 characters'),
      'email',
    ],
    ['another validation failure', new ApiError(422, 'VALIDATION_FAILED', 'Enter a name'), null],
    ['a 401 without a code we know', new ApiError(401, 'UNAUTHORIZED', 'You need to be signed in.'), 'password'],
    ['no answer at all', new ApiError(0, 'NETWORK', 'Could not reach the server.'), null],
    ['a server fault', new ApiError(500, 'INTERNAL', 'Something went wrong.'), null],
    ['not an ApiError', new TypeError('x'), null],
  ])('%s -> %s', (_case, error, field) => {
    expect(accountFieldOf(error)).toBe(field);
  });
});

describe('credentialsErrorField: where sign-in and sign-up show a refusal', () => {
  it.each([
    [new ApiError(400, 'INVALID_EMAIL', 'Enter a valid email address.'), 'email'],
    [new ApiError(401, 'INVALID_EMAIL_OR_PASSWORD', 'Invalid email or password.'), 'password'],
    [new ApiError(400, 'PASSWORD_TOO_SHORT', 'Too short.'), 'password'],
    [new ApiError(0, 'NETWORK', 'Could not reach the server.'), 'form'],
    [new ApiError(422, 'VALIDATION_FAILED', 'Enter a name'), 'form'],
  ])('%s -> %s', (error, field) => {
    expect(credentialsErrorField(error)).toBe(field);
  });
});
