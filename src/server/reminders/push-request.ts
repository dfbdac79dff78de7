import type { IncomingHttpHeaders } from 'node:http';
import { Agent, request } from 'node:https';
import type { LookupFunction } from 'node:net';
import { PrivateAddressError, type Destination } from './public-address.js';
import type { PushEndpoint } from './push-endpoint.js';

/** Connections to push services, kept open between pushes (one push service serves many devices). */
const agent = new Agent({ keepAlive: true });

/** A lookup that answers the address decided before the request, for the one name it was decided for. */
function decidedLookup(hostname: string, destination: Destination): LookupFunction {
  return (name, options, callback) => {
    if (name !== hostname) {
      callback(new PrivateAddressError(`push endpoint ${name} was not checked`), '', 0);
    } else if (options.all) {
      callback(null, [destination]);
    } else {
      callback(null, destination.address, destination.family);
    }
  };
}

/** The push service's answer: its status and headers (the body says nothing a sender needs). */
export interface PushAnswer {
  status: number;
  headers: IncomingHttpHeaders;
}

/**
 * POSTs one push to `endpoint`'s path, connecting to `destination` (an address decided and checked before): a name is
 * never resolved again here, and TLS checks the certificate against the endpoint's host name. Gives up after
 * `timeoutMs` for the whole exchange. `testAgent` is for tests: one that trusts a local push service.
 */
export function postPush(
  endpoint: PushEndpoint,
  destination: Destination,
  message: { headers: Record<string, string | number>; body: Buffer | null },
  { timeoutMs, testAgent }: { timeoutMs: number; testAgent?: Agent },
): Promise<PushAnswer> {
  return new Promise((resolve, reject) => {
    const sent = request(
      {
        method: 'POST',
        hostname: endpoint.hostname,
        port: endpoint.port,
        path: endpoint.path,
        headers: message.headers,
        agent: testAgent ?? agent,
        lookup: decidedLookup(endpoint.hostname, destination),
      },
      (response) => {
        resolve({ status: response.statusCode ?? 0, headers: response.headers });
        // The answer is in; a body cut short after it matters to no one.
        response.on('error', () => undefined);
        response.resume();
      },
    );
    const deadline = setTimeout(() => sent.destroy(new Error('Socket timeout')), timeoutMs);
    sent.on('close', () => clearTimeout(deadline));
    sent.on('error', reject);
    sent.end(message.body ?? undefined);
  });
}
