import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AnyEntryContent, NewEntryInput } from '../../../../domain/entry-content';
import { api, ok } from '../../../lib/api-client';
import { entriesKey } from './entries';

/**
 * Saves a new entry. The caller picks the id once per draft (newEntryId), so a retried save of the
 * same draft can never make a second entry; every view showing entries refreshes afterwards.
 */
export function useCreateEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (entry: NewEntryInput) => ok(api.entries.$post({ json: entry })).then((answer) => answer.entry),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: entriesKey }),
  });
}

/** A fresh entry id for a new draft. */
export function newEntryId(): string {
  return crypto.randomUUID();
}

/** Replaces an entry's content (a Game's postgame completes its pregame entry this way). */
export function useUpdateEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, content, version }: { id: string; content: AnyEntryContent; version?: number }) =>
      ok(api.entries[':id'].$put({ param: { id }, json: { content, version } })).then((answer) => answer.entry),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: entriesKey }),
  });
}
