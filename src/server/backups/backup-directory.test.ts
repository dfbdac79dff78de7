import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BackupError, writeBackupDirectory } from './backup-directory.js';

const root = mkdtempSync(join(tmpdir(), 'touchline-backup-dir-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('writeBackupDirectory', () => {
  it('leaves nothing behind and says why when the database copy fails', async () => {
    const target = join(root, 'failed-copy');
    await expect(writeBackupDirectory(root, target, () => Promise.reject(new Error('disk full')))).rejects.toThrow(
      new BackupError('The backup failed: disk full'),
    );
    expect(existsSync(target)).toBe(false);
  });

  it('refuses a copy that is not a sound SQLite database, and removes it', async () => {
    const target = join(root, 'damaged-copy');
    const damaged = (destination: string) =>
      Promise.resolve(writeFileSync(destination, 'SQLite format 3\0' + 'x'.repeat(4096)));
    await expect(writeBackupDirectory(root, target, damaged)).rejects.toThrow(BackupError);
    expect(existsSync(target)).toBe(false);
  });

  it('never writes into a directory that exists', async () => {
    await expect(writeBackupDirectory(root, root, () => Promise.resolve())).rejects.toThrow(/already exists/);
    expect(existsSync(root)).toBe(true);
  });
});
