import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DataDirInUseError, openDatabase, type DatabaseHandle } from './connect.js';

// SQLite on purpose, even when the suite runs with DATABASE_URL set.
describe('openDatabase on a SQLite DATA_DIR', () => {
  let dataDir: string;
  const opened: DatabaseHandle[] = [];
  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'touchline-connect-'));
  });
  afterEach(async () => {
    for (const handle of opened.splice(0)) await handle.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  function open(): DatabaseHandle {
    const handle = openDatabase({ dataDir });
    opened.push(handle);
    return handle;
  }

  it('refuses a second opener while the first holds the directory, and allows it once the first closes', async () => {
    const first = open();
    expect(first.dialect).toBe('sqlite');
    expect(await first.isReachable()).toBe(true);

    let thrown: unknown;
    try {
      open();
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(DataDirInUseError);
    expect((thrown as Error).message).toContain(dataDir);
    expect((thrown as Error).message).toMatch(/already using/i);
    expect(await first.isReachable()).toBe(true);

    await first.close();
    opened.splice(opened.indexOf(first), 1);
    const again = open();
    expect(await again.isReachable()).toBe(true);
  });
});
