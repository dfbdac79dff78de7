import { ZONE_COOKIE } from '../../domain/first-page';

const YEAR_SECONDS = 60 * 60 * 24 * 365;

/**
 * Keeps the browser's time zone in a cookie whenever the page is hidden or left (a trip abroad moves it), so that the
 * next first page's shell can show the athlete's day before any script runs (docs/decisions/060). Not while the page
 * is in use: reading the zone is the page's first use of Intl, which loads the browser's date data, a long task (about
 * 25 ms on a fast machine) the athlete would feel. Not a secret, and nothing the server trusts beyond drawing a date: a
 * zone it does not know is no zone.
 */
export function keepZoneCookieWhenHidden(): void {
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') keepZoneCookie();
  });
  window.addEventListener('pagehide', keepZoneCookie);
}

function keepZoneCookie(): void {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  if (!zone) return;
  const secure = window.location.protocol === 'https:' ? '; secure' : '';
  document.cookie = `${ZONE_COOKIE}=${encodeURIComponent(zone)}; path=/; max-age=${YEAR_SECONDS}; samesite=lax${secure}`;
}
