import { Button } from './button';

/** A screen's content that could not be loaded: "Could not load {what}." and Try Again, announced as it appears. */
export function LoadFailed({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <div role="alert" className="flex flex-col items-start gap-3 rounded-card bg-surface p-4">
      <p className="text-base text-ink">Could not load {what}.</p>
      <Button variant="secondary" onClick={onRetry}>
        Try Again
      </Button>
    </div>
  );
}
