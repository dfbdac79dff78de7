import { useState } from 'react';
import { apiFetch, failureMessage } from '../../lib/api';

type UnsubscribeState = { status: 'asking' | 'stopping' | 'stopped' } | { status: 'failed'; message: string };

/**
 * Turning email reminders off from an emailed link. A public page has no query cache (and needs none): a plain
 * request, and the server's words when it refuses the link.
 */
export function useUnsubscribeFromEmail(token: string) {
  const [state, setState] = useState<UnsubscribeState>({ status: 'asking' });

  async function stop() {
    setState({ status: 'stopping' });
    try {
      await apiFetch<unknown>(`/reminders/unsubscribe?${new URLSearchParams({ token }).toString()}`, {
        method: 'POST',
      });
      setState({ status: 'stopped' });
    } catch (error) {
      const message = failureMessage(
        error,
        'Email reminders could not be stopped. Try again.',
        'Could not reach the server. Check your connection and try again.',
      );
      setState({ status: 'failed', message });
    }
  }

  return { state, stop };
}
