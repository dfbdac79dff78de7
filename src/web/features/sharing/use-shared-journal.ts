import { useCallback, useEffect, useState } from 'react';
import type { Day } from '../../../domain/dates';
import type { EntryType } from '../../../domain/entry-types';
import type { ShareScope } from '../../../domain/share-links';
import { apiFetch, ApiError } from '../../lib/api';

export interface SharedEntry {
  type: EntryType;
  day: Day;
  content: Record<string, unknown>;
}

interface SharedPage {
  share: ShareScope & { displayName: string; expiresAt: string };
  entries: SharedEntry[];
  nextCursor: string | null;
  /** The Insights summaries of the link's days and kinds, on the first page. */
  summaries?: string[];
}

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

const readPage = (token: string, cursor?: string) =>
  apiFetch<SharedPage>(`/shared/${encodeURIComponent(token)}${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`);

/** Why a shared page could not be shown, in words for the reader. */
function failure(error: unknown): SharedJournalState {
  if (error instanceof ApiError && error.status === 404) return { status: 'not-active' };
  if (error instanceof ApiError && error.status === 429) {
    return { status: 'failed', message: 'Too many requests from here. Try again in a minute.' };
  }
  return { status: 'failed', message: 'Could not reach the server. Check your connection and try again.' };
}

/**
 * A shared journal, a page of entries at a time, read straight from the server: never kept in the browser (the
 * app's offline store is the athlete's, and a link may be revoked at any moment).
 */
export function useSharedJournal(token: string): SharedJournalState {
  const [pages, setPages] = useState<SharedPage[] | null>(null);
  const [state, setState] = useState<SharedJournalState>({ status: 'loading' });
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreError, setMoreError] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    readPage(token).then(
      (page) => current && setPages([page]),
      (error: unknown) => current && setState(failure(error)),
    );
    return () => {
      current = false;
    };
  }, [token]);

  const cursor = pages?.at(-1)?.nextCursor ?? null;
  const more = useCallback(() => {
    if (!cursor) return;
    setLoadingMore(true);
    setMoreError(null);
    readPage(token, cursor)
      .then((page) => setPages((shown) => [...(shown ?? []), page]))
      .catch((error: unknown) => {
        const failed = failure(error);
        // A link revoked while it was read closes the page; anything else keeps what is shown.
        if (failed.status === 'not-active') setState(failed);
        else setMoreError(failed.status === 'failed' ? failed.message : null);
      })
      .finally(() => setLoadingMore(false));
  }, [token, cursor]);

  if (!pages) return state;
  if (state.status !== 'loading') return state;
  return {
    status: 'shown',
    share: pages[0]!.share,
    summaries: pages[0]!.summaries ?? [],
    entries: pages.flatMap((page) => page.entries),
    more: cursor ? more : null,
    loadingMore,
    moreError,
  };
}
