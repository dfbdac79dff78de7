import { readSearchState, searchStateParams, type SearchState } from '../search-state';
import { useSearchParams } from '../../../lib/navigation';

/**
 * The search the URL holds, and how to change it: a new search is a new place in the history (Back returns to the
 * last one), a changed filter replaces the current place.
 */
export function useSearchState(): [SearchState, (next: SearchState, how: 'push' | 'replace') => void] {
  const [params, setParams] = useSearchParams();
  const state = readSearchState(params);
  return [state, (next, how) => setParams(searchStateParams(next), { replace: how === 'replace' })];
}
