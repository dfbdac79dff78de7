import { chmodSync, existsSync, rmSync } from 'node:fs';
import { createServer, type Socket } from 'node:net';
import { dirname, isAbsolute, join } from 'node:path';
import type { Logger } from 'pino';

/** The Unix socket in DATA_DIR through which `npm run backup` reaches the running server. */
export const CONTROL_SOCKET_FILE = 'control.sock';

// Unix socket paths are limited to about 107 bytes.
const MAX_SOCKET_PATH = 100;

/** A backup request's reply, one JSON line: `{ ok: true }` or `{ ok: false, error }`. */
type Reply = { ok: true } | { ok: false; error: string };

export interface ControlSocket {
  close(): Promise<void>;
}

/**
 * Listens on DATA_DIR/control.sock for one request a connection: a JSON line
 * `{"backup": "/absolute/new/file"}`, answered once the copy is written. The SQLite file is locked
 * by this server (decision 001), so only this server can copy it. The socket is 0600: only the
 * account that owns the data, and could read the database anyway, can ask. Returns null when the
 * path is too long for a socket (online backup is then unavailable, which the log says).
 */
export async function openControlSocket(
  dataDir: string,
  backup: (destination: string) => Promise<void>,
  logger: Logger,
): Promise<ControlSocket | null> {
  const path = join(dataDir, CONTROL_SOCKET_FILE);
  if (Buffer.byteLength(path) > MAX_SOCKET_PATH) {
    logger.warn(
      { path },
      'data directory path too long for a control socket: `npm run backup` needs the server stopped',
    );
    return null;
  }
  // A socket left by a killed server: it is ours to replace, as we hold the data directory's lock.
  rmSync(path, { force: true });
  const server = createServer((socket) => serve(socket, backup, logger));
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

function serve(socket: Socket, backup: (destination: string) => Promise<void>, logger: Logger): void {
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
    void answer(input.slice(0, newline), backup, logger).then((reply) => socket.end(`${JSON.stringify(reply)}\n`));
  });
}

async function answer(line: string, backup: (destination: string) => Promise<void>, logger: Logger): Promise<Reply> {
  let destination: unknown;
  try {
    destination = (JSON.parse(line) as { backup?: unknown }).backup;
  } catch {
    return { ok: false, error: 'The request is not JSON.' };
  }
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
