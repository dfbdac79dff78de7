// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { keepZoneCookie } from './zone-cookie';

describe("the browser's time zone, kept for the server", () => {
  it('is written to a cookie every page sends', () => {
    keepZoneCookie();
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(document.cookie).toContain(`touchline-zone=${encodeURIComponent(zone)}`);
  });
});
