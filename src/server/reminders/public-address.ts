import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

// A push endpoint is whatever URL a browser, or anyone signed in, sends us: without this guard the server would POST
// to this machine or its private network on their behalf. Push services are on the internet, so the server only
// connects to public addresses. A name is resolved once per push, every address it gives is checked, and the
// connection goes to the checked address (not to whatever the name resolves to a moment later).

/** A BlockList of networks, each an address and a prefix length. */
function blockListOf(family: 'ipv4' | 'ipv6', networks: readonly (readonly [string, number])[]): BlockList {
  const list = new BlockList();
  for (const [network, prefix] of networks) list.addSubnet(network, prefix, family);
  return list;
}

/** IPv4 networks no push service is on: this machine, private and shared networks, link-local, documentation... */
const IPV4_NOT_PUBLIC = blockListOf('ipv4', [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 3],
]);

/**
 * Networks inside the global unicast range 2000::/3 that no push service is on: 2001::/23 (IETF protocol assignments,
 * Teredo's 2001::/32 among them, whose relays would carry a packet on to the IPv4 address inside), documentation, and
 * 6to4 2002::/16 (deprecated; its relays deliver to the IPv4 address it embeds).
 */
const IPV6_NOT_PUBLIC = blockListOf('ipv6', [
  ['2001::', 23],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['3fff::', 20],
]);

/** The eight 16-bit groups of an IPv6 address (one isIP accepts), a trailing dotted IPv4 part and zone included. */
function ipv6Groups(address: string): number[] {
  let text = address.replace(/%.*$/, '');
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const left = head === '' ? [] : head.split(':');
  const right = tail === undefined || tail === '' ? [] : tail.split(':');
  const zeros = tail === undefined ? [] : Array<string>(8 - left.length - right.length).fill('0');
  return [...left, ...zeros, ...right].map((group) => parseInt(group, 16));
}

/**
 * The IPv4 address a packet to this IPv6 address goes to, where that is known: IPv4-mapped ::ffff:a.b.c.d (the
 * socket connects over IPv4) and NAT64's well-known 64:ff9b::a.b.c.d (a gateway connects to it).
 */
function embeddedIPv4(groups: number[]): string | null {
  const prefix = groups
    .slice(0, 6)
    .map((group) => group.toString(16))
    .join(':');
  if (prefix !== '0:0:0:0:0:ffff' && prefix !== '64:ff9b:0:0:0:0') return null;
  const [high = 0, low = 0] = groups.slice(6);
  return `${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`;
}

/** Whether `address` (an IP address as text) is on the public internet; anything else, a name included, is not. */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return !IPV4_NOT_PUBLIC.check(address, 'ipv4');
  if (family !== 6) return false;
  const groups = ipv6Groups(address);
  const ipv4 = embeddedIPv4(groups);
  if (ipv4 !== null) return isPublicAddress(ipv4);
  // Outside 2000::/3 nothing is public unicast: ::1, the other IPv4-carrying forms (::a.b.c.d, ::ffff:0:a.b.c.d,
  // local-use NAT64 64:ff9b:1::/48), unique-local, link-local, site-local, multicast, discard-only.
  if (((groups[0] ?? 0) & 0xe000) !== 0x2000) return false;
  return !IPV6_NOT_PUBLIC.check(address.replace(/%.*$/, ''), 'ipv6');
}

/** The error a push to a non-public address fails with, before any connection. */
export class PrivateAddressError extends Error {
  readonly code = 'EPRIVATEADDRESS';
}

/** An address a push connects to. */
export interface Destination {
  address: string;
  family: number;
}

/** Every address a name resolves to (dns.lookup: the hosts file too); tests pass their own. */
export type Resolve = (hostname: string) => Promise<Destination[]>;

export const resolveAll: Resolve = (hostname) => lookup(hostname, { all: true });

/**
 * The one address a push to `hostname` connects to: the address itself, or the first the name resolves to. With
 * `publicOnly`, fails with a PrivateAddressError unless it, and every other address the name gives, is public.
 */
export async function destinationOf(
  hostname: string,
  { publicOnly, resolve = resolveAll }: { publicOnly: boolean; resolve?: Resolve },
): Promise<Destination> {
  const family = isIP(hostname);
  if (family !== 0) {
    if (publicOnly && !isPublicAddress(hostname)) {
      throw new PrivateAddressError(`push endpoint ${hostname} is not a public address`);
    }
    return { address: hostname, family };
  }
  const addresses = await resolve(hostname);
  const refused = publicOnly ? addresses.find((entry) => !isPublicAddress(entry.address)) : undefined;
  if (refused || addresses.length === 0) {
    const address = refused?.address ?? 'no address';
    throw new PrivateAddressError(`push endpoint ${hostname} is not a public address (${address})`);
  }
  return addresses[0]!;
}

/** How long registering a device waits for the name of its endpoint to resolve. */
const REGISTRATION_LOOKUP_MS = 2_000;

/**
 * Why a device with an endpoint at `hostname` is refused at registration, or null. Refused: an address that is not
 * public, `localhost` and names under it, names of one label (the local network's), and a name that resolves to any
 * address that is not public. A name that does not resolve now (no DNS, a slow one) is taken: each push resolves and
 * checks it again.
 */
export async function registrationRefusal(hostname: string, resolve: Resolve = resolveAll): Promise<string | null> {
  const refusal = `The push endpoint ${hostname} is not on the public internet`;
  if (isIP(hostname) !== 0) return isPublicAddress(hostname) ? null : refusal;
  const name = hostname.replace(/\.$/, '');
  if (name === 'localhost' || name.endsWith('.localhost') || !name.includes('.')) return refusal;
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<null>((settle) => (timer = setTimeout(settle, REGISTRATION_LOOKUP_MS, null)));
  try {
    const addresses = await Promise.race([resolve(name).catch(() => null), timeout]);
    return addresses?.some((entry) => !isPublicAddress(entry.address)) ? refusal : null;
  } finally {
    clearTimeout(timer);
  }
}
