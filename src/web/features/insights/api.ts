import { queryOptions } from '@tanstack/react-query';
import { localDay } from '../../../domain/dates';
import type { InsightPeriod } from '../../../domain/insights/contract';
import { api, ok } from '../../lib/api-client';
import { entriesKey } from '../../entries/api/entries';

/**
 * One period's insights: one request, computed by the server for the athlete's today. Kept under the entries' key,
 * so that every change to the journal refreshes them, and by period alone, so that offline the last answer for the
 * period shows whatever day it is now.
 */
export const insightsQuery = (period: InsightPeriod) =>
  queryOptions({
    queryKey: [...entriesKey, 'insights', period],
    queryFn: ({ signal }) =>
      ok(api.insights.$get({ query: { period, today: localDay(new Date()) } }, { init: { signal } })).then(
        (answer) => answer.insights,
      ),
  });
