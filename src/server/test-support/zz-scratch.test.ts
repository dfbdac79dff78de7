import { test } from 'vitest';
import { request, Agent } from 'node:http';
import { mkdtempSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { openDatabase } from '../db/connect.js';
import { startTestServer, uniqueEmail } from './test-server.js';
test.each([true, false])('close keepAlive=%s', async (keepAlive) => {
  const app = await startTestServer();
  const body = JSON.stringify({ name: 'x', email: uniqueEmail(), password: 'closing-time' });
  let closing: Promise<void> | undefined; let t0 = 0;
  await new Promise<void>((resolve) => {
    const o = request(`${app.url}/api/auth/sign-up/email`, { method: 'POST', agent: new Agent({ keepAlive }), headers: { origin: app.url, 'content-type': 'application/json', 'content-length': String(body.length), expect: '100-continue' } });
    o.on('continue', () => { t0 = performance.now(); closing = app.stop(); o.end(body); });
    o.on('response', (r) => { r.resume(); r.on('end', () => { console.log('response', r.statusCode, r.headers.connection, performance.now() - t0); resolve(); }); });
  });
  await closing; console.log('closed after', performance.now() - t0);
  await app.cleanup();
});
test('sqlite second open', () => {
  const dir = mkdtempSync(join(tmpdir(), 'x-'));
  const a = openDatabase({ dataDir: dir });
  const t0 = performance.now();
  try { openDatabase({ dataDir: dir }); } catch (e) { console.log((e as Error).message, performance.now() - t0); }
  return a.close();
});
