import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, ok } from './api-client';
import { queryClient } from './query-client';

/**
 * The server's settings for the web app before sign-in (the care link, whether it sends email). They change only when
 * the server restarts, so a page asks once. A failed ask counts as no setting, as before (no retry, and asked even
 * when the browser says it is offline, so a screen waiting on it is never left paused).
 */
export const publicConfigQuery = queryOptions({
  queryKey: ['config'],
  queryFn: ({ signal }) => ok(api.config.$get(undefined, { init: { signal } })),
  staleTime: Infinity,
  retry: false,
  networkMode: 'always',
});

/**
 * The public config, or undefined while it is asked for or when it could not be had. Public pages have no query
 * provider around them (only the signed-in screens' layout has one), so the one query client is named here.
 */
export function usePublicConfig() {
  return useQuery(publicConfigQuery, queryClient);
}
