import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTROL_SOCKET_FILE } from './control-socket.js';
import { startTestServer, uniqueEmail, type TestServer } from './test-support/test-server.js';

/** Sends one line to the socket and resolves with the JSON line it answers. */
function ask(socketPath: string, line: string): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const socket = connect(socketPath);
    let reply = '';
    socket.setEncoding('utf8');
    socket.on('connect', () => socket.write(`${line}\n`));
    socket.on('data', (chunk: string) => (reply += chunk));
    socket.on('error', reject);
    socket.on('end', () => resolve(JSON.parse(reply)));
  });
}

// The control socket is SQLite's (a server on PostgreSQL opens none), so this runs on SQLite even when the
// suite runs with DATABASE_URL set.
describe('control socket', () => {
  let app: TestServer;
  let socketPath: string;
  let scratch: string;
  beforeAll(async () => {
    app = await startTestServer({ databaseUrl: '' });
    socketPath = join(app.dataDir, CONTROL_SOCKET_FILE);
    scratch = mkdtempSync(join(tmpdir(), 'touchline-socket-'));
  });
  afterAll(async () => {
    await app?.cleanup();
    if (scratch) rmSync(scratch, { recursive: true, force: true });
  });

  it('only its owner may open it', () => {
    const { mode, uid } = statSync(socketPath);
    expect(mode & 0o777).toBe(0o600);
    expect(uid).toBe(process.getuid!());
  });

  it('answers an admin request with its result', async () => {
    const email = uniqueEmail('socket');
    expect((await app.browser().signUp(email, 'socket-password-1')).status).toBe(200);
    const reply = (await ask(socketPath, JSON.stringify({ admin: { command: 'list-accounts' } }))) as {
      ok: boolean;
      answer: { email: string; entries: number }[];
    };
    expect(reply.ok).toBe(true);
    expect(reply.answer.map(({ email, entries }) => ({ email, entries }))).toEqual([{ email, entries: 0 }]);
  });

  it.each([
    ['a command it does not know', { admin: { command: 'drop-tables' } }],
    ['a missing email', { admin: { command: 'delete-account' } }],
    ['an email that is not one', { admin: { command: 'reset-password', email: 'nobody' } }],
    ['a field it does not take', { admin: { command: 'stats', email: 'ana@example.com' } }],
  ])('refuses %s', async (_, request) => {
    const reply = (await ask(socketPath, JSON.stringify(request))) as { ok: boolean; error: string };
    expect(reply.ok).toBe(false);
    expect(reply.error).toMatch(/^Not an admin request: .+/);
  });

  it('refuses a line that is not a JSON object', async () => {
    expect(await ask(socketPath, 'stats')).toEqual({ ok: false, error: 'The request is not JSON.' });
    expect(await ask(socketPath, 'null')).toEqual({ ok: false, error: 'The request is not an object.' });
  });

  it('still writes a backup to a new file', async () => {
    const destination = join(scratch, 'copy.sqlite');
    expect(await ask(socketPath, JSON.stringify({ backup: destination }))).toEqual({ ok: true });
    expect(existsSync(destination)).toBe(true);
    expect(await ask(socketPath, JSON.stringify({ backup: destination }))).toEqual({
      ok: false,
      error: `${destination} already exists.`,
    });
  });
});
