import { useMutation } from '@tanstack/react-query';
import { failureMessage } from '../../lib/api';
import { api, ok } from '../../lib/api-client';
import { queryClient } from '../../lib/query-client';

type UnsubscribeState = { status: 'asking' | 'stopping' | 'stopped' } | { status: 'failed'; message: string };

/**
 * Turning email reminders off from an emailed link, and the server's words when it refuses the link. A public page
 * has no query provider around it: the one query client is named.
 */
export function useUnsubscribeFromEmail(token: string) {
  const unsubscribe = useMutation(
    { mutationFn: () => ok(api.reminders.unsubscribe.$post({ query: { token } })), networkMode: 'always' },
    queryClient,
  );

  const state: UnsubscribeState = unsubscribe.isError
    ? {
        status: 'failed',
        message: failureMessage(
          unsubscribe.error,
          'Email reminders could not be stopped. Try again.',
          'Could not reach the server. Check your connection and try again.',
        ),
      }
    : { status: unsubscribe.isPending ? 'stopping' : unsubscribe.isSuccess ? 'stopped' : 'asking' };

  return { state, stop: () => unsubscribe.mutate() };
}
