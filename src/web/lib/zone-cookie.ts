import { ZONE_COOKIE } from '../../domain/first-page';

const YEAR_SECONDS = 60 * 60 * 24 * 365;

/**
 * Keeps the browser's time zone in a cookie, renewed on every start (a trip abroad moves it), so that a first page's
 * shell can show the athlete's day before any script runs (docs/decisions/060). Not a secret, and nothing the server
 * trusts beyond drawing a date: a zone it does not know is no zone.
 */
export function keepZoneCookie(): void {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  if (!zone) return;
  const secure = window.location.protocol === 'https:' ? '; secure' : '';
  document.cookie = `${ZONE_COOKIE}=${encodeURIComponent(zone)}; path=/; max-age=${YEAR_SECONDS}; samesite=lax${secure}`;
}
