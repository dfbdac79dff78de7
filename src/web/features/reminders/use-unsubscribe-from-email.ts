import { useState } from 'react';
import { failureMessage } from '../../lib/api';
import { api, ok } from '../../lib/api-client';

type UnsubscribeState = { status: 'asking' | 'stopping' | 'stopped' } | { status: 'failed'; message: string };

/**
 * Turning email reminders off from an emailed link, and the server's words when it refuses the link. A public page
 * calls the typed client itself, without the query library only the signed-in screens load (decision 034).
 */
export function useUnsubscribeFromEmail(token: string) {
  const [state, setState] = useState<UnsubscribeState>({ status: 'asking' });

  async function stop() {
    setState({ status: 'stopping' });
    try {
      await ok(api.reminders.unsubscribe.$post({ query: { token } }));
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

  return { state, stop: () => void stop() };
}
