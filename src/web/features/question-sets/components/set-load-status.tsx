import { Button } from '../../../components/ui/button';

/** Shown until a set has loaded: a loading line, or the failure with Try again. */
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
  return (
    <p role="status" className="text-center text-ink-soft">
      Loading your {plural}...
    </p>
  );
}
