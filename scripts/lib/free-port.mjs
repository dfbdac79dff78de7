// A TCP port for a child server, chosen by the kernel, so parallel runs never collide. Only node: builtins.
import { createServer } from 'node:net';

/** A TCP port on 127.0.0.1 nobody listens on right now. */
export function freePort() {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolvePort(port));
    });
  });
}
