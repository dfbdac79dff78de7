import { useIsMutating, useMutationState, type Mutation, type QueryClient } from '@tanstack/react-query';
import { SYNC_SCOPE } from './query-client';

/** The athlete's changes on their way to the server (see SYNC_SCOPE), as the sync status shows them. */

const isSyncChange = (mutation: Mutation<unknown, Error, unknown, unknown>) =>
  mutation.options.scope?.id === SYNC_SCOPE.id;

/** A change the server refused: its id, why, and what the athlete wrote (kept so nothing is lost). */
export interface FailedChange {
  mutationId: number;
  error: unknown;
  variables: unknown;
}

/** How many changes wait for the server (offline, or on their way). */
export function useWaitingChangeCount(): number {
  return useIsMutating({ predicate: isSyncChange });
}

/** The changes the server refused, until the athlete dismisses them. */
export function useFailedChanges(): FailedChange[] {
  return useMutationState({
    filters: { predicate: (mutation) => isSyncChange(mutation) && mutation.state.status === 'error' },
    select: (mutation) => ({
      mutationId: mutation.mutationId,
      error: mutation.state.error,
      variables: mutation.state.variables,
    }),
  });
}

/** How many of the athlete's changes are not on the server: waiting for it, or refused and kept until dismissed. */
export function useUnsavedChangeCount(): number {
  return useWaitingChangeCount() + useFailedChanges().length;
}

/** Forgets a refused change once the athlete has seen it (and copied what they need). */
export function dismissFailedChange(client: QueryClient, mutationId: number): void {
  const cache = client.getMutationCache();
  const failed = cache.getAll().find((mutation) => mutation.mutationId === mutationId);
  if (failed) cache.remove(failed);
}

/** Forgets the refused change with these variables: the screen that made it showed the failure itself. */
export function forgetFailedChange(client: QueryClient, variables: unknown): void {
  const cache = client.getMutationCache();
  for (const mutation of cache.getAll()) {
    if (mutation.state.variables === variables && mutation.state.status === 'error') cache.remove(mutation);
  }
}
