import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { ApiError } from '../../lib/api';
import { api, ok } from '../../lib/api-client';
import { queryClient } from '../../lib/query-client';

const sharedRoute = api.shared[':token'].$get;

/** A page of a shared journal, as the server's contract says it is. */
type SharedPage = InferResponseType<typeof sharedRoute, 200>;
export type SharedEntry = SharedPage['entries'][number];

export type SharedJournalState =
  | { status: 'loading' }
  | { status: 'not-active' }
  | { status: 'failed'; message: string }
  | {
      status: 'shown';
      share: SharedPage['share'];
      summaries: string[];
      entries: SharedEntry[];
      /** Null when every page is shown. */
      more: (() => void) | null;
      loadingMore: boolean;
      /** Why the last "more" failed (the pages shown stay), or null. */
      moreError: string | null;
    };

/**
 * A shared journal, a page of entries at a time, read straight from the server: asked once (no retry, no refetch, not
 * paused when the browser says it is offline), and forgotten as soon as the page closes. It is never kept in the
 * browser (the offline store keeps only the athlete's own data): a link may be revoked at any moment.
 */
const sharedJournalQuery = (token: string) =>
  infiniteQueryOptions({
    queryKey: ['shared', token],
    queryFn: ({ pageParam, signal }) =>
      ok(sharedRoute({ param: { token }, query: pageParam ? { cursor: pageParam } : {} }, { init: { signal } })),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    networkMode: 'always',
  });

/** Why a shared page could not be shown, in words for the reader. */
function failure(error: unknown): Exclude<SharedJournalState, { status: 'shown' | 'loading' }> {
  if (error instanceof ApiError && error.status === 404) return { status: 'not-active' };
  if (error instanceof ApiError && error.status === 429) {
    return { status: 'failed', message: 'Too many requests from here. Try again in a minute.' };
  }
  return { status: 'failed', message: 'Could not reach the server. Check your connection and try again.' };
}

/** A shared journal's pages as the page shows them. A public page has no query provider: the one client is named. */
export function useSharedJournal(token: string): SharedJournalState {
  const journal = useInfiniteQuery(sharedJournalQuery(token), queryClient);
  const pages = journal.data?.pages;
  if (!pages || pages.length === 0) return journal.isError ? failure(journal.error) : { status: 'loading' };
  // A link revoked while it was read closes the page; any other failure of "more" keeps what is shown.
  const moreFailed = journal.isFetchNextPageError && !journal.isFetchingNextPage ? failure(journal.error) : null;
  if (moreFailed?.status === 'not-active') return moreFailed;
  return {
    status: 'shown',
    share: pages[0]!.share,
    summaries: pages[0]!.summaries ?? [],
    entries: pages.flatMap((page) => page.entries),
    more: journal.hasNextPage ? () => void journal.fetchNextPage() : null,
    loadingMore: journal.isFetchingNextPage,
    moreError: moreFailed?.status === 'failed' ? moreFailed.message : null,
  };
}
