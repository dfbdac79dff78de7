import { useId } from 'react';
import { searchCountText } from '../../../../domain/search/wording';
import { Button } from '../../../components/ui/button';
import type { SearchView } from '../hooks/use-search';
import { ResultCard } from './result-card';
import { Skeleton } from '../../../components/ui/skeleton';

/** What a search found: how many, where from (offline), the results newest first, and Load more. */
export function SearchResults({ query, view }: { query: string; view: SearchView }) {
  const countId = useId();
  if (view.idle) return null;
  return (
    <section aria-labelledby={countId} className="flex flex-col gap-3">
      {view.onDevice && (
        <p role="status" className="rounded-card bg-surface p-3 text-sm font-semibold text-ink-soft">
          Searching the entries on this device
        </p>
      )}
      {view.loading ? (
        <Skeleton label="Searching..." shape="cards" />
      ) : view.failed && view.results.length === 0 ? (
        <div role="alert" className="flex flex-col items-start gap-3 rounded-card bg-surface p-4">
          <p className="text-ink">Your journal could not be searched.</p>
          <Button variant="secondary" onClick={view.retry}>
            Try Again
          </Button>
        </div>
      ) : (
        <>
          <h2 id={countId} aria-live="polite" className="text-lg font-bold text-ink">
            {searchCountText(view.total, query)}
          </h2>
          <ul className="flex flex-col gap-3">
            {view.results.map((result) => (
              <li key={result.id}>
                <ResultCard result={result} />
              </li>
            ))}
          </ul>
          {view.hasMore && (
            <Button variant="secondary" onClick={view.loadMore} disabled={view.loadingMore}>
              {view.loadingMore ? 'Loading...' : 'Load more'}
            </Button>
          )}
        </>
      )}
    </section>
  );
}
