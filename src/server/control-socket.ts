import { chmodSync, existsSync, rmSync } from 'node:fs';
import { createServer, type Socket } from 'node:net';
import { dirname, isAbsolute, join } from 'node:path';
import type { Logger } from 'pino';
import { adminRequest, type RunAdmin } from './admin/protocol.js';
import { describeIssues } from './http/validate.js';

/** The Unix socket in DATA_DIR through which `npm run backup` and `npm run admin` reach the running server. */
export const CONTROL_SOCKET_FILE = 'control.sock';

// Unix socket paths are limited to about 107 bytes.
const MAX_SOCKET_PATH = 100;

/** A request's reply, one JSON line: `{ ok: true }` (with the admin request's answer) or `{ ok: false, error }`. */
export type ControlReply = { ok: true; answer?: unknown } | { ok: false; error: string };

/** What the socket can be asked. */
export interface ControlHandlers {
  /** Writes a consistent copy of the database to a new file (SQLite's online backup). */
  backup(destination: string): Promise<void>;
  /** Runs an admin command (src/server/admin) in this server, the only process that can open the locked file. */
  admin: RunAdmin;
}

export interface ControlSocket {
  close(): Promise<void>;
}

/** DATA_DIR's control socket, or null when its path is too long for a Unix socket. */
export function controlSocketPath(dataDir: string): string | null {
  const path = join(dataDir, CONTROL_SOCKET_FILE);
  return Buffer.byteLength(path) > MAX_SOCKET_PATH ? null : path;
}

/**
 * Listens on DATA_DIR/control.sock for one request a connection, a JSON line: `{"backup":
 * "/absolute/new/file"}`, answered once the copy is written, or `{"admin": {"command": ...}}` (see
 * admin/protocol.ts), answered with its result. The SQLite file is locked by this server (decision
 * 001), so only this server can read or change it. The socket is 0600: only the account that owns the
 * data, and could read and change the database anyway, can ask. Returns null when the path is too
 * long for a socket (the commands then need the server stopped, which the log says).
 */
export async function openControlSocket(
  dataDir: string,
  handlers: ControlHandlers,
  logger: Logger,
): Promise<ControlSocket | null> {
  const path = controlSocketPath(dataDir);
  if (!path) {
    logger.warn(
      { path: join(dataDir, CONTROL_SOCKET_FILE) },
      'data directory path too long for a control socket: `npm run backup` and `npm run admin` need the server stopped',
    );
    return null;
  }
  // A socket left by a killed server: it is ours to replace, as we hold the data directory's lock.
  rmSync(path, { force: true });
  const server = createServer((socket) => serve(socket, handlers, logger));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(path, resolve);
  });
  chmodSync(path, 0o600);
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve()); // also removes the socket file
      }),
  };
}

function serve(socket: Socket, handlers: ControlHandlers, logger: Logger): void {
  let input = '';
  socket.setEncoding('utf8');
  socket.on('error', () => socket.destroy());
  socket.on('data', (chunk: string) => {
    input += chunk;
    const newline = input.indexOf('\n');
    if (newline === -1) {
      if (input.length > 4096) socket.destroy();
      return;
    }
    socket.removeAllListeners('data');
    void answer(input.slice(0, newline), handlers, logger).then((reply) => socket.end(`${JSON.stringify(reply)}\n`));
  });
}

async function answer(line: string, handlers: ControlHandlers, logger: Logger): Promise<ControlReply> {
  let request: unknown;
  try {
    request = JSON.parse(line);
  } catch {
    return { ok: false, error: 'The request is not JSON.' };
  }
  if (request === null || typeof request !== 'object') return { ok: false, error: 'The request is not an object.' };
  if ('admin' in request) return answerAdmin(request.admin, handlers.admin, logger);
  return answerBackup((request as { backup?: unknown }).backup, handlers.backup, logger);
}

async function answerAdmin(body: unknown, admin: RunAdmin, logger: Logger): Promise<ControlReply> {
  const parsed = adminRequest.safeParse(body);
  if (!parsed.success) return { ok: false, error: `Not an admin request: ${describeIssues(parsed.error).message}` };
  const { command } = parsed.data;
  try {
    const result = await admin(parsed.data);
    logger.info({ command }, 'admin command run');
    return { ok: true, answer: result };
  } catch (error) {
    logger.error({ err: error, command }, 'admin command failed');
    return {
      ok: false,
      error: `The server could not run ${command}: ${error instanceof Error ? error.message : String(error)}`,
    };
  }
}

async function answerBackup(
  destination: unknown,
  backup: ControlHandlers['backup'],
  logger: Logger,
): Promise<ControlReply> {
  if (typeof destination !== 'string' || !isAbsolute(destination)) {
    return { ok: false, error: 'Give the backup file as an absolute path.' };
  }
  // Never overwrite: a backup goes to a new file in an existing directory.
  if (existsSync(destination)) return { ok: false, error: `${destination} already exists.` };
  if (!existsSync(dirname(destination))) return { ok: false, error: `${dirname(destination)} does not exist.` };
  try {
    const started = performance.now();
    await backup(destination);
    logger.info({ destination, ms: Math.round(performance.now() - started) }, 'backup written');
    return { ok: true };
  } catch (error) {
    logger.error({ err: error, destination }, 'backup failed');
    rmSync(destination, { force: true });
    return { ok: false, error: `The backup failed: ${error instanceof Error ? error.message : String(error)}` };
  }
}
