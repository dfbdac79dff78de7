import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { FormError } from '../../../components/ui/form-error';
import { useUnsubscribeFromEmail } from '../api';
import { reminderErrorMessage } from '../error-message';

/**
 * What an emailed reminder's "stop" link opens: the question, and a button that stops them. Opening the link changes
 * nothing (mail scanners follow links); only the button does.
 */
export function UnsubscribePanel({ token, remindersPath }: { token: string; remindersPath: string }) {
  const unsubscribe = useUnsubscribeFromEmail();
  if (unsubscribe.isSuccess) {
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
      <FormError
        message={unsubscribe.error ? reminderErrorMessage(unsubscribe.error, 'Stopping email reminders') : undefined}
      />
      <Button disabled={unsubscribe.isPending} onClick={() => unsubscribe.mutate(token)}>
        {unsubscribe.isPending ? 'Stopping...' : 'Stop Email Reminders'}
      </Button>
    </div>
  );
}
