import { describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_PATTERN, accessTokenScopeLabel, createAccessTokenBody } from './access-tokens';

describe('access tokens', () => {
  it.each([
    [`tl_${'a'.repeat(43)}`, true],
    [`tl_${'A-_9'.repeat(10)}abc`, true],
    [`tl_${'a'.repeat(42)}`, false],
    [`tl_${'a'.repeat(44)}`, false],
    [`TL_${'a'.repeat(43)}`, false],
    [`tl_${'a'.repeat(42)}=`, false],
    ['a'.repeat(43), false],
  ])('knows a token by its shape: %s -> %s', (token, valid) => {
    expect(ACCESS_TOKEN_PATTERN.test(token)).toBe(valid);
  });

  it.each([
    ['read', 'Read'],
    ['write', 'Read and write'],
  ] as const)('names the scope %s "%s"', (scope, label) => {
    expect(accessTokenScopeLabel(scope)).toBe(label);
  });

  it.each([
    [
      { name: '  Watch  ', scope: 'read' },
      { name: 'Watch', scope: 'read' },
    ],
    [{ name: '   ', scope: 'read' }, null],
    [{ name: 'x'.repeat(61), scope: 'write' }, null],
    [{ name: 'Bot', scope: 'admin' }, null],
  ])('takes a new token %j as %j', (body, taken) => {
    const result = createAccessTokenBody.safeParse(body);
    expect(result.success ? result.data : null).toEqual(taken);
  });
});
