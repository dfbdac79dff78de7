import { queryOptions } from '@tanstack/react-query';
import { localDay } from '../../../../domain/dates';
import type { InsightPeriod } from '../../../../domain/insights/contract';
import { api, ok } from '../../../lib/api-client';
import { teamsKey } from './teams';

/**
 * The squad, in one request, for the staff's today. Its own root key, the one team answer kept in the browser: offline
 * the last squad loaded shows, with when it was loaded. Kept by team alone, so it shows whatever day it is now.
 */
export const squadQuery = (teamId: string) =>
  queryOptions({
    queryKey: ['team-squad', teamId],
    queryFn: ({ signal }) =>
      ok(
        api.teams[':teamId'].squad.$get(
          { param: { teamId }, query: { today: localDay(new Date()) } },
          { init: { signal } },
        ),
      ),
    retry: false,
  });

/** One athlete as staff see them: Insights for the period and the latest entries, within the athlete's scope. */
export const teamAthleteQuery = (teamId: string, memberId: string, period: InsightPeriod) =>
  queryOptions({
    queryKey: [...teamsKey, teamId, 'athletes', memberId, period],
    queryFn: ({ signal }) =>
      ok(
        api.teams[':teamId'].athletes[':memberId'].$get(
          { param: { teamId, memberId }, query: { period, today: localDay(new Date()) } },
          { init: { signal } },
        ),
      ),
    retry: false,
  });
