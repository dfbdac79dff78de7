// @vitest-environment happy-dom
import { QueryClient, useIsRestoring } from '@tanstack/react-query';
import type { PersistedClient, Persister } from '@tanstack/react-query-persist-client';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PersistQueryClientProvider } from './persist-query-client-provider';

afterEach(cleanup);

function Restoring() {
  return <p>{useIsRestoring() ? 'restoring' : 'restored'}</p>;
}

function persisterHolding(kept: PersistedClient | undefined) {
  return {
    persistClient: vi.fn<Persister['persistClient']>(),
    restoreClient: vi.fn(() => Promise.resolve(kept)),
    removeClient: vi.fn(),
  } satisfies Persister;
}

describe('PersistQueryClientProvider', () => {
  it('restores what the browser kept, says so once done, then keeps every change', async () => {
    const client = new QueryClient();
    const kept: PersistedClient = {
      timestamp: Date.now(),
      buster: '',
      clientState: {
        mutations: [],
        queries: [
          {
            queryKey: ['kept'],
            queryHash: '["kept"]',
            dehydratedAt: Date.now(),
            state: {
              data: 'from the browser',
              dataUpdateCount: 1,
              dataUpdatedAt: Date.now(),
              error: null,
              errorUpdateCount: 0,
              errorUpdatedAt: 0,
              fetchFailureCount: 0,
              fetchFailureReason: null,
              fetchMeta: null,
              isInvalidated: false,
              status: 'success',
              fetchStatus: 'idle',
            },
          },
        ],
      },
    };
    const persister = persisterHolding(kept);
    const onSuccess = vi.fn();
    render(
      <PersistQueryClientProvider client={client} persistOptions={{ persister }} onSuccess={onSuccess}>
        <Restoring />
      </PersistQueryClientProvider>,
    );
    expect(screen.getByText('restoring')).toBeTruthy();
    await waitFor(() => expect(screen.getByText('restored')).toBeTruthy());
    expect(onSuccess).toHaveBeenCalledOnce();
    expect(client.getQueryData(['kept'])).toBe('from the browser');

    client.setQueryData(['new'], 'changed');
    await waitFor(() => expect(persister.persistClient).toHaveBeenCalled());
  });

  it('calls onError when the restore fails, and still shows the screen', async () => {
    const persister = persisterHolding(undefined);
    persister.restoreClient.mockImplementation(() => Promise.reject(new Error('no storage')));
    // The query library reports the failure on the console as well.
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const onError = vi.fn();
    render(
      <PersistQueryClientProvider client={new QueryClient()} persistOptions={{ persister }} onError={onError}>
        <Restoring />
      </PersistQueryClientProvider>,
    );
    await waitFor(() => expect(screen.getByText('restored')).toBeTruthy());
    expect(onError).toHaveBeenCalledOnce();
    logged.mockRestore();
  });
});
