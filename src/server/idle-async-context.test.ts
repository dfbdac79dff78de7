import { AsyncLocalStorage, executionAsyncId } from 'node:async_hooks';
import { describe, expect, it } from 'vitest';
import { disableWhenIdle } from './idle-async-context.js';
import { uniqueEmail, serverForSuite } from './test-support/test-server.js';

/**
 * Whether promises are tracked in this process right now: with promise hooks on (any enabled
 * AsyncLocalStorage), a promise's reaction runs in an async context of its own; with them off, in
 * the top-level one (id 0).
 */
async function promisesTracked(): Promise<boolean> {
  await null;
  return executionAsyncId() !== 0;
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

describe('disableWhenIdle', () => {
  it('keeps the store through a run and stops tracking once the run settles', async () => {
    expect(await promisesTracked()).toBe(false);
    const storage = disableWhenIdle(new AsyncLocalStorage<string>());
    const seen = await storage.run('first', async () => {
      await tick();
      return [storage.getStore(), await promisesTracked()];
    });
    expect(seen).toEqual(['first', true]);
    expect(await promisesTracked()).toBe(false);
    expect(storage.getStore()).toBeUndefined();
  });

  it('stays on while any run is under way, and turns on again for the next run', async () => {
    const storage = disableWhenIdle(new AsyncLocalStorage<string>());
    let finishSlow!: () => void;
    const slow = storage.run('slow', async () => {
      await new Promise<void>((resolve) => (finishSlow = resolve));
      return storage.getStore();
    });
    await storage.run('quick', async () => tick());
    expect(await promisesTracked()).toBe(true);
    finishSlow();
    expect(await slow).toBe('slow');
    expect(await promisesTracked()).toBe(false);
    expect(await storage.run('again', async () => (await tick(), storage.getStore()))).toBe('again');
    expect(await promisesTracked()).toBe(false);
  });

  it('stops tracking after runs that fail or return at once, and passes their arguments on', async () => {
    const storage = disableWhenIdle(new AsyncLocalStorage<string>());
    await expect(
      storage.run('rejects', async () => {
        await tick();
        throw new Error('rejected');
      }),
    ).rejects.toThrow('rejected');
    expect(() =>
      storage.run('throws', () => {
        throw new Error('thrown');
      }),
    ).toThrow('thrown');
    expect(storage.run('sync', (a: number, b: number) => `${storage.getStore()} ${a + b}`, 1, 2)).toBe('sync 3');
    expect(await promisesTracked()).toBe(false);
  });
});

describe('a server between auth calls', () => {
  const server = serverForSuite();

  it('leaves promises untracked once better-auth and the session check are done', async () => {
    const athlete = server.browser();
    const email = uniqueEmail();
    expect((await athlete.signUp(email, 'password-123')).status).toBe(200);
    expect((await athlete.signIn(email, 'password-123')).status).toBe(200);
    expect(await athlete.session()).toMatchObject({ user: { email } });
    // The first authenticated request checks the cookie through better-auth.
    expect((await athlete.request('/api/entries/day/2026-03-05')).status).toBe(200);
    expect(await promisesTracked()).toBe(false);
  });
});
