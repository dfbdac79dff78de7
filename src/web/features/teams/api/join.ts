import { queryOptions, useMutation } from '@tanstack/react-query';
import type { TeamScope } from '../../../../domain/teams/teams';
import { api, ok } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import { teamsKey } from './teams';

/**
 * What an invite link opens to: the team, its staff and the role offered. Public (the visitor may not be signed in
 * yet), asked once and never kept: the link may be revoked at any moment.
 */
export const joinPreviewQuery = (token: string) =>
  queryOptions({
    queryKey: ['join', token],
    queryFn: ({ signal }) => ok(api.join[':token'].$get({ param: { token } }, { init: { signal } })),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });

/**
 * Joins the team of an invite link, as the signed-in account. The join page is public and has no query provider: the
 * one client is named.
 */
export function useJoinTeam(token: string) {
  return useMutation(
    {
      mutationFn: (answer: { displayName: string; scope: TeamScope }) =>
        ok(api.join[':token'].$post({ param: { token }, json: answer })),
      onSuccess: () => queryClient.invalidateQueries({ queryKey: teamsKey }),
    },
    queryClient,
  );
}
