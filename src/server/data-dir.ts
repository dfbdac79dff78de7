import { chmodSync, lstatSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/** Owner-only: DATA_DIR holds every journal, the password hashes and the auth secret. */
const OWNER_ONLY_DIRECTORY = 0o700;

/**
 * Creates DATA_DIR readable by its owner only, and takes group and other permissions away from it
 * and from everything directly in it that has them (a data directory made by an older version, or
 * under a loose umask). Symbolic links are left alone. Returns the paths it tightened, for the log.
 */
export function makeDataDirPrivate(dataDir: string): string[] {
  mkdirSync(dataDir, { recursive: true, mode: OWNER_ONLY_DIRECTORY });
  const tightened: string[] = [];
  const tighten = (path: string) => {
    const { mode } = lstatSync(path);
    if ((mode & 0o077) === 0) return;
    // Owner bits kept as they are (0o644 -> 0o600, 0o755 -> 0o700).
    chmodSync(path, mode & 0o700);
    tightened.push(path);
  };
  tighten(dataDir);
  for (const entry of readdirSync(dataDir, { withFileTypes: true })) {
    if (!entry.isSymbolicLink()) tighten(join(dataDir, entry.name));
  }
  return tightened;
}
