import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { TeamSettings } from '../../../../domain/teams/team-settings';
import { api, ok } from '../../../lib/api-client';
import { teamsKey } from './teams';

/** A team's report time and days and its check-in request, with the caller's own squad report choice (staff only). */
export const teamSettingsQuery = (teamId: string) =>
  queryOptions({
    queryKey: [...teamsKey, teamId, 'settings'],
    queryFn: ({ signal }) => ok(api.teams[':teamId'].settings.$get({ param: { teamId } }, { init: { signal } })),
    retry: false,
  });

/** Saves the team's settings whole; the squad is read again (today's check-in request may have changed). */
export function useSaveTeamSettings(teamId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: TeamSettings) =>
      ok(api.teams[':teamId'].settings.$put({ param: { teamId }, json: settings })),
    onSuccess: ({ settings }) => {
      queryClient.setQueryData(teamSettingsQuery(teamId).queryKey, (old) => old && { ...old, settings });
      return queryClient.invalidateQueries({ queryKey: ['team-squad', teamId] });
    },
  });
}

/** The caller's own squad report: whether it comes, and by email too. */
export function useSaveReportChoice(teamId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    // One save at a time, in the order made: the last choice is the one the server keeps.
    scope: { id: `squad-report-${teamId}` },
    mutationFn: (report: { enabled: boolean; email: boolean }) =>
      ok(api.teams[':teamId'].report.$put({ param: { teamId }, json: report })),
    onSuccess: ({ report }) =>
      queryClient.setQueryData(teamSettingsQuery(teamId).queryKey, (old) => old && { ...old, me: { report } }),
  });
}
