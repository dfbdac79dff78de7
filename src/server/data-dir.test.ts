import { chmodSync, existsSync, readdirSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { makeDataDirPrivate } from './data-dir.js';
import { tempDirPerTest } from './test-support/temp-dir.js';
import { startTestServer, uniqueEmail } from './test-support/test-server.js';

const usingSqlite = !process.env.DATABASE_URL;
const modeOf = (path: string) => statSync(path).mode & 0o777;

/** Every path in the data directory (and itself) with its mode, as 'name 600'. */
function modes(dataDir: string): string[] {
  return ['.', ...readdirSync(dataDir)].sort().map((name) => `${name} ${modeOf(join(dataDir, name)).toString(8)}`);
}

const tempDir = tempDirPerTest('modes');

/** Starts a server on dataDir, signs an athlete up and writes an entry (so SQLite has its -wal), and stops. */
async function useServer(dataDir: string): Promise<void> {
  const app = await startTestServer({ dataDir });
  try {
    const browser = app.browser();
    const email = uniqueEmail('modes');
    expect((await browser.signUp(email, 'modes-password-1')).status).toBe(200);
    expect((await browser.signIn(email, 'modes-password-1')).status).toBe(200);
    const created = await browser.request('/api/entries', {
      json: { id: crypto.randomUUID(), type: 'Lift', day: '2026-05-14', content: { answers: {}, rating: 6 } },
    });
    expect(created.status).toBe(201);
    if (usingSqlite) expect(existsSync(join(dataDir, 'touchline.sqlite-wal'))).toBe(true);
    // Checked while the server runs: the -wal and -shm files go when it closes the database.
    expect(modes(dataDir).filter((line) => !/ (600|700)$/.test(line))).toEqual([]);
  } finally {
    await app.stop();
  }
}

describe('the data directory is readable by its owner only', () => {
  it('whatever the umask: a new data directory is 0700, its files 0600', async () => {
    const dataDir = join(tempDir(), 'data');
    const previous = process.umask(0);
    try {
      await useServer(dataDir);
    } finally {
      process.umask(previous);
    }
    expect(modeOf(dataDir)).toBe(0o700);
    expect(modeOf(join(dataDir, 'auth-secret'))).toBe(0o600);
    if (usingSqlite) expect(modeOf(join(dataDir, 'touchline.sqlite'))).toBe(0o600);
  });

  it('tightens a data directory and files an older version left readable by others, at start', async () => {
    const dataDir = join(tempDir(), 'data');
    await useServer(dataDir);
    chmodSync(dataDir, 0o755);
    for (const name of readdirSync(dataDir)) chmodSync(join(dataDir, name), 0o644);
    expect(modes(dataDir).some((line) => line.endsWith(' 644'))).toBe(true);

    await useServer(dataDir);
    expect(modeOf(dataDir)).toBe(0o700);
    for (const name of readdirSync(dataDir)) expect(modeOf(join(dataDir, name)), name).toBe(0o600);
  });

  it('names what it tightened, keeps owner bits, and leaves private files and symbolic links alone', () => {
    const dataDir = tempDir();
    chmodSync(dataDir, 0o755);
    writeFileSync(join(dataDir, 'loose'), 'x', { mode: 0o664 });
    writeFileSync(join(dataDir, 'private'), 'x', { mode: 0o600 });
    writeFileSync(join(dataDir, 'read-only'), 'x', { mode: 0o444 });
    const outside = join(tempDir(), 'outside');
    writeFileSync(outside, 'x', { mode: 0o644 });
    chmodSync(outside, 0o644);
    symlinkSync(outside, join(dataDir, 'link'));

    expect(makeDataDirPrivate(dataDir).sort()).toEqual(
      [dataDir, join(dataDir, 'loose'), join(dataDir, 'read-only')].sort(),
    );
    expect(modeOf(dataDir)).toBe(0o700);
    expect(modeOf(join(dataDir, 'loose'))).toBe(0o600);
    expect(modeOf(join(dataDir, 'read-only'))).toBe(0o400);
    expect(modeOf(outside)).toBe(0o644);
    expect(makeDataDirPrivate(dataDir)).toEqual([]);
  });
});
