import { Link } from 'wouter';
import { Button } from '../../../components/ui/button';
import { FormError } from '../../../components/ui/form-error';
import { useUnsubscribeFromEmail } from '../use-unsubscribe-from-email';

/**
 * What an emailed reminder's "stop" link opens: the question, and a button that stops them. Opening the link changes
 * nothing (mail scanners follow links); only the button does.
 */
export function UnsubscribePanel({ token, remindersPath }: { token: string; remindersPath: string }) {
  const { state, stop } = useUnsubscribeFromEmail(token);
  if (state.status === 'stopped') {
    return (
      <p role="status" className="text-base text-ink">
        Email reminders are off. You can turn them on again in{' '}
        <Link to={remindersPath} className="font-semibold text-brand-strong underline">
          Profile -&gt; Reminders
        </Link>
        .
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <p className="text-base text-ink">Stop email reminders for this account?</p>
      <FormError message={state.status === 'failed' ? state.message : undefined} />
      <Button disabled={state.status === 'stopping'} onClick={stop}>
        {state.status === 'stopping' ? 'Stopping...' : 'Stop Email Reminders'}
      </Button>
    </div>
  );
}
