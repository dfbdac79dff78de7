import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateAccessTokenBody } from '../../../domain/access-tokens';
import { api, ok } from '../../lib/api-client';

/** The signed-in athlete's access tokens, newest first. Not kept offline: managing tokens needs a connection. */
export const accessTokensQuery = queryOptions({
  queryKey: ['access-tokens'],
  queryFn: ({ signal }) => ok(api.account.tokens.$get(undefined, { init: { signal } })).then((answer) => answer.tokens),
});

/** Makes a token; its answer holds the secret, the one time it is ever shown. */
export function useCreateAccessToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: CreateAccessTokenBody) => ok(api.account.tokens.$post({ json: token })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accessTokensQuery.queryKey }),
  });
}

/** Revokes (deletes) a token: it stops working at once. */
export function useRevokeAccessToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => ok(api.account.tokens[':id'].$delete({ param: { id } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accessTokensQuery.queryKey }),
  });
}
