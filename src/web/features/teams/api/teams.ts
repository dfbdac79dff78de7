import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { TeamRole, TeamScope } from '../../../../domain/teams/teams';
import { api, done, ok } from '../../../lib/api-client';

/** The root of every team answer but the squad's: never kept in the browser (what staff may see changes at any time). */
export const teamsKey = ['teams'] as const;

/** The account's teams, as staff or athlete, by name. */
export const teamsQuery = queryOptions({
  queryKey: teamsKey,
  queryFn: ({ signal }) => ok(api.teams.$get(undefined, { init: { signal } })).then((answer) => answer.teams),
});

/** One team as the caller sees it: the team, their own membership, its staff, and (staff) its active invites. */
export const teamQuery = (teamId: string) =>
  queryOptions({
    queryKey: [...teamsKey, teamId],
    queryFn: ({ signal }) => ok(api.teams[':teamId'].$get({ param: { teamId } }, { init: { signal } })),
    // A 404 (not a member, or no such team) is an answer, not a hiccup worth asking again.
    retry: false,
  });

/** After any change to a team: every team answer is read again (the squad's too, kept under its own root). */
function useAfterTeamChange() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: teamsKey }),
      queryClient.invalidateQueries({ queryKey: ['team-squad'] }),
    ]);
}

/** Creates a team; the account is its owner and a staff member. */
export function useCreateTeam() {
  const afterChange = useAfterTeamChange();
  return useMutation({
    mutationFn: (name: string) => ok(api.teams.$post({ json: { name } })).then((answer) => answer.team),
    onSuccess: afterChange,
  });
}

export function useRenameTeam(teamId: string) {
  const afterChange = useAfterTeamChange();
  return useMutation({
    mutationFn: (name: string) => ok(api.teams[':teamId'].$patch({ param: { teamId }, json: { name } })),
    onSuccess: afterChange,
  });
}

export function useDeleteTeam(teamId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => done(api.teams[':teamId'].$delete({ param: { teamId } })),
    onSuccess: () => forgetTeam(queryClient, teamId),
  });
}

/** A team the account is no longer in: its answers go at once, so no screen shows them again, offline either. */
function forgetTeam(queryClient: ReturnType<typeof useQueryClient>, teamId: string) {
  queryClient.removeQueries({ queryKey: [...teamsKey, teamId] });
  queryClient.removeQueries({ queryKey: ['team-squad', teamId] });
  return queryClient.invalidateQueries({ queryKey: teamsKey });
}

/** Makes an invite link (revoking the team's previous one of that role); its answer holds the link, the one time. */
export function useMakeInvite(teamId: string) {
  const afterChange = useAfterTeamChange();
  return useMutation({
    mutationFn: (role: TeamRole) => ok(api.teams[':teamId'].invites.$post({ param: { teamId }, json: { role } })),
    onSuccess: afterChange,
  });
}

export function useRevokeInvite(teamId: string) {
  const afterChange = useAfterTeamChange();
  return useMutation({
    mutationFn: (role: TeamRole) => done(api.teams[':teamId'].invites[':role'].$delete({ param: { teamId, role } })),
    onSuccess: afterChange,
  });
}

/** The caller's own membership: an athlete's scope, or the name staff see. */
export function useChangeMembership(teamId: string) {
  const afterChange = useAfterTeamChange();
  return useMutation({
    mutationFn: (change: { scope?: TeamScope; displayName?: string }) =>
      ok(api.teams[':teamId'].membership.$patch({ param: { teamId }, json: change })),
    onSuccess: afterChange,
  });
}

/** Leaves a team: staff stop seeing the journal at once. */
export function useLeaveTeam(teamId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => done(api.teams[':teamId'].membership.$delete({ param: { teamId } })),
    onSuccess: () => forgetTeam(queryClient, teamId),
  });
}

/** Staff remove an athlete; the owner removes a staff member. */
export function useRemoveMember(teamId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (memberId: string) =>
      done(api.teams[':teamId'].members[':memberId'].$delete({ param: { teamId, memberId } })),
    onSuccess: (_answer, memberId) => {
      queryClient.removeQueries({ queryKey: [...teamsKey, teamId, 'athletes', memberId] });
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: teamsKey }),
        queryClient.invalidateQueries({ queryKey: ['team-squad', teamId] }),
      ]);
    },
  });
}
