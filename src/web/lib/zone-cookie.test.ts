// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { keepZoneCookieWhenHidden } from './zone-cookie';

describe("the browser's time zone, kept for the server", () => {
  it('is written to a cookie every page sends once the page is left, not before', () => {
    keepZoneCookieWhenHidden();
    expect(document.cookie).not.toContain('touchline-zone');
    window.dispatchEvent(new Event('pagehide'));
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(document.cookie).toContain(`touchline-zone=${encodeURIComponent(zone)}`);
  });
});
