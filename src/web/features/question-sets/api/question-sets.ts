import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  QUESTION_SET_NAMES,
  type QuestionSetName,
  type SetItems,
  type StoredSet,
} from '../../../../domain/question-sets';
import { api, ok } from '../../../lib/api-client';
import { isArrayOf, isNumber, isRecord, isString } from '../../../../domain/guards';
import { SYNC_CHANGE_OPTIONS } from '../../../lib/query-client';
import { forgetFailedChange } from '../../../lib/sync-changes';
import type { RestoreRules } from '../../../lib/restored-cache';

/** The athlete's five question sets (defaults until edited), cached for offline use. */
export const questionSetsQuery = queryOptions({
  queryKey: ['question-sets'],
  queryFn: ({ signal }) => ok(api['question-sets'].$get({}, { init: { signal } })).then((answer) => answer.sets),
});

/** One set's items, for the entry flows and the settings screens. */
export function useQuestionSet<N extends QuestionSetName>(name: N) {
  return useQuery({ ...questionSetsQuery, select: (sets) => sets[name] as StoredSet<N> });
}

const gameItems = (sets: Record<QuestionSetName, unknown>) => (sets.game as StoredSet<'game'>).items;

/**
 * The game questions as the device knows them (the cached sets), never asking the server itself: every signed-in
 * screen reads them to label a Game's answers, and the sets are fetched once a visit already (`afterRestore`) and by
 * the flows and settings that need them.
 */
export function useKnownGameQuestions() {
  return useQuery({ ...questionSetsQuery, enabled: false, select: gameItems }).data;
}

const saveQuestionSetKey = ['question-sets', 'save'] as const;

/** The new items of one set, as DONE on a settings screen saves them. */
export interface QuestionSetSave<N extends QuestionSetName = QuestionSetName> {
  name: N;
  items: SetItems<N>;
}

/**
 * Saves one set (DONE on a settings screen): every reader sees the new items at once, and the save waits in the
 * browser while offline, synced in order with the journal's changes. Registered on the client so that a save
 * restored after a reload can run.
 */
export function registerQuestionSetChanges(client: QueryClient): void {
  client.setMutationDefaults(saveQuestionSetKey, {
    ...SYNC_CHANGE_OPTIONS,
    mutationFn: ({ name, items }: QuestionSetSave) =>
      ok(api['question-sets'][':name'].$put({ param: { name }, json: { items } as never })).then(
        (answer) => answer.set,
      ),
    onMutate: async ({ name, items }: QuestionSetSave) => {
      await client.cancelQueries({ queryKey: questionSetsQuery.queryKey });
      client.setQueryData(questionSetsQuery.queryKey, (sets) => sets && { ...sets, [name]: { ...sets[name], items } });
    },
    onSettled: () => client.invalidateQueries({ queryKey: questionSetsQuery.queryKey }),
  });
}

/** Saves set `name` (see registerQuestionSetChanges); a failure the screen reports is not reported again. */
export function useSaveQuestionSet<N extends QuestionSetName>(name: N) {
  const client = useQueryClient();
  const mutation = useMutation<unknown, Error, QuestionSetSave<N>>({ mutationKey: saveQuestionSetKey });
  function mutate(items: SetItems<N>, callbacks: { onSuccess: () => void; onError: () => void }) {
    const variables = { name, items };
    mutation.mutate(variables, {
      onSuccess: callbacks.onSuccess,
      onError: () => {
        forgetFailedChange(client, variables);
        callbacks.onError();
      },
    });
  }
  return { mutate, isPending: mutation.isPending, isPaused: mutation.isPaused };
}

const isSetItem = (item: unknown) =>
  isRecord(item) && isString(item.id) && isString(item.text) && typeof item.enabled === 'boolean';

const isSet = (set: unknown) =>
  isRecord(set) && isNumber(set.version) && isArrayOf(set.items, isRecord) && set.items.every(isSetItem);

/** What the cached sets and a waiting save must look like when read back from browser storage. */
export const questionSetRestoreRules: RestoreRules = {
  queryData: (_key, data) => isRecord(data) && QUESTION_SET_NAMES.every((name) => isSet(data[name])),
  changeVariables: (_key, variables) =>
    isRecord(variables) &&
    QUESTION_SET_NAMES.includes(variables.name as QuestionSetName) &&
    Array.isArray(variables.items) &&
    variables.items.every(isSetItem),
};
