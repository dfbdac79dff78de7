import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/** The header better-auth reads the client address from; we overwrite whatever a client sent. */
export const CLIENT_IP_HEADER = 'x-touchline-client-ip';

/**
 * The address of the client: the socket's peer, or, when that peer is a proxy listed in
 * TRUSTED_PROXIES, the nearest untrusted address that proxy appended to X-Forwarded-For.
 */
export function clientAddress(c: Context, trustedProxies: readonly string[]): string {
  const peer = normalize(getConnInfo(c).remote.address ?? 'unknown');
  if (!trustedProxies.includes(peer)) return peer;
  const chain = (c.req.header('x-forwarded-for') ?? '').split(',').map((part) => normalize(part.trim()));
  for (let i = chain.length - 1; i >= 0; i--) {
    const hop = chain[i]!;
    if (hop && !trustedProxies.includes(hop)) return hop;
  }
  return peer;
}

function normalize(address: string): string {
  return address.startsWith('::ffff:') ? address.slice(7) : address;
}
