import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach } from 'vitest';

/**
 * A maker of temp directories for the tests of the enclosing describe block (or file): each call makes a new one
 * (`touchline-<label>-...`), deleted after the test that made it.
 */
export function tempDirPerTest(label: string): () => string {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });
  return () => {
    const dir = mkdtempSync(join(tmpdir(), `touchline-${label}-`));
    dirs.push(dir);
    return dir;
  };
}
