import { lookup } from 'node:dns';
import { Agent } from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';

// A push endpoint is whatever URL a browser, or anyone signed in, sends us: without this guard the server would POST
// to this machine or its private network on their behalf. Push services are on the internet, so the server only
// connects to public addresses, checked on the address it connects to (not on the name, which could change between a
// check and the connection).

/** Addresses no push service has: unspecified, this machine, private and shared networks, link-local, multicast. */
const NOT_PUBLIC = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const) {
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 127],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv6');
}

const IPV4_MAPPED = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i;

/** Whether `address` (an IP address as text) is on the public internet; anything else, a name included, is not. */
export function isPublicAddress(address: string): boolean {
  const mapped = IPV4_MAPPED.exec(address);
  if (mapped) return isPublicAddress(mapped[1]!);
  const family = isIP(address);
  if (family === 0) return false;
  return !NOT_PUBLIC.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** The error a connection to a non-public address fails with. */
export class PrivateAddressError extends Error {
  readonly code = 'EPRIVATEADDRESS';
}

/** Why a push endpoint is refused before any connection (its host is a non-public address), or null. */
export function endpointRefusal(endpoint: string): string | null {
  const host = new URL(endpoint).hostname.replace(/^\[(.*)\]$/, '$1');
  if (isIP(host) === 0 || isPublicAddress(host)) return null;
  return `push endpoint ${host} is not a public address`;
}

/** dns.lookup, failing when any address a name resolves to is not public. */
const publicLookup: LookupFunction = (hostname, options, callback) => {
  lookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, []);
    const refused = addresses.find((entry) => !isPublicAddress(entry.address));
    if (refused || addresses.length === 0) {
      const address = refused?.address ?? 'no address';
      return callback(new PrivateAddressError(`push endpoint ${hostname} is not a public address (${address})`), []);
    }
    if (options.all) return callback(null, addresses);
    return callback(null, addresses[0]!.address, addresses[0]!.family);
  });
};

/** The https agent push requests go through: it connects to public addresses only. */
export const publicOnlyAgent = new Agent({ lookup: publicLookup });
