import { Screen } from '../../components/ui/screen';
import { UnsubscribePanel } from '../../features/reminders/components/unsubscribe-panel';
import { paths } from '../../config/paths';
import { useSearchParams } from '../../lib/navigation';

/** /unsubscribe?token=...: what an emailed reminder's "stop" link opens, signed in or not. */
export function Component() {
  const token = useSearchParams()[0].get('token') ?? '';
  return (
    <Screen title="Email Reminders">
      <UnsubscribePanel token={token} remindersPath={paths.reminders} />
    </Screen>
  );
}
