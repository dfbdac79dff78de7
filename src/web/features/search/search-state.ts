import { isValidDay, type Day } from '../../../domain/dates';
import { entryTypeFromSlug, entryTypeSlug, type EntryType } from '../../../domain/entry-types';
import { SEARCH_LIMITS } from '../../../domain/search/query';

/** A search as the URL holds it (`/search?q=hamstring&type=game&from=2026-01-01&to=2026-03-31`). */
export interface SearchState {
  q: string;
  type: EntryType | null;
  from: Day | null;
  to: Day | null;
}

const validDay = (value: string | null): Day | null => (value !== null && isValidDay(value) ? value : null);

/** The search in a URL's parameters; a filter that is not valid is left out (as the history's type is). */
export function readSearchState(params: URLSearchParams): SearchState {
  return {
    q: (params.get('q') ?? '').slice(0, SEARCH_LIMITS.queryChars),
    type: entryTypeFromSlug(params.get('type') ?? ''),
    from: validDay(params.get('from')),
    to: validDay(params.get('to')),
  };
}

/** The URL parameters of a search: only what is set, the type by its slug. */
export function searchStateParams(state: SearchState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.q) params.set('q', state.q);
  if (state.type) params.set('type', entryTypeSlug(state.type));
  if (state.from) params.set('from', state.from);
  if (state.to) params.set('to', state.to);
  return params;
}

/** Why the dates cannot be searched (the end before the start), or null. */
export function dateRangeProblem(state: Pick<SearchState, 'from' | 'to'>): string | null {
  return state.from && state.to && state.to < state.from ? 'The end date must be on or after the start date' : null;
}
