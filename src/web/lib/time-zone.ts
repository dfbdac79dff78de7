/** The IANA time zone this browser runs in ("Europe/Madrid"). */
export const browserTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;
