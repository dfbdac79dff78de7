import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';

/** Shown until a set has loaded: its rows' places, or the failure with Try again. */
export function SetLoadStatus({ noun, isError, onRetry }: { noun: string; isError: boolean; onRetry: () => void }) {
  const plural = `${noun.toLowerCase()}s`;
  if (isError) {
    return (
      <div role="alert" className="flex flex-col gap-3 rounded-card bg-danger-soft p-4 text-danger">
        <p>Could not load your {plural}. Check your connection and try again.</p>
        <Button variant="secondary" onClick={onRetry}>
          Try again
        </Button>
      </div>
    );
  }
  return <Skeleton label={`Loading your ${plural}...`} shape="rows" count={4} />;
}
