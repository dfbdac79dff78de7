import { isIP } from 'node:net';
import type { Resolve } from '../reminders/public-address.js';

/**
 * Endpoints the WHATWG parser reads as one long host name but Node's legacy url.parse (which web-push sent with)
 * reads as 127.0.0.1 with the rest as a path: the probe of issue 28 made the server open TLS connections to
 * 127.0.0.1:443 with them.
 */
export const TWO_READINGS = [
  'https://127.0.0.1;x.example.com/p',
  "https://127.0.0.1'x.example.com/p",
  'https://127.0.0.1{x.example.com/p',
  'https://127.0.0.1%3Bx.example.com/p',
];

/** Endpoints on this machine or a private network, in the forms a URL can give them. */
export const PRIVATE_ENDPOINTS = [
  'https://127.0.0.1/p',
  'https://10.0.0.5/p',
  'https://169.254.169.254/latest/meta-data',
  'https://[::1]/p',
  'https://[::7f00:1]/p', // [::127.0.0.1], IPv4-compatible
  'https://[::ffff:7f00:1]/p', // IPv4-mapped
  'https://[::ffff:0:7f00:1]/p', // IPv4-translated
  'https://[64:ff9b::7f00:1]/p', // NAT64
  'https://[64:ff9b::a9fe:a9fe]/p',
  'https://[64:ff9b:1::a00:5]/p', // local-use NAT64
  'https://[2002:7f00:1::1]/p', // 6to4
  'https://[2001:0:4136:e378:8000:63bf:3fff:fdd2]/p', // Teredo
  'https://[fd12:3456::1]/p',
  'https://localhost/p',
  'https://push.localhost/p',
];

/** A resolver for tests, and the names it was asked. */
export type TestResolve = Resolve & { asked: string[] };

/**
 * Names as a test resolves them: from `known`, `localhost` and names under it as 127.0.0.1, any other not found (as on
 * a machine without DNS). Test servers resolve push endpoints with one: a test never asks the machine's resolver,
 * which would send the query off this machine.
 */
export function resolverOf(known: Record<string, string[]> = {}): TestResolve {
  const asked: string[] = [];
  const resolve = async (hostname: string) => {
    asked.push(hostname);
    const name = hostname.replace(/\.$/, '');
    const addresses = known[name] ?? (name === 'localhost' || name.endsWith('.localhost') ? ['127.0.0.1'] : null);
    if (!addresses) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
    return addresses.map((address) => ({ address, family: isIP(address) }));
  };
  return Object.assign(resolve, { asked });
}
