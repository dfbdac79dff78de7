import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { QuestionSetName, SetItems, StoredSet } from '../../../../domain/question-sets';
import { api, ok } from '../../../lib/api-client';

/** The athlete's five question sets (defaults until edited), cached for offline use. */
export const questionSetsQuery = queryOptions({
  queryKey: ['question-sets'],
  queryFn: ({ signal }) => ok(api['question-sets'].$get({}, { init: { signal } })).then((answer) => answer.sets),
});

/** One set's items, for the entry flows and the settings screens. */
export function useQuestionSet<N extends QuestionSetName>(name: N) {
  return useQuery({ ...questionSetsQuery, select: (sets) => sets[name] as StoredSet<N> });
}

/** Saves one set (DONE on a settings screen); every reader sees the saved set afterwards. */
export function useSaveQuestionSet<N extends QuestionSetName>(name: N) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (items: SetItems<N>) =>
      ok(api['question-sets'][':name'].$put({ param: { name }, json: { items } as never })).then(
        (answer) => answer.set,
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: questionSetsQuery.queryKey }),
  });
}
