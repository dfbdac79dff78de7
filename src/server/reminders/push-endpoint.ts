import { parse as legacyParse } from 'node:url';

// A push endpoint is a URL from a browser, or from anyone signed in. Two parsers can read one string as two places:
// `https://127.0.0.1;x.example.com/p` is a host name to the WHATWG parser and 127.0.0.1 to Node's legacy url.parse
// (which web-push sends with). So an endpoint is taken only when it is written the way push services write them, and
// both parsers read it alike; it is parsed here once, and the request goes where this one reading says.

export const MAX_ENDPOINT_CHARS = 2048;

/** Where a push goes: the endpoint as one reading of it. */
export interface PushEndpoint {
  /** The endpoint, unchanged (it is already written as the URL parser writes it). */
  endpoint: string;
  /** A name, an IPv4 address, or an IPv6 address without its brackets. */
  hostname: string;
  port: number;
  /** The path and query, as sent in the request line. */
  path: string;
}

export const ENDPOINT_MESSAGE = `The push endpoint must be an https URL of at most ${MAX_ENDPOINT_CHARS} characters`;
export const UNUSUAL_ENDPOINT_MESSAGE =
  "The push endpoint must be a push service's address: a host name or address, an optional port and a path, " +
  'written plainly, in characters push services use';

/**
 * https, a host of letters, digits, dots and hyphens (or an IPv6 address in brackets), an optional port, and a path
 * and query of the characters push services use (base64url tokens, `:`, `=`, `&`, `%`-escapes, `+`). Everything
 * else (`;`, `'`, `{`, `\`, `@`, spaces, `#`, letters outside ASCII) is refused: parsers disagree about it.
 */
const SHAPE = /^https:\/\/(?:[A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?\/[A-Za-z0-9\-._~:/?=&%+]*$/;
const BAD_ESCAPE = /%(?![0-9A-Fa-f]{2})/;
/** Labels of 1 to 63 letters, digits and hyphens, not starting or ending with a hyphen. */
const HOST_NAME = /^(?:(?!-)[a-z0-9-]{1,63}(?<!-)\.)*(?!-)[a-z0-9-]{1,63}(?<!-)\.?$/;
const IPV6_HOST = /^\[([0-9a-f:.]+)\]$/;

/** One reading of a push endpoint, or why it is refused (a sentence for a 422). */
export function parsePushEndpoint(text: string): PushEndpoint | string {
  if (text.length > MAX_ENDPOINT_CHARS || !text.startsWith('https://')) return ENDPOINT_MESSAGE;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return ENDPOINT_MESSAGE;
  }
  if (!SHAPE.test(text) || BAD_ESCAPE.test(text)) return UNUSUAL_ENDPOINT_MESSAGE;
  // Written as the WHATWG parser writes it: no `127.1` for 127.0.0.1, no capitals, no `:443`, no `/a/../`.
  if (url.href !== text) return UNUSUAL_ENDPOINT_MESSAGE;
  const ipv6 = IPV6_HOST.exec(url.hostname);
  const hostname = ipv6 ? ipv6[1]! : url.hostname;
  if (!ipv6 && !HOST_NAME.test(hostname)) return UNUSUAL_ENDPOINT_MESSAGE;
  const path = `${url.pathname}${url.search}`;
  const port = url.port === '' ? 443 : Number(url.port);
  // And the legacy parser reads the same place.
  const legacy = legacyParse(text);
  const agrees =
    legacy.protocol === 'https:' &&
    legacy.auth === null &&
    legacy.hash === null &&
    legacy.hostname === hostname &&
    (legacy.port === null ? 443 : Number(legacy.port)) === port &&
    legacy.path === path;
  return agrees ? { endpoint: text, hostname, port, path } : UNUSUAL_ENDPOINT_MESSAGE;
}
