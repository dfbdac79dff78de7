import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { EntryType } from '../../../domain/entry-types';
import type { ShareExpiryDays } from '../../../domain/share-links';
import { api, ok } from '../../lib/api-client';

/** The signed-in athlete's share links, newest first. */
export const shareLinksQuery = queryOptions({
  queryKey: ['share-links'],
  queryFn: ({ signal }) => ok(api.shares.$get(undefined, { init: { signal } })).then((answer) => answer.links),
});

export interface NewShareLink {
  name: string;
  displayName: string;
  from: string;
  to: string | null;
  types: EntryType[];
  includeNotes: boolean;
  expiresInDays: ShareExpiryDays;
}

/** Makes a link; its answer holds the token, the one time it is ever shown. Needs a connection. */
export function useCreateShareLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (link: NewShareLink) => ok(api.shares.$post({ json: link })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shareLinksQuery.queryKey }),
  });
}

/** Revokes a link: it stops opening at once, and stays in the list, marked, until deleted. */
export function useRevokeShareLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => ok(api.shares[':id'].revoke.$post({ param: { id } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shareLinksQuery.queryKey }),
  });
}

/** Deletes a link from the list. */
export function useDeleteShareLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => ok(api.shares[':id'].$delete({ param: { id } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shareLinksQuery.queryKey }),
  });
}

/** The address a token opens, on this app's own origin. */
export const shareUrl = (token: string): string => `${window.location.origin}/s/${token}`;
