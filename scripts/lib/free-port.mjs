// A TCP port for a child server, chosen by the kernel, so parallel runs never collide. Only node: builtins.
import { createServer } from 'node:net';

/**
 * A TCP port on 127.0.0.1 nobody listens on right now.
 *
 * @returns {Promise<number>}
 */
export function freePort() {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const port = listeningPort(probe);
      probe.close(() => resolvePort(port));
    });
  });
}

/**
 * The TCP port a listening server was given.
 *
 * @param {import('node:net').Server} server
 */
export function listeningPort(server) {
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('the server does not listen on a TCP port');
  return address.port;
}
