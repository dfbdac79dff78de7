import { connect } from 'node:net';
import type { ControlReply } from '../control-socket.js';
import { AdminError } from './errors.js';
import type { AdminAnswers, AdminRequest } from './protocol.js';

/** What askServer resolves with when no server listens on the socket. */
export const NO_SERVER = Symbol('no server');

/**
 * Sends one admin request to the server listening on `socketPath` (DATA_DIR/control.sock) and
 * resolves with its answer, or NO_SERVER when none listens there (no socket, or one a killed server left).
 */
export function askServer<R extends AdminRequest>(
  socketPath: string,
  request: R,
): Promise<AdminAnswers[R['command']] | typeof NO_SERVER> {
  return new Promise((resolve, reject) => {
    const socket = connect(socketPath);
    let reply = '';
    socket.setEncoding('utf8');
    socket.on('connect', () => socket.write(`${JSON.stringify({ admin: request })}\n`));
    socket.on('data', (chunk: string) => (reply += chunk));
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ECONNREFUSED' || error.code === 'ENOENT') resolve(NO_SERVER);
      else if (error.code === 'EACCES') {
        reject(new AdminError(`Only the owner of the data directory may use ${socketPath}: run this as that user.`));
      } else reject(new AdminError(`Could not reach the server on ${socketPath}: ${error.message}`));
    });
    socket.on('end', () => {
      let answer: ControlReply;
      try {
        answer = JSON.parse(reply) as ControlReply;
      } catch {
        reject(new AdminError(`The server gave no clear answer: ${reply || '(nothing)'}`));
        return;
      }
      if (answer.ok) resolve(answer.answer as AdminAnswers[R['command']]);
      else reject(new AdminError(answer.error));
    });
  });
}
