import { infiniteQueryOptions } from '@tanstack/react-query';
import { api, ok } from '../../../lib/api-client';
import type { SearchState } from '../search-state';

/** Every search answer sits under this key. Answers are not kept on the device: offline, search reads its entries. */
export const searchKey = ['search'] as const;

/** A search's results from the server, 50 to a page, newest first. */
export const searchQuery = (state: SearchState) =>
  infiniteQueryOptions({
    queryKey: [...searchKey, state.q, state.type ?? 'all', state.from ?? '', state.to ?? ''],
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) =>
      ok(
        api.search.$get(
          {
            query: {
              q: state.q,
              ...(state.type ? { type: state.type } : {}),
              ...(state.from ? { from: state.from } : {}),
              ...(state.to ? { to: state.to } : {}),
              ...(pageParam ? { cursor: pageParam } : {}),
            },
          },
          { init: { signal } },
        ),
      ),
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    // Asked again each time the screen shows, so an entry changed elsewhere in the app shows at once.
    staleTime: 0,
    gcTime: 5 * 60_000,
  });
