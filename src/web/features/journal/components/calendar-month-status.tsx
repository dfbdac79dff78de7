import { Button } from '../../../components/ui/button';
import type { CalendarMonthState } from '../calendar-month-state';

/**
 * Says why a month's days are not coloured: it is loading, it is not on the device while offline, or it failed to
 * load (with a way to ask again). The live region stays mounted so each change of state is announced.
 */
export function CalendarMonthStatus({ state, onRetry }: { state: CalendarMonthState; onRetry: () => void }) {
  return (
    <>
      <div role="status" className="flex items-center justify-center gap-2 text-center text-sm text-ink-soft">
        {/* The grid above is the skeleton (its days shimmer while the month loads): only the words, for screen
            readers, so the line takes no room that would go when the month comes. */}
        {state === 'loading' && <span className="sr-only">Loading calendar...</span>}
        {state === 'offline' && 'This month is not available offline. Connect to the internet to see it.'}
        {state === 'failed' && 'Could not load this month.'}
      </div>
      {state === 'failed' && (
        <Button variant="secondary" onClick={onRetry} className="self-center">
          Try Again
        </Button>
      )}
    </>
  );
}
