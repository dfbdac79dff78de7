import { describe, expect, it } from 'vitest';
import { codeForStatus, errorBody } from './errors.js';

describe('error bodies', () => {
  it('gives every 429 one code, the one the sign-in, import and shared-link limits answer with', () => {
    expect(codeForStatus(429)).toBe('TOO_MANY_ATTEMPTS');
  });

  it('names fields only when a refusal has them', () => {
    expect(errorBody('NOT_FOUND', 'There is no such entry.')).toEqual({
      error: { code: 'NOT_FOUND', message: 'There is no such entry.' },
    });
    expect(errorBody('VALIDATION_FAILED', 'day: Invalid day', ['day'])).toEqual({
      error: { code: 'VALIDATION_FAILED', message: 'day: Invalid day', fields: ['day'] },
    });
  });
});
