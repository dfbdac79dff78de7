import { Button } from '../../../components/ui/button';
import { showToast } from '../../../components/ui/toast';
import { useDelayedAction, useTimePassed } from '../hooks/use-load-timers';
import { useOnline } from '../../../hooks/use-online';
import { reloadPage } from '../utils/today-reload';
import { Skeleton } from '../../../components/ui/skeleton';

/** After this long loading, a toast says local data will do (specification section 9). */
const SLOW_MS = 3000;
/** After this long, the way out: Refresh Page (the tab bar leads elsewhere). */
const STUCK_MS = 4000;

/** The Today view while it loads: placeholder cards, and later a toast and ways out. */
export function TodayLoading({ safetyMs }: { safetyMs: number }) {
  const online = useOnline();
  const stuck = useTimePassed(STUCK_MS);
  // When loading gives up at 3 s anyway (a later load), its own toast says the same; one is enough.
  useDelayedAction(
    SLOW_MS,
    () => showToast('info', 'Taking longer than expected. Using local data only.', { id: 'journal-slow' }),
    safetyMs > SLOW_MS,
  );
  return (
    <div className="flex flex-col gap-4" aria-busy="true">
      <Skeleton
        label={online ? 'Loading your journal data...' : 'You appear to be offline. Loading local data...'}
        shape="cards"
        count={2}
      />
      {stuck && (
        <Button variant="secondary" onClick={reloadPage}>
          Refresh Page
        </Button>
      )}
    </div>
  );
}
