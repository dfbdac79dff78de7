import { describe, expect, it } from 'vitest';
import { pageOfAddress } from './router';

const TOKEN = 'Ab_-'.repeat(10) + 'xyz';

describe('pageOfAddress', () => {
  // The same spellings as src/server/http/static-web.test.ts gives the share headers: the server and the app agree.
  it.each([`/s/${TOKEN}`, `/S/${TOKEN}`, `/s/${TOKEN}/`, `/S/${TOKEN}/`, `/%73/${TOKEN}`, `/%53/${TOKEN}`])(
    'shows the shared journal at %s',
    (address) => {
      expect(pageOfAddress(address).path).toBe('/s/:token');
    },
  );

  it.each([`//s/${TOKEN}`, `/S/${TOKEN}/more`, '/nowhere', '/journal/2026-03-05/more'])(
    'shows the not-found page at %s',
    (address) => {
      expect(pageOfAddress(address).path).toBe('*');
    },
  );

  it.each([
    ['/', '/', false],
    ['/Journal', '/journal', true],
    ['/journal/', '/journal', true],
    ['/journal//', '/journal', true],
    ['/%6Aournal', '/journal', true],
    ['/journal/2026-03-05', '/journal/:day', true],
    ['/Teams/t1/Athletes/m1', '/teams/:teamId/athletes/:memberId', true],
    ['/SIGNIN', '/signin', false],
    ['/join/abc', '/join/:token', false],
    ['/%E0%A4%A', '*', false],
  ])('%s is the page %s (signed in: %s), whatever the case and escapes', (address, path, signedIn) => {
    expect(pageOfAddress(address)).toMatchObject({ path, signedIn });
  });
});
