import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const SECRET_FILE = 'auth-secret';

/**
 * The secret that signs session cookies: AUTH_SECRET when given, else one generated on the first
 * start and kept in DATA_DIR so sessions survive restarts.
 */
export function resolveAuthSecret(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const path = join(dataDir, SECRET_FILE);
  try {
    return readFileSync(path, 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const secret = randomBytes(32).toString('base64url');
  try {
    // 'wx' fails if another process wrote it first; then that secret wins.
    writeFileSync(path, secret, { flag: 'wx', mode: 0o600 });
    return secret;
  } catch {
    return readFileSync(path, 'utf8').trim();
  }
}
