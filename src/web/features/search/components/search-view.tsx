import type { SearchableEntry } from '../../../../domain/search/search-entries';
import { useSearch } from '../hooks/use-search';
import { useSearchState } from '../hooks/use-search-state';
import { searchStateParams, type SearchState } from '../search-state';
import { SearchFilters } from './search-filters';
import { SearchForm } from './search-form';
import { SearchResults } from './search-results';

type DeviceEntries = () => readonly SearchableEntry[];

/** The search screen's body: the words and filters (kept in the URL), then what they find. */
export function SearchView({ deviceEntries }: { deviceEntries: DeviceEntries }) {
  const [state, setState] = useSearchState();
  return (
    <>
      {/* Keyed by the URL's words: Back to an earlier search shows its words in the box. The keys of the form and of
          the results are siblings' keys, so each has its own prefix: with no search both would be "", and React then
          keeps the first form beside the new one (issue 30: the form shown twice, the top one searching no more). */}
      <SearchForm key={`words:${state.q}`} query={state.q} onSearch={(q) => setState({ ...state, q }, 'push')} />
      <SearchFilters state={state} onChange={(next) => setState(next, 'replace')} />
      {/* Keyed by the whole search: each starts again from its first 50 results. */}
      <Found key={`found:${searchStateParams(state).toString()}`} state={state} deviceEntries={deviceEntries} />
    </>
  );
}

function Found({ state, deviceEntries }: { state: SearchState; deviceEntries: DeviceEntries }) {
  return <SearchResults query={state.q} view={useSearch(state, deviceEntries)} />;
}
