import type { PersistedClient } from '@tanstack/react-query-persist-client';
import { isNumber, isRecord, isString } from '../../domain/guards';

/** What each feature expects of its data when it comes back from browser storage. */
export interface RestoreRules {
  /** Whether a query's data, kept under this key, has the shape its screens read. */
  queryData(key: readonly unknown[], data: unknown): boolean;
  /** Whether a change waiting to sync, kept under this key, has the variables its request needs. */
  changeVariables(key: readonly unknown[], variables: unknown): boolean;
}

const QUERY_STATUSES = ['pending', 'error', 'success'];
const CHANGE_STATUSES = ['pending', 'error'];

const warn = (what: string, detail?: unknown) =>
  console.warn(`Touchline: ${what} in browser storage was unreadable and has been dropped.`, detail ?? '');

type Dehydrated = PersistedClient['clientState'];
type DehydratedQuery = Dehydrated['queries'][number];
type DehydratedChange = Dehydrated['mutations'][number];

function isKey(value: unknown): value is unknown[] {
  return Array.isArray(value) && value.length > 0;
}

function isUsableQuery(query: unknown, rules: RestoreRules): query is DehydratedQuery {
  if (!isRecord(query) || !isKey(query.queryKey) || !isString(query.queryHash) || !isRecord(query.state)) return false;
  const { state } = query;
  if (!QUERY_STATUSES.includes(state.status as string) || !isNumber(state.dataUpdatedAt)) return false;
  return state.data === undefined || rules.queryData(query.queryKey, state.data);
}

function isUsableChange(change: unknown, rules: RestoreRules): change is DehydratedChange {
  if (!isRecord(change) || !isKey(change.mutationKey) || !isRecord(change.state)) return false;
  const { state } = change;
  return CHANGE_STATUSES.includes(state.status as string) && rules.changeVariables(change.mutationKey, state.variables);
}

/**
 * Reads the persisted query cache back, keeping every query and waiting change that is whole and dropping (with a
 * warning) whatever is not, so a damaged entry costs that entry, never the app. A change that was on its way to the
 * server when the page closed counts as paused: it resumes, and the server's idempotent answers make that safe.
 */
export function readPersistedClient(text: string, rules: RestoreRules): PersistedClient {
  let stored: unknown;
  try {
    stored = JSON.parse(text);
  } catch (error) {
    warn('the cached journal', error);
    return emptyClient();
  }
  if (!isRecord(stored) || !isNumber(stored.timestamp) || !isString(stored.buster) || !isRecord(stored.clientState)) {
    warn('the cached journal');
    return emptyClient();
  }
  const { queries, mutations } = stored.clientState;
  const keptQueries = Array.isArray(queries) ? queries.filter((query) => isUsableQuery(query, rules)) : [];
  const keptChanges = Array.isArray(mutations) ? mutations.filter((change) => isUsableChange(change, rules)) : [];
  if (!Array.isArray(queries) || keptQueries.length < queries.length) {
    warn('part of the cached journal');
  }
  if (!Array.isArray(mutations) || keptChanges.length < mutations.length) {
    warn('a change waiting to sync', mutations);
  }
  return {
    timestamp: stored.timestamp,
    buster: stored.buster,
    clientState: {
      queries: keptQueries,
      mutations: keptChanges.map(resumable),
    },
  };
}

/** A change restored while pending is paused until it can run again (only paused changes resume). */
function resumable(change: DehydratedChange): DehydratedChange {
  return change.state.status === 'pending' ? { ...change, state: { ...change.state, isPaused: true } } : change;
}

function emptyClient(): PersistedClient {
  return { timestamp: Date.now(), buster: '', clientState: { queries: [], mutations: [] } };
}
