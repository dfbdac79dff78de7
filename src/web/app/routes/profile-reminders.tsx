import { useQuery } from '@tanstack/react-query';
import { TabBar } from '../../components/tab-bar';
import { Screen } from '../../components/ui/screen';
import { useLoadingUnlessOffline } from '../../hooks/use-offline-view';
import { useOnline } from '../../hooks/use-online';
import { remindersQuery } from '../../features/reminders/api';
import { RemindersPanel } from '../../features/reminders/components/reminders-panel';
import { paths } from '../../config/paths';
import { Skeleton } from '../../components/ui/skeleton';

/** /profile/reminders: the reminders that bring the athlete back to the journal, and the devices they reach. */
export function Component() {
  const reminders = useQuery(remindersQuery);
  const loading = useLoadingUnlessOffline(reminders);
  const online = useOnline();

  return (
    <Screen title="Reminders" backTo={paths.profile} backLabel="Back to profile" footer={<TabBar />}>
      <p className="text-base text-ink">
        A reminder comes as a notification at the time you choose, once a day at most, and opens the screen it is for.
      </p>
      {!online && (
        <p className="rounded-xl border border-line bg-canvas p-3 text-sm font-semibold text-ink">
          You are offline. These are your reminders as last loaded; changing them needs a connection.
        </p>
      )}
      {loading ? (
        <Skeleton label="Loading your reminders..." shape="rows" count={2} />
      ) : reminders.data ? (
        <RemindersPanel reminders={reminders.data} online={online} />
      ) : (
        <p className="text-base text-ink-soft">
          {reminders.isError ? 'Could not load your reminders.' : 'Your reminders show here once you are online.'}
        </p>
      )}
    </Screen>
  );
}
