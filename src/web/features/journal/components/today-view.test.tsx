// @vitest-environment happy-dom
import { Profiler } from 'react';
import { QueryClient } from '@tanstack/react-query';
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../../test-support/render-in-app';
import type { TodayLoad } from '../hooks/use-today-entries';
import { TodayView } from './today-view';

// Today's load as a store read synchronously, as the query library's is.
const load = vi.hoisted(() => {
  let value: TodayLoad = { phase: 'loading', safetyMs: 6000 };
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set(next: TodayLoad) {
      value = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
});
vi.mock('../hooks/use-today-entries', async () => {
  const { useSyncExternalStore } = await import('react');
  return { useTodayEntries: () => useSyncExternalStore(load.subscribe, load.get) };
});

afterEach(cleanup);

describe('TodayView', () => {
  it("keeps the loading cards until the day's lists are drawn, in a render after the answer's (issue 36)", () => {
    const commits: string[] = [];
    const record = () =>
      commits.push(
        `${screen.queryByText('Loading your journal data...') ? 'loading' : ''}|` +
          `${screen.queryByText('No completed activities for today.') ? 'lists' : ''}`,
      );
    renderInApp(
      [
        {
          path: '/journal',
          element: (
            <Profiler id="today" onRender={record}>
              <TodayView today="2026-11-28" email="athlete@example.com" />
            </Profiler>
          ),
        },
      ],
      '/journal',
      // The other parts of the screen (the availability line) ask nothing of a server here.
      new QueryClient({ defaultOptions: { queries: { enabled: false } } }),
    );
    expect(commits.at(-1)).toBe('loading|');
    commits.length = 0;
    act(() => load.set({ phase: 'ready', entries: [], failed: false }));
    expect(commits[0]).toBe('loading|');
    expect(commits.at(-1)).toBe('|lists');
  });
});
