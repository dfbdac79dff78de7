import { useMemo, useState } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { parseSearchQuery } from '../../../../domain/search/query';
import { searchEntries, type SearchableEntry, type SearchResult } from '../../../../domain/search/search-entries';
import { commentsOf } from '../../../entries/api/comment-shape';
import { isNetworkFailure } from '../../../lib/api';
import { searchQuery } from '../api/search';
import { dateRangeProblem, type SearchState } from '../search-state';

/** Results are shown 50 at a time, from the server and from the device alike. */
export const RESULTS_PAGE = 50;

export interface SearchView {
  /** Nothing to search for yet (no words, or dates the wrong way round). */
  idle: boolean;
  /** Offline: the results come from the entries kept on this device. */
  onDevice: boolean;
  loading: boolean;
  failed: boolean;
  results: SearchResult[];
  total: number;
  hasMore: boolean;
  loadingMore: boolean;
  loadMore: () => void;
  retry: () => void;
}

/**
 * A search's results: the server's, page by page; or, when the server cannot be reached, the same rule run over
 * the entries this device keeps (`deviceEntries`), 50 more at a time.
 */
export function useSearch(state: SearchState, deviceEntries: () => readonly SearchableEntry[]): SearchView {
  const terms = useMemo(() => parseSearchQuery(state.q), [state.q]);
  const idle = terms.length === 0 || dateRangeProblem(state) !== null;
  const query = useInfiniteQuery({ ...searchQuery(state), enabled: !idle });
  const [shownOnDevice, setShownOnDevice] = useState(RESULTS_PAGE);
  const onDevice = !idle && (query.fetchStatus === 'paused' || (query.isError && isNetworkFailure(query.error)));

  if (onDevice) {
    const found = searchEntries(deviceEntries(), terms, {
      type: state.type ?? undefined,
      from: state.from ?? undefined,
      to: state.to ?? undefined,
    });
    // Each with its comments, as the server's results come.
    const comments = new Map(deviceEntries().map((entry) => [entry.id, commentsOf(entry)]));
    const results = found
      .slice(0, shownOnDevice)
      .map((result) => ({ ...result, comments: comments.get(result.id) ?? [] }));
    return {
      idle,
      onDevice,
      loading: false,
      failed: false,
      results,
      total: found.length,
      hasMore: found.length > shownOnDevice,
      loadingMore: false,
      loadMore: () => setShownOnDevice((shown) => shown + RESULTS_PAGE),
      retry: () => void query.refetch(),
    };
  }
  const pages = query.data?.pages ?? [];
  return {
    idle,
    onDevice,
    loading: !idle && query.isPending,
    failed: query.isError,
    results: pages.flatMap((page) => page.results),
    total: pages[0]?.total ?? 0,
    hasMore: query.hasNextPage,
    loadingMore: query.isFetchingNextPage,
    loadMore: () => void query.fetchNextPage(),
    retry: () => void query.refetch(),
  };
}
