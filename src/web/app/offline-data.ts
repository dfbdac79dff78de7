import type { PersistQueryClientOptions } from '@tanstack/react-query-persist-client';
import { entryRestoreRules } from '../entries/api/stored-entries';
import { registerCommentChanges } from '../entries/api/comment-changes';
import { registerEntryChanges } from '../entries/api/entry-changes';
import { isStoredInsights } from '../features/insights/stored-insights';
import {
  questionSetRestoreRules,
  questionSetsQuery,
  registerQuestionSetChanges,
} from '../features/question-sets/api/question-sets';
import { searchKey } from '../features/search/api/search';
import { reminderRestoreRules } from '../features/reminders/stored-reminders';
import { shareLinkRestoreRules } from '../features/sharing/stored-share-links';
import { squadRestoreRules } from '../features/teams/stored-squad';
import { CACHE_MAX_AGE_MS, createQueryPersister, queryClient, SYNC_SCOPE } from '../lib/query-client';
import type { RestoreRules } from '../lib/restored-cache';
import { whenIdle } from '../lib/when-idle';

/**
 * The signed-in app's offline store: the query cache and the changes waiting to sync, kept in IndexedDB. Each
 * feature tells how its changes run (so restored ones can resume) and what its stored data must look like.
 */

registerEntryChanges(queryClient);
// A reply or deletion made from search's results shows there at once too.
registerCommentChanges(queryClient, [searchKey]);
registerQuestionSetChanges(queryClient);

const RULES_BY_ROOT_KEY: Record<string, RestoreRules> = {
  entries: entryRestoreRules({ insights: isStoredInsights }),
  'question-sets': questionSetRestoreRules,
  'share-links': shareLinkRestoreRules,
  reminders: reminderRestoreRules,
  'team-squad': squadRestoreRules,
};

const restoreRules: RestoreRules = {
  queryData: (key, data) => RULES_BY_ROOT_KEY[String(key[0])]?.queryData(key, data) ?? false,
  changeVariables: (key, variables) => RULES_BY_ROOT_KEY[String(key[0])]?.changeVariables(key, variables) ?? false,
};

const persister = createQueryPersister(restoreRules);

/**
 * When this page opened (its navigation's start, not when this code ran): answers from before it come from the
 * browser's store and may be behind the server. One the page came with may be set before this code runs.
 */
const PAGE_OPENED_AT = performance.timeOrigin;

/**
 * How the signed-in athlete's cache is kept. It is marked with their id (the persister's buster): a cache kept for
 * anyone else is discarded instead of restored.
 */
export function persistOptionsFor(userId: string): Omit<PersistQueryClientOptions, 'queryClient'> {
  return {
    persister,
    maxAge: CACHE_MAX_AGE_MS,
    buster: userId,
    dehydrateOptions: {
      // Every answer held is kept, also when its last refresh failed (the connection seemed up but nothing answered):
      // the persister keeps it as that answer (`createQueryPersister`). Only what can be checked when read back is
      // kept: search answers are not (offline, search reads the entries the journal's views keep), nor the server's
      // public config, nor a journal shared by link.
      shouldDehydrateQuery: (query) =>
        query.state.data !== undefined && Object.hasOwn(RULES_BY_ROOT_KEY, String(query.queryKey[0])),
      // Waiting changes survive a reload; so do refused ones, until the athlete has seen what they wrote. Other
      // mutations (deleting every entry of a type) need a connection and are not kept.
      shouldDehydrateMutation: (mutation) =>
        mutation.options.scope?.id === SYNC_SCOPE.id &&
        (mutation.state.status === 'pending' || mutation.state.status === 'error'),
    },
  };
}

/**
 * Once the kept cache is back: changes made offline before a reload go on where they stopped (in order, once
 * online); every screen's data is fetched afresh (what the browser kept may be older than the server); and, once the
 * first screen is up, the question sets every entry flow needs are fetched, so any flow opens offline later. They wait
 * so as not to share the first moments with the screen: neither its requests on a slow connection, nor its main
 * thread (issue 36).
 */
export function afterRestore(): void {
  void queryClient.resumePausedMutations();
  // Only what the browser kept: an answer fetched (or on its way) since this page opened is already fresh.
  void queryClient.invalidateQueries(
    { predicate: (query) => query.state.dataUpdatedAt < PAGE_OPENED_AT },
    {
      cancelRefetch: false,
    },
  );
  void whenIdle().then(() => queryClient.prefetchQuery(questionSetsQuery));
}
